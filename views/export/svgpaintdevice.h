#pragma once

#include <QByteArray>
#include <QPaintDevice>
#include <QRectF>
#include <QSize>
#include <QString>

#include <memory>

namespace gt {

class SvgPaintEngine;

// A picture painted into an SVG document (SvgPaintEngine writes it), for pictureSvg(): one
// unit one point, 72 per inch, the document `size` points large with `viewBox` its
// coordinates, as QSvgGenerator set up the exports before.
class SvgPaintDevice : public QPaintDevice {
public:
    SvgPaintDevice(const QSize &size, const QRectF &viewBox, const QString &title,
                   const QString &description);
    ~SvgPaintDevice() override;

    QPaintEngine *paintEngine() const override;
    QByteArray takeBytes(); // the document, once the painter has ended

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    std::unique_ptr<SvgPaintEngine> m_engine;
    QSize m_size;
};

} // namespace gt

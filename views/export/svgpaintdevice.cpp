#include "svgpaintdevice.h"

#include "svgpaintengine.h"

#include <climits>
#include <cmath>

namespace gt {

namespace {

constexpr int Resolution = 72; // per inch: one unit is one point, as in the PDF

} // namespace

SvgPaintDevice::SvgPaintDevice(const QSize &size, const QRectF &viewBox, const QString &title,
                               const QString &description)
    : m_engine(std::make_unique<SvgPaintEngine>())
    , m_size(size)
{
    m_engine->setDocument(size, viewBox, title, description);
}

SvgPaintDevice::~SvgPaintDevice() = default;

QPaintEngine *SvgPaintDevice::paintEngine() const
{
    return m_engine.get();
}

QByteArray SvgPaintDevice::takeBytes()
{
    return m_engine->takeBytes();
}

int SvgPaintDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth: return m_size.width();
    case PdmHeight: return m_size.height();
    case PdmWidthMM: return int(std::lround(m_size.width() * 25.4 / Resolution));
    case PdmHeightMM: return int(std::lround(m_size.height() * 25.4 / Resolution));
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY: return Resolution;
    case PdmDepth: return 32;
    case PdmNumColors: return INT_MAX;
    case PdmDevicePixelRatio: return 1;
    default: return QPaintDevice::metric(metric);
    }
}

} // namespace gt

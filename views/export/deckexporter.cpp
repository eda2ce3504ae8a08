#include "deckexporter.h"

#include "frameexporter.h"
#include "framepicture.h"

#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>

namespace gt {

QByteArray pdfDeck(FramePicture &picture, const std::vector<int> &steps, const QString &title)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    picture.fitSteps(steps);
    QPdfWriter pdf(&buffer);
    pdf.setCreator(QStringLiteral("GameTree Studio"));
    pdf.setTitle(title);
    pdf.setResolution(72); // one unit is one point
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    const double scale = pdfPageScale(picture.size());
    pdf.setPageSize(
        QPageSize(picture.size() * scale, QPageSize::Point, QString(), QPageSize::ExactMatch));
    QPainter painter(&pdf);
    painter.scale(scale, scale);
    bool first = true;
    for (int step : steps) {
        if (!first)
            pdf.newPage();
        first = false;
        picture.setStep(step);
        picture.paint(&painter);
    }
    painter.end();
    return buffer.data();
}

} // namespace gt

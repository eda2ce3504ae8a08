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
    const double scale = setUpPdf(pdf, picture.size(), title);
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

#include "graphdeck.h"

#include "graphscene.h"

#include "core/graph/retrogradenarration.h"
#include "core/graph/retrogradereplay.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextOption>

namespace gt {

namespace {

QString cannotWrite(const QString &path)
{
    return QCoreApplication::translate("gt::Export", "Cannot write %1.").arg(path);
}

QString caption(const GraphSlideInput &in, int k)
{
    const int count = int(in.result.steps.size());
    const GameGraph &analysed = in.whole ? *in.whole : in.graph;
    QString text =
        k == 0 ? narrateRetrogradeStart() : narrateRetrogradeStep(analysed, in.result, k - 1);
    if (k == count)
        text += u' ' + narrateRetrogradeCounts(in.result.wins, in.result.losses, in.result.draws);
    return QCoreApplication::translate("gt::Export", "Step %1 of %2: ").arg(k).arg(count) + text;
}

} // namespace

bool writeRetrogradePdf(const GraphSlideInput &in, const std::vector<int> &frames,
                        const QString &path, QString *error)
{
    GraphScene scene;
    scene.setGraph(in.graph, in.layout, in.original); // the frames are the analysed graph's
    const QRectF source = scene.sceneRect();
    // A page the picture's width and a band under it for the sentence, in points.
    const double band = 64;
    const QSizeF page(std::max(source.width(), 360.0), source.height() + band);
    QPdfWriter pdf(path);
    pdf.setCreator(QStringLiteral("GameTree Studio"));
    pdf.setResolution(72);
    pdf.setPageSize(QPageSize(page, QPageSize::Point));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter;
    if (!painter.begin(&pdf)) {
        if (error)
            *error = cannotWrite(path);
        return false;
    }
    QFont font = scene.style().nameFont;
    font.setPixelSize(12);
    RetrogradeReplay replay(in.result);
    bool first = true;
    for (const int k : frames) {
        if (!first)
            pdf.newPage();
        first = false;
        replay.seek(k);
        scene.setFrame(replay.frame(), replay.lastStep());
        const QRectF target((page.width() - source.width()) / 2, 0, source.width(),
                            source.height());
        scene.render(&painter, target, source);
        painter.setPen(scene.style().foreground);
        painter.setFont(font);
        QTextOption wrap(Qt::AlignHCenter | Qt::AlignTop);
        wrap.setWrapMode(QTextOption::WordWrap);
        painter.drawText(QRectF(12, source.height() + 6, page.width() - 24, band - 12),
                         caption(in, k), wrap);
    }
    if (!painter.end()) {
        if (error)
            *error = cannotWrite(path);
        return false;
    }
    return true;
}

bool writeRetrogradeSlides(const GraphSlideInput &in, const std::vector<int> &frames,
                           const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf"))
        return writeRetrogradePdf(in, frames, path, error);
    QByteArray bytes;
    if (suffix == QLatin1String("tex"))
        bytes = retrogradeBeamerDeck(in, frames).toUtf8();
    else if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        bytes = retrogradeHtmlPlayer(in, frames);
    else {
        if (error)
            *error = QCoreApplication::translate(
                         "gt::Export", "Cannot tell the format of %1: use .pdf, .tex or .html.")
                         .arg(path);
        return false;
    }
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = cannotWrite(path);
    return false;
}

} // namespace gt

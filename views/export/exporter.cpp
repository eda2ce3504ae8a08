#include "exporter.h"

#include "deckexporter.h"
#include "frameexporter.h"
#include "framepicture.h"
#include "stylepalette.h"

#include "core/export/annotateddot.h"
#include "core/export/beamerwriter.h"
#include "core/export/htmlplayer.h"
#include "core/export/latextext.h"
#include "core/export/tikzwriter.h"
#include "core/io/atomicwrite.h"
#include "core/search/algorithm.h"

#include <QCoreApplication>

#include <cmath>

namespace gt {

namespace {

// The translation context of this file's texts, named so that lupdate finds them.
struct ExportTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Export)
};

} // namespace

namespace {

// TikZ and DOT of one step, from the deterministic geometry of core/export.
QByteArray singleText(const ExportSource &source, const ExportOptions &options, ExportFormat format,
                      const Palette &palette)
{
    const GameTree &tree = *source.tree;
    FigureGeometry geometry = estimateGeometry(tree, palette, options.figure);
    reserveChanceMarks(geometry, tree, source.trace, palette);
    FigureFrames frames(tree, source.trace, geometry, palette, options.figure);
    const FigureFrame frame = frames.frame(source.step);
    if (format == ExportFormat::Dot) {
        QString heading;
        if (source.trace)
            heading = QStringLiteral("%1, step %2 of %3")
                          .arg(source.trace->algorithm)
                          .arg(frame.step)
                          .arg(frame.stepCount);
        return annotatedDot(tree, geometry, frame, palette, options.figure,
                            options.figure.legend ? legendEntries(tree, source.trace, frame.use)
                                                  : std::vector<LegendEntry>(),
                            heading);
    }
    const TikzWriter writer(tree, geometry, palette, options.figure,
                            legendEntries(tree, source.trace, frame.use));
    const QString picture = writer.picture(frame);
    return (options.bareTikz ? picture : TikzWriter::standaloneDocument(picture)).toUtf8();
}

// Why a PNG of `pixels` (at least: `least`) is not written, and what to do instead.
QString pngTooLarge(const QSizeF &pixels, bool least)
{
    return ExportTr::tr(
               "the picture is too large for a PNG (%1%2 × %3 pixels; the limit is %4 million "
               "a side and %5 million in all): use SVG or PDF, or fewer pixels per point")
        .arg(least ? ExportTr::tr("at least ") : QString())
        .arg(qint64(std::ceil(pixels.width())))
        .arg(qint64(std::ceil(pixels.height())))
        .arg(MaxPngSide / 1e6)
        .arg(MaxPngPixels / 1e6);
}

} // namespace

QString exportTitle(const ExportSource &source, const ExportOptions &options)
{
    if (!options.figure.title.isEmpty())
        return options.figure.title;
    if (source.trace) {
        const Algorithm *a = findAlgorithm(source.trace->algorithm);
        return a ? a->displayName() : source.trace->algorithm;
    }
    return ExportTr::tr("Game tree");
}

std::optional<QByteArray> exportBytes(const ExportSource &source, const ExportOptions &options,
                                      ExportFormat format, QString *error)
{
    if (!source.tree || source.tree->isEmpty()) {
        *error = ExportTr::tr("there is no tree to export");
        return std::nullopt;
    }
    const GameTree &tree = *source.tree;
    std::vector<int> steps;
    if (isDeckFormat(format)) {
        if (!source.trace) {
            *error = ExportTr::tr("a deck shows the steps of a search: choose an algorithm");
            return std::nullopt;
        }
        steps = selectSteps(tree, *source.trace, options.steps);
        if (steps.empty()) {
            *error = ExportTr::tr("no step of the search (0 to %1) is in the chosen range")
                         .arg(source.trace->events.size());
            return std::nullopt;
        }
    }
    // A player's size is known from the tree and the steps: refused before anything is built.
    if (format == ExportFormat::Html) {
        const qint64 least = htmlPlayerLeastBytes(tree.size(), steps.size());
        if (least > MaxHtmlPlayerBytes) {
            const bool oneStepFits = htmlPlayerLeastBytes(tree.size(), 1) <= MaxHtmlPlayerBytes;
            *error = ExportTr::tr(
                         "an HTML player of %1 steps over %2 nodes would take at least %3 MB (the "
                         "limit is %4 MB): %5")
                         .arg(steps.size())
                         .arg(tree.size())
                         .arg(least / 1'000'000)
                         .arg(MaxHtmlPlayerBytes / 1'000'000)
                         .arg(oneStepFits
                                  ? ExportTr::tr("choose fewer steps (--from/--to, --key-steps) or "
                                                 "a PDF deck")
                                  : ExportTr::tr("a tree this large needs a PDF deck"));
            return std::nullopt;
        }
    }
    // A PDF or Beamer deck draws the whole tree on every page: refused before anything is built
    // when that is more than a deck can be in minutes, as the player is refused by its size.
    if (format == ExportFormat::PdfDeck || format == ExportFormat::Beamer) {
        const qint64 drawings = qint64(tree.size()) * qint64(steps.size());
        if (drawings > MaxDeckNodeSteps) {
            const bool oneStepFits = tree.size() <= MaxDeckNodeSteps;
            *error =
                ExportTr::tr("a %1 deck of %2 steps over %3 nodes would draw %4 million "
                             "nodes, the whole tree on every page (the limit is %5 "
                             "million): %6")
                    .arg(format == ExportFormat::PdfDeck ? QStringLiteral("PDF")
                                                         : QStringLiteral("Beamer"))
                    .arg(steps.size())
                    .arg(tree.size())
                    .arg(drawings / 1'000'000)
                    .arg(MaxDeckNodeSteps / 1'000'000)
                    .arg(oneStepFits ? ExportTr::tr("choose fewer steps (--from/--to, --key-steps) "
                                                    "or show the steps of a smaller tree")
                                     : ExportTr::tr("a tree this large fits in a single picture "
                                                    "(render), not a deck"));
            return std::nullopt;
        }
    }
    const QString title = exportTitle(source, options);
    if (format == ExportFormat::Tikz || format == ExportFormat::Beamer) {
        // TeX sets a name only up to a width (latextext.h): the layout and the text both get
        // the names cut short, so that the room kept for them is what TeX sets.
        const GameTree texTree = latexShortNames(tree);
        ExportSource texSource = source;
        texSource.tree = &texTree;
        ExportOptions texOptions = options;
        texOptions.figure.title = latexShortText(options.figure.title, MaxLatexTitleChars);
        const Palette palette = toPalette(options.dark ? SceneStyle::dark() : SceneStyle::light());
        if (format == ExportFormat::Tikz)
            return singleText(texSource, texOptions, format, palette);
        FigureGeometry geometry = estimateGeometry(texTree, palette, texOptions.figure);
        reserveChanceMarks(geometry, texTree, source.trace, palette);
        return beamerDeck(texTree, *source.trace, geometry, palette, texOptions.figure, steps)
            .toUtf8();
    }
    if (isTextFormat(format)) {
        const Palette palette = toPalette(options.dark ? SceneStyle::dark() : SceneStyle::light());
        if (format == ExportFormat::Dot)
            return singleText(source, options, format, palette);
        FigureGeometry geometry = estimateGeometry(tree, palette, options.figure);
        reserveChanceMarks(geometry, tree, source.trace, palette);
        return htmlPlayer(tree, *source.trace, geometry, palette, options.figure, steps);
    }
    // Checked on the layout before the canvas is built: a million-level chain would take
    // minutes to build and draw only to be refused.
    if (format == ExportFormat::Png) {
        const QSizeF least = FramePicture::leastSize(tree, source.trace, source.step, options);
        if (!fitsInImage(least, options.pixelsPerPoint())) {
            *error = pngTooLarge(least * options.pixelsPerPoint(), true);
            return std::nullopt;
        }
    }
    FramePicture picture(tree, source.trace, options);
    switch (format) {
    case ExportFormat::PdfDeck: return pdfDeck(picture, steps, title);
    case ExportFormat::Svg: picture.setStep(source.step); return pictureSvg(picture, title);
    case ExportFormat::Png: {
        picture.setStep(source.step);
        QByteArray png = picturePng(picture, options.pixelsPerPoint(), options.transparent);
        if (png.isEmpty()) { // QImage could not hold it
            *error = pngTooLarge(picture.size() * options.pixelsPerPoint(), false);
            return std::nullopt;
        }
        return png;
    }
    case ExportFormat::Pdf: picture.setStep(source.step); return picturePdf(picture, title);
    default: break;
    }
    *error = ExportTr::tr("unknown export format");
    return std::nullopt;
}

bool exportToFile(const ExportSource &source, const ExportOptions &options, ExportFormat format,
                  const QString &path, QString *error)
{
    const std::optional<QByteArray> bytes = exportBytes(source, options, format, error);
    if (!bytes)
        return false;
    return writeFileAtomically(path, *bytes, error);
}

} // namespace gt

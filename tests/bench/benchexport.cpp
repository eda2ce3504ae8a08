// Exports of the final alpha-beta frame with every annotation on, in every single-picture
// format, and the decks the issue names: 100 steps of a 40-node tree as a PDF. First issue
// 29's SVG of 100,000 annotated nodes.
#include "benchsupport.h"

#include "core/generate/generator.h"
#include "core/search/algorithm.h"
#include "views/export/exporter.h"

namespace gt::bench {
namespace {

double timeExport(const ExportSource &source, const ExportOptions &options, ExportFormat format,
                  int runs, qsizetype *bytes)
{
    return bestOf(runs, [&] {
        QString error;
        const auto out = exportBytes(source, options, format, &error);
        if (!out) {
            std::fprintf(stderr, "export failed: %s\n", qPrintable(error));
            std::abort();
        }
        *bytes = out->size();
    });
}

// Issue 29's case: `gametree render r100k.tree --algo alphabeta --final -o r.svg` on the tree
// `gametree random --branching 10 --depth 5 --seed 3` writes (111,111 nodes), with the
// command line's default options; the export alone, reading and searching done before.
void runIssueSvg()
{
    OptionValues values;
    values.set(QStringLiteral("branching"), 10);
    values.set(QStringLiteral("depth"), 5);
    QString error;
    const GameTree tree = *findGenerator(QStringLiteral("random"))->generate(values, 3, &error);
    const Trace trace = *search(tree, QStringLiteral("alphabeta"), {}, &error);
    qsizetype bytes = 0;
    const double ms = timeExport({&tree, &trace, -1}, {}, ExportFormat::Svg, 3, &bytes);
    std::printf("\n### SVG of 100,000 annotated nodes (issue 29)\n\n| nodes | ms | output |\n"
                "|---:|---:|---:|\n| %d | %.0f | %.1f MB |\n",
                tree.size(), ms, bytes / 1e6);
    std::fflush(stdout);
}

} // namespace

void runExport(const Config &config)
{
    runIssueSvg();
    std::printf("\n### Export of the last alpha-beta step (all annotations)\n\n"
                "| nodes | format | ms | output |\n|---:|---|---:|---:|\n");
    const std::pair<ExportFormat, const char *> formats[] = {
        {ExportFormat::Svg, "SVG"},   {ExportFormat::Png, "PNG (1×)"}, {ExportFormat::Pdf, "PDF"},
        {ExportFormat::Tikz, "TikZ"}, {ExportFormat::Dot, "DOT"},
    };
    ExportOptions options;
    options.figure.showIds = true;
    options.figure.legend = true;
    options.figure.caption = true;
    options.scale = 1;
    for (int size : config.sizes) {
        const GameTree tree = exactSizeTree(size, unsigned(size));
        QString error;
        const Trace trace = *search(tree, QStringLiteral("alphabeta"), {}, &error);
        const ExportSource source{&tree, &trace, -1};
        for (const auto &[format, name] : formats) {
            // A 1,000,000-node PNG at 1× would be hundreds of thousands of pixels wide.
            if (format == ExportFormat::Png && size >= 100'000) {
                std::printf("| %d | %s | not run (image too large) | |\n", tree.size(), name);
                continue;
            }
            qsizetype bytes = 0;
            const double ms = timeExport(source, options, format, size >= 100'000 ? 1 : 3, &bytes);
            std::printf("| %d | %s | %.0f | %.1f MB |\n", tree.size(), name, ms, bytes / 1e6);
            std::fflush(stdout);
        }
    }

    std::printf("\n### Decks\n\n| tree | deck | steps | ms | output |\n|---|---|---:|---:|---:|\n");
    // The issue's deck: 100 steps of a 40-node tree. Alpha-beta's trace is the longest kind
    // (windows tighten as well as values back up); of 200 seeded trees take the one whose
    // trace is longest, so that it has 100 steps to show.
    GameTree small;
    Trace trace;
    for (unsigned seed = 1; seed <= 200; ++seed) {
        GameTree candidate = exactSizeTree(40, seed);
        QString error;
        Trace t = *search(candidate, QStringLiteral("alphabeta"), {}, &error);
        if (t.events.size() > trace.events.size()) {
            small = std::move(candidate);
            trace = std::move(t);
        }
    }
    ExportOptions deckOptions;
    deckOptions.steps.to = std::min(99, int(trace.events.size()));
    const ExportSource source{&small, &trace, -1};
    const int steps = deckOptions.steps.to + 1;
    for (const auto &[format, name] :
         {std::pair{ExportFormat::PdfDeck, "PDF"}, std::pair{ExportFormat::Beamer, "Beamer"},
          std::pair{ExportFormat::Html, "HTML"}}) {
        qsizetype bytes = 0;
        const double ms = timeExport(source, deckOptions, format, 3, &bytes);
        std::printf("| 40 nodes | %s | %d | %.0f | %.2f MB |\n", name, steps, ms, bytes / 1e6);
        std::fflush(stdout);
    }
}

} // namespace gt::bench

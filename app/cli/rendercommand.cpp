// `gametree render`: one step of a search (or the bare tree) as SVG, PNG, PDF, TikZ or DOT.
#include "exportflags.h"

#include "views/charts/plotexport.h"
#include "views/export/stylepalette.h"
#include "views/scene/scenestyle.h"

#include "core/export/convergenceplot.h"
#include "core/export/stepselection.h"

namespace gt::cli {

namespace {

bool positiveNumber(const QString &text, double max, double *out)
{
    bool ok = false;
    *out = text.toDouble(&ok);
    return ok && *out > 0 && *out <= max;
}

// --plot convergence: the series read from the trace, drawn by core as SVG, written as the
// path's format; the marker at the iterations done at `step` (none without --step).
int writePlot(const GameTree &tree, const Trace *trace, const ExportOptions &options, int step,
              const QString &path)
{
    if (!trace || !hasMctsConvergence(*trace))
        return fail(BadInput, QStringLiteral("--plot convergence needs a search that runs in "
                                             "iterations (Monte-Carlo tree search)"));
    const Palette palette = toPalette(options.dark ? SceneStyle::dark() : SceneStyle::light());
    const int marked = step < 0 ? -1 : iterationsDone(iterationEndSteps(*trace), step);
    const ConvergencePlot plot =
        convergencePlotSvg(tree, mctsConvergence(tree, *trace), palette, marked);
    QString error;
    if (!exportSvgText(plot.svg, QSizeF(plot.width, plot.height), path, options.pixelsPerPoint(),
                       &error))
        return fail(BadInput, error);
    return Ok;
}

} // namespace

int runRender(const QStringList &args)
{
    QCommandLineParser parser;
    addTreeInput(parser);
    addSearchFlags(parser, false);
    parser.addOption({QStringLiteral("step"),
                      QStringLiteral("Show the search after N steps (0: before it starts)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("final"),
                      QStringLiteral("Show the search when it is over (the default).")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write to OUT: .svg, .png, .pdf, .tex (TikZ) or .dot."),
                      QStringLiteral("OUT")});
    addFigureFlags(parser);
    parser.addOption({QStringLiteral("scale"), QStringLiteral("PNG: pixels per point (default 2)."),
                      QStringLiteral("S")});
    parser.addOption({QStringLiteral("dpi"),
                      QStringLiteral("PNG: pixels per inch, instead of --scale."),
                      QStringLiteral("D")});
    parser.addOption(
        {QStringLiteral("transparent"), QStringLiteral("SVG, PNG, PDF: no background.")});
    parser.addOption({QStringLiteral("plot"),
                      QStringLiteral("Draw a plot of the search instead of the tree: "
                                     "'convergence' (Monte-Carlo tree search: each root child's "
                                     "visits and Q against the iteration, its minimax value "
                                     "dashed; --step N marks the iteration done at step N). "
                                     ".svg, .png or .pdf."),
                      QStringLiteral("PLOT")});
    parser.addOption({QStringLiteral("bare"),
                      QStringLiteral(".tex: a tikzpicture to paste into a document, not a "
                                     "standalone file.")});
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Draws TREE, or one step of its search with ALGO, as an "
                                       "annotated diagram."),
                        &exit))
        return exit;

    QString path;
    const auto format = outputFormat(parser, false, &path, &exit);
    if (!format)
        return exit;
    auto options = figureOptions(parser, &exit);
    if (!options)
        return exit;
    const bool png = *format == ExportFormat::Png;
    const bool scale = parser.isSet(QStringLiteral("scale")),
               dpi = parser.isSet(QStringLiteral("dpi"));
    if (scale && dpi)
        return fail(BadUsage, QStringLiteral("give --scale or --dpi, not both"));
    if ((scale || dpi) && !png)
        return fail(BadUsage, QStringLiteral("--scale and --dpi apply to .png output only"));
    if (scale && !positiveNumber(parser.value(QStringLiteral("scale")), 20, &options->scale))
        return fail(BadUsage, QStringLiteral("--scale takes a number above 0, at most 20"));
    if (dpi && !positiveNumber(parser.value(QStringLiteral("dpi")), 1440, &options->dpi))
        return fail(BadUsage, QStringLiteral("--dpi takes a number above 0, at most 1440"));
    options->transparent = parser.isSet(QStringLiteral("transparent"));
    if (options->transparent && !png && *format != ExportFormat::Svg &&
        *format != ExportFormat::Pdf)
        return fail(BadUsage, QStringLiteral("--transparent applies to .svg, .png and .pdf"));
    options->bareTikz = parser.isSet(QStringLiteral("bare"));
    if (options->bareTikz && *format != ExportFormat::Tikz)
        return fail(BadUsage, QStringLiteral("--bare applies to .tex output only"));

    const bool hasStep = parser.isSet(QStringLiteral("step"));
    if (hasStep && parser.isSet(QStringLiteral("final")))
        return fail(BadUsage, QStringLiteral("give --step N or --final, not both"));
    if (hasStep && !parser.isSet(QStringLiteral("algo")))
        return fail(BadUsage, QStringLiteral("--step needs --algo: the bare tree has no steps"));
    int step = -1;
    if (hasStep) {
        bool ok = false;
        step = parser.value(QStringLiteral("step")).toInt(&ok);
        if (!ok || step < 0)
            return fail(BadUsage, QStringLiteral("--step takes a whole number ≥ 0"));
    }

    const bool plot = parser.isSet(QStringLiteral("plot"));
    if (plot) {
        if (parser.value(QStringLiteral("plot")) != QLatin1String("convergence"))
            return fail(BadUsage, QStringLiteral("--plot takes 'convergence'"));
        if (*format != ExportFormat::Svg && *format != ExportFormat::Png &&
            *format != ExportFormat::Pdf)
            return fail(BadUsage, QStringLiteral("--plot writes .svg, .png or .pdf"));
        if (!parser.isSet(QStringLiteral("algo")))
            return fail(BadUsage, QStringLiteral("--plot needs --algo: a plot shows a search"));
    }

    const auto searched = readAndSearch(parser, false, &exit);
    if (!searched)
        return exit;
    if (!applySearchToFigure(*searched, &*options, &exit))
        return exit;
    const Trace *trace = searched->trace ? &*searched->trace : nullptr;
    if (trace && step > int(trace->events.size()))
        return fail(BadUsage, QStringLiteral("--step %1 is past the end: this search has steps 0 "
                                             "to %2")
                                  .arg(step)
                                  .arg(trace->events.size()));
    if (plot)
        return writePlot(searched->doc.tree, trace, *options, step, path);
    return writeExport(ExportSource{&searched->doc.tree, trace, step}, *options, *format, path);
}

} // namespace gt::cli

// `gametree slides`: the steps of a search as a PDF deck, a Beamer file or an HTML player.
#include "exportflags.h"

namespace gt::cli {

int runSlides(const QStringList &args)
{
    // A game graph's retrograde analysis (issue 31): its own input, the same outputs.
    if (args.contains(QStringLiteral("--graph")))
        return runGraphSlides(args);
    QCommandLineParser parser;
    addTreeInput(parser);
    addSearchFlags(parser, true);
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write to OUT: .pdf (one page per step), .tex (Beamer, one "
                                     "overlay per step) or .html (a player)."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("key-steps"),
                      QStringLiteral("Only the key steps: leaves read, cut-offs, values reaching "
                                     "the root, the end.")});
    parser.addOption(
        {QStringLiteral("from"), QStringLiteral("First step (default 0)."), QStringLiteral("A")});
    parser.addOption({QStringLiteral("to"), QStringLiteral("Last step (default: the end)."),
                      QStringLiteral("B")});
    parser.addOption({QStringLiteral("by"),
                      QStringLiteral("A search in iterations (Monte-Carlo tree search): one slide "
                                     "per 'iteration' (the default) or per 'event'."),
                      QStringLiteral("UNIT")});
    addFigureFlags(parser);
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Writes the steps of the search of TREE with ALGO as "
                                       "slides."),
                        &exit))
        return exit;

    QString path;
    const auto format = outputFormat(parser, true, &path, &exit);
    if (!format)
        return exit;
    auto options = figureOptions(parser, &exit);
    if (!options)
        return exit;
    options->steps.keyStepsOnly = parser.isSet(QStringLiteral("key-steps"));
    if (parser.isSet(QStringLiteral("by"))) {
        const QString by = parser.value(QStringLiteral("by"));
        if (by == QLatin1String("iteration"))
            options->steps.by = StepGranularity::Iteration;
        else if (by == QLatin1String("event"))
            options->steps.by = StepGranularity::Event;
        else
            return fail(BadUsage, QStringLiteral("--by takes 'iteration' or 'event'"));
    }
    for (const char *name : {"from", "to"}) {
        const QString key = QLatin1String(name);
        if (!parser.isSet(key))
            continue;
        bool ok = false;
        const int value = parser.value(key).toInt(&ok);
        if (!ok || value < 0)
            return fail(BadUsage, QStringLiteral("--%1 takes a whole number ≥ 0").arg(key));
        (key == QLatin1String("from") ? options->steps.from : options->steps.to) = value;
    }
    if (options->steps.to >= 0 && options->steps.from > options->steps.to)
        return fail(BadUsage, QStringLiteral("--from %1 is after --to %2")
                                  .arg(options->steps.from)
                                  .arg(options->steps.to));

    const auto searched = readAndSearch(parser, true, &exit);
    if (!searched)
        return exit;
    if (!applySearchToFigure(*searched, &*options, &exit))
        return exit;
    if (options->steps.from > int(searched->trace->events.size()))
        return fail(BadUsage, QStringLiteral("--from %1 is past the end: this search has steps 0 "
                                             "to %2")
                                  .arg(options->steps.from)
                                  .arg(searched->trace->events.size()));
    return writeExport(ExportSource{&searched->doc.tree, &*searched->trace, -1}, *options, *format,
                       path);
}

} // namespace gt::cli

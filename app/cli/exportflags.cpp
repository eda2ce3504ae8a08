// Flags and set-up shared by `gametree render` and `gametree slides`.
#include "exportflags.h"

#include "core/search/commonoptions.h"
#include "views/export/exporter.h"

#include <QApplication>

#include <cstdio>

namespace gt::cli {

namespace {

QtMessageHandler previousHandler = nullptr;

// Run as root without a login session, every Qt GUI program warns that XDG_RUNTIME_DIR is not
// set. It is harmless here and would be noise on a command line's stderr, which scripts read.
void quietHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg &&
        message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR")))
        return;
    if (previousHandler)
        previousHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv)
{
    const bool draws =
        argc > 1 && (qstrcmp(argv[1], "render") == 0 || qstrcmp(argv[1], "slides") == 0);
    if (!draws)
        return std::make_unique<QCoreApplication>(argc, argv);
    // A command-line renderer never shows a window, and a missing or stale DISPLAY must not
    // stop it: draw offscreen unless the user chose a platform.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    previousHandler = qInstallMessageHandler(quietHandler);
    return std::make_unique<QApplication>(argc, argv);
}

void addFigureFlags(QCommandLineParser &parser)
{
    const QList<QCommandLineOption> flags = {
        {QStringLiteral("no-values"), QStringLiteral("Hide backed-up values and bounds.")},
        {QStringLiteral("no-window"), QStringLiteral("Hide α/β beside the nodes on the path.")},
        {QStringLiteral("no-formulas"), QStringLiteral("Hide the sums under chance nodes.")},
        {QStringLiteral("pruned"),
         QStringLiteral("Pruned subtrees greyed (grey, the default) or left out (hide)."),
         QStringLiteral("grey|hide"), QStringLiteral("grey")},
        {QStringLiteral("ids"), QStringLiteral("Show preorder node ids.")},
        {QStringLiteral("legend"), QStringLiteral("Explain the shapes and colours.")},
        {QStringLiteral("title"), QStringLiteral("A title above the tree."), QStringLiteral("T")},
        {QStringLiteral("caption"), QStringLiteral("The step's narration under the tree.")},
        {QStringLiteral("dark"), QStringLiteral("The dark palette.")},
        {QStringLiteral("side-to-move"),
         QStringLiteral("Negamax: each value as the side to move sees it, with − on the edges "
                        "where it changes sign.")},
    };
    for (const QCommandLineOption &o : flags)
        parser.addOption(o);
}

std::optional<ExportOptions> figureOptions(const QCommandLineParser &parser, int *exit)
{
    ExportOptions o;
    o.figure.showValues = !parser.isSet(QStringLiteral("no-values"));
    o.figure.showWindows = !parser.isSet(QStringLiteral("no-window"));
    o.figure.showFormulas = !parser.isSet(QStringLiteral("no-formulas"));
    o.figure.showIds = parser.isSet(QStringLiteral("ids"));
    o.figure.legend = parser.isSet(QStringLiteral("legend"));
    o.figure.caption = parser.isSet(QStringLiteral("caption"));
    o.figure.title = parser.value(QStringLiteral("title"));
    o.dark = parser.isSet(QStringLiteral("dark"));
    o.figure.sideToMove = parser.isSet(QStringLiteral("side-to-move"));
    const QString pruned = parser.value(QStringLiteral("pruned"));
    if (pruned == QLatin1String("hide") || pruned == QLatin1String("hidden")) {
        o.figure.pruned = PrunedMode::Hidden;
    } else if (pruned != QLatin1String("grey") && pruned != QLatin1String("gray")) {
        *exit = fail(BadUsage, QStringLiteral("--pruned takes grey or hide, not '%1'").arg(pruned));
        return std::nullopt;
    }
    return o;
}

bool applySearchToFigure(const Searched &searched, ExportOptions *options, int *exit)
{
    if (!options->figure.sideToMove)
        return true;
    if (!searched.trace || !searched.trace->features.testFlag(TraceFeature::SideToMove)) {
        *exit = fail(BadUsage, QStringLiteral("--side-to-move applies to searches that show "
                                              "values from the side to move (negamax)"));
        return false;
    }
    options->figure.depthLimit = depthLimit(searched.options);
    return true;
}

std::optional<ExportFormat> outputFormat(const QCommandLineParser &parser, bool deck, QString *path,
                                         int *exit)
{
    if (!parser.isSet(QStringLiteral("output"))) {
        *exit = fail(BadUsage, QStringLiteral("-o OUT is required (see --help)"));
        return std::nullopt;
    }
    *path = parser.value(QStringLiteral("output"));
    const auto format = exportFormatForPath(*path, deck);
    if (!format)
        *exit = fail(BadUsage, QStringLiteral("cannot tell the format of '%1': use %2")
                                   .arg(*path, deck ? QStringLiteral(".pdf, .tex or .html")
                                                    : QStringLiteral(".svg, .png, .pdf, .tex "
                                                                     "or .dot")));
    return format;
}

int writeExport(const ExportSource &source, const ExportOptions &options, ExportFormat format,
                const QString &path)
{
    QString error;
    if (!exportToFile(source, options, format, path, &error))
        return fail(BadInput, error);
    return Ok;
}

} // namespace gt::cli

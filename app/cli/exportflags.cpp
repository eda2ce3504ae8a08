// Flags and set-up shared by `gametree render` and `gametree slides`.
#include "exportflags.h"

#include "core/search/algorithm.h"
#include "views/export/exporter.h"

#include <QApplication>

#include <cstdio>

namespace gt::cli {

namespace {

QString algorithmList()
{
    QStringList ids;
    for (const Algorithm *a : algorithms())
        ids << a->id();
    return ids.join(QStringLiteral(", "));
}

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

void addSearchFlags(QCommandLineParser &parser, bool algoRequired)
{
    parser.addOption({QStringLiteral("algo"),
                      QStringLiteral("The algorithm: %1.%2")
                          .arg(algorithmList(), algoRequired ? QString()
                                                             : QStringLiteral(" Without it, "
                                                                              "the bare tree.")),
                      QStringLiteral("ALGO")});
    parser.addOption({QStringLiteral("fail-soft"),
                      QStringLiteral("Alpha-beta returns values outside its window.")});
    parser.addOption({QStringLiteral("depth"),
                      QStringLiteral("Search to this depth; deeper nodes use their heuristic "
                                     "value."),
                      QStringLiteral("D")});
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
    };
    for (const QCommandLineOption &o : flags)
        parser.addOption(o);
}

std::optional<Searched> readAndSearch(const QCommandLineParser &parser, bool algoRequired,
                                      int *exit)
{
    const bool hasAlgo = parser.isSet(QStringLiteral("algo"));
    if (algoRequired && !hasAlgo) {
        *exit = fail(BadUsage, QStringLiteral("--algo is required (see --help)"));
        return std::nullopt;
    }
    const QString algo = parser.value(QStringLiteral("algo"));
    if (hasAlgo && !findAlgorithm(algo)) {
        *exit =
            fail(BadUsage,
                 QStringLiteral("unknown algorithm '%1' (known: %2)").arg(algo, algorithmList()));
        return std::nullopt;
    }
    SearchOptions options;
    options.failSoft = parser.isSet(QStringLiteral("fail-soft"));
    if (parser.isSet(QStringLiteral("depth"))) {
        bool ok = false;
        options.depthLimit = parser.value(QStringLiteral("depth")).toInt(&ok);
        if (!ok || options.depthLimit < 0) {
            *exit = fail(BadUsage, QStringLiteral("--depth takes a whole number ≥ 0"));
            return std::nullopt;
        }
    }
    NodeLocator where;
    auto doc = readTreeInput(parser, exit, &where);
    if (!doc)
        return std::nullopt;
    Searched out{std::move(*doc), std::nullopt};
    if (!hasAlgo)
        return out;
    out.trace = searchTree(out.doc, where, algo, options, exit);
    if (!out.trace)
        return std::nullopt;
    return out;
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
    const QString pruned = parser.value(QStringLiteral("pruned"));
    if (pruned == QLatin1String("hide") || pruned == QLatin1String("hidden")) {
        o.figure.pruned = PrunedMode::Hidden;
    } else if (pruned != QLatin1String("grey") && pruned != QLatin1String("gray")) {
        *exit = fail(BadUsage, QStringLiteral("--pruned takes grey or hide, not '%1'").arg(pruned));
        return std::nullopt;
    }
    return o;
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

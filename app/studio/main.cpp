// gametree-studio [FILE]: the GUI. The extra options put the window in a given state for
// scripted screenshots and demonstrations; --screenshot saves the window and quits.
#include "algorithmpicker.h"
#include "canvascontroller.h"
#include "exportactions.h"
#include "exportdialog.h"
#include "languages.h"
#include "mainwindow.h"
#include "presentationmode.h"
#include "searchoptionsdock.h"

#include "edit/autosaver.h"
#include "edit/documentcontroller.h"
#include "edit/treeeditor.h"

#include "views/searchsession.h"
#include "views/treescene.h"
#include "views/treeview.h"

#include "core/options/optionflags.h"
#include "core/search/algorithm.h"

#include <QApplication>
#include <QCheckBox>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

using namespace gt;

namespace {

// Saves the window (or `target`, a dialog over it) once every layout (dot runs on a worker
// thread) has landed, and a big file read on a worker thread with it; `step` (as --step) is
// applied again then, since the search of a file read in the background came after it.
// `zoom` > 0: once laid out, the canvas at that zoom around `select` (else the current node,
// else the root), e.g. to look at the boards drawn on the nodes; `select` ≥ 0 selects the node
// (the inspector).
void screenshotWhenIdle(MainWindow *window, const QString &path, QWidget *target = nullptr,
                        const QString &step = {}, double zoom = 0, NodeId select = NoNode)
{
    auto *poll = new QTimer(window);
    QObject::connect(
        poll, &QTimer::timeout, window, [window, poll, path, target, step, zoom, select] {
            if (window->canvas()->isLayoutRunning() || window->isLoading())
                return;
            poll->stop();
            if (!step.isEmpty())
                window->session()->setStep(
                    step == QLatin1String("end") ? window->session()->stepCount() : step.toInt());
            if (select != NoNode)
                window->editor()->select(select);
            if (zoom > 0) {
                TreeView *view = window->canvas()->view();
                const NodeId current = window->canvas()->scene()->currentNode();
                const NodeId around = select != NoNode ? select : current != NoNode ? current : 0;
                view->setZoom(zoom, view->viewport()->rect().center());
                view->scrollTo(window->canvas()->scene()->nodeRect(around).center(), false);
            }
            QTimer::singleShot(400, window, [window, path, target] {
                const bool saved =
                    (target ? target : static_cast<QWidget *>(window))->grab().save(path);
                std::fprintf(saved ? stdout : stderr, "%s %s\n", saved ? "saved" : "could not save",
                             qPrintable(path));
                QApplication::exit(saved ? 0 : 1);
            });
        });
    poll->start(200);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication::setOrganizationName(QStringLiteral("GameTree"));
    QApplication::setApplicationName(QStringLiteral("GameTree Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Step through game-tree searches."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main", "A .gtree, .json, .tree or .dot file."),
        QStringLiteral("[FILE]"));
    const QCommandLineOption algo(QStringLiteral("algo"),
                                  QApplication::translate("main", "Algorithm to search with."),
                                  QStringLiteral("id"));
    const QCommandLineOption step(QStringLiteral("step"),
                                  QApplication::translate("main", "Step to show ('end': last)."),
                                  QStringLiteral("n"));
    const QCommandLineOption dark(QStringLiteral("dark"),
                                  QApplication::translate("main", "Use the dark palette."));
    const QCommandLineOption present(QStringLiteral("present"),
                                     QApplication::translate("main", "Start presenting."));
    const QCommandLineOption dot(QStringLiteral("dot"),
                                 QApplication::translate("main", "Lay out with Graphviz dot."));
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QApplication::translate("main", "Save the window and quit."),
                                  QStringLiteral("png"));
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    // For the crash-recovery test: autosave sooner, and start with unsaved edits.
    QCommandLineOption autosaveMs(QStringLiteral("autosave-interval"),
                                  QStringLiteral("Autosave after this many ms of unsaved work."),
                                  QStringLiteral("ms"));
    autosaveMs.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots of a big tree at one zoom (1 = 100 %), around the current node.
    QCommandLineOption zoom(QStringLiteral("zoom"), QStringLiteral("Canvas zoom."),
                            QStringLiteral("z"));
    zoom.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption editTree(QStringLiteral("edit-tree"),
                                QStringLiteral("Replace the tree by this one as an unsaved edit."),
                                QStringLiteral("text"));
    editTree.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption editTitle(QStringLiteral("edit-title"),
                                 QStringLiteral("Give the document this title as an unsaved edit."),
                                 QStringLiteral("text"));
    editTitle.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption editNotes(
        QStringLiteral("edit-notes"),
        QStringLiteral("Give the document these notes as an unsaved edit."),
        QStringLiteral("text"));
    editNotes.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots of File ▸ Export: opens the dialog with this format (svg, png, pdf, tex,
    // dot, deck.pdf, deck.tex or html), the legend and the caption on.
    QCommandLineOption exportDialog(QStringLiteral("export-dialog"),
                                    QStringLiteral("Open the export dialog."),
                                    QStringLiteral("format"));
    exportDialog.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots of the boards on the nodes (issue 13): a node selected.
    QCommandLineOption select(QStringLiteral("select"), QStringLiteral("Select a node."),
                              QStringLiteral("id"));
    select.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots in each language (issue 14): as View ▸ Language, but not remembered.
    QCommandLineOption language(QStringLiteral("language"), QStringLiteral("Interface language."),
                                QStringLiteral("code"));
    language.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({algo, step, dark, present, dot, screenshot, autosaveMs, editTree, editTitle,
                       editNotes, exportDialog, zoom, select, language});
    // Every algorithm's options, as `gametree` takes them; each applies to the algorithms that
    // declare it, whichever is shown.
    parser.addOptions(optionFlags(allAlgorithmOptions()));
    // --help and --version only print: they must work without a display (a package's test,
    // the manual page made at build time), so they get no GUI. The parser itself decides, so
    // that a "-v" given as some option's value is not taken for --version.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (parser.parse(arguments) &&
        (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")) ||
         parser.isSet(QStringLiteral("version")))) {
        QCoreApplication text(argc, argv);
        parser.process(text); // prints and exits
    }
    QApplication app(argc, argv);
    // The installed menu entry: the desktop matches the window to it (and to its icon).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.gametree.GameTreeStudio"));
    parser.process(app);
    QString error;
    const auto flagged =
        readOptionFlags(parser, allAlgorithmOptions(), allAlgorithmOptions(), QString(), &error);
    if (!flagged) {
        std::fprintf(stderr, "gametree-studio: %s\n", qPrintable(error));
        return 2;
    }

    // Scripted runs must neither read nor change the user's settings.
    if (parser.isSet(screenshot))
        QApplication::setApplicationName(QStringLiteral("GameTree Studio (scripted)"));

    // Before any window: the windows take their texts once.
    installTranslations(parser.isSet(language) ? parser.value(language) : savedLanguage());

    MainWindow window;
    if (parser.isSet(autosaveMs))
        window.documents()->autosaver()->setInterval(parser.value(autosaveMs).toInt());
    const QString requested = parser.value(algo);
    if (parser.isSet(algo)) {
        if (!findAlgorithm(requested)) {
            std::fprintf(stderr, "gametree-studio: unknown algorithm '%s'\n",
                         qPrintable(requested));
            return 2;
        }
        // Before opening, as if picked in the window: the file is searched with it when it
        // can be, and the status bar says why when it cannot.
        window.picker()->prefer(requested);
    }
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        window.openFile(files.front(), true);
    if (parser.isSet(algo)) // a .json document names its own algorithm: the request wins
        window.picker()->prefer(requested);
    if (parser.isSet(editTree) &&
        !window.editor()->pasteText(parser.value(editTree), NoNode, false)) {
        std::fprintf(stderr, "gametree-studio: cannot read --edit-tree\n");
        return 2;
    }
    if (parser.isSet(editTitle) || parser.isSet(editNotes)) {
        const Document doc = window.session()->document();
        window.editor()->setTitleAndNotes(
            parser.isSet(editTitle) ? parser.value(editTitle) : doc.title,
            parser.isSet(editNotes) ? parser.value(editNotes) : doc.notes);
    }
    if (!flagged->isEmpty()) { // after the file, as --algo: the command line wins
        SearchOptionsDock *options = window.searchOptionsDock();
        for (const Algorithm *a : algorithms()) {
            SearchOptions merged = options->optionsFor(a->id());
            for (auto it = flagged->values().begin(); it != flagged->values().end(); ++it)
                merged.set(it.key(), it.value());
            options->remember(a->id(), merged);
        }
        options->apply();
    }
    if (parser.isSet(dark))
        window.setDark(true);
    if (parser.isSet(dot))
        window.canvas()->setUseDot(true);
    if (parser.isSet(step)) {
        const QString value = parser.value(step);
        window.session()->setStep(value == QLatin1String("end") ? window.session()->stepCount()
                                                                : value.toInt());
    }
    window.show();
    if (parser.isSet(present))
        window.presentation()->setActive(true);
    QWidget *shot = nullptr;
    if (parser.isSet(exportDialog)) {
        const QString name = parser.value(exportDialog);
        const auto format = exportFormatForPath(QStringLiteral("x.") + name.section(u'.', -1),
                                                name.startsWith(QLatin1String("deck")) ||
                                                    name == QLatin1String("html"));
        ExportDialog *dialog = window.exportActions()->openDialog();
        dialog->setFormat(format.value_or(ExportFormat::Svg));
        dialog->findChild<QCheckBox *>(QStringLiteral("legend"))->setChecked(true);
        dialog->findChild<QCheckBox *>(QStringLiteral("caption"))->setChecked(true);
        dialog->updatePreview();
        shot = dialog;
    }
    if (parser.isSet(screenshot))
        screenshotWhenIdle(&window, parser.value(screenshot), shot, parser.value(step),
                           parser.value(zoom).toDouble(),
                           parser.isSet(select) ? parser.value(select).toInt() : NoNode);
    return app.exec();
}

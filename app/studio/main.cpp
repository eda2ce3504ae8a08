// gametree-studio [FILE]: the GUI. The extra options put the window in a given state for
// scripted screenshots and demonstrations; --screenshot saves the window and quits.
#include "app/common/hugepages.h"
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/compare/comparewindow.h"
#include "app/studio/export/exportactions.h"
#include "app/studio/export/exportdialog.h"
#include "app/studio/export/printactions.h"
#include "app/studio/generate/generatordialog.h"
#include "app/studio/graph/graphpresentation.h"
#include "app/studio/graph/graphwindow.h"
#include "app/studio/graph/treefoldaction.h"
#include "app/studio/open/examplesmenu.h"
#include "app/studio/open/treeloader.h"
#include "app/studio/presentation/presentationmode.h"
#include "app/studio/quiz/quizmode.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/settings/languages.h"
#include "app/studio/window/mainwindow.h"

#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include "core/options/optionflags.h"
#include "core/search/algorithm.h"
#include "core/session/algorithmchoice.h"

#include "edit/autosaver.h"
#include "edit/documentcontroller.h"
#include "edit/treeeditor.h"
#include "help/helpmenu.h"
#include "help/shortcutsdialog.h"
#include "help/windowtour.h"

#include <QApplication>
#include <QCheckBox>
#include <QCommandLineParser>
#include <QFile>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QScreen>
#include <QTimer>

#include <cmath>
#include <cstdio>
#include <functional>
#include <memory>

#include <unistd.h>

using namespace gt;

namespace {

long long msSinceProcessStart();

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
            if (window->canvas()->isLayoutRunning() || window->isLoading() ||
                window->canvas()->scene()->isBuildingEdges() ||
                window->session()->hasPendingStep() || window->graphWindow()->isLayoutRunning())
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

// --show-as-graph: View ▸ Show as Game Graph once the tree is read; with `path`, the graph
// window saved there once the fold and its layout are done.
void foldWhenRead(MainWindow *window, const QString &path)
{
    auto *fold = window->findChild<TreeFoldAction *>();
    auto *poll = new QTimer(window);
    auto started = std::make_shared<bool>(false);
    QObject::connect(poll, &QTimer::timeout, window, [window, fold, poll, path, started] {
        if (window->isLoading() || window->canvas()->isLayoutRunning())
            return;
        if (!*started) {
            *started = true;
            fold->action()->trigger();
            return;
        }
        if (fold->isRunning() || window->graphWindow()->isLayoutRunning() || path.isEmpty())
            return;
        poll->stop();
        QTimer::singleShot(400, window, [window, path] {
            const bool saved = window->graphWindow()->grab().save(path);
            std::fprintf(saved ? stdout : stderr, "%s %s\n", saved ? "saved" : "could not save",
                         qPrintable(path));
            QApplication::exit(saved ? 0 : 1);
        });
    });
    poll->start(200);
}

// Milliseconds since this process started, from the kernel's clocks (/proc, 10 ms ticks): the
// user's wait counts from the moment the program is started, before Qt or main() run.
long long msSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat")), uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // Field 22 (starttime, in clock ticks since boot) counts from the one after the ")" that
    // closes the command's name, which may itself hold spaces.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    const double up = uptime.readAll().split(' ').value(0).toDouble();
    if (fields.size() < 20)
        return -1;
    const double started = fields.at(19).toDouble() / double(sysconf(_SC_CLK_TCK));
    return std::llround((up - started) * 1000);
}

// Hidden --first-paint (tests/bench/first-paint): once the canvas has painted the document's
// tree (the file read and laid out), prints the time since the process started and quits: the
// wait a user has between starting the program with a file and seeing it.
void quitAtFirstPaint(MainWindow *window)
{
    // Stamped when the canvas's paint is done, not at the event loop's next turn: what the
    // loop does next (the overview's picture, the statistics' first slice) comes after the
    // user has seen the tree.
    TreeView *view = window->canvas()->view();
    auto seen = std::make_shared<bool>(false);
    QObject::connect(view, &TreeView::painted, view, [window, seen] {
        if (*seen || window->isLoading() || window->canvas()->isLayoutRunning())
            return;
        *seen = true;
        std::printf("first-paint-ms %lld\n", msSinceProcessStart());
        std::fflush(stdout);
        QTimer::singleShot(0, qApp, [] { QApplication::exit(0); });
    });
}

// For screenshots of Step ▸ Quiz (hidden --quiz): "whole" starts the whole-tree mode; else the
// step-by-step quiz, answering its questions in order with the comma-separated items of
// `script`: a value, "4:2.5" for an MCTS update's N and W, "7+8" for the nodes 7 and 8 clicked
// ("7?": clicked, not checked), or "show" for Show Answer; "handout:PATH" writes the handout
// there. The steps between questions are stepped through as a student presses →.
void runQuizScript(MainWindow *window, const QString &script)
{
    QuizMode *quiz = window->quizMode();
    if (script == QLatin1String("whole"))
        quiz->setKind(QuizMode::Kind::WholeTree);
    quiz->setActive(true);
    if (script == QLatin1String("whole"))
        return;
    for (const QString &item : script.split(u',', Qt::SkipEmptyParts)) {
        if (item.startsWith(QLatin1String("handout:"))) { // the handout, to look at it
            QString error;
            if (!quiz->saveHandout(item.mid(8), &error))
                std::fprintf(stderr, "gametree-studio: %s\n", qPrintable(error));
            continue;
        }
        while (!quiz->question() && quiz->stepsToQuestion() > 0)
            window->session()->stepForward();
        if (!quiz->question())
            return;
        if (item == QLatin1String("show")) {
            quiz->showAnswer();
        } else if (quiz->question()->ask == QuizAsk::Value) {
            quiz->check(item);
        } else if (quiz->question()->ask == QuizAsk::Counts) { // "4:2.5": N and W
            quiz->check(item.section(u':', 0, 0), item.section(u':', 1));
        } else { // "7+8?": clicked, not yet checked (the last item, for a screenshot)
            for (const QString &id : QString(item).remove(u'?').split(u'+'))
                quiz->click(id.toInt());
            if (item.endsWith(u'?'))
                return;
            quiz->check(QString());
        }
    }
    while (!quiz->question() && quiz->stepsToQuestion() > 0)
        window->session()->stepForward();
}

} // namespace

int main(int argc, char *argv[])
{
    // Always: a big tree may come later, from the Open dialog or New from Game.
    gt::restartWithHugePages(argv);
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
    // For screenshots of File ▸ New from Game…: the dialog open on this generator.
    QCommandLineOption gameDialog(QStringLiteral("game-dialog"),
                                  QStringLiteral("Open New from Game on a generator."),
                                  QStringLiteral("id"));
    gameDialog.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots of the boards on the nodes (issue 13): a node selected.
    QCommandLineOption select(QStringLiteral("select"), QStringLiteral("Select a node."),
                              QStringLiteral("id"));
    select.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots of View ▸ Compare Algorithms (issue 14): the algorithms compared, and
    // where the common stepper stands: "step:N" or "leaf:N" (N a number or "end").
    QCommandLineOption compare(QStringLiteral("compare"), QStringLiteral("Compare algorithms."),
                               QStringLiteral("id,id,…"));
    compare.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption compareAt(QStringLiteral("compare-at"),
                                 QStringLiteral("Where the comparison stands."),
                                 QStringLiteral("step:N|leaf:N"));
    compareAt.setFlags(QCommandLineOption::HiddenFromHelp);
    // For tests/bench/first-paint: the time to the first painted tree, then quit.
    QCommandLineOption firstPaint(QStringLiteral("first-paint"),
                                  QStringLiteral("Print the time to the first paint and quit."));
    firstPaint.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots of Step ▸ Quiz (issue 14): see runQuizScript.
    QCommandLineOption quiz(QStringLiteral("quiz"), QStringLiteral("Start a quiz."),
                            QStringLiteral("answers"));
    quiz.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots and the recovery test: an example opened as from the Examples menu.
    QCommandLineOption example(QStringLiteral("example"),
                               QStringLiteral("Open the example of this name (classic, ...)."),
                               QStringLiteral("name"));
    example.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots of Help and printing: shortcuts, notation, tour (tour:N), about or preview.
    QCommandLineOption openHelp(QStringLiteral("open-help"),
                                QStringLiteral("Open a Help window or the print preview."),
                                QStringLiteral("what"));
    openHelp.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots in each language (issue 14): as View ▸ Language, but not remembered.
    QCommandLineOption language(QStringLiteral("language"), QStringLiteral("Interface language."),
                                QStringLiteral("code"));
    language.setFlags(QCommandLineOption::HiddenFromHelp);
    // For screenshots of a game's graph (issue 31): its graph window, e.g. "lgame".
    QCommandLineOption graphGame(QStringLiteral("graph-game"),
                                 QStringLiteral("Show a game's graph (grundy, tictactoe, lgame)."),
                                 QStringLiteral("id"));
    graphGame.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(graphGame);
    // For screenshots of View ▸ Show as Game Graph (issue 31): once the tree is read, it is
    // folded into its positions, and --screenshot takes the graph window then.
    QCommandLineOption showAsGraph(QStringLiteral("show-as-graph"),
                                   QStringLiteral("Fold the tree into its positions."));
    showAsGraph.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(showAsGraph);
    parser.addOptions({algo,       step,       dark,      present,   dot,          screenshot,
                       autosaveMs, editTree,   editTitle, editNotes, exportDialog, zoom,
                       select,     gameDialog, compare,   compareAt, quiz,         example,
                       openHelp,   language,   firstPaint});
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
    if (parser.isSet(screenshot) || parser.isSet(firstPaint))
        QApplication::setApplicationName(QStringLiteral("GameTree Studio (scripted)"));

    // Before any window: the windows take their texts once.
    installTranslations(parser.isSet(language) ? parser.value(language) : savedLanguage());

    // A big file given on the command line is read while the window is made.
    if (!parser.positionalArguments().isEmpty())
        TreeLoader::prefetch(parser.positionalArguments().front());

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
    // What the command line asks of the document on screen: the algorithm and its options win
    // over those a .json document names. Applied after the file opens, and again when a big
    // file read on a worker thread lands (its document comes after this function).
    const auto applyRequests = [&parser, &algo, &window, requested, flagged] {
        if (parser.isSet(algo))
            window.picker()->prefer(requested);
        if (flagged->isEmpty())
            return;
        // Only the algorithm chosen searches again (once); the others remember.
        AlgorithmChoice *choice = window.session()->choice();
        for (const Algorithm *a : algorithms()) {
            SearchOptions merged = choice->optionsFor(a->id());
            for (auto it = flagged->values().begin(); it != flagged->values().end(); ++it)
                merged.set(it.key(), it.value());
            choice->setOptions(a->id(), merged);
        }
    };
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        window.openFile(files.front(), true);
    if (window.isLoading())
        QObject::connect(&window, &MainWindow::fileLoaded, &window, applyRequests,
                         Qt::SingleShotConnection);
    if (parser.isSet(example)) {
        auto *action = window.examplesMenu()->findChild<QAction *>(QStringLiteral("example_") +
                                                                   parser.value(example));
        if (!action) {
            std::fprintf(stderr, "gametree-studio: no example '%s'\n",
                         qPrintable(parser.value(example)));
            return 2;
        }
        action->trigger();
    }
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
    applyRequests(); // after the file and the edits: the command line wins
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
    if (parser.isSet(quiz))
        runQuizScript(&window, parser.value(quiz));
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
    if (parser.isSet(gameDialog)) {
        auto *dialog = new GeneratorDialog(&window, GeneratorDialog::Scope::GamesOnly);
        dialog->setGenerator(parser.value(gameDialog));
        dialog->show();
        shot = dialog;
    }
    if (parser.isSet(compare)) {
        const QStringList ids = parser.value(compare).split(u',', Qt::SkipEmptyParts);
        for (const QString &id : ids) {
            if (!findAlgorithm(id)) {
                std::fprintf(stderr, "gametree-studio: unknown algorithm '%s'\n", qPrintable(id));
                return 2;
            }
        }
        CompareWindow *comparison = window.compareWindow();
        comparison->open(ids);
        if (parser.isSet(screenshot)) // the whole screen: what a projector shows
            comparison->setGeometry(comparison->screen()->availableGeometry());
        const QString at = parser.value(compareAt);
        comparison->setMode(at.startsWith(QLatin1String("leaf")) ? Lockstep::Mode::Leaves
                                                                 : Lockstep::Mode::Steps);
        const QString position = at.section(u':', 1);
        comparison->setPosition(position == QLatin1String("end")
                                    ? comparison->lockstep().lastPosition()
                                    : position.toInt());
        shot = comparison;
    }
    if (parser.isSet(openHelp)) {
        const QString what = parser.value(openHelp);
        HelpMenu *help = window.helpMenu();
        if (what == QLatin1String("shortcuts"))
            shot = help->showShortcuts();
        else if (what == QLatin1String("notation"))
            shot = help->showNotation();
        else if (what == QLatin1String("about"))
            shot = help->showAbout();
        else if (what == QLatin1String("preview"))
            shot = window.printActions()->openPreview();
        else if (what == QLatin1String("tour") || what.startsWith(QLatin1String("tour:"))) {
            // "tour:N" stops at the N-th stop shown (from 1); "tour" at the third, the canvas.
            WindowTour *tour = help->startTour();
            const int stop = what.contains(u':') ? what.section(u':', 1).toInt() : 3;
            for (int i = 1; i < stop && tour->isRunning(); ++i)
                tour->next();
        }
    }
    if (parser.isSet(graphGame)) {
        if (!window.graphWindow()->openGame(parser.value(graphGame))) {
            std::fprintf(stderr, "gametree-studio: %s\n",
                         qPrintable(window.graphWindow()->lastError()));
            return 2;
        }
        window.graphWindow()->show();
    }
    // A game graph opened from the command line: its window is the picture, --step its stepper's.
    if (window.graphWindow()->isVisible()) {
        GraphWindow *graphs = window.graphWindow();
        if (parser.isSet(present))
            graphs->presentation()->setActive(true);
        if (parser.isSet(step))
            graphs->setStep(parser.value(step) == QLatin1String("end")
                                ? graphs->stepCount()
                                : parser.value(step).toInt());
        if (!shot)
            shot = graphs;
    }
    if (parser.isSet(showAsGraph)) {
        foldWhenRead(&window, parser.value(screenshot));
        return app.exec();
    }
    if (parser.isSet(screenshot))
        screenshotWhenIdle(&window, parser.value(screenshot), shot, parser.value(step),
                           parser.value(zoom).toDouble(),
                           parser.isSet(select) ? parser.value(select).toInt() : NoNode);
    if (parser.isSet(firstPaint))
        quitAtFirstPaint(&window);
    return app.exec();
}

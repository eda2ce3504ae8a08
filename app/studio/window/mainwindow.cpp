#include "mainwindow.h"

#include "errornotice.h"
#include "screenfit.h"
#include "studiopalette.h"

#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/compare/comparewindow.h"
#include "app/studio/edit/documentcontroller.h"
#include "app/studio/edit/editactions.h"
#include "app/studio/edit/inspectordock.h"
#include "app/studio/edit/outsidechangebar.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/export/exportactions.h"
#include "app/studio/export/printactions.h"
#include "app/studio/graph/graphfile.h"
#include "app/studio/graph/graphwindow.h"
#include "app/studio/graph/treefoldaction.h"
#include "app/studio/help/helpmenu.h"
#include "app/studio/open/examplesmenu.h"
#include "app/studio/open/recentfiles.h"
#include "app/studio/open/treeloader.h"
#include "app/studio/open/treetextfield.h"
#include "app/studio/presentation/presentationmode.h"
#include "app/studio/quiz/quizdock.h"
#include "app/studio/quiz/quizmode.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/search/iterationbar.h"
#include "app/studio/search/searchoptionsdock.h"
#include "app/studio/search/stepactions.h"
#include "app/studio/settings/languagemenu.h"
#include "app/studio/settings/studiosettings.h"

#include "views/charts/mctsconvergencedock.h"
#include "views/docks/callstackdock.h"
#include "views/docks/narrationdock.h"
#include "views/docks/opendock.h"
#include "views/docks/orderingdock.h"
#include "views/docks/pseudocodedock.h"
#include "views/docks/statisticsdock.h"
#include "views/docks/tabledock.h"
#include "views/scene/treeoverview.h"
#include "views/scene/treescene.h" // treeview.h needs the complete TreeScene for its QPointer
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"
#include "views/widgets/intervalband.h"
#include "views/widgets/passband.h"
#include "views/widgets/plaintext.h"
#include "views/widgets/stepperbar.h"
#include "views/widgets/timelineslider.h"

#include "core/search/algorithm.h"
#include "core/session/algorithmchoice.h"
#include "core/session/documentfiles.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <type_traits>

namespace gt {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_session(new SearchSession(this))
    , m_canvas(new CanvasController(m_session, this))
    , m_stepper(new StepperBar(m_session, this))
    , m_steps(new StepActions(m_session, m_stepper, this))
    , m_picker(new AlgorithmPicker(m_session, this))
    , m_textField(new TreeTextField(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_graphWindow = new GraphWindow(this); // a window of its own: game graphs (issue 31)
    setAcceptDrops(true);
    // Drops of files are for the window; the canvas would swallow them.
    m_canvas->view()->setAcceptDrops(false);
    m_canvas->view()->viewport()->setAcceptDrops(false);
    // The canvas with the pass band under it (shown only for searches made of passes).
    m_passBand = new PassBand(m_session, m_canvas->scene(), this);
    // B*'s root children as interval bars (shown only for searches with intervals).
    m_intervalBand = new IntervalBand(m_session, m_canvas->scene(), this);
    auto *central = new QWidget(this);
    auto *column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_canvas->view(), 1);
    column->addWidget(m_passBand);
    column->addWidget(m_intervalBand);
    setCentralWidget(central);
    // Window shortcuts, so that they work with the menu bar hidden (presentation mode).
    addActions(m_steps->all());

    createDocks();
    createEditing();
    createToolBars();
    addToolBarBreak(Qt::TopToolBarArea);
    addToolBar(Qt::TopToolBarArea, m_documents->recoveryBar());
    addToolBarBreak(Qt::TopToolBarArea);
    addToolBar(Qt::TopToolBarArea, m_documents->outsideChangeBar());
    m_presentation = new PresentationMode(this, m_canvas, m_narration);
    m_presentation->addSearchControls(m_session, m_picker, m_searchOptions);
    m_presentation->showAlongside(m_open, [this] { return m_open->isApplicable(); });
    createMenus();

    m_errorNotice = new ErrorNotice(statusBar(), m_session, this);
    statusBar()->addPermanentWidget(m_inspector->problemWidget());
    statusBar()->addPermanentWidget(m_documents->autosaveProblemLabel());

    connect(m_textField, &TreeTextField::treeTyped, this, &MainWindow::onTreeTyped);
    connect(m_textField, &TreeTextField::editingDone, m_canvas->view(),
            [this] { m_canvas->view()->setFocus(); });
    connect(m_canvas, &CanvasController::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_canvas->darkAction(), &QAction::toggled, this, &MainWindow::setDark);
    connect(m_picker, &AlgorithmPicker::picked, this, [this] { m_canvas->view()->setFocus(); });

    resize(1400, 900);
    readStudioSettings(studioParts());
    // The application's palette goes with the canvas's, light or dark.
    setDark(m_canvas->isDark());
    // The saved layout may show OPEN from an SSS* session; it follows the algorithm.
    m_open->setVisible(m_open->isApplicable());
    m_table->setVisible(m_table->isApplicable());
    m_ordering->setVisible(m_ordering->isApplicable());
    m_convergence->setVisible(m_convergence->isApplicable());
    fitIntoScreen(*this); // 1400×900 or a restored size may be more than a projector has
    updateTitle();
    m_canvas->view()->setFocus();
    m_documents->offerRecovery();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    m_pseudocode = new PseudocodeDock(m_session, this);
    m_narration = new NarrationDock(m_session, this);
    m_callStack = new CallStackDock(m_session, this);
    m_statistics = new StatisticsDock(m_session, this);
    m_open = new OpenDock(m_session, this);
    m_table = new TableDock(m_session, this);
    m_ordering = new OrderingDock(m_session, this);
    m_convergence = new MctsConvergenceDock(m_session, this);
    m_searchOptions = new SearchOptionsDock(m_session, this);
    // The chosen algorithm's options first, above its pseudocode: where the lecturer looks
    // after picking it.
    addDockWidget(Qt::RightDockWidgetArea, m_searchOptions);
    addDockWidget(Qt::RightDockWidgetArea, m_pseudocode);
    addDockWidget(Qt::RightDockWidgetArea, m_callStack);
    // SSS* has OPEN instead of a call stack: the two share a place.
    tabifyDockWidget(m_callStack, m_open);
    addDockWidget(Qt::RightDockWidgetArea, m_ordering);
    addDockWidget(Qt::RightDockWidgetArea, m_statistics);
    // A search with a transposition table shows it beside the statistics.
    tabifyDockWidget(m_statistics, m_table);
    // MCTS's convergence plot as well: MCTS keeps no table, so the two never compete.
    tabifyDockWidget(m_statistics, m_convergence);
    addDockWidget(Qt::BottomDockWidgetArea, m_narration);
    resizeDocks({m_pseudocode}, {440}, Qt::Horizontal);
    resizeDocks({m_narration, m_searchOptions}, {90, m_searchOptions->sizeHint().height()},
                Qt::Vertical);
    // Issue 29: at 1280×720 SSS*'s OPEN list showed three and a half states; the statistics
    // scroll as well and give it the room for six or more.
    resizeDocks({m_callStack, m_statistics}, {250, 120}, Qt::Vertical);
    // The OPEN list, the transposition table, the killers-and-history dock and MCTS's
    // convergence show only while the search has what they list (not in presentation mode);
    // all but the killers come to the front.
    auto followApplicability = [this](auto *dock, bool raise) {
        using Dock = std::remove_pointer_t<decltype(dock)>;
        dock->setVisible(dock->isApplicable());
        connect(dock, &Dock::applicableChanged, this, [this, dock, raise](bool applicable) {
            if (m_presentation->isActive() && !m_presentation->isShownAlongside(dock))
                return;
            dock->setVisible(applicable);
            // After the event loop's turn as well: a tab raised before the window is shown
            // (an algorithm from the command line or the settings) stayed behind its sibling.
            if (applicable && raise) {
                dock->raise();
                QTimer::singleShot(0, dock, &QDockWidget::raise);
            }
        });
    };
    followApplicability(m_open, true);
    followApplicability(m_table, true);
    followApplicability(m_ordering, false);
    followApplicability(m_convergence, true);
    // MCTS's call stack is one row; its plots want the height (at 1280×720 they were a strip).
    connect(m_convergence, &MctsConvergenceDock::applicableChanged, this, [this](bool on) {
        if (on)
            QTimer::singleShot(0, this, [this] {
                resizeDocks({m_callStack, m_convergence}, {90, 400}, Qt::Vertical);
            });
    });
}

void MainWindow::createEditing()
{
    m_editor = new TreeEditor(m_session, m_canvas, this);
    m_editActions = new EditActions(m_editor, m_canvas, this);
    m_editor->setAlgorithmChooser(
        [this](const GameTree &tree) { return m_picker->choiceAfterEdit(tree); });
    m_documents = new DocumentController(this, this, m_editor);
    m_inspector = new InspectorDock(m_editor, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_inspector);
    m_undoDock = new QDockWidget(tr("Undo History"), this);
    m_undoDock->setObjectName(QStringLiteral("undoHistoryDock"));
    auto *history = new QUndoView(m_editor->undoStack(), m_undoDock);
    history->setObjectName(QStringLiteral("undoView"));
    history->setEmptyLabel(tr("<opened>"));
    history->setCleanIcon(style()->standardIcon(QStyle::SP_DialogSaveButton)); // = the file
    m_undoDock->setWidget(history);
    addDockWidget(Qt::LeftDockWidgetArea, m_undoDock);
    resizeDocks({m_inspector}, {260}, Qt::Horizontal);

    // The minimap: the whole tree and the canvas's rectangle on it, under the inspector.
    m_overviewDock = new QDockWidget(tr("Overview"), this);
    m_overviewDock->setObjectName(QStringLiteral("overviewDock"));
    auto *overview = new TreeOverview(m_overviewDock);
    overview->setView(m_canvas->view());
    m_overviewDock->setWidget(overview);
    m_overviewDock->toggleViewAction()->setText(tr("&Overview"));
    m_overviewDock->toggleViewAction()->setToolTip(
        tr("The whole tree, with the part the canvas shows; click or drag to move there"));
    addDockWidget(Qt::LeftDockWidgetArea, m_overviewDock);

    auto status = [this](const QString &text) { statusBar()->showMessage(text, 8000); };
    connect(m_editor, &TreeEditor::message, this, status);
    connect(m_editActions, &EditActions::message, this, status);
    connect(m_documents, &DocumentController::message, this, status);
    connect(m_editor->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_editor, &TreeEditor::treeEdited, this,
            [this] { m_textField->showTree(m_session->tree()); });
    connect(m_editor, &TreeEditor::titleAndNotesChanged, this, [this](const QString &title) {
        const QString file = QFileInfo(m_documents->filePath()).fileName();
        m_documentName = !title.isEmpty() ? title : !file.isEmpty() ? file : tr("Untitled");
        updateTitle();
    });
    connect(m_documents, &DocumentController::fileChanged, this, [this](const QString &path) {
        const QString title = m_session->title();
        m_documentName = title.isEmpty() ? QFileInfo(path).fileName() : title;
        m_recent->add(path);
        updateTitle();
    });
}

Document MainWindow::documentToSave() const
{
    Document d = m_session->document();
    if (m_foreign && d.algorithm == m_foreign->shownAs) {
        d.algorithm = m_foreign->id;
        d.options = m_foreign->options;
    }
    return d;
}

void MainWindow::newDocument()
{
    m_foreign.reset();
    Document document;
    document.algorithm = m_session->algorithm();
    document.options = m_session->options();
    document.step = 0;
    m_editor->forgetTree();
    m_documentName = tr("Untitled");
    m_session->setDocument(std::move(document));
    m_textField->showTree(m_session->tree());
    m_lastError.clear();
    m_errorNotice->clear();
    updateTitle();
    m_canvas->view()->setFocus();
}

void MainWindow::createToolBars()
{
    m_mainBar = addToolBar(tr("Search"));
    m_mainBar->setObjectName(QStringLiteral("searchToolBar"));
    m_mainBar->setMovable(false);
    m_mainBar->addWidget(new QLabel(tr(" Algorithm: "), m_mainBar));
    m_mainBar->addWidget(m_picker->comboBox());
    m_mainBar->addSeparator();
    m_mainBar->addWidget(new QLabel(tr(" Tree: "), m_mainBar));
    m_mainBar->addWidget(m_textField);
    m_mainBar->addAction(m_searchOptions->resampleAction()); // sampling: the next seed

    m_stepBar = new QToolBar(tr("Stepper"), this);
    m_stepBar->setObjectName(QStringLiteral("stepperToolBar"));
    m_stepBar->setMovable(false);
    m_stepBar->addWidget(m_stepper);
    // MCTS's granularity and "iteration k of n", on screen only for a search of iterations.
    m_iterationBar = new IterationBar(m_session, m_stepBar);
    QAction *iterations = m_stepBar->addWidget(m_iterationBar);
    iterations->setVisible(m_iterationBar->isApplicable());
    connect(m_iterationBar, &IterationBar::applicableChanged, iterations, &QAction::setVisible);
    m_steps->setIterationBar(m_iterationBar);
    addToolBar(Qt::BottomToolBarArea, m_stepBar);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_documents->newAction());
    file->addAction(m_documents->newFromGeneratorAction());
    file->addAction(m_documents->newFromGameAction());
    QAction *open = file->addAction(tr("&Open…"), this, &MainWindow::chooseOpenFile);
    open->setShortcuts(QKeySequence::Open);
    file->addAction(tr("Open as &Game Graph…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open a Game Graph"), QString(),
                                         tr("DOT digraphs (*.dot *.gv);;All files (*)"));
        if (!path.isEmpty())
            openGraphFile(path, true);
    });
    QMenu *recentMenu = file->addMenu(tr("Open &Recent"));
    m_recent = new RecentFiles(recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this,
            [this](const QString &path) { openFile(path, true); });
    file->addSeparator();
    file->addActions(
        {m_documents->saveAction(), m_documents->saveAsAction(), m_documents->revertAction()});
    file->addSeparator();
    m_exportActions = new ExportActions(m_session, m_canvas, this);
    m_exportActions->setNameSource([this] { return m_documents->suggestedBaseName(); });
    connect(m_exportActions, &ExportActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    file->addAction(m_exportActions->exportAction());
    m_printActions = new PrintActions(m_session, m_exportActions, this);
    file->addActions({m_printActions->printAction(), m_printActions->previewAction()});
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcuts(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_editActions->fillMenu(edit);
    edit->addSeparator();
    edit->addActions({m_exportActions->copyImageAction(), m_exportActions->copySvgAction()});

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_canvas->fillViewMenu(view);
    view->addAction(m_presentation->toggleAction());
    view->addAction(m_overviewDock->toggleViewAction());
    // Several algorithms on this tree side by side, each with the options set here.
    m_compare = new CompareWindow(m_session, this);
    view->addAction(m_compare->openAction());
    // A keyed tree folded into its positions, in the graph window (issue 31).
    auto *fold = new TreeFoldAction(m_session, m_graphWindow, this);
    connect(fold, &TreeFoldAction::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    view->addAction(fold->action());
    view->addSeparator();
    QMenu *panels = view->addMenu(tr("&Panels"));
    for (QDockWidget *dock :
         {static_cast<QDockWidget *>(m_narration), static_cast<QDockWidget *>(m_searchOptions),
          static_cast<QDockWidget *>(m_pseudocode), static_cast<QDockWidget *>(m_callStack),
          static_cast<QDockWidget *>(m_open), static_cast<QDockWidget *>(m_ordering),
          static_cast<QDockWidget *>(m_statistics), static_cast<QDockWidget *>(m_table),
          static_cast<QDockWidget *>(m_convergence)})
        panels->addAction(dock->toggleViewAction());
    panels->addAction(m_inspector->toggleViewAction());
    panels->addAction(m_undoDock->toggleViewAction());
    panels->addAction(m_overviewDock->toggleViewAction());
    view->addMenu(new LanguageMenu(this)); // issue 14: View ▸ Language

    QMenu *algorithm = menuBar()->addMenu(tr("&Algorithm"));
    m_picker->fillMenu(algorithm);
    algorithm->addSeparator();
    algorithm->addAction(m_searchOptions->toggleViewAction());
    QMenu *step = menuBar()->addMenu(tr("&Step"));
    m_steps->fillMenu(step);
    // Step ▸ Quiz (issue 14): the quiz's panel shows while it is on.
    m_quiz = new QuizMode(m_session, m_canvas, this);
    m_quiz->setExportOptionsSource([this] { return m_exportActions->currentOptions(); });
    m_quizDock = new QuizDock(m_quiz, m_session, this);
    // On the left, in front of the inspector: a quiz is no time for editing, and the table of
    // the whole-tree mode needs the height.
    tabifyDockWidget(m_inspector, m_quizDock);
    m_quizDock->hide();
    // What would give the answers away hides while a quiz runs: the search's totals, and
    // where the timeline's leaf reads and cut-offs are.
    // Issue 29: playback kept stepping after Escape left the lecture-hall view, behind the
    // lecturer's back. Leaving stops it; the lecturer starts it again with Space.
    connect(m_presentation, &PresentationMode::activeChanged, this, [this](bool on) {
        if (!on)
            m_stepper->setPlaying(false);
    });
    connect(m_quiz, &QuizMode::activeChanged, this, [this](bool on) {
        m_quizDock->setVisible(on);
        if (on)
            m_quizDock->raise();
        m_statistics->setVisible(!on);
        m_stepper->timeline()->setMarksHidden(on);
    });
    step->addSeparator();
    step->addAction(m_quiz->toggleAction());
    addAction(m_quiz->toggleAction());
    m_examples = new ExamplesMenu(this);
    menuBar()->addMenu(m_examples);
    connect(m_examples, &ExamplesMenu::exampleRequested, this, [this](const QString &path) {
        if (m_documents->maybeSave())
            openExample(path);
    });
    HelpMenu::TourParts tour;
    tour.algorithm = m_picker->comboBox();
    tour.treeText = m_textField;
    tour.canvas = m_canvas->view();
    tour.stepper = m_stepper;
    tour.narration = m_narration;
    tour.pseudocode = m_pseudocode;
    tour.searchOptions = m_searchOptions;
    tour.callStack = m_callStack;
    tour.statistics = m_statistics;
    tour.inspector = m_inspector;
    tour.menuBar = menuBar();
    tour.examples = m_examples;
    tour.viewMenu = view;
    tour.presentation = m_presentation->toggleAction();
    tour.compare = m_compare->openAction();
    tour.fileMenu = file;
    tour.exportAction = m_exportActions->exportAction();
    m_help = new HelpMenu(this, tour);
    menuBar()->addMenu(m_help);
}

StudioParts MainWindow::studioParts()
{
    return {.window = this,
            .canvas = m_canvas,
            .stepper = m_stepper,
            .steps = m_steps,
            .picker = m_picker,
            .session = m_session};
}

bool MainWindow::isLoading() const
{
    return m_loader && m_loader->isRunning();
}

bool MainWindow::openFile(const QString &path, bool interactive)
{
    // Before asking to save: a game graph opens beside the tree, which stays.
    if (opensAsGameGraph(path))
        return openGraphFile(path, interactive);
    if (interactive && !m_documents->maybeSave())
        return false;
    // A big tree is read and searched on a worker thread behind a progress dialog with
    // Cancel; openLoaded() takes it over when it is ready.
    if (TreeLoader::shouldRunInBackground(path)) {
        if (!m_loader) {
            m_loader = new TreeLoader(this);
            connect(m_loader, &TreeLoader::loaded, this,
                    [this](std::shared_ptr<TreeLoader::Result> r) {
                        if (!r->document) {
                            reportReadError(r->error.toString(), r->interactive);
                            return;
                        }
                        m_canvas->offerLayout(std::move(r->layout)); // for this tree only
                        openLoaded(r->path, std::move(*r->document), std::move(r->trace),
                                   r->searchedWith, r->problems);
                        m_canvas->offerLayout(nullptr);
                    });
        }
        m_loader->start(path, m_picker->preferred(),
                        m_session->choice()->optionsFor(m_picker->preferred()), interactive,
                        m_canvas->layoutMaker());
        return true;
    }
    ReadError error;
    std::vector<ReadError> problems;
    auto document = loadDocumentLenient(path, &error, &problems);
    if (!document) {
        reportReadError(error.toString(), interactive);
        return false;
    }
    openLoaded(path, std::move(*document), std::nullopt, SearchOptions(), problems);
    return true;
}

void MainWindow::openLoaded(const QString &path, Document document, std::optional<Trace> searched,
                            const SearchOptions &searchedWith,
                            const std::vector<ReadError> &problems)
{
    const bool keepsSearch = formatForPath(path) == TreeFormat::Json;
    adopt(std::move(document), keepsSearch, QFileInfo(path).fileName(), std::move(searched),
          searchedWith);
    m_documents->documentLoaded(path);
    m_recent->add(path);
    // The tree was saved before it was finished. It is the lecturer's to fix: the problem
    // widget in the status bar names the first problem (with Normalise when it helps); here
    // is where it is in the file.
    if (!problems.empty())
        statusBar()->showMessage(tr("%1 is not finished yet, so it cannot be searched: %2")
                                     .arg(QFileInfo(path).fileName(), problems.front().toString()),
                                 15000);
    emit fileLoaded();
}

bool MainWindow::openExample(const QString &resourcePath)
{
    ReadError error;
    auto document = loadDocument(resourcePath, &error);
    if (!document) {
        reportReadError(error.toString(), false);
        return false;
    }
    ExamplesMenu::translate(resourcePath, &*document);
    // An example shows what its notes say: every algorithm starts from its defaults (bounds
    // left from the Star1 example would refuse the next tree, samples would blur "54.5"),
    // and a .json example, a document, opens with its own algorithm, options and step.
    // A .tree example is searched with the algorithm on screen, when it takes it: the lecturer
    // who just chose expectimax wants the next example under expectimax too.
    {
        const QSignalBlocker quiet(m_session->choice()); // the example is searched once, below
        m_session->choice()->forgetAll();
    }
    adopt(std::move(*document), formatForPath(resourcePath) == TreeFormat::Json,
          QFileInfo(resourcePath).fileName(), std::nullopt, SearchOptions(),
          m_session->algorithm());
    m_documents->documentLoaded(QString(), ExamplesMenu::displayName(resourcePath));
    return true;
}

void MainWindow::openGenerated(const GameTree &tree, const QString &name)
{
    Document document;
    document.tree = tree;
    adopt(std::move(document), false, name);
    m_documents->documentLoaded(QString());
}

void MainWindow::adopt(Document document, bool keepsSearch, const QString &name,
                       std::optional<Trace> searched, const SearchOptions &searchedWith,
                       const QString &searchWith)
{
    const QString wanted = keepsSearch            ? document.algorithm
                           : searchWith.isEmpty() ? m_picker->preferred()
                                                  : searchWith;
    const Algorithm *algorithm = findAlgorithm(wanted);
    if (!keepsSearch)
        document.step = 0; // a .tree or .dot file says nothing about the search: from the start
    m_foreign.reset();
    const SearchOptions foreignOptions = document.options;
    document.algorithm = algorithm && !algorithm->refusal(document.tree)
                             ? wanted
                             : m_picker->choiceFor(document.tree);
    // A document's own options win over those last used with its algorithm (the session's
    // choice adopts them); otherwise the user's are kept.
    if (!keepsSearch || document.algorithm != wanted)
        document.options = m_session->choice()->optionsFor(document.algorithm);
    if (algorithm && document.algorithm != wanted)
        statusBar()->showMessage(
            tr("%1 cannot search this tree; showing %2.")
                .arg(algorithm->displayName(), findAlgorithm(document.algorithm)->displayName()),
            8000);
    m_documentName = document.title.isEmpty() ? name : document.title;
    m_editor->forgetTree(); // history, selection and folds belong to the old tree
    if (searched && !(searchedWith == document.options))
        searched.reset();
    m_session->setDocument(std::move(document), std::move(searched));
    m_textField->showTree(m_session->tree());
    m_lastError.clear();
    m_errorNotice->clear();
    updateTitle();
    if (keepsSearch && !algorithm && !wanted.isEmpty())
        keepUnknownAlgorithm(wanted, foreignOptions);
}

void MainWindow::keepUnknownAlgorithm(const QString &algorithm, const SearchOptions &options)
{
    // Issue 27: such a document opened as Minimax without a word, and saving lost its field.
    const QString shown = m_session->algorithm();
    m_foreign = ForeignAlgorithm{algorithm, options, shown};
    const Algorithm *stand = findAlgorithm(shown);
    statusBar()->showMessage(
        tr("This document names the algorithm “%1”, which this version does not know: showing "
           "%2. Saving keeps “%1” unless you choose another algorithm.")
            .arg(algorithm, stand ? stand->displayName() : shown),
        30000);
}

void MainWindow::reportReadError(const QString &message, bool interactive)
{
    // The current tree stays: a bad file must not cost the lecturer the tree on screen.
    m_lastError = message;
    m_errorNotice->show(message);
    if (interactive)
        showWarning(this, tr("Cannot open the file"), message);
}

bool MainWindow::openGraphFile(const QString &path, bool interactive)
{
    if (!m_graphWindow->openFile(path)) {
        reportReadError(m_graphWindow->lastError(), interactive);
        return false;
    }
    m_lastError.clear();
    m_errorNotice->clear();
    m_recent->add(path);
    m_graphWindow->show();
    m_graphWindow->raise();
    m_graphWindow->activateWindow();
    return true;
}

void MainWindow::chooseOpenFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a Tree"), QString(),
        tr("Game trees (*.gtree *.json *.tree *.txt *.dot *.gv);;All files (*)"));
    if (!path.isEmpty())
        openFile(path, true);
}

void MainWindow::onTreeTyped(const GameTree &tree)
{
    // Undoable, like every other edit; the same tree again is shown again without a step.
    if (!m_editor->replaceTree(tree, tr("Type Tree")))
        m_session->setTree(tree);
    // Typing a chance node while alpha-beta is chosen switches to an algorithm that takes it.
    const QString choice = m_picker->choiceFor(tree);
    if (choice != m_session->algorithm())
        m_session->choice()->choose(choice);
    if (m_documents->filePath().isEmpty())
        m_documentName = tree.isEmpty() ? QString() : tr("Typed tree");
    updateTitle();
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_documentName.isEmpty() ? tr("GameTree Studio[*]")
                                            : tr("%1[*] — GameTree Studio").arg(m_documentName));
    setWindowModified(m_documents && m_documents->isModified());
}

void MainWindow::setDark(bool dark)
{
    if (dark != m_canvas->isDark())
        m_canvas->setDark(dark);
    m_graphWindow->setDark(dark);
    QApplication::setPalette(studioPalette(dark));
}

bool MainWindow::isDark() const
{
    return m_canvas->isDark();
}

namespace {

// The tree file a drag carries: the first URL, a local file of a type we read; empty if none,
// so that the cursor says "no" over the window for a picture or a web link.
QString droppedTreeFile(const QMimeData *mime)
{
    const auto urls = mime->urls();
    if (urls.isEmpty() || !urls.front().isLocalFile())
        return {};
    const QString path = urls.front().toLocalFile();
    return formatForPath(path) ? path : QString();
}

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedTreeFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = droppedTreeFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    openFile(path, true); // asks about unsaved work first, as File ▸ Open does
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_documents->maybeSave()) {
        event->ignore();
        return;
    }
    m_presentation->setActive(false); // save the normal window, not the full-screen one
    // A quiz hides the statistics while it runs: saved then (Restart Now in the middle of one),
    // they stayed hidden in every later session (issue 29).
    m_quiz->setActive(false);
    writeStudioSettings(studioParts());
    event->accept();
}

} // namespace gt

#include "graphwindow.h"

#include "graphfile.h"
#include "graphpanel.h"
#include "graphpicture.h"
#include "graphpresentation.h"
#include "graphquizbar.h"

#include "views/graph/graphdeck.h"
#include "views/graph/graphscene.h"
#include "views/graph/graphstyle.h"
#include "views/graph/graphview.h"
#include "views/session/workerpool.h"

#include "core/generate/gamegraphs.h"
#include "core/graph/graphdotwriter.h"
#include "core/graph/neighbourhood.h"
#include "core/graph/retrogradenarration.h"
#include "core/layout/graphlayout.h"
#include "core/tree/nametext.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QSaveFile>
#include <QSlider>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QtConcurrent/QtConcurrentRun>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gt {

GraphWindow::GraphWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_scene(new GraphScene(this))
    , m_view(new GraphView(m_scene, this))
    , m_centre(new QStackedWidget(this))
    , m_tooBig(new QLabel(this))
    , m_narration(new QLabel(this))
    , m_panel(new GraphPanel(this))
    , m_quizBar(new GraphQuizBar(this))
    , m_presentation(new GraphPresentation(this))
{
    setObjectName(QStringLiteral("graphWindow"));
    setWindowTitle(tr("Game Graph"));
    m_tooBig->setObjectName(QStringLiteral("graphTooBig"));
    m_tooBig->setAlignment(Qt::AlignCenter);
    m_tooBig->setWordWrap(true);
    m_tooBig->setTextFormat(Qt::PlainText);
    m_centre->addWidget(m_view);
    m_centre->addWidget(m_tooBig);
    // The rule of the step, under the picture where the eye goes after a key press.
    m_narration->setObjectName(QStringLiteral("graphNarration"));
    m_narration->setTextFormat(Qt::PlainText); // it quotes position texts from the file
    m_narration->setWordWrap(true);
    m_narration->setMargin(8);
    m_narrationFont = m_narration->font();
    m_narrationFont.setPixelSize(16);
    m_narration->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *central = new QWidget(this);
    auto *column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_centre, 1);
    column->addWidget(m_narration);
    column->addWidget(m_quizBar);
    connect(m_quizBar, &GraphQuizBar::advance, this, &GraphWindow::setStep);
    setCentralWidget(central);
    addDockWidget(Qt::RightDockWidgetArea, m_panel); // its width: applyScale()
    connect(m_panel, &GraphPanel::vertexFound, this, &GraphWindow::lookAt);
    connect(m_view, &GraphView::vertexActivated, this,
            [this](VertexId v) { lookAt(m_scene->originalOf(v)); });
    connect(m_panel, &GraphPanel::neighbourhoodMovesChanged, this, [this] {
        if (isNeighbourhoodShown())
            showNeighbourhood(m_focus);
    });
    connect(&m_layoutWatcher, &QFutureWatcher<LayoutJob>::finished, this, [this] {
        const LayoutJob job = m_layoutWatcher.result();
        if (job.generation != m_layoutGeneration) // a graph or neighbourhood shown before
            return;
        m_layoutPending = false;
        if (job.part)
            showNeighbourhoodLayout(std::move(*job.part), job.layout, job.error);
        else
            showLayout(job.layout, job.error);
    });
    connect(m_presentation, &GraphPresentation::scaleChanged, this, &GraphWindow::applyScale);
    createStepper();
    createMenus();
    applyScale();
    resize(1280, 720);
    showFrame();
}

GraphWindow::~GraphWindow()
{
    m_layoutWatcher.waitForFinished(); // it holds copies only; its result is dropped
}

void GraphWindow::createStepper()
{
    QToolBar *bar = new QToolBar(tr("Stepper"), this);
    bar->setObjectName(QStringLiteral("graphStepper"));
    bar->setMovable(false);
    auto action = [this, bar](QStyle::StandardPixmap icon, const QString &text, Qt::Key key,
                              auto slot) {
        QAction *a = bar->addAction(style()->standardIcon(icon), text);
        a->setShortcut(key);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(
            text, QKeySequence(key).toString(QKeySequence::NativeText)));
        connect(a, &QAction::triggered, this, slot);
        addAction(a); // the keys work wherever the focus is in this window
        return a;
    };
    m_start = action(QStyle::SP_MediaSkipBackward, tr("To the Start"), Qt::Key_Home,
                     [this] { setStep(0); });
    m_back = action(QStyle::SP_MediaSeekBackward, tr("Step Back"), Qt::Key_Left,
                    [this] { setStep(step() - 1); });
    m_forward = action(QStyle::SP_MediaSeekForward, tr("Step Forward"), Qt::Key_Right,
                       [this] { setStep(step() + 1); });
    m_end = action(QStyle::SP_MediaSkipForward, tr("To the End"), Qt::Key_End,
                   [this] { setStep(stepCount()); });
    // Not on the bar: the keys, and the Step menu (a presenter's clicker sends Page Down).
    m_previousShown = new QAction(tr("Previous Step Shown Here"), this);
    m_previousShown->setShortcut(Qt::Key_PageUp);
    connect(m_previousShown, &QAction::triggered, this, &GraphWindow::stepToPreviousShown);
    addAction(m_previousShown);
    m_nextShown = new QAction(tr("Next Step Shown Here"), this);
    m_nextShown->setShortcut(Qt::Key_PageDown);
    m_nextShown->setStatusTip(tr("Steps on to the next step that changes a position drawn"));
    connect(m_nextShown, &QAction::triggered, this, &GraphWindow::stepToNextShown);
    addAction(m_nextShown);
    m_slider = new QSlider(Qt::Horizontal, bar);
    m_slider->setObjectName(QStringLiteral("graphTimeline"));
    m_slider->setFocusPolicy(Qt::NoFocus); // its own arrow keys would fight the window's
    connect(m_slider, &QSlider::valueChanged, this, &GraphWindow::setStep);
    bar->addWidget(m_slider);
    bar->addAction(m_quizBar->toggleAction());
    addAction(m_quizBar->toggleAction());
    m_stepLabel = new QLabel(bar);
    m_stepLabel->setObjectName(QStringLiteral("graphStepLabel"));
    m_stepLabel->setMinimumWidth(140);
    m_stepLabel->setAlignment(Qt::AlignCenter);
    bar->addWidget(m_stepLabel);
    addToolBar(Qt::BottomToolBarArea, bar);
}

void GraphWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open Game Graph…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open a Game Graph"), QString(),
                                         tr("DOT digraphs (*.dot *.gv);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    open->setShortcuts(QKeySequence::Open);
    file->addAction(tr("&Export Picture…"), this, &GraphWindow::chooseExport);
    file->addAction(tr("Export the &Whole Graph as DOT…"), this, &GraphWindow::chooseWholeExport);
    file->addAction(tr("Export &Slides…"), this, &GraphWindow::chooseSlidesExport);
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);
    // The games' own graphs: the L-game's 18,368 positions are solved, not drawn.
    QMenu *games = menuBar()->addMenu(tr("&Game"));
    games->addAction(tr("&Grundy's Game"), this, [this] { openGame(QStringLiteral("grundy")); });
    games->addAction(tr("&Tic-tac-toe"), this, [this] { openGame(QStringLiteral("tictactoe")); });
    games->addAction(tr("The &L-game"), this, [this] { openGame(QStringLiteral("lgame")); });
    QMenu *steps = menuBar()->addMenu(tr("&Step"));
    steps->addActions({m_start, m_back, m_forward, m_end});
    steps->addSeparator();
    steps->addActions({m_previousShown, m_nextShown});
    steps->addSeparator();
    steps->addAction(m_quizBar->toggleAction());
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_presentation->toggleAction());
}

bool GraphWindow::openFile(const QString &path)
{
    ReadError error;
    std::optional<GameGraph> graph = readGameGraphFile(path, &error);
    if (!graph) {
        m_lastError = error.toString();
        statusBar()->showMessage(m_lastError);
        return false;
    }
    showGraph(std::move(*graph), QFileInfo(path).fileName());
    return true;
}

bool GraphWindow::openGame(const QString &id)
{
    const GraphGame *game = findGraphGame(id);
    QString error = tr("There is no game “%1”.").arg(id);
    std::optional<GameGraph> graph =
        game ? game->build(OptionValues(), false, &error) : std::nullopt;
    if (!graph) {
        m_lastError = error;
        statusBar()->showMessage(error);
        return false;
    }
    showGraph(std::move(*graph), id);
    return true;
}

void GraphWindow::showGraph(GameGraph graph, const QString &name, const QString &origin)
{
    m_lastError.clear();
    statusBar()->clearMessage();
    m_panel->setAnalysis(nullptr, nullptr);
    m_quizBar->setAnalysis(nullptr, nullptr);
    m_replay.reset();
    m_scene->clearGraph();
    m_layout.reset();
    m_focus = NoVertex;
    m_wholeError.clear();
    m_panel->setNeighbourhoodEnabled(false);
    m_graph = std::move(graph);
    // A graph too big to draw is stepped on the neighbourhood shown, tic-tac-toe's tens of
    // thousands of steps and the L-game's two million alike (MaxSteppedMoves); a bigger DOT
    // graph is solved only, and the panel and the neighbourhoods have the answers.
    const bool drawable = m_graph->size() <= MaxGraphLayoutVertices;
    const bool stepped = drawable || m_graph->moveCount() <= MaxSteppedMoves;
    m_result = analyseRetrograde(*m_graph, {.recordSteps = stepped});
    m_solved = stepped ? RetrogradeFrame() : solvedFrame(m_result);
    layOutWhole();
    if (stepped)
        m_replay = std::make_unique<RetrogradeReplay>(m_result);
    m_panel->setAnalysis(&*m_graph, &m_result);
    m_panel->setOrigin(origin);
    m_quizBar->setAnalysis(m_replay ? &*m_graph : nullptr, &m_result);
    if (!drawable && m_graph->size() > 0)
        showNeighbourhood(0); // the start: the generators and the fold make it vertex 0
    setWindowTitle(tr("%1 — Game Graph").arg(name));
    m_view->fitToWindow();
    showFrame();
}

void GraphWindow::layOutWhole()
{
    m_part.reset();
    m_shown.clear();
    m_quizBar->setAskedVertices({});
    m_layout.reset();
    // Graphviz takes seconds on a thousand positions: a big graph is laid out on a worker
    // thread, with a copy of the graph, while the panel and the stepper already work.
    const std::vector<NodeSize> sizes = m_scene->vertexSizes(*m_graph);
    ++m_layoutGeneration; // a job still at work is dropped when it ends
    m_layoutPending = false;
    if (m_graph->size() <= SynchronousLayoutVertices || m_graph->size() > MaxGraphLayoutVertices) {
        QString error; // too big to draw: refused at once
        const std::optional<GraphLayout> layout = graphLayout(*m_graph, sizes, &error);
        showLayout(layout, error);
        return;
    }
    m_panel->setLayoutNote(QString());
    m_tooBig->setText(
        tr("Graphviz is laying out %1 positions…").arg(QString::number(m_graph->size())));
    m_centre->setCurrentWidget(m_tooBig);
    const int generation = m_layoutGeneration;
    m_layoutPending = true;
    m_layoutWatcher.setFuture(runInBackground([graph = *m_graph, sizes, generation] {
        LayoutJob job;
        job.generation = generation;
        job.layout = graphLayout(graph, sizes, &job.error);
        return job;
    }));
}

void GraphWindow::applyScale()
{
    const double scale = m_presentation->scale();
    const GraphStyle base = m_dark ? GraphStyle::dark() : GraphStyle::standard();
    m_scene->setStyle(base.scaled(scale));
    QFont narration = m_narrationFont;
    narration.setPixelSize(int(std::lround(m_narrationFont.pixelSize() * scale)));
    m_narration->setFont(narration);
    m_narration->setMinimumHeight(3 * QFontMetrics(narration).height());
    // The panel, the quiz and the stepper as the main window's panels beside the canvas.
    const double panels = scale > 1 ? 1.4 : 1.0;
    for (QWidget *w : std::initializer_list<QWidget *>{
             m_panel, m_quizBar, findChild<QToolBar *>(QStringLiteral("graphStepper"))}) {
        QFont font = QWidget::font(); // the window's
        font.setPointSizeF(font.pointSizeF() * panels);
        w->setFont(font);
    }
    resizeDocks({m_panel}, {int(260 * panels)}, Qt::Horizontal);
    // The boxes grew or shrank with their texts: what is drawn is laid out again.
    if (!m_graph)
        return;
    if (isNeighbourhoodShown())
        showNeighbourhood(m_focus);
    else if (m_scene->vertexCount() > 0)
        layOutWhole();
}

void GraphWindow::showLayout(const std::optional<GraphLayout> &layout, const QString &error)
{
    m_layout = layout;
    if (layout) {
        m_scene->setGraph(*m_graph, *layout);
        m_panel->setLayoutNote(tr("%1, %2, laid out by Graphviz %3.")
                                   .arg(tr("%n positions", nullptr, int(m_graph->size())),
                                        tr("%n moves", nullptr, int(m_graph->moveCount())),
                                        graphEngineName(layout->engine)));
        m_centre->setCurrentWidget(m_view);
        m_view->fitToWindow();
        if (m_replay)
            m_scene->setFrame(m_replay->frame(), m_replay->lastStep());
    } else {
        m_wholeError = error;
        m_panel->setLayoutNote(QString());
        m_tooBig->setText(tr("%1.\nThe panel on the right has the counts; find a position there "
                             "by its text.")
                              .arg(error));
        m_centre->setCurrentWidget(m_tooBig);
    }
}

void GraphWindow::showNeighbourhood(VertexId centre)
{
    if (!m_graph || centre < 0 || centre >= m_graph->size())
        return;
    m_focus = centre;
    m_part.reset(); // until the new one is laid out: nothing to export
    m_layout.reset();
    m_panel->setNeighbourhoodEnabled(true);
    GraphNeighbourhood part =
        graphNeighbourhood(*m_graph, centre, m_panel->neighbourhoodMoves(), NeighbourhoodVertices);
    const std::vector<NodeSize> sizes = m_scene->vertexSizes(part.graph);
    ++m_layoutGeneration; // a job still at work is dropped when it ends
    m_layoutPending = false;
    if (part.graph.moveCount() <= SynchronousLayoutMoves &&
        part.graph.size() <= SynchronousNeighbourhoodVertices) {
        QString error;
        const std::optional<GraphLayout> layout = graphLayout(part.graph, sizes, &error);
        showNeighbourhoodLayout(std::move(part), layout, error);
        return;
    }
    m_tooBig->setText(
        tr("Graphviz is laying out %1 positions…").arg(QString::number(part.graph.size())));
    m_centre->setCurrentWidget(m_tooBig);
    const int generation = m_layoutGeneration;
    m_layoutPending = true;
    m_layoutWatcher.setFuture(runInBackground([part = std::move(part), sizes, generation] {
        LayoutJob job;
        job.generation = generation;
        job.layout = graphLayout(part.graph, sizes, &job.error);
        job.part = part;
        return job;
    }));
}

void GraphWindow::showNeighbourhoodLayout(GraphNeighbourhood part,
                                          const std::optional<GraphLayout> &layout,
                                          const QString &error)
{
    if (!layout) {
        m_scene->clearGraph();
        m_tooBig->setText(error);
        m_centre->setCurrentWidget(m_tooBig);
        return;
    }
    m_scene->setGraph(part.graph, *layout, part.original);
    m_layout = layout;
    m_shown.assign(std::size_t(m_graph->size()), false);
    for (const VertexId v : part.original)
        m_shown[std::size_t(v)] = true;
    m_part = std::move(part);
    m_quizBar->setAskedVertices(m_shown);
    m_panel->setLayoutNote(tr("%1.\n%2\nDouble-click a position, or find one, to look from there.")
                               .arg(m_wholeError, neighbourhoodCaption()));
    m_centre->setCurrentWidget(m_view);
    m_view->fitToWindow();
    showFrame();
}

QString GraphWindow::neighbourhoodTitle() const
{
    return tr("%1: %2 and the positions within %n moves", nullptr, m_panel->neighbourhoodMoves())
        .arg(windowTitle().section(QStringLiteral(" — "), 0, 0), m_graph->position(m_focus));
}

QString GraphWindow::neighbourhoodCaption() const
{
    if (!m_part || !m_graph)
        return QString();
    const int moves = m_panel->neighbourhoodMoves();
    // A position's text comes from the file: isolated, so that a right-to-left one leaves the
    // sentence around it in its order.
    const QString position = isolatedName(m_graph->position(m_focus));
    // Each count its plural by English's numerus catalogue: "the 1 position within 1 move".
    const QString size = tr("the %n positions", nullptr, int(m_part->graph.size()));
    return m_part->cut
               ? tr("The neighbourhood of %1: %2 nearest to it (more are within %n moves).",
                    nullptr, moves)
                     .arg(position, size)
               : tr("The neighbourhood of %1: %2 within %n moves of it, before it and after it.",
                    nullptr, moves)
                     .arg(position, size);
}

void GraphWindow::lookAt(VertexId v)
{
    if (!m_graph || v < 0 || v >= m_graph->size())
        return;
    m_panel->showAnswer(v);
    if (isNeighbourhoodShown()) {
        if (v != m_focus)
            showNeighbourhood(v);
        return;
    }
    m_view->centreOn(v);
}

void GraphWindow::setDark(bool dark)
{
    m_dark = dark;
    // The same sizes in either palette: restyled, not laid out again.
    m_scene->setStyle(
        (dark ? GraphStyle::dark() : GraphStyle::standard()).scaled(m_presentation->scale()));
    m_view->setBackgroundBrush(m_scene->style().background);
}

bool GraphWindow::isLayoutRunning() const
{
    return m_layoutPending;
}

bool GraphWindow::isDrawn() const
{
    return m_scene->vertexCount() > 0 && !isNeighbourhoodShown();
}

int GraphWindow::step() const
{
    return m_replay ? m_replay->step() : 0;
}

int GraphWindow::stepCount() const
{
    return m_replay ? m_replay->stepCount() : 0;
}

void GraphWindow::setStep(int step)
{
    if (!m_replay)
        return;
    // The quiz holds a step forward at its question; the slider goes back there as well.
    step = m_quizBar->hold(m_replay->step(), std::clamp(step, 0, m_replay->stepCount()));
    if (step != m_replay->step())
        m_replay->seek(step);
    showFrame();
}

int GraphWindow::shownStep(int from, int direction) const
{
    // A linear walk over the record: two million steps take a few milliseconds.
    const auto &steps = m_result.steps;
    for (int i = from; i >= 0 && i < int(steps.size()); i += direction) {
        const RetrogradeStep &s = steps[std::size_t(i)];
        if (m_shown.empty() || m_shown[std::size_t(s.vertex)])
            return i;
    }
    return -1;
}

void GraphWindow::stepToNextShown()
{
    if (!m_replay)
        return;
    const int i = shownStep(step(), +1);
    setStep(i < 0 ? stepCount() : i + 1); // the step done: the picture shows what it changed
}

void GraphWindow::stepToPreviousShown()
{
    if (!m_replay)
        return;
    const int i = shownStep(step() - 2, -1);
    setStep(i < 0 ? 0 : i + 1);
}

QString GraphWindow::narration() const
{
    if (!m_graph)
        return tr("Open a DOT digraph whose vertices are positions and whose edges are moves.");
    const QString counts = narrateRetrogradeCounts(m_result.wins, m_result.losses, m_result.draws);
    if (!m_replay)
        return tr("Solved: %1").arg(counts);
    const int at = m_replay->step();
    if (at == 0)
        return narrateRetrogradeStart();
    const QString sentence = narrateRetrogradeStep(*m_graph, m_result, at - 1);
    return at < m_replay->stepCount() ? sentence : sentence + u'\n' + tr("Solved: %1").arg(counts);
}

void GraphWindow::showFrame()
{
    const int count = stepCount();
    const int at = step();
    if (m_replay) {
        m_scene->setFrame(m_replay->frame(), m_replay->lastStep());
        m_panel->showFrame(&m_replay->frame(), at == count);
    } else {
        if (isNeighbourhoodShown())
            m_scene->setFrame(m_solved, nullptr);
        m_panel->showFrame(nullptr, true);
    }
    m_narration->setText(narration());
    const QSignalBlocker block(m_slider);
    m_slider->setRange(0, count);
    m_slider->setValue(at);
    m_slider->setEnabled(count > 0);
    m_stepLabel->setText(tr("Step %1 of %2").arg(QString::number(at), QString::number(count)));
    m_start->setEnabled(at > 0);
    m_back->setEnabled(at > 0);
    m_previousShown->setEnabled(at > 0);
    m_forward->setEnabled(at < count);
    m_end->setEnabled(at < count);
    m_nextShown->setEnabled(at < count);
}

void GraphWindow::chooseExport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the Graph"), QString(),
        tr("SVG pictures (*.svg);;PNG pictures (*.png);;PDF documents (*.pdf);;TikZ for LaTeX "
           "(*.tex);;DOT graphs (*.dot *.gv)"));
    if (path.isEmpty())
        return;
    QString error;
    statusBar()->showMessage(exportPicture(path, &error) ? tr("Saved %1.").arg(path) : error, 8000);
}

void GraphWindow::chooseWholeExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the Whole Graph"), QString(),
                                                      tr("DOT graphs (*.dot *.gv)"));
    if (path.isEmpty())
        return;
    QString error;
    statusBar()->showMessage(exportWholeGraph(path, &error) ? tr("Saved %1.").arg(path) : error,
                             8000);
}

void GraphWindow::chooseSlidesExport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the Analysis as Slides"), QString(),
        tr("PDF documents (*.pdf);;Beamer slides (*.tex);;HTML players (*.html)"));
    if (path.isEmpty())
        return;
    QString error;
    statusBar()->showMessage(exportSlides(path, false, &error) ? tr("Saved %1.").arg(path) : error,
                             8000);
}

bool GraphWindow::exportSlides(const QString &path, bool keyStepsOnly, QString *error)
{
    if (isNeighbourhoodShown() && m_replay) {
        if (!m_part || !m_layout) {
            if (error)
                *error = tr("Graphviz is still laying out the picture.");
            return false;
        }
        // Not the L-game's two million steps, most of them about positions not drawn: the
        // steps about the positions drawn, the Page Down walk (docs/algorithms.md).
        std::vector<int> frames = retrogradeSlideStepsShown(m_result, m_shown, keyStepsOnly);
        if (frames.size() > MaxNeighbourhoodSlides)
            frames = retrogradeSlideStepsShown(m_result, m_shown, true);
        const std::vector<NodeSize> sizes = m_scene->vertexSizes(m_part->graph);
        const GraphSlideInput input{m_part->graph,        *m_layout,        sizes,    m_result,
                                    neighbourhoodTitle(), m_part->original, &*m_graph};
        return writeRetrogradeSlides(input, frames, path, error);
    }
    if (!isDrawn() || !m_layout || !m_replay) {
        if (error)
            *error = tr("Slides need the whole graph drawn and its steps: this graph is too big.");
        return false;
    }
    const std::vector<NodeSize> sizes = m_scene->vertexSizes(*m_graph);
    const GraphSlideInput input{*m_graph, *m_layout, sizes, m_result,
                                windowTitle().section(QStringLiteral(" — "), 0, 0)};
    return writeRetrogradeSlides(input, retrogradeSlideSteps(m_result, keyStepsOnly), path, error);
}

bool GraphWindow::writeText(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = tr("Cannot write %1.").arg(path);
    return false;
}

bool GraphWindow::exportWholeGraph(const QString &path, QString *error)
{
    if (!m_graph) {
        if (error)
            *error = tr("There is no graph to export.");
        return false;
    }
    return writeText(path, writeGameGraphDot(*m_graph, &m_result), error);
}

bool GraphWindow::exportPicture(const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool dot = suffix == QLatin1String("dot") || suffix == QLatin1String("gv");
    if (dot && m_part) {
        const RetrogradeResult shown = neighbourhoodResult(m_result, m_part->original);
        return writeText(path, writeGameGraphDot(m_part->graph, &shown, neighbourhoodCaption()),
                         error);
    }
    if (dot && m_graph && !isNeighbourhoodShown())
        return exportWholeGraph(path, error);
    if (m_scene->vertexCount() == 0 || !m_layout || (isNeighbourhoodShown() && !m_part)) {
        if (error)
            *error = isLayoutRunning() ? tr("Graphviz is still laying out the picture.")
                                       : tr("There is no picture of the graph to export.");
        return false;
    }
    GraphPicture picture;
    picture.scene = m_scene;
    picture.layout = &*m_layout;
    picture.title = windowTitle();
    const RetrogradeFrame *frame = m_replay ? &m_replay->frame() : nullptr;
    if (m_part) {
        picture.graph = &m_part->graph;
        picture.caption = neighbourhoodCaption();
        // Without steps the neighbourhood shows the final labels.
        picture.frame = neighbourhoodFrame(frame ? *frame : m_solved, m_part->original);
    } else {
        picture.graph = &*m_graph;
        if (frame)
            picture.frame = *frame;
    }
    return writeGraphPicture(picture, path, error);
}

} // namespace gt

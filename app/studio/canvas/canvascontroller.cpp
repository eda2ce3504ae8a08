#include "canvascontroller.h"

#include "views/scene/scenestyle.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/paintgate.h"
#include "views/session/searchsession.h"
#include "views/session/workerpool.h"

#include "core/layout/graphviz.h"
#include "core/layout/tidylayout.h"
#include "core/search/commonoptions.h"
#include "core/trace/eventquery.h"
#include "core/trace/sidetomove.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QMenu>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace gt {

CanvasController::CanvasController(SearchSession *session, QWidget *parentWidget)
    : QObject(parentWidget)
    , m_session(session)
    , m_scene(new TreeScene(this))
    , m_view(new TreeView(m_scene, parentWidget))
{
    m_view->setObjectName(QStringLiteral("treeView"));
    // A million-node tree shows first far out, where the overview draws the edges: its edge
    // layer is made on a worker meanwhile.
    m_scene->setBuildEdgesInBackground(true);
    connect(m_session, &SearchSession::treeAboutToChange, m_scene, &TreeScene::stopBuildingEdges);

    m_fit = new QAction(tr("&Fit to Window"), this);
    m_fit->setObjectName(QStringLiteral("fitAction"));
    m_fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_zoomIn = new QAction(tr("Zoom &In"), this);
    m_zoomIn->setShortcuts(QKeySequence::ZoomIn);
    m_zoomOut = new QAction(tr("Zoom &Out"), this);
    m_zoomOut->setShortcuts(QKeySequence::ZoomOut);
    m_follow = new QAction(tr("Follow the &Current Node"), this);
    m_follow->setObjectName(QStringLiteral("followAction"));
    m_follow->setCheckable(true);
    m_follow->setStatusTip(tr("Scroll the canvas so that the node the search is at stays in view"));
    m_layoutGroup = new QActionGroup(this);
    m_tidy = m_layoutGroup->addAction(tr("&Tidy Layout"));
    m_tidy->setObjectName(QStringLiteral("tidyAction"));
    m_tidy->setCheckable(true);
    m_tidy->setChecked(true);
    m_dot = m_layoutGroup->addAction(tr("Graphviz &dot Layout"));
    m_dot->setObjectName(QStringLiteral("dotAction"));
    m_dot->setCheckable(true);
    m_darkAction = new QAction(tr("&Dark Palette"), this);
    m_darkAction->setObjectName(QStringLiteral("darkAction"));
    m_darkAction->setCheckable(true);
    m_ids = new QAction(tr("Show Node &Ids"), this);
    m_ids->setObjectName(QStringLiteral("showIdsAction"));
    m_ids->setCheckable(true);
    m_ids->setStatusTip(tr("Write each node's preorder id (#5) beside it, as the panels and the "
                           "narration name nodes; on by default for trees without names"));
    m_sideToMove = new QAction(tr("Negamax Values from the &Side to Move"), this);
    m_sideToMove->setObjectName(QStringLiteral("sideToMoveAction"));
    m_sideToMove->setCheckable(true);
    m_sideToMove->setStatusTip(tr("For negamax, show each value as the side to move at the node "
                                  "sees it (MIN's negated), with a − on the edges where the "
                                  "side changes; otherwise every value is MAX's"));

    connect(m_fit, &QAction::triggered, this, &CanvasController::fit);
    // The viewport, not the view: its size is already the new one when it gets the event.
    m_view->viewport()->installEventFilter(this);
    connect(m_zoomIn, &QAction::triggered, m_view, &TreeView::zoomIn);
    connect(m_zoomOut, &QAction::triggered, m_view, &TreeView::zoomOut);
    connect(m_follow, &QAction::toggled, this, &CanvasController::setFollowCurrent);
    connect(m_dot, &QAction::toggled, this, &CanvasController::setUseDot);
    // The Dark Palette action is wired by the window, which also recolours the widgets.
    connect(m_ids, &QAction::triggered, this, [this](bool on) { setIdsChoice(on); });
    connect(m_sideToMove, &QAction::toggled, this, &CanvasController::showFrame);

    connect(&m_dotWatcher, &QFutureWatcher<DotResult>::finished, this,
            &CanvasController::onDotFinished);
    connect(m_session, &SearchSession::treeChanged, this, &CanvasController::relayout);
    // What waited for a big tree's first paint runs after it: queued, so that the picture is
    // shown (flushed) before, not after, the work that waited for it.
    // A big tree's edges are still being made then; the gate waits for them too, so that the
    // replay's checkpoints and the statistics (which wait for the gate) do not hold their
    // memory beside the edges' (1.1M nodes: 0.90 GB peak, 0.78 GB after).
    connect(
        m_view, &TreeView::painted, this,
        [this] {
            if (!m_scene->isBuildingEdges())
                PaintGate::instance()->open();
        },
        Qt::QueuedConnection);
    connect(m_scene, &TreeScene::edgesReady, PaintGate::instance(), &PaintGate::open,
            Qt::QueuedConnection);
    connect(m_session, &SearchSession::treeRefreshed, this, &CanvasController::refresh);
    connect(m_session, &SearchSession::traceChanged, this, &CanvasController::showFrame);
    connect(m_session, &SearchSession::stepChanged, this, &CanvasController::showFrame);
    connect(m_session, &SearchSession::breakpointsChanged, this,
            [this] { m_scene->setBreakpoints(m_session->nodeBreakpoints()); });
    connect(m_scene, &TreeScene::nodeContextMenuRequested, this,
            &CanvasController::onNodeContextMenu);
    connect(m_scene, &TreeScene::nodeSizesChanged, this, &CanvasController::relayout);
    applyStyle();
    relayout();
}

CanvasController::~CanvasController() = default;

void CanvasController::fillViewMenu(QMenu *menu) const
{
    menu->setToolTipsVisible(true);
    menu->addActions({m_fit, m_zoomIn, m_zoomOut});
    menu->addSeparator();
    menu->addAction(m_follow);
    menu->addSeparator();
    menu->addActions({m_tidy, m_dot});
    menu->addSeparator();
    menu->addActions({m_ids, m_sideToMove, m_darkAction});
}

bool CanvasController::usesDot() const
{
    return m_useDot;
}

void CanvasController::fit()
{
    m_view->fitToWindow();
    m_fittedZoom = m_view->zoom();
}

bool CanvasController::showsWholeTree() const
{
    const QRectF content = m_scene->contentRect();
    const QRectF shown = m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
    return content.isEmpty() || shown.adjusted(-0.5, -0.5, 0.5, 0.5).contains(content);
}

void CanvasController::keepWholeTree(bool wasWhole)
{
    if (!wasWhole || showsWholeTree())
        return;
    if (m_view->fitZoom() < m_view->zoom())
        fit();
    else // it still fits at this zoom: only the camera must move
        m_view->scrollTo(m_scene->contentRect().center(), false);
}

bool CanvasController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize &&
        m_view->zoom() == m_fittedZoom)
        fit();
    return QObject::eventFilter(watched, event);
}

void CanvasController::setUseDot(bool on)
{
    if (on == m_useDot)
        return;
    m_useDot = on;
    (on ? m_dot : m_tidy)->setChecked(true);
    relayout();
}

void CanvasController::setDark(bool dark)
{
    m_dark = dark;
    m_darkAction->setChecked(dark);
    applyStyle();
}

void CanvasController::setStyleScale(double scale)
{
    m_scale = scale;
    applyStyle();
}

bool CanvasController::showsIds() const
{
    return m_idsChoice.value_or(!m_session->tree().hasNames());
}

void CanvasController::setIdsChoice(std::optional<bool> on)
{
    m_idsChoice = on;
    m_ids->setChecked(showsIds());
    if (showsIds() == m_scene->sceneStyle().showIds)
        return;
    applyStyle();
    // Ids widen the nodes: lay out again, keeping a camera the user moved.
    keepCameraOnNextLayout();
    relayout();
}

void CanvasController::syncIds()
{
    m_ids->setChecked(showsIds());
    if (showsIds() == m_scene->sceneStyle().showIds)
        return;
    // The scene still shows the old tree, whose replacement it must not restyle.
    m_scene->setTree(nullptr, TreeLayout());
    applyStyle();
}

void CanvasController::applyStyle()
{
    SceneStyle base = m_dark ? SceneStyle::dark() : SceneStyle::light();
    base.showIds = showsIds();
    base.valueFloor = m_valueFloor;
    // Node sizes depend on the fonts: the scene asks for a new layout (nodeSizesChanged).
    m_scene->setSceneStyle(m_scale == 1 ? base : base.scaled(m_scale));
}

void CanvasController::setValueFloor(double pixels)
{
    m_valueFloor = pixels;
    applyStyle();
}

bool CanvasController::followsCurrent() const
{
    return m_follow->isChecked();
}

void CanvasController::setFollowCurrent(bool on)
{
    m_follow->setChecked(on);
    m_view->setFollowCurrent(on); // the view follows every new frame of the scene itself
}

void CanvasController::updateDotAvailability()
{
    const bool small = m_session->tree().size() <= DotNodeLimit;
    m_dot->setEnabled(small || m_useDot);
    m_dot->setToolTip(small ? tr("Lay the tree out with Graphviz dot")
                            : tr("dot is offered for trees of up to %1 nodes: this one has %2")
                                  .arg(DotNodeLimit)
                                  .arg(m_session->tree().size()));
}

void CanvasController::setCollapsed(const CollapsedSet &collapsed, bool relayoutNow)
{
    if (collapsed == m_collapsed)
        return;
    m_collapsed = collapsed;
    if (relayoutNow)
        relayout();
}

void CanvasController::refresh()
{
    // The first name given, or the last taken away: ids come or go, and widen the nodes.
    if (showsIds() != m_scene->sceneStyle().showIds) {
        relayout();
        return;
    }
    const GameTree &tree = m_session->tree();
    const bool wasWhole = showsWholeTree(); // a longer name or label reaches further out
    const std::vector<NodeSize> sizes = m_scene->measureNodes(tree);
    const bool sameSizes =
        sizes.size() == m_sizes.size() && m_layout.centers.size() == sizes.size() &&
        std::equal(sizes.begin(), sizes.end(), m_sizes.begin(), [](const auto &a, const auto &b) {
            return a.width == b.width && a.height == b.height;
        });
    if (!sameSizes) { // a wider value or a longer name: the neighbours must make room
        relayout();
        return;
    }
    m_scene->setTree(&tree, m_layout); // new texts on the old positions; the camera stays
    m_scene->setBreakpoints(m_session->nodeBreakpoints());
    showFrame();
    keepWholeTree(wasWhole);
    emit refreshed();
}

void CanvasController::relayout()
{
    updateDotAvailability();
    syncIds();
    const GameTree &tree = m_session->tree();
    if (m_collapsed.size() != std::size_t(tree.size()))
        m_collapsed.assign(std::size_t(tree.size()), 0);
    // The tidy layout takes milliseconds even for huge trees; it is also what stays on screen
    // while dot works. A big file's loader may have made it already.
    const std::shared_ptr<PreparedLayout> offered = std::exchange(m_offered, nullptr);
    const bool unfolded = std::none_of(m_collapsed.begin(), m_collapsed.end(),
                                       [](auto folded) { return folded != 0; });
    std::vector<NodeSize> footprints =
        offered ? offered->measured.footprints : std::vector<NodeSize>();
    if (offered && unfolded && offered->layout.centers.size() == std::size_t(tree.size()) &&
        m_scene->adoptMeasures(&tree, std::move(offered->measured), offered->styleGeneration)) {
        m_sizes = std::move(footprints);
        applyLayout(std::move(offered->layout));
    } else {
        m_sizes = m_scene->measureNodes(tree);
        applyLayout(tidyLayout(tree, m_sizes, LayoutOptions(), m_collapsed));
    }
    if (m_useDot && !tree.isEmpty() && tree.size() <= DotNodeLimit)
        startDot();
    else if (m_useDot && tree.size() > DotNodeLimit)
        emit message(tr("This tree has %1 nodes: dot is offered up to %2, so it is laid out "
                        "tidily.")
                         .arg(tree.size())
                         .arg(DotNodeLimit));
}

LayoutMaker CanvasController::layoutMaker() const
{
    return m_scene->layoutMaker();
}

void CanvasController::applyLayout(TreeLayout layout)
{
    const bool wasWhole = showsWholeTree();
    m_layout = std::move(layout); // a million nodes' centres: moved, not copied
    m_scene->setTree(&m_session->tree(), m_layout);
    m_scene->setBreakpoints(m_session->nodeBreakpoints());
    showFrame();
    // A fitted view stays fitted as the tree grows; a view the user zoomed out on stays whole;
    // a view the user zoomed in on stays put.
    if (!m_keepCamera || m_view->zoom() == m_fittedZoom)
        fit();
    else
        keepWholeTree(wasWhole);
    m_keepCamera = false;
    emit layoutApplied();
}

void CanvasController::startDot()
{
    const GameTree tree = m_session->tree(); // a copy: the worker must not share the model
    const std::vector<NodeSize> sizes = m_scene->measureNodes(tree);
    const quint64 revision = m_session->treeRevision();
    emit message(tr("Laying the tree out with dot…"));
    m_dotWatcher.setFuture(runInBackground([tree, sizes, revision] {
        DotResult result;
        result.revision = revision;
        result.layout = dotLayout(tree, sizes, LayoutOptions(), &result.error);
        return result;
    }));
}

void CanvasController::onDotFinished()
{
    const DotResult result = m_dotWatcher.result();
    // The tree may have changed, or the user gone back to tidy, while dot was working.
    if (result.revision != m_session->treeRevision() || !m_useDot)
        return;
    if (!result.layout) {
        emit message(tr("dot could not lay out the tree: %1").arg(result.error));
        return;
    }
    TreeLayout layout = *result.layout;
    // dot lays out every node; folded subtrees are hidden where it put them.
    const GameTree &tree = m_session->tree();
    for (NodeId n = 0; n < tree.size() && std::size_t(n) < m_collapsed.size(); ++n) {
        if (!m_collapsed[std::size_t(n)])
            continue;
        layout.hidden.resize(std::size_t(tree.size()), 0);
        for (NodeId d = n + 1; d < tree.subtreeEnd(n); ++d)
            layout.hidden[std::size_t(d)] = 1;
    }
    applyLayout(std::move(layout));
    emit message(tr("Laid out with dot."));
}

bool CanvasController::showsSideToMove() const
{
    return m_sideToMove->isChecked();
}

void CanvasController::setSideToMove(bool on)
{
    m_sideToMove->setChecked(on); // toggled: shows the frame again
}

void CanvasController::showFrame()
{
    const Frame &frame = m_session->frame();
    const GameTree &tree = m_session->tree();
    if (frame.nodes.size() != std::size_t(tree.size()))
        return; // a stale frame between a tree change and its layout
    // The frame's texts (α and β, values, bounds) may reach past what the tree covered.
    const bool wasWhole = showsWholeTree();
    if (!showsSideToMove() || !m_session->features().testFlag(TraceFeature::SideToMove)) {
        m_scene->setNegationMarks({});
        if (auto shared = m_session->sharedFrame())
            m_scene->setFrame(std::move(shared), &m_session->frameChange());
        else
            m_scene->setFrame(&frame, &m_session->frameChange());
    } else {
        const int depth = depthLimit(m_session->options());
        m_scene->setNegationMarks(negatedEdges(tree, depth));
        const Frame view = sideToMoveView(tree, frame, depth);
        m_scene->setFrame(&view);
    }
    keepWholeTree(wasWhole);
}

void CanvasController::onNodeContextMenu(NodeId node, const QPoint &screenPos)
{
    if (node < 0 || node >= m_session->tree().size())
        return;
    m_scene->setSelectedNode(node);
    QMenu menu;
    QAction *breakpoint = menu.addAction(
        tr("&Break When the Search Reaches %1").arg(m_session->tree().describe(node)));
    breakpoint->setCheckable(true);
    breakpoint->setChecked(m_session->hasNodeBreakpoint(node));
    connect(breakpoint, &QAction::toggled, this,
            [this, node](bool on) { m_session->setNodeBreakpoint(node, on); });
    QAction *jump = menu.addAction(tr("&Go to Where the Search Reaches It"));
    int reached = -1;
    if (const Trace *trace = m_session->trace()) {
        for (std::size_t i = 0; i < trace->events.size() && reached < 0; ++i) {
            if (reachedNode(trace->events[i]) == node)
                reached = int(i) + 1;
        }
    }
    jump->setEnabled(reached >= 0);
    connect(jump, &QAction::triggered, this, [this, reached] { m_session->setStep(reached); });
    emit nodeMenuAboutToShow(&menu, node);
    menu.exec(screenPos);
}

} // namespace gt

#pragma once

#include "core/layout/treelayout.h"
#include "core/tree/gametree.h"
#include "views/scene/preparedlayout.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace gt {

class SearchSession;
class TreeScene;
class TreeView;

// Connects the session to the canvas: lays the tree out when its structure changes (the tidy
// layout at once; Graphviz dot, when chosen, on a worker thread with the tidy one shown
// meanwhile), hands every new frame to the scene, keeps the current node in view on request,
// offers node breakpoints in the context menu, and owns the View menu's canvas actions.
class CanvasController : public QObject {
    Q_OBJECT
public:
    // dot is offered up to this many nodes: past it, it takes seconds to minutes.
    static constexpr NodeId DotNodeLimit = 3000;

    CanvasController(SearchSession *session, QWidget *parentWidget);
    ~CanvasController() override;

    TreeScene *scene() const { return m_scene; }
    TreeView *view() const { return m_view; }

    bool usesDot() const;
    void setUseDot(bool on);
    bool isDark() const { return m_dark; }
    void setDark(bool dark);
    double styleScale() const { return m_scale; }
    void setStyleScale(double scale); // presentation mode draws larger lines and fonts
    // Values stay on screen this many pixels tall when the canvas is zoomed out too far for
    // its texts (SceneStyle::valueFloor); 0, the default, draws only the shapes there.
    double valueFloor() const { return m_valueFloor; }
    void setValueFloor(double pixels);
    bool followsCurrent() const;
    void setFollowCurrent(bool on);
    // Preorder ids beside the nodes, so that "node 480" in a dock can be found on the canvas.
    // Without a choice (nullopt) they follow the tree: on when none of its nodes has a name.
    bool showsIds() const;
    std::optional<bool> idsChoice() const { return m_idsChoice; }
    void setIdsChoice(std::optional<bool> on);
    // Negamax traces (TraceFeature::SideToMove): values from the side to move instead of MAX's
    // view, with a "−" on the edges where the side changes. The session's frames stay MAX's.
    bool showsSideToMove() const;
    void setSideToMove(bool on);
    bool isLayoutRunning() const { return m_dotWatcher.isRunning(); }
    // Subtrees folded away by the editor, by node id; the tidy layout hides their descendants.
    // `relayoutNow` false only records them, for a tree change that is about to lay out anyway.
    void setCollapsed(const CollapsedSet &collapsed, bool relayoutNow = true);
    const CollapsedSet &collapsed() const { return m_collapsed; }
    // The next new layout comes from an edit: keep the camera where the user zoomed it
    // instead of fitting the whole tree again.
    void keepCameraOnNextLayout() { m_keepCamera = true; }
    // For a big file's loader: measures and lays a tree out with the canvas's style on a
    // worker thread. What it made is offered to the next layout, which takes it when it is
    // of that tree, unfolded, in the style still on screen (issue 29).
    LayoutMaker layoutMaker() const;
    void offerLayout(std::shared_ptr<PreparedLayout> prepared) { m_offered = std::move(prepared); }

    QAction *fitAction() const { return m_fit; }
    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *zoomOutAction() const { return m_zoomOut; }
    QAction *followAction() const { return m_follow; }
    QAction *tidyAction() const { return m_tidy; }
    QAction *dotAction() const { return m_dot; }
    QAction *darkAction() const { return m_darkAction; }
    QAction *idsAction() const { return m_ids; }
    QAction *sideToMoveAction() const { return m_sideToMove; }
    void fillViewMenu(QMenu *menu) const;

    // Fits the tree into the view and keeps it fitted when the view is resized (docks opened,
    // full screen), until the user zooms.
    void fit();
    // Whether the canvas shows everything the tree covers: its shapes, edges and texts.
    bool showsWholeTree() const;

signals:
    void message(const QString &text); // for the status bar
    void layoutApplied();              // the scene shows a new layout
    void refreshed();                  // the scene shows new values on the same layout
    // The node's context menu is about to open: others may add their actions to it.
    void nodeMenuAboutToShow(QMenu *menu, gt::NodeId node);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct DotResult {
        std::optional<TreeLayout> layout;
        QString error;
        quint64 revision = 0;
    };

    void relayout();
    void refresh(); // the same shape with new values or texts: keep the layout if sizes allow
    void applyLayout(TreeLayout layout);
    void startDot();
    void onDotFinished();
    void showFrame();
    void onNodeContextMenu(NodeId node, const QPoint &screenPos);
    void applyStyle();
    // After what the tree covers changed (an edit, texts a step added): a view that showed the
    // whole tree before shows it whole again, zoomed out only as far as needed. A view the
    // user zoomed in on a part stays where it is.
    void keepWholeTree(bool wasWhole);
    void syncIds(); // before a new tree is measured: ids follow it when there is no choice
    void updateDotAvailability();

    SearchSession *m_session;
    TreeScene *m_scene;
    TreeView *m_view;
    QFutureWatcher<DotResult> m_dotWatcher;
    bool m_useDot = false;
    bool m_dark = false;
    double m_scale = 1;
    double m_valueFloor = 0;
    double m_fittedZoom = 0; // the zoom the last fit gave; another zoom means the user zoomed
    QAction *m_fit;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_follow;
    QActionGroup *m_layoutGroup;
    QAction *m_tidy;
    QAction *m_dot;
    QAction *m_darkAction;
    QAction *m_ids;
    QAction *m_sideToMove;
    std::optional<bool> m_idsChoice;
    CollapsedSet m_collapsed;
    bool m_keepCamera = false;
    TreeLayout m_layout;                       // what the scene shows
    std::shared_ptr<PreparedLayout> m_offered; // for the next relayout only
    std::vector<NodeSize> m_sizes;             // the node sizes the tidy layout was made for
};

} // namespace gt

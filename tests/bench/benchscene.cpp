// The canvas: building the scene for a tree (measuring, laying out, one item per node) and
// showing one step: restyling the nodes that changed, then painting a 1400×900 view at 1:1
// around the current node and with the whole tree fitted into it (level of detail).
#include "benchsupport.h"

#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/trace/replayer.h"
#include "views/treescene.h"

#include <QGraphicsView>

namespace gt::bench {

void runScene(const Config &config)
{
    std::printf("\n### Canvas: scene build and one step\n\n"
                "| nodes | scene build ms | step restyle ms | repaint 1:1 ms "
                "| repaint fitted ms |\n|---:|---:|---:|---:|---:|\n");
    for (int size : config.sizes) {
        const GameTree tree = exactSizeTree(size, unsigned(size));
        QString error;
        const Trace trace = *search(tree, QStringLiteral("alphabeta"), {}, &error);
        Replayer replayer(tree, trace);
        TreeScene scene;
        const double buildMs = bestOf(size >= 1'000'000 ? 1 : 3, [&] {
            const TreeLayout layout = tidyLayout(tree, scene.measureNodes(tree), LayoutOptions{});
            scene.setTree(&tree, layout);
        });
        // Steps from the middle of the search: a long current path, many finished nodes.
        const int middle = replayer.stepCount() / 2;
        replayer.seek(middle);
        scene.setFrame(&replayer.frame());
        int step = middle;
        const double restyleMs = bestOf(20, [&] {
            replayer.seek(++step);
            scene.setFrame(&replayer.frame());
        });
        // Painted the way the window paints: a view's paint event, which skips whole tiles
        // outside the exposed area (QGraphicsScene::render would visit every item).
        QGraphicsView view(&scene);
        view.setFrameShape(QFrame::NoFrame);
        view.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        view.resize(1400, 900);
        view.centerOn(scene.nodeRect(scene.currentNode()).center());
        const double oneToOneMs = bestOf(10, [&] { (void)view.viewport()->grab(); });
        view.fitInView(scene.sceneRect(), Qt::KeepAspectRatio);
        const double fittedMs =
            bestOf(size >= 1'000'000 ? 2 : 5, [&] { (void)view.viewport()->grab(); });
        std::printf("| %d | %.0f | %.2f | %.2f | %.1f |\n", tree.size(), buildMs, restyleMs,
                    oneToOneMs, fittedMs);
        std::fflush(stdout);
    }
}

} // namespace gt::bench

// The canvas: opening a tree end to end (reading its .tree text, searching it, laying it out
// and building the scene with the first frame, as the window does), the window's own part of
// that (layout, scene, first frame, first paint of the fitted view) and the heap the scene
// holds, building the scene alone (measuring, laying out, the scene's arrays) and showing one
// step: restyling the nodes that changed, then painting a 1400×900 view at 1:1 around the current
// node and with the whole tree fitted into it (level of detail).
#include "benchsupport.h"

#include "core/io/treetext.h"
#include "core/session/documentfiles.h"

#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/trace/replayer.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGraphicsView>

#include <malloc.h>

#include <ctime>
#include <memory>

namespace gt::bench {

namespace {

std::size_t heapInUse() // glibc: small blocks plus mmapped ones
{
    const struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}

} // namespace

void runScene(const Config &config)
{
    std::printf("\n### Canvas: scene build and one step\n\n"
                "| nodes | open ms | window open ms (CPU) | scene build ms | step restyle ms "
                "| repaint 1:1 ms | repaint fitted ms | scene B/node |\n"
                "|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int size : config.sizes) {
        const GameTree tree = exactSizeTree(size, unsigned(size));
        QString error;
        const Trace trace = *search(tree, QStringLiteral("alphabeta"), {}, &error);
        Replayer replayer(tree, trace);
        const QByteArray text = writeTreeText(tree).toUtf8();
        // Opened the way the window opens a file; the scenes are closed after the timing.
        // The event loop runs once, as in the window: QGraphicsScene polishes new items there,
        // and until it has, deleting them is quadratic (Qt keeps them in a plain list).
        std::vector<std::unique_ptr<TreeScene>> opened;
        std::vector<std::unique_ptr<Document>> docs;
        const double openMs = bestOf(size >= 1'000'000 ? 1 : 3, [&] {
            ReadError readError;
            auto doc = std::make_unique<Document>(
                *readDocument(text, TreeFormat::Text, QStringLiteral("bench.tree"), &readError));
            QString searchError;
            const Trace first = *search(doc->tree, QStringLiteral("alphabeta"), {}, &searchError);
            const Replayer replay(doc->tree, first);
            auto fresh = std::make_unique<TreeScene>();
            fresh->setTree(&doc->tree,
                           tidyLayout(doc->tree, fresh->measureNodes(doc->tree), LayoutOptions{}));
            fresh->setFrame(&replay.frame());
            QCoreApplication::processEvents();
            opened.push_back(std::move(fresh));
            docs.push_back(std::move(doc));
        });
        opened.clear();
        // The window's own part of opening: lay out, build the scene, show the first frame
        // and paint the fitted view (the tree is read and searched already).
        Replayer first(tree, trace);
        first.seek(1);
        // Its CPU time too: on a machine shared with other work, wall time says more about
        // the neighbours than about the window.
        const std::clock_t cpuStart = std::clock();
        const double windowMs = bestOf(1, [&] {
            TreeScene scene;
            TreeView view(&scene);
            view.setFrameShape(QFrame::NoFrame);
            view.resize(1400, 900);
            scene.setTree(&tree, tidyLayout(tree, scene.measureNodes(tree), LayoutOptions{}));
            scene.setFrame(&first.frame());
            view.fitToWindow();
            (void)view.viewport()->grab();
        });
        const double windowCpuMs = double(std::clock() - cpuStart) * 1000 / CLOCKS_PER_SEC;
        // The heap the scene holds with a frame shown; the layout is the window's, not counted.
        double sceneBytes = 0;
        {
            const TreeLayout layout = tidyLayout(tree, TreeScene().measureNodes(tree), {});
            const std::size_t before = heapInUse();
            TreeScene scene;
            scene.setTree(&tree, layout);
            scene.setFrame(&first.frame());
            sceneBytes = double(heapInUse() - before) / tree.size();
        }
        TreeScene scene;
        const double buildMs = bestOf(size >= 1'000'000 ? 1 : 3, [&] {
            const TreeLayout layout = tidyLayout(tree, scene.measureNodes(tree), LayoutOptions{});
            scene.setTree(&tree, layout);
            QCoreApplication::processEvents(); // polish, as the window's event loop does
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
        std::printf("| %d | %.0f | %.0f (%.0f) | %.0f | %.2f | %.2f | %.1f | %.0f |\n", tree.size(),
                    openMs, windowMs, windowCpuMs, buildMs, restyleMs, oneToOneMs, fittedMs,
                    sceneBytes);
        std::fflush(stdout);
    }
}

} // namespace gt::bench

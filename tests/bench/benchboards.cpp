// Boards on the nodes (issue 13): what positions cost the canvas. The same tree with and
// without a tic-tac-toe position on every node: measuring the nodes (each position's board
// extent), building the scene (the board layer and its grid) and painting a 1400×900 view at
// 1:1 among the deep rows, where every node on screen draws its board.
#include "benchsupport.h"

#include "core/layout/tidylayout.h"
#include "views/scene/treescene.h"

#include <QCoreApplication>
#include <QGraphicsView>

namespace gt::bench {

namespace {

GameTree withPositions(const GameTree &tree)
{
    // Valid positions of every shape the drawing has: marks, a last move, both sides to move.
    static const char *const texts[] = {
        "x../.o./... @b2", "xx./.o./... @b3", "xxo/.o./... @c3", "x.o/.x./..o @c1",
        "xo./.x./o.. @a1", ".../.x./...",     "xox/oxo/x.. @a1", "o../.../... x",
    };
    TreeDraft d = tree.toDraft();
    for (std::size_t i = 0; i < d.nodes.size(); ++i) {
        d.nodes[i].gameId = QStringLiteral("ttt");
        d.nodes[i].positionText = QString::fromLatin1(texts[i % 8]);
    }
    return GameTree::fromDraft(d);
}

} // namespace

void runBoards(const Config &config)
{
    std::printf("\n### Boards on the nodes: the same tree without and with a position on every "
                "node\n\n"
                "| nodes | measure ms | + boards | scene build ms | + boards | repaint 1:1 ms "
                "| + boards |\n|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int size : config.sizes) {
        const GameTree plain = exactSizeTree(size, unsigned(size));
        const GameTree boards = withPositions(plain);
        const int runs = size >= 1'000'000 ? 1 : 3;
        double measureMs[2], buildMs[2], paintMs[2];
        int k = 0;
        for (const GameTree *tree : {&plain, &boards}) {
            TreeScene scene;
            measureMs[k] = bestOf(runs, [&] { (void)scene.measureNodes(*tree); });
            buildMs[k] = bestOf(runs, [&] {
                scene.setTree(tree, tidyLayout(*tree, scene.measureNodes(*tree), LayoutOptions{}));
                QCoreApplication::processEvents(); // polish, as the window's event loop does
            });
            QGraphicsView view(&scene);
            view.setFrameShape(QFrame::NoFrame);
            view.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
            view.resize(1400, 900);
            view.centerOn(scene.nodeRect(NodeId(size / 2)).center()); // among deep rows
            paintMs[k] = bestOf(10, [&] { (void)view.viewport()->grab(); });
            ++k;
        }
        std::printf("| %d | %.0f | %.0f | %.0f | %.0f | %.2f | %.2f |\n", size, measureMs[0],
                    measureMs[1], buildMs[0], buildMs[1], paintMs[0], paintMs[1]);
        std::fflush(stdout);
    }
}

} // namespace gt::bench

// Positions drawn as boards (issue 13): each game's position text parsed exactly into a
// picture (and bad texts into none), the boards on the canvas only when zoomed in, the same
// board primitives in TikZ, dice faces on a dice game's chance edges, and the inspector's
// large board.
#include "app/studio/edit/inspectordock.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/window/mainwindow.h"
#include "core/export/boardpicture.h"
#include "core/export/figureframe.h"
#include "core/export/tikzwriter.h"
#include "core/generate/generator.h"
#include "core/layout/tidylayout.h"
#include "core/session/documentfiles.h"
#include "views/export/exportoptions.h"
#include "views/export/framepicture.h"
#include "views/export/stylepalette.h"
#include "views/scene/boardlayer.h"
#include "views/scene/edgelayer.h"
#include "views/scene/treescene.h"
#include "views/widgets/boardwidget.h"

#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QtTest>

using namespace gt;

namespace {

int countKind(const BoardPicture &p, BoardShape::Kind kind, BoardInk ink)
{
    int n = 0;
    for (const BoardShape &s : p.shapes)
        n += s.kind == kind && (s.stroke == ink || s.fill == ink);
    return n;
}

GameTree load(const QString &name)
{
    QFile f(QStringLiteral(GT_SOURCE_DIR "/tests/boards/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    ReadError error;
    const auto doc = readJsonDocument(f.readAll(), name, &error);
    return doc ? doc->tree : GameTree();
}

// Lays `tree` out on `scene` as the window does; the scene's board layer, if it has one.
const BoardLayer *show(TreeScene &scene, const GameTree &tree)
{
    scene.setTree(&tree, tidyLayout(tree, scene.measureNodes(tree), LayoutOptions{}));
    for (QGraphicsItem *i : scene.items()) {
        if (i->type() == BoardLayer::Type)
            return static_cast<BoardLayer *>(i);
    }
    return nullptr;
}

// The scene rendered at `zoom` over `area`: pixels of `colour` in it.
int pixelsOf(TreeScene &scene, const QRectF &area, double zoom, const QColor &colour)
{
    QImage image((area.size() * zoom).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing, false);
        scene.render(&p, QRectF(QPointF(0, 0), area.size() * zoom), area);
    }
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            n += QColor(image.pixel(x, y)) == colour;
    }
    return n;
}

QString tikz(const GameTree &tree)
{
    const Palette palette = toPalette(SceneStyle::light());
    const FigureGeometry g = estimateGeometry(tree, palette, {});
    FigureFrames frames(tree, nullptr, g, palette, {});
    return TikzWriter(tree, g, palette, {}, {}).picture(frames.frame(0), false);
}

} // namespace

class TstBoards : public QObject {
    Q_OBJECT

private slots:
    void tttParses()
    {
        const BoardPicture p =
            boardPicture(QStringLiteral("ttt"), QStringLiteral("x.o/.x./..o @c1"));
        QVERIFY(!p.isNull());
        QCOMPARE(p.width, 36.0);
        QCOMPARE(countKind(p, BoardShape::Kind::Line, BoardInk::Cross), 4); // two x, two strokes
        QCOMPARE(countKind(p, BoardShape::Kind::Disc, BoardInk::Ring), 2);
        // The last move c1 is the bottom right cell.
        QCOMPARE(countKind(p, BoardShape::Kind::Rect, BoardInk::Highlight), 1);
        for (const BoardShape &s : p.shapes) {
            if (s.fill == BoardInk::Highlight)
                QCOMPARE(QPointF(s.x, s.y), QPointF(24, 24));
        }
        // The side to move, written when the counts do not say it.
        QVERIFY(!boardPicture("ttt", "xo./.o./... x").isNull());
        QVERIFY(!boardPicture("ttt", ".../.../...").isNull());
        QCOMPARE(countKind(boardPicture("ttt", ".../.../..."), BoardShape::Kind::Rect,
                           BoardInk::Highlight),
                 0);
    }

    void badTextsGiveNoPicture_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("text");
        QTest::newRow("ttt: two rows") << "ttt"
                                       << "x.o/.x.";
        QTest::newRow("ttt: long row") << "ttt"
                                       << "x.oo/.x./...";
        QTest::newRow("ttt: bad cell") << "ttt"
                                       << "x.O/.x./...";
        QTest::newRow("ttt: last move off the board") << "ttt"
                                                      << "x../.../... @d1";
        QTest::newRow("ttt: last move on an empty cell") << "ttt"
                                                         << "x../.../... @b2";
        QTest::newRow("ttt: row 0") << "ttt"
                                    << "x../.../... @a0";
        QTest::newRow("ttt: counts without a side") << "ttt"
                                                    << "xx./.../...";
        QTest::newRow("ttt: two sides") << "ttt"
                                        << "xo./.../... x o";
        QTest::newRow("ttt: two spaces") << "ttt"
                                         << "x../.../...  @a3";
        QTest::newRow("ttt: unknown token") << "ttt"
                                            << "x../.../... !";
        QTest::newRow("gomoku: 3x3") << "gomoku"
                                     << ".../.../...";
        const QString empty15 = QStringList(15, QString(15, u'.')).join(u'/');
        QTest::newRow("gomoku: column p") << "gomoku" << empty15 + " @p1";
        QTest::newRow("gomoku: row 16") << "gomoku" << empty15 + " @a16";
        QVERIFY(!boardPicture("gomoku", empty15).isNull());
        QTest::newRow("grundy: empty") << "grundy"
                                       << "";
        QTest::newRow("grundy: not largest first") << "grundy"
                                                   << "2+4";
        QTest::newRow("grundy: zero") << "grundy"
                                      << "3+0";
        QTest::newRow("grundy: letters") << "grundy"
                                         << "4+a";
        QTest::newRow("grundy: token") << "grundy"
                                       << "4+2 x";
        QTest::newRow("lgame: three neutrals") << "lgame"
                                               << "x##./.#*./.#*x/.**x A";
        QTest::newRow("lgame: side C") << "lgame"
                                       << "x##./.#*./.#*./.**x C";
        QTest::newRow("lgame: 3 rows") << "lgame"
                                       << "x##./.#*./.#*. A";
        QTest::newRow("dice: no side") << "dice"
                                       << "12-7 +4";
        QTest::newRow("dice: side MAX") << "dice"
                                        << "12-7 +4 MAX";
        QTest::newRow("dice: no plus") << "dice"
                                       << "12-7 4 max";
        QTest::newRow("dice: negative") << "dice"
                                        << "12--7 +4 max";
        QTest::newRow("unknown game") << "chess"
                                      << "8/8/8/8/8/8/8/8";
    }

    void badTextsGiveNoPicture()
    {
        QFETCH(QString, game);
        QFETCH(QString, text);
        QVERIFY2(boardPicture(game, text).isNull(), qPrintable(game + ": " + text));
    }

    void gomokuWindowAroundTheLastMove()
    {
        QStringList rows(15, QString(15, u'.'));
        rows[15 - 8][7] = u'x';  // h8
        rows[15 - 14][1] = u'o'; // b14, the last move: the window is clamped to the top left
        const BoardPicture p = boardPicture("gomoku", rows.join(u'/') + " @b14");
        QVERIFY(!p.isNull());
        QCOMPARE(p.width, 42.0);
        // b14 is in the 7 × 7 window of the top left corner, h8 (column 7, row 7) is not.
        QCOMPARE(countKind(p, BoardShape::Kind::Disc, BoardInk::Ring), 1);  // o's stone
        QCOMPARE(countKind(p, BoardShape::Kind::Disc, BoardInk::Cross), 0); // no x's
        QCOMPARE(countKind(p, BoardShape::Kind::Disc, BoardInk::Paper), 1); // the last move's dot
        // Without a last move, the window is the centre's: h8 shows, b14 does not.
        const BoardPicture centre = boardPicture("gomoku", rows.join(u'/') + " x");
        QVERIFY(!centre.isNull());
        QCOMPARE(countKind(centre, BoardShape::Kind::Disc, BoardInk::Cross), 1);
        QCOMPARE(countKind(centre, BoardShape::Kind::Disc, BoardInk::Ring), 0);
        QCOMPARE(countKind(centre, BoardShape::Kind::Disc, BoardInk::Paper), 0);
    }

    void grundyPiles()
    {
        const BoardPicture p = boardPicture("grundy", "4+2+1");
        QVERIFY(!p.isNull());
        QCOMPARE(countKind(p, BoardShape::Kind::Disc, BoardInk::Neutral), 7); // one token each
        QStringList counts;
        for (const BoardShape &s : p.shapes) {
            if (s.kind == BoardShape::Kind::Text)
                counts << s.text;
        }
        QCOMPARE(counts, QStringList({"4", "2", "1"}));
        QCOMPARE(p.width, boardExtent("grundy", "4+2+1").width);
        // Large piles become bars.
        const BoardPicture big = boardPicture("grundy", "12+7");
        QCOMPARE(countKind(big, BoardShape::Kind::Rect, BoardInk::Neutral), 2);
        QCOMPARE(countKind(big, BoardShape::Kind::Disc, BoardInk::Neutral), 0);
    }

    void lgamePieces()
    {
        const BoardPicture p = boardPicture("lgame", "x##./.#*./.#*./.**x A");
        QVERIFY(!p.isNull());
        QCOMPARE(countKind(p, BoardShape::Kind::Rect, BoardInk::PlayerAFill), 4);
        QCOMPARE(countKind(p, BoardShape::Kind::Rect, BoardInk::PlayerBFill), 4);
        QCOMPARE(countKind(p, BoardShape::Kind::Disc, BoardInk::Neutral), 2);
        // An L's outline: 10 unit sides (its perimeter).
        QCOMPARE(countKind(p, BoardShape::Kind::Line, BoardInk::PlayerA), 10);
        QVERIFY(!boardPicture("lgame", "x##./.#*./.#*./.**x").isNull()); // side optional
    }

    void diceScores()
    {
        const BoardPicture p = boardPicture("dice", "12-7 +4 min");
        QVERIFY(!p.isNull());
        QStringList texts;
        for (const BoardShape &s : p.shapes) {
            if (s.kind == BoardShape::Kind::Text)
                texts << s.text;
            if (s.fill == BoardInk::Highlight) // MIN to move: its (right) half
                QCOMPARE(s.x, p.width / 2);
        }
        QCOMPARE(texts, QStringList({"MAX", "12", "MIN", "7", "turn +4"}));
    }

    void diceFacesOnChanceEdges()
    {
        const GameTree t = load(QStringLiteral("dice-pig.json"));
        QCOMPARE(t.size(), 9);
        QCOMPARE(edgeDiceFaces(t, 1), std::vector<int>()); // "roll" under MAX
        for (int face = 1; face <= 6; ++face)
            QCOMPARE(edgeDiceFaces(t, 1 + face), std::vector<int>{face});
        QCOMPARE(edgeDiceFaces(t, 8), std::vector<int>()); // "hold"
        // Pips: one die per value.
        const BoardPicture two = dicePicture({3, 4});
        QCOMPARE(countKind(two, BoardShape::Kind::Disc, BoardInk::Neutral), 7);
        QCOMPARE(countKind(two, BoardShape::Kind::Rect, BoardInk::Paper), 2);
        // Not under a chance node of another game, nor labels that are no roll.
        TreeDraft d;
        DraftNode root;
        root.kind = NodeKind::Chance;
        root.gameId = "dice";
        root.positionText = "0-0 +0 max";
        root.children = {1, 2, 3};
        d.nodes = {root};
        for (const char *label : {"3+4", "7", "2+2+2"}) {
            DraftNode leaf;
            leaf.value = 0;
            leaf.label = label;
            d.nodes.push_back(leaf);
        }
        const GameTree rolls = GameTree::fromDraft(d);
        QCOMPARE(edgeDiceFaces(rolls, 1), (std::vector<int>{3, 4}));
        QCOMPARE(edgeDiceFaces(rolls, 2), std::vector<int>());
        QCOMPARE(edgeDiceFaces(rolls, 3), std::vector<int>());
        d.nodes[0].gameId = "ttt";
        QCOMPARE(edgeDiceFaces(GameTree::fromDraft(d), 1), std::vector<int>());
    }

    // The layout keeps room for the boards under the nodes; the canvas draws them only when
    // zoomed in far enough to read them.
    // The L-game's move labels ("b3b4c4d4 a4→a2") are long: its nodes are widened so that
    // siblings' labels, beside their edges, never overlap (they did, into one smear).
    void longMoveLabelsDoNotOverlap()
    {
        const Generator *g = findGenerator(QStringLiteral("lgame"));
        QVERIFY(g);
        OptionValues o;
        o.set(QStringLiteral("depth"), 1);
        o.set(QStringLiteral("neutral"), QStringLiteral("best"));
        QString error;
        const auto t = g->generate(o, 0, &error);
        QVERIFY2(t, qPrintable(error));
        QVERIFY(t->childCount(0) >= 3);
        TreeScene scene;
        show(scene, *t);
        for (int i = 0; i + 1 < t->childCount(0); ++i) {
            const QRectF a = scene.edgeLayer()->labelBox(t->child(0, i));
            const QRectF b = scene.edgeLayer()->labelBox(t->child(0, i + 1));
            QVERIFY(!a.isEmpty() && !b.isEmpty());
            QVERIFY2(!a.intersects(b), qPrintable(t->label(t->child(0, i))));
        }
    }

    void canvasDrawsBoardsWhenZoomedIn()
    {
        const GameTree t = load(QStringLiteral("ttt-depth2.json"));
        QCOMPARE(t.size(), 50);
        TreeScene scene;
        const BoardLayer *layer = show(scene, t);
        QVERIFY(layer);
        // Under its node, within the next row's gap.
        const QRectF root = scene.nodeRect(0), board = BoardLayer::places(scene, 0).board;
        QVERIFY(board.top() > root.bottom());
        QCOMPARE(board.center().x(), root.center().x());
        QVERIFY(board.bottom() < scene.nodeRect(1).top());
        QVERIFY(scene.contentRect().contains(BoardLayer::places(scene, t.size() - 1).board));

        const QRectF area = board.adjusted(-2, -2, 2, 2);
        QVERIFY(pixelsOf(scene, area, 3, scene.sceneStyle().pathColor) > 20); // the crosses
        // Whether the layer draws anything: the picture with it and without it.
        auto drawsAt = [&](double zoom) {
            auto shot = [&] {
                QImage image((area.size() * zoom).toSize(), QImage::Format_ARGB32_Premultiplied);
                image.fill(Qt::white);
                QPainter p(&image);
                scene.render(&p, QRectF(QPointF(0, 0), area.size() * zoom), area);
                return image;
            };
            const QImage with = shot();
            const_cast<BoardLayer *>(layer)->setVisible(false);
            const QImage without = shot();
            const_cast<BoardLayer *>(layer)->setVisible(true);
            return with != without;
        };
        QVERIFY(drawsAt(1));
        QVERIFY(drawsAt(BoardLayer::MinDetail));
        QVERIFY(!drawsAt(BoardLayer::MinDetail * 0.9));
        QVERIFY(!drawsAt(0.2));
        // Nodes without positions: no layer at all.
        TreeDraft plain;
        plain.nodes = {DraftNode{}};
        plain.nodes[0].value = 1;
        const GameTree one = GameTree::fromDraft(plain);
        TreeScene bare;
        QVERIFY(!show(bare, one));
    }

    // SVG, PDF and PNG render the scene: at their scale (1) the boards are drawn, and the
    // picture is sized to hold the boards under the last row.
    void exportedPicturesHoldTheBoards()
    {
        const GameTree t = load(QStringLiteral("ttt-depth2.json"));
        TreeScene scene;
        show(scene, t);
        const QRectF last = BoardLayer::places(scene, t.size() - 1).board;
        QVERIFY(!last.isNull());
        FramePicture picture(t, nullptr, ExportOptions{});
        QImage image(picture.size().toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter p(&image);
            picture.paint(&p);
        }
        const QColor ring = scene.sceneStyle().currentColor;
        int rings = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                rings += QColor(image.pixel(x, y)) == ring;
        // As many as the canvas shows at the same zoom: none cut off at the bottom.
        const int onCanvas = pixelsOf(scene, scene.contentRect(), 1, ring);
        QVERIFY2(onCanvas > 300, qPrintable(QString::number(onCanvas))); // 92 o's on 50 boards
        QVERIFY2(rings >= onCanvas * 0.95,
                 qPrintable(QStringLiteral("%1 of %2").arg(rings).arg(onCanvas)));
    }

    void canvasDrawsDiceOnChanceEdges()
    {
        const GameTree t = load(QStringLiteral("dice-pig.json"));
        TreeScene scene;
        const BoardLayer *layer = show(scene, t);
        QVERIFY(layer);
        QVERIFY(BoardLayer::places(scene, 1)
                    .board.isNull()); // the chance node: its formula hangs there
        for (NodeId c = 2; c <= 7; ++c)
            QVERIFY(!BoardLayer::places(scene, c).dice.isNull());
        QVERIFY(BoardLayer::places(scene, 8).dice.isNull());
        // A die: its pips in the foreground colour.
        const QRectF die = BoardLayer::places(scene, 7).dice;
        QVERIFY(pixelsOf(scene, die, 4, scene.sceneStyle().foreground) > 30);
    }

    void tikzDrawsTheSameBoards()
    {
        const GameTree t = load(QStringLiteral("ttt-depth2.json"));
        const QString out = tikz(t);
        // One ring per o on every board: the root and its 7 children have one o, the 42
        // grandchildren two.
        QCOMPARE(int(out.count(QStringLiteral("circle[radius="))), 8 * 1 + 42 * 2);
        // The last move's cell on all 50 boards.
        QCOMPARE(int(out.count(QStringLiteral("\\path[fill=gtChanceFill]"))), 50);

        const GameTree dice = load(QStringLiteral("dice-pig.json"));
        const QString pig = tikz(dice);
        QCOMPARE(int(pig.count(QStringLiteral("circle[radius="))), 1 + 2 + 3 + 4 + 5 + 6);
        QVERIFY(pig.contains(QStringLiteral("{turn +4}")));
        QVERIFY(!pig.contains(QStringLiteral("{\\color{gtMutedText}5}"))); // a face, not "5"
        QVERIFY(pig.contains(QStringLiteral("{\\color{gtMutedText}hold}")));
    }

    void inspectorShowsTheBoard()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(QStringLiteral(GT_SOURCE_DIR "/tests/boards/lgame-moves.json")));
        w.editor()->select(0);
        BoardWidget *board = w.inspectorDock()->boardWidget();
        QVERIFY(board->isVisible());
        QCOMPARE(board->picture().width, 40.0);
        QVERIFY(w.inspectorDock()->nodeDataLabel()->text().contains("x##./.#*./.#*./.**x A"));
        const QImage image = board->grab().toImage();
        int a = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                a += QColor(image.pixel(x, y)) == SceneStyle::light().maxFill;
        QVERIFY2(a > 400, qPrintable(QString::number(a))); // A's L, large
        w.editor()->select(NoNode);
        QVERIFY(!board->isVisible());

        // A Gomoku position, one 240-character word, does not widen the dock to its length.
        QVERIFY(w.openFile(QStringLiteral(GT_SOURCE_DIR "/tests/boards/gomoku-two.json")));
        w.editor()->select(1);
        QVERIFY(board->isVisible());
        QVERIFY(w.inspectorDock()->nodeDataLabel()->text().contains("@f6"));
        QVERIFY2(w.inspectorDock()->minimumSizeHint().width() < 500,
                 qPrintable(QString::number(w.inspectorDock()->minimumSizeHint().width())));
    }
};

QTEST_MAIN(TstBoards)
#include "tst_boards.moc"

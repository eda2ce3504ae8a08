// The pure tree edits of core/edit: each gives the expected tree in the notation, selects the
// node a user expects, and maps old ids to new ones so that view state can follow its nodes.
#include "treetexthelpers.h"

#include "core/edit/treeedit.h"
#include "core/io/treetext.h"
#include "core/tree/validate.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace gt;
using test::parse;

class TstTreeEdit : public QObject {
    Q_OBJECT
private slots:
    // The editor keeps the readers' rule for names and move labels (core/tree/nametext.h): a
    // control character, an unpaired surrogate or a noncharacter could not be written back to
    // every format, so the edit is refused with the character named, and the tree is unchanged.
    void namesKeepTheReadersRule()
    {
        const GameTree t = parse("max(3, 4)");
        const QString bad[] = {QStringLiteral("a\nb"),           QStringLiteral("tab\there"),
                               QStringLiteral("nul") + QChar(0), QString(QChar(0xd83d)),
                               QString(QChar(0xfffe)),           QStringLiteral("del\x7f")};
        for (const QString &text : bad) {
            const TreeEdit name = setName(t, 1, text);
            QVERIFY2(!name.ok, qPrintable(text));
            QVERIFY2(name.error.startsWith(QStringLiteral("the name contains ")),
                     qPrintable(name.error));
            const TreeEdit label = setLabel(t, 1, text);
            QVERIFY(!label.ok);
            QVERIFY2(label.error.startsWith(QStringLiteral("the move label contains ")),
                     qPrintable(label.error));
        }
        QVERIFY(setName(t, 1, QStringLiteral("<!--<script> & ü 😀")).ok); // text, not markup
        QCOMPARE(setName(t, 1, QStringLiteral("a\nb")).error,
                 QStringLiteral("the name contains a control character (U+000A)"));
    }
    void addChildToEmptyTreeMakesARoot()
    {
        const TreeEdit e = addChild(GameTree(), NoNode);
        QVERIFY(e.ok);
        QCOMPARE(e.tree, parse("max(0)"));
        QCOMPARE(e.select, 1);
    }

    void addChildTurnsALeafIntoTheAlternatingKind()
    {
        const GameTree t = parse("max(3, 4)");
        const TreeEdit e = addChild(t, 2); // the leaf 4 under max becomes min(4)
        QVERIFY(e.ok);
        QCOMPARE(e.tree, parse("max(3, min(4))"));
        QCOMPARE(e.select, 3);
        QCOMPARE(addChild(e.tree, 2).tree, parse("max(3, min(4, 0))"));
        QCOMPARE(e.oldToNew, (std::vector<NodeId>{0, 1, 2}));
    }

    void addSiblingInsertsAfterAndRefusesAtTheRoot()
    {
        const GameTree t = parse("max(min(3, 12), 5)");
        const TreeEdit e = addSibling(t, 2);
        QCOMPARE(e.tree, parse("max(min(3, 0, 12), 5)"));
        QCOMPARE(e.select, 3);
        QCOMPARE(e.oldToNew, (std::vector<NodeId>{0, 1, 2, 4, 5}));
        QVERIFY(!addSibling(t, 0).ok);
    }

    void removeSubtreeSelectsANeighbour()
    {
        const GameTree t = parse("max(min(3, 12), min(2, 4), 7)");
        TreeEdit e = removeSubtree(t, 1);
        QCOMPARE(e.tree, parse("max(min(2, 4), 7)"));
        QCOMPARE(e.select, 1); // the next sibling
        QCOMPARE(e.oldToNew, (std::vector<NodeId>{0, NoNode, NoNode, NoNode, 1, 2, 3, 4}));
        e = removeSubtree(t, 7);
        QCOMPARE(e.select, 4); // the previous sibling
        e = removeSubtree(t, 0);
        QVERIFY(e.ok);
        QVERIFY(e.tree.isEmpty());
    }

    void duplicateAndMove()
    {
        const GameTree t = parse("max(a: min(3, 12), b: 5)");
        const TreeEdit d = duplicateSubtree(t, 1);
        QCOMPARE(d.tree, parse("max(a: min(3, 12), a: min(3, 12), b: 5)"));
        QCOMPARE(d.select, 4);
        const TreeEdit m = moveAmongSiblings(t, 4, -1);
        QCOMPARE(m.tree, parse("max(b: 5, a: min(3, 12))"));
        QCOMPARE(m.select, 1);
        QCOMPARE(m.oldToNew, (std::vector<NodeId>{0, 2, 3, 4, 1}));
        QVERIFY(!moveAmongSiblings(t, 1, -1).ok);
        QCOMPARE(moveToIndex(t, 1, 5).tree, parse("max(b: 5, a: min(3, 12))"));
    }

    void kindChanges()
    {
        const GameTree t = parse("max(min(3, 12), 5)");
        QCOMPARE(setKind(t, 4, NodeKind::Min).tree, parse("max(min(3, 12), min(5))"));
        QCOMPARE(setKind(t, 1, NodeKind::Leaf).tree, parse("max(0, 5)"));
        QCOMPARE(setKind(t, 1, NodeKind::Max).tree, parse("max(max(3, 12), 5)"));
        QVERIFY(!setKind(t, 0, NodeKind::Max).ok);
        const GameTree c = parse("chance(0.25: 1, 0.75: 2)");
        QCOMPARE(setKind(c, 0, NodeKind::Max).tree, parse("max(1, 2)"));
    }

    void fields()
    {
        const GameTree t = parse("max(3, 4)");
        QCOMPARE(setValue(t, 1, 7).tree, parse("max(7, 4)"));
        QCOMPARE(setValue(t, 1, 7).change, TreeChange::Values);
        QVERIFY(!setValue(t, 1, std::nan("")).ok);
        QCOMPARE(setName(t, 0, QStringLiteral(" A ")).tree, parse("A=max(3, 4)"));
        QCOMPARE(setName(t, 0, QStringLiteral("A")).change, TreeChange::Labels);
        QCOMPARE(setLabel(t, 2, QStringLiteral("right")).tree, parse("max(3, right: 4)"));
        QVERIFY(!setLabel(t, 0, QStringLiteral("x")).ok);
    }

    void clipboardTextNamesItsKinds()
    {
        const GameTree t = parse("min(9, max(3, min(4, 5)))");
        QCOMPARE(explicitTreeText(t, 2), QStringLiteral("max(3,min(4,5))"));
        QCOMPARE(parse(explicitTreeText(t, 2).toUtf8().constData()), parse("max(3, min(4, 5))"));
        QCOMPARE(explicitTreeText(t, 3), QStringLiteral("3"));
        const GameTree c = parse("chance(0.5: A=max(1, 2), 0.5: 3)");
        QCOMPARE(parse(explicitTreeText(c, 0).toUtf8().constData()), c);
    }

    void probabilitiesAndNormalising()
    {
        const GameTree t = parse("chance(1, 2, 3, 4)");
        TreeEdit e = setProbability(t, 1, 0.5); // the others state their uniform quarter
        QCOMPARE(e.tree, parse("chance(0.5: 1, 0.25: 2, 0.25: 3, 0.25: 4)"));
        QVERIFY(!probabilitySum(e.tree, 0).ok);
        QCOMPARE(probabilitySum(e.tree, 0).sum, 1.25);
        e = normaliseChildren(e.tree, 0);
        QCOMPARE(e.tree, parse("chance(0.4: 1, 0.2: 2, 0.2: 3, 0.2: 4)"));
        QVERIFY(probabilitySum(e.tree, 0).ok);
        QVERIFY(validateTree(e.tree).empty());
        QCOMPARE(setProbability(e.tree, 2, std::nan("")).tree, t); // back to uniform
        QVERIFY(!setProbability(t, 1, -1).ok);
        QVERIFY(!setProbability(parse("max(1, 2)"), 1, 0.5).ok);
        // A new child of a chance node with stated probabilities states 0, keeping the sum.
        QCOMPARE(addSibling(parse("chance(0.3: 1, 0.7: 2)"), 2).tree,
                 parse("chance(0.3: 1, 0.7: 2, 0: 0)"));
    }

    void insertAndReplaceSubtrees()
    {
        const GameTree t = parse("max(a: 3, b: 4)");
        QCOMPARE(replaceSubtree(t, 2, parse("min(5, 6)")).tree, parse("max(a: 3, b: min(5, 6))"));
        QCOMPARE(insertSubtree(t, 0, 1, parse("min(5, 6)")).tree,
                 parse("max(a: 3, min(5, 6), b: 4)"));
        QCOMPARE(insertSubtree(t, 1, -1, parse("9")).tree, parse("max(a: min(9), b: 4)"));
        QCOMPARE(insertSubtree(GameTree(), NoNode, 0, t).tree, t);
        QCOMPARE(replaceSubtree(t, 0, parse("min(1, 2)")).tree, parse("min(1, 2)"));
    }

    // Random edits: every result is a tree, the map sends kept nodes to nodes of the same
    // kind and value, and the inverse map inverts it.
    void randomEditsKeepTheIdMapHonest()
    {
        QRandomGenerator rng(4);
        GameTree t = parse("max(min(3, 12, 8), min(2, 4, 6), min(14, 5, 2))");
        for (int i = 0; i < 400; ++i) {
            const NodeId n = t.isEmpty() ? NoNode : NodeId(rng.bounded(t.size()));
            TreeEdit e;
            switch (rng.bounded(8)) {
            case 0: e = addChild(t, n, rng.bounded(20)); break;
            case 1: e = addSibling(t, n, rng.bounded(20)); break;
            case 2: e = t.size() > 6 ? removeSubtree(t, n) : addChild(t, n); break;
            case 3: e = t.size() < 60 ? duplicateSubtree(t, n) : removeSubtree(t, n); break;
            case 4: e = moveAmongSiblings(t, n, rng.bounded(2) ? 1 : -1); break;
            case 5: e = setKind(t, n, NodeKind(rng.bounded(4))); break;
            case 6: e = setValue(t, n, rng.bounded(100)); break;
            default: e = setName(t, n, QString::number(i)); break;
            }
            if (!e.ok)
                continue;
            QCOMPARE(e.oldToNew.size(), std::size_t(t.size()));
            const std::vector<NodeId> back = invertIdMap(e.oldToNew, e.tree.size());
            for (NodeId old = 0; old < t.size(); ++old) {
                const NodeId now = e.oldToNew[std::size_t(old)];
                if (now == NoNode)
                    continue;
                QCOMPARE(back[std::size_t(now)], old);
                if (e.change != TreeChange::Structure) // same shape: every node stays put
                    QCOMPARE(now, old);
            }
            QVERIFY(e.select == NoNode || (e.select >= 0 && e.select < e.tree.size()));
            t = e.tree;
            if (t.isEmpty())
                t = parse("max(1, 2)");
        }
    }
};

QTEST_APPLESS_MAIN(TstTreeEdit)
#include "tst_treeedit.moc"

// The tree model: preorder numbering, subtree ranges, drafts and validation messages.
#include "core/tree/gametree.h"
#include "core/tree/validate.h"

#include <QtTest>

using namespace gt;

namespace {

// max(min(3,12), min(2,4)) built in a scrambled draft order.
TreeDraft smallDraft()
{
    TreeDraft d;
    d.nodes.resize(7);
    d.root = 6;
    d.nodes[6] = {NodeKind::Max, qQNaN(), qQNaN(), "A", {}, {4, 5}};
    d.nodes[4] = {NodeKind::Min, qQNaN(), qQNaN(), "B", "L", {0, 1}};
    d.nodes[5] = {NodeKind::Min, qQNaN(), qQNaN(), "C", "R", {2, 3}};
    d.nodes[0] = {NodeKind::Leaf, 3, qQNaN(), {}, {}, {}};
    d.nodes[1] = {NodeKind::Leaf, 12, qQNaN(), {}, {}, {}};
    d.nodes[2] = {NodeKind::Leaf, 2, qQNaN(), {}, {}, {}};
    d.nodes[3] = {NodeKind::Leaf, 4, qQNaN(), {}, {}, {}};
    return d;
}

} // namespace

class TstGameTree : public QObject {
    Q_OBJECT
private slots:
    void preorderNumbering()
    {
        const GameTree t = GameTree::fromDraft(smallDraft());
        QCOMPARE(t.size(), 7);
        QCOMPARE(t.name(0), QString("A"));
        QCOMPARE(t.name(1), QString("B"));
        QCOMPARE(t.value(2), 3.0);
        QCOMPARE(t.value(3), 12.0);
        QCOMPARE(t.name(4), QString("C"));
        QCOMPARE(t.label(4), QString("R"));
        QCOMPARE(t.parent(5), 4);
        QCOMPARE(t.depth(6), 2);
        QCOMPARE(t.subtreeEnd(0), 7);
        QCOMPARE(t.subtreeEnd(1), 4);
        QCOMPARE(t.childIndex(4), 1);
        QVERIFY(t.isAncestorOrSelf(1, 3));
        QVERIFY(!t.isAncestorOrSelf(1, 4));
        QCOMPARE(t.height(), 2);
        QCOMPARE(t.leafCount(), 4);
    }
    void draftRoundTrip()
    {
        const GameTree t = GameTree::fromDraft(smallDraft());
        QVERIFY(GameTree::fromDraft(t.toDraft()) == t);
        const GameTree sub = GameTree::fromDraft(t.subtreeDraft(4));
        QCOMPARE(sub.size(), 3);
        QCOMPARE(sub.value(1), 2.0);
        QVERIFY(sub.label(0).isEmpty()); // the edge label belongs to the parent's edge
    }
    void rejectsSharedChild()
    {
        TreeDraft d = smallDraft();
        d.nodes[5].children = {2, 1}; // node 1 now has two parents
        QString error;
        QVERIFY(GameTree::fromDraft(d, &error).isEmpty());
        QVERIFY2(error.contains("reached twice"), qPrintable(error));
    }
    void millionLevelChainBuildsWithoutRecursion()
    {
        TreeDraft d;
        const int n = 1'000'000;
        d.nodes.resize(n);
        for (int i = 0; i + 1 < n; ++i) {
            d.nodes[i].kind = i % 2 ? NodeKind::Min : NodeKind::Max;
            d.nodes[i].children = {i + 1};
        }
        d.nodes[n - 1].value = 1;
        const GameTree t = GameTree::fromDraft(d);
        QCOMPARE(t.size(), n);
        QCOMPARE(t.height(), n - 1);
        QCOMPARE(t.subtreeEnd(0), n);
        QVERIFY(validateTree(t).empty());
    }
    void validationNamesTheNode_data()
    {
        QTest::addColumn<int>("mutation");
        QTest::addColumn<QString>("expected");
        QTest::newRow("inner without children") << 0 << "node 4 (C) is a min node without children";
        QTest::newRow("infinite value") << 1 << "node 2 has a value that is not a finite number (inf)";
        QTest::newRow("probability under max") << 2 << "node 1 (B) has a probability but its parent is not a chance node";
        QTest::newRow("leaf without value") << 3 << "node 3 is a leaf without a value";
        QTest::newRow("sum not one") << 4 << "node 0 (A): the probabilities of its children sum to 0.9, not 1";
        QTest::newRow("negative") << 5 << "node 1 (B) has the probability -0.5";
    }
    void validationNamesTheNode()
    {
        QFETCH(int, mutation);
        QFETCH(QString, expected);
        TreeDraft d = GameTree::fromDraft(smallDraft()).toDraft();
        switch (mutation) {
        case 0: d.nodes[4].children.clear(); break;
        case 1: d.nodes[2].value = qInf(); break;
        case 2: d.nodes[1].prob = 0.5; break;
        case 3: d.nodes[3].value = qQNaN(); break;
        case 4: d.nodes[0].kind = NodeKind::Chance; d.nodes[1].prob = 0.4; d.nodes[4].prob = 0.5; break;
        case 5: d.nodes[0].kind = NodeKind::Chance; d.nodes[1].prob = -0.5; d.nodes[4].prob = 1.5; break;
        }
        const auto problems = validateTree(GameTree::fromDraft(d));
        QVERIFY(!problems.empty());
        QVERIFY2(problems.front().message.startsWith(expected), qPrintable(problems.front().message));
    }
    void normalisation()
    {
        TreeDraft d = GameTree::fromDraft(smallDraft()).toDraft();
        d.nodes[0].kind = NodeKind::Chance;
        d.nodes[1].prob = 1;
        d.nodes[4].prob = 3;
        const GameTree t = normaliseProbabilities(GameTree::fromDraft(d));
        QCOMPARE(t.prob(1), 0.25);
        QCOMPARE(t.prob(4), 0.75);
        QVERIFY(validateTree(t).empty());
    }
};

QTEST_GUILESS_MAIN(TstGameTree)
#include "tst_gametree.moc"

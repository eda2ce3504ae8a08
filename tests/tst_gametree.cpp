// The tree model: preorder numbering, subtree ranges, drafts and validation messages.
#include "core/tree/gametree.h"
#include "core/tree/nametext.h"
#include "core/tree/transpositions.h"
#include "core/tree/validate.h"

#include <QtTest>

using namespace gt;

namespace {

// max(min(3,12), min(2,4)) built in a scrambled draft order.
TreeDraft smallDraft()
{
    auto node = [](NodeKind kind, double value, const char *name, const char *label,
                   std::vector<std::int32_t> children) {
        DraftNode n;
        n.kind = kind;
        n.value = value;
        n.name = QString::fromUtf8(name);
        n.label = QString::fromUtf8(label);
        n.children = std::move(children);
        return n;
    };
    TreeDraft d;
    d.nodes.resize(7);
    d.root = 6;
    d.nodes[6] = node(NodeKind::Max, qQNaN(), "A", "", {4, 5});
    d.nodes[4] = node(NodeKind::Min, qQNaN(), "B", "L", {0, 1});
    d.nodes[5] = node(NodeKind::Min, qQNaN(), "C", "R", {2, 3});
    d.nodes[0] = node(NodeKind::Leaf, 3, "", "", {});
    d.nodes[1] = node(NodeKind::Leaf, 12, "", "", {});
    d.nodes[2] = node(NodeKind::Leaf, 2, "", "", {});
    d.nodes[3] = node(NodeKind::Leaf, 4, "", "", {});
    return d;
}

// max(min(3,12), min(3,12)) with both min nodes keyed "k1": a valid transposition.
TreeDraft keyedDraft()
{
    TreeDraft d = GameTree::fromDraft(smallDraft()).toDraft();
    d.nodes[5].value = 3;
    d.nodes[6].value = 12;
    d.nodes[1].key = QStringLiteral("k1");
    d.nodes[4].key = QStringLiteral("k1");
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
        QTest::newRow("infinite value")
            << 1 << "node 2 has a value that is not a finite number (inf)";
        QTest::newRow("probability under max")
            << 2 << "node 1 (B) has a probability but its parent is not a chance node";
        QTest::newRow("leaf without value") << 3 << "node 3 is a leaf without a value";
        QTest::newRow("sum not one")
            << 4 << "node 0 (A): the probabilities of its children sum to 0.9, not 1";
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
        case 4:
            d.nodes[0].kind = NodeKind::Chance;
            d.nodes[1].prob = 0.4;
            d.nodes[4].prob = 0.5;
            break;
        case 5:
            d.nodes[0].kind = NodeKind::Chance;
            d.nodes[1].prob = -0.5;
            d.nodes[4].prob = 1.5;
            break;
        }
        const auto problems = validateTree(GameTree::fromDraft(d));
        QVERIFY(!problems.empty());
        QVERIFY2(problems.front().message.startsWith(expected),
                 qPrintable(problems.front().message));
    }
    // The one rule for what a name or move label may hold (core/tree/nametext.h), which every
    // reader applies with the place, and fromDraft as a backstop for every other way in.
    void forbiddenCharacters_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("index"); // -1: allowed
        QTest::addColumn<QString>("description");
        const int line = int(TextKind::Line), multi = int(TextKind::MultiLine);
        QTest::newRow("plain") << "A b1 é 😀 \u00A0 \uFEFF \uFFFD" << line << -1 << "";
        QTest::newRow("NUL") << QString("ab") + QChar(0) << line << 2
                             << "a control character (U+0000)";
        QTest::newRow("line feed") << "a\nb" << line << 1 << "a control character (U+000A)";
        QTest::newRow("line feed in notes") << "a\nb\tc" << multi << -1 << "";
        QTest::newRow("CR in notes") << "a\r\nb" << multi << 1 << "a control character (U+000D)";
        QTest::newRow("unit separator") << "\x1f" << line << 0 << "a control character (U+001F)";
        QTest::newRow("DEL") << "x\x7f" << line << 1 << "a control character (U+007F)";
        QTest::newRow("C1") << "\u0080\u009f" << line << 0 << "a control character (U+0080)";
        QTest::newRow("after C1") << "\u00a0" << line << -1 << "";
        QTest::newRow("U+FFFE") << "a\uFFFE" << line << 1 << "a noncharacter (U+FFFE)";
        QTest::newRow("U+FFFF") << "\uFFFF" << multi << 0 << "a noncharacter (U+FFFF)";
        QTest::newRow("lone high surrogate")
            << QString("a") + QChar(0xD83D) << line << 1 << "an unpaired surrogate (U+D83D)";
        QTest::newRow("lone low surrogate")
            << QString("a") + QChar(0xDE00) + "b" << line << 1 << "an unpaired surrogate (U+DE00)";
        QTest::newRow("reversed pair") << QString() + QChar(0xDE00) + QChar(0xD83D) << line << 0
                                       << "an unpaired surrogate (U+DE00)";
    }
    void forbiddenCharacters()
    {
        QFETCH(QString, text);
        QFETCH(int, kind);
        QFETCH(int, index);
        QFETCH(QString, description);
        const std::optional<ForbiddenChar> bad = firstForbiddenChar(text, TextKind(kind));
        QCOMPARE(bad.has_value(), index >= 0);
        if (!bad)
            return;
        QCOMPARE(int(bad->index), index);
        QCOMPARE(describeForbiddenChar(*bad), description);
    }
    void fromDraftRefusesForbiddenCharacters()
    {
        TreeDraft d = GameTree::fromDraft(smallDraft()).toDraft();
        d.nodes[3].label = QStringLiteral("a\tb");
        QString why;
        QVERIFY(GameTree::fromDraft(d, &why).isEmpty());
        QCOMPARE(why,
                 QStringLiteral("node 3: the move label contains a control character (U+0009)"));
        d.nodes[3].label.clear();
        d.nodes[0].name = QString(QChar(0xDC00));
        QVERIFY(GameTree::fromDraft(d, &why).isEmpty());
        QCOMPARE(why, QStringLiteral("node 0: the name contains an unpaired surrogate (U+DC00)"));
        d.nodes[0].name = QStringLiteral("fine 😀");
        QVERIFY(!GameTree::fromDraft(d).isEmpty());
    }
    // Keys, intervals and positions ride along through drafts and equality, and a tree
    // without them pays nothing for them.
    void nodeDataRoundTrip()
    {
        TreeDraft d = keyedDraft();
        d.nodes[0].pess = -2;
        d.nodes[0].opt = 7.5;
        d.nodes[4].gameId = QStringLiteral("ttt");
        d.nodes[4].positionText = QStringLiteral("x.o/.x./..o");
        const GameTree t = GameTree::fromDraft(d);
        QVERIFY(t.hasKeys() && t.hasIntervals() && t.hasPositions());
        QCOMPARE(t.key(1), QStringLiteral("k1"));
        QVERIFY(t.key(2).isEmpty());
        QCOMPARE(t.interval(0), (std::optional<Interval>{Interval{-2, 7.5}}));
        QVERIFY(!t.interval(1));
        QCOMPARE(t.gameId(4), QStringLiteral("ttt"));
        QCOMPARE(t.positionText(4), QStringLiteral("x.o/.x./..o"));
        QVERIFY(!t.hasPosition(1));
        QVERIFY(GameTree::fromDraft(t.toDraft()) == t);
        const GameTree sub = GameTree::fromDraft(t.subtreeDraft(4));
        QCOMPARE(sub.key(0), QStringLiteral("k1"));
        QCOMPARE(sub.positionText(0), QStringLiteral("x.o/.x./..o"));
        QVERIFY(validateTree(t).empty());

        for (int change = 0; change < 4; ++change) {
            TreeDraft e = t.toDraft();
            switch (change) {
            case 0: e.nodes[1].key = QStringLiteral("k2"); break;
            case 1: e.nodes[0].opt = 7; break;
            case 2: e.nodes[4].gameId = QStringLiteral("c4"); break;
            case 3: e.nodes[4].positionText = QStringLiteral("x.o/.x./..."); break;
            }
            QVERIFY2(!(GameTree::fromDraft(e) == t), qPrintable(QString::number(change)));
        }

        // A plain tree holds the seven core arrays and nothing per node besides: no
        // probabilities unless some node has one.
        TreeDraft plainDraft = smallDraft();
        for (DraftNode &node : plainDraft.nodes)
            node.name.clear(), node.label.clear();
        const GameTree plain = GameTree::fromDraft(plainDraft);
        QVERIFY(!plain.hasKeys() && !plain.hasIntervals() && !plain.hasPositions());
        const std::size_t n = std::size_t(plain.size());
        const std::size_t perNode = sizeof(NodeKind) + sizeof(double) + 4 * sizeof(NodeId);
        const std::size_t offsets = (n + 1) * sizeof(NodeId) - sizeof(NodeId); // root: no slot
        QCOMPARE(plain.memoryBytes(), n * perNode + offsets);
        TreeDraft keyed = plainDraft;
        keyed.nodes[2].key = QStringLiteral("k");
        QVERIFY(GameTree::fromDraft(keyed).memoryBytes() > plain.memoryBytes());
        TreeDraft withProb = plainDraft;
        withProb.nodes[0].prob = 0.5; // preorder id 2
        const GameTree probable = GameTree::fromDraft(withProb);
        QCOMPARE(probable.memoryBytes(), plain.memoryBytes() + n * sizeof(double));
        QCOMPARE(probable.prob(2), 0.5);
        QVERIFY(!plain.hasProb(2) && qIsNaN(plain.prob(2)));
    }
    void fromDraftRefusesForbiddenNodeData()
    {
        TreeDraft d = keyedDraft();
        d.nodes[4].key = QStringLiteral("k") + QChar(0x0A);
        QString why;
        QVERIFY(GameTree::fromDraft(d, &why).isEmpty());
        QCOMPARE(why, QStringLiteral("node 4: the key contains a control character (U+000A)"));
        d = keyedDraft();
        d.nodes[0].gameId = QStringLiteral("ttt");
        d.nodes[0].positionText = QStringLiteral("x.o") + QChar(0x0A) + QStringLiteral(".x.");
        QVERIFY(GameTree::fromDraft(d, &why).isEmpty());
        QCOMPARE(why, QStringLiteral("node 0: the position contains a control character (U+000A)"));
    }
    void nodeDataValidation_data()
    {
        QTest::addColumn<int>("mutation");
        QTest::addColumn<QString>("expected");
        QTest::newRow("pess above opt")
            << 0 << "node 0 (A) has the interval [5, 2]; the pessimistic bound must not exceed";
        QTest::newRow("infinite bound") << 1 << "node 2 has the interval [-inf, 2]; its bounds";
        QTest::newRow("bound too large")
            << 2 << "node 2 has the interval [0, 1000000000000001]; its bounds";
        QTest::newRow("one bound") << 3 << "node 2 has the interval [nan, 2]; its bounds";
        QTest::newRow("game without text") << 4 << "node 1 (B) has a game id but no position";
        QTest::newRow("text without game") << 5 << "node 1 (B) has a position but no game id";
        QTest::newRow("keyed subtrees differ")
            << 6
            << "node 4 (C) and node 1 (B) share the key 'k1' but their subtrees differ "
               "(node 6 has 11, node 3 has 12)";
        QTest::newRow("keyed kinds differ")
            << 7
            << "node 4 (C) and node 1 (B) share the key 'k1' but their subtrees differ "
               "(node 4 (C) has a max node, node 1 (B) has a min node)";
        QTest::newRow("key below differs")
            << 8
            << "node 4 (C) and node 1 (B) share the key 'k1' but their subtrees differ "
               "(node 5 has the key 'x', node 2 has no key)";
        QTest::newRow("leaf keys differ")
            << 9
            << "node 5 and node 2 share the key 'L' but their subtrees differ "
               "(node 5 has 4, node 2 has 3)";
    }
    void nodeDataValidation()
    {
        QFETCH(int, mutation);
        QFETCH(QString, expected);
        TreeDraft d = keyedDraft();
        switch (mutation) {
        case 0: d.nodes[0].pess = 5, d.nodes[0].opt = 2; break;
        case 1: d.nodes[2].pess = -qInf(), d.nodes[2].opt = 2; break;
        case 2: d.nodes[2].pess = 0, d.nodes[2].opt = 1e15 + 1; break;
        case 3: d.nodes[2].opt = 2; break;
        case 4: d.nodes[1].gameId = QStringLiteral("ttt"); break;
        case 5: d.nodes[1].positionText = QStringLiteral("x.o"); break;
        case 6: d.nodes[6].value = 11; break;
        case 7: d.nodes[4].kind = NodeKind::Max; break;
        case 8: d.nodes[5].key = QStringLiteral("x"); break;
        case 9:
            d.nodes[1].key.clear(), d.nodes[4].key.clear();
            d.nodes[2].key = d.nodes[5].key = QStringLiteral("L");
            d.nodes[5].value = 4;
            break;
        }
        const auto problems = validateTree(GameTree::fromDraft(d));
        QVERIFY(!problems.empty());
        QVERIFY2(problems.front().message.startsWith(expected),
                 qPrintable(problems.front().message));
    }
    // Names and move labels describe; they may differ between transpositions.
    void transpositionsIgnoreNamesAndLabels()
    {
        TreeDraft d = keyedDraft();
        d.nodes[4].name = QStringLiteral("other");
        d.nodes[5].label = QStringLiteral("m");
        d.nodes[4].pess = 1, d.nodes[4].opt = 2;
        QVERIFY(checkTranspositions(GameTree::fromDraft(d)).empty());
        QVERIFY(checkTranspositions(GameTree::fromDraft(smallDraft())).empty());
    }
    // A million-node tree made of keyed copies: every subtree of the same depth is identical and
    // keyed by its depth, so each key is shared by up to half a million nodes. Pairwise walks
    // would take forever; the class numbers take one pass.
    void millionKeyedNodesCheckedInOnePass()
    {
        TreeDraft d;
        const int depth = 19; // 2^20 - 1 nodes
        const int n = (1 << (depth + 1)) - 1;
        d.nodes.resize(n);
        for (int i = 0; i < n; ++i) {
            int level = 0;
            for (int j = i + 1; j > 1; j >>= 1)
                ++level;
            DraftNode &node = d.nodes[i];
            node.key = QStringLiteral("d%1").arg(level);
            if (level == depth) {
                node.value = 1;
            } else {
                node.kind = level % 2 ? NodeKind::Min : NodeKind::Max;
                node.children = {2 * i + 1, 2 * i + 2};
            }
        }
        GameTree t = GameTree::fromDraft(d);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(checkTranspositions(t).empty());
        qInfo("checkTranspositions: %d nodes in %lld ms", t.size(), clock.elapsed());
        d.nodes[n - 1].value = 2; // the last leaf differs from its key's first node
        t = GameTree::fromDraft(d);
        const auto problems = checkTranspositions(t);
        QVERIFY(!problems.empty());
        QVERIFY2(problems.back().message.contains("share the key 'd19'"),
                 qPrintable(problems.back().message));
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

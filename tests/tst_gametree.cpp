// The tree model: preorder numbering, subtree ranges, drafts and validation messages.
#include "core/tree/gametree.h"
#include "core/tree/nametext.h"
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

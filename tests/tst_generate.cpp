// Generators (core/generate): the explicit list and its descriptors, the random generator's
// trees (the same for a seed as before it had a descriptor), its heuristic values and move
// labels, and `gametree generate` / `gametree random` built from the descriptors.
#include "clirunner.h"
#include "searchoracle.h"
#include "treetexthelpers.h"

#include "core/generate/generator.h"
#include "core/generate/randomtree.h"
#include "core/io/treetext.h"
#include "core/options/optionflags.h"
#include "core/session/documentfiles.h"
#include "core/tree/validate.h"

#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace gt;

Q_DECLARE_METATYPE(gt::OptionValues)

namespace {

using test::gametree;
using test::Result;

const Generator &randomGen()
{
    const Generator *g = findGenerator(QStringLiteral("random"));
    Q_ASSERT(g);
    return *g;
}

GameTree generated(const OptionValues &values, std::uint64_t seed)
{
    QString error;
    const auto tree = randomGen().generate(values, seed, &error);
    if (!tree)
        qFatal("random refused: %s", qPrintable(error));
    return *tree;
}

OptionValues options(std::initializer_list<std::pair<const char *, QVariant>> list)
{
    OptionValues v;
    for (const auto &[name, value] : list)
        v.set(QString::fromLatin1(name), value);
    return v;
}

// The same shape, kinds, leaf values and probabilities: what the extras must not change.
bool sameGame(const GameTree &a, const GameTree &b)
{
    if (a.size() != b.size())
        return false;
    for (NodeId n = 0; n < a.size(); ++n) {
        if (a.kind(n) != b.kind(n) || a.childCount(n) != b.childCount(n) ||
            a.parent(n) != b.parent(n) || (a.isLeaf(n) && a.value(n) != b.value(n)) ||
            a.hasProb(n) != b.hasProb(n))
            return false;
    }
    return true;
}

} // namespace

class TstGenerate : public QObject {
    Q_OBJECT

private slots:
    // Every generator describes itself fully, and its declared defaults are values it takes.
    void everyGeneratorDescribesItself()
    {
        QVERIFY(!generators().empty());
        QSet<QString> ids;
        for (const Generator *g : generators()) {
            QVERIFY(!ids.contains(g->id()));
            ids.insert(g->id());
            QCOMPARE(findGenerator(g->id()), g);
            QVERIFY(!g->displayName().isEmpty());
            QVERIFY2(g->description().endsWith(QLatin1Char('.')), qPrintable(g->description()));
            for (const OptionSpec &spec : g->options()) {
                QVERIFY2(!spec.help.isEmpty() && !spec.help.endsWith(QLatin1Char('.')),
                         qPrintable(spec.name));
                if (spec.defaultValue.isNull()) {
                    QVERIFY2(!spec.defaultText.isEmpty(), qPrintable(spec.name));
                    continue;
                }
                QString error;
                QVERIFY2(checkOptionValue(spec, spec.defaultValue, &error), qPrintable(error));
                QVERIFY2(parseOptionValue(spec, optionValueText(spec, spec.defaultValue), &error),
                         qPrintable(error));
            }
            // The defaults make a tree.
            QString error;
            QVERIFY2(g->generate(OptionValues(), 1, &error), qPrintable(error));
        }
        QVERIFY(!findGenerator(QStringLiteral("no-such-generator")));
    }

    // Trees of a seed stay the trees they were before the generator had a descriptor: these
    // were written by `gametree random` of the release before.
    void seedsKeepTheirTrees_data()
    {
        QTest::addColumn<OptionValues>("values");
        QTest::addColumn<qulonglong>("seed");
        QTest::addColumn<QString>("expected");
        QTest::newRow("b3 d2 -9:9 seed 7")
            << options({{"branching", 3}, {"depth", 2}, {"values", intervalValue({-9, 9})}}) << 7ULL
            << "((-4,2,-8),(0,0,-7),(-9,-3,2))";
        QTest::newRow("b2 d3 chance seed 5")
            << options({{"branching", 2}, {"depth", 3}, {"chance", true}}) << 5ULL
            << "max(chance(min(9,6), min(3,6)), chance(min(1,5), min(9,6)))";
    }
    void seedsKeepTheirTrees()
    {
        QFETCH(OptionValues, values);
        QFETCH(qulonglong, seed);
        QFETCH(QString, expected);
        QCOMPARE(test::show(generated(values, seed)), expected);
    }

    // h = v + e: with noise 0 the true value exactly, with noise A within A of it in whole
    // numbers, and never anything else of the tree changed.
    void heuristicsEstimateTheTrueValue_data()
    {
        QTest::addColumn<bool>("chance");
        QTest::newRow("max and min") << false;
        QTest::newRow("chance levels") << true;
    }
    void heuristicsEstimateTheTrueValue()
    {
        QFETCH(bool, chance);
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const OptionValues plain =
                options({{"branching", 3}, {"depth", 4}, {"chance", chance}});
            const GameTree bare = generated(plain, seed);
            OptionValues exact = plain;
            exact.set(QStringLiteral("heuristics"), 0);
            OptionValues noisy = plain;
            noisy.set(QStringLiteral("heuristics"), 3);
            const GameTree e = generated(exact, seed), h = generated(noisy, seed);
            QVERIFY(sameGame(bare, e) && sameGame(bare, h));
            QCOMPARE(generated(noisy, seed), h); // deterministic
            int off = 0;
            for (NodeId n = 0; n < bare.size(); ++n) {
                if (bare.isLeaf(n))
                    continue;
                QVERIFY(!bare.hasValue(n));
                const double truth = oracle::value(bare, n);
                QCOMPARE(e.value(n), truth);
                // A whole number, up to the rounding of v + e in doubles (v may be a mean).
                const double error = h.value(n) - truth, whole = std::round(error);
                QVERIFY2(
                    std::abs(whole) <= 3 && std::abs(error - whole) < 1e-9,
                    qPrintable(QStringLiteral("seed %1 node %2: %3").arg(seed).arg(n).arg(error)));
                off += whole != 0;
            }
            QVERIFY(off > 0); // 40 inner nodes, each exact with chance 1/7
        }
    }

    // Each inner node's children carry distinct letters of the first K; with K letters for B
    // children a letter recurs all over the tree, and not always in alphabetical order.
    void movesAreLettersThatRecur()
    {
        const OptionValues plain = options({{"branching", 3}, {"depth", 4}});
        OptionValues labelled = plain;
        labelled.set(QStringLiteral("moves"), 4);
        const GameTree bare = generated(plain, 9), t = generated(labelled, 9);
        QVERIFY(sameGame(bare, t));
        QVERIFY(!bare.hasLabels());
        QCOMPARE(generated(labelled, 9), t);
        QVERIFY(!(generated(labelled, 10) == t));
        QHash<QString, int> uses;
        int unsorted = 0;
        for (NodeId n = 0; n < t.size(); ++n) {
            QStringList labels;
            for (const NodeId c : t.children(n))
                labels << t.label(c);
            QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
            for (const QString &label : labels) {
                QVERIFY2(label.size() == 1 && label[0] >= u'a' && label[0] <= u'd',
                         qPrintable(label));
                ++uses[label];
            }
            QStringList sorted = labels;
            sorted.sort();
            unsorted += sorted != labels;
        }
        QCOMPARE(t.label(0), QString());
        QCOMPARE(uses.size(), 4);
        for (const int count : std::as_const(uses))
            QVERIFY(count > 10); // 120 edges over 4 letters
        QVERIFY(unsorted > 0);
    }

    // Keyed transpositions: copies of earlier subtrees at the same depth and side to move, each
    // key on at least two nodes, and the key check of every reader accepts them on every seed,
    // with heuristics (noise drawn per node) and move labels on top, chance levels or not.
    void transpositionsAreKeyedCopies()
    {
        int keyed = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const bool chance = seed % 2;
            const GameTree t = generated(options({{"branching", 3},
                                                  {"depth", chance ? 4 : 5},
                                                  {"chance", chance},
                                                  {"heuristics", 3},
                                                  {"moves", 4},
                                                  {"transpositions", 0.3}}),
                                         seed);
            const auto problems = validateTree(t);
            QVERIFY2(problems.empty(),
                     qPrintable(problems.empty() ? QString() : problems.front().message));
            QHash<QString, QList<NodeId>> nodes;
            for (NodeId n = 0; n < t.size(); ++n) {
                if (!t.key(n).isEmpty())
                    nodes[t.key(n)] << n;
            }
            for (auto it = nodes.cbegin(); it != nodes.cend(); ++it) {
                QVERIFY(it.value().size() >= 2);
                const NodeId a = it.value()[0], b = it.value()[1];
                QCOMPARE(t.depth(a), t.depth(b));
                QCOMPARE(t.kind(a), t.kind(b));
                QVERIFY(!t.isAncestorOrSelf(a, b));
                QCOMPARE(writeTreeText(t, a), writeTreeText(t, b)); // heuristics and labels too
                keyed += int(it.value().size());
            }
        }
        QVERIFY(keyed > 1000);
        // Irregular trees (early leaves, random kinds, random probabilities) too.
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            RandomTreeOptions o;
            o.minBranching = 1;
            o.maxBranching = 4;
            o.depth = 6;
            o.leafChance = 0.2;
            o.randomKinds = o.chanceLevels = o.randomProbabilities = seed % 2;
            o.transpositions = 0.5;
            o.seed = seed;
            const auto problems = validateTree(randomTree(o));
            QVERIFY2(problems.empty(),
                     qPrintable(problems.empty() ? QString() : problems.front().message));
        }
        // Off, the seed's tree is the one it always was; the option has its own stream.
        const OptionValues plain = options({{"branching", 3}, {"depth", 4}});
        OptionValues none = plain;
        none.set(QStringLiteral("transpositions"), 0.0);
        QCOMPARE(generated(none, 5), generated(plain, 5));
        QVERIFY(!generated(plain, 5).hasKeys());
    }

    // Options that cannot make a tree are refused with a message naming them.
    void refusals_data()
    {
        QTest::addColumn<OptionValues>("values");
        QTest::addColumn<QString>("message");
        QTest::newRow("too few letters")
            << options({{"branching", 3}, {"moves", 2}}) << "--moves 2 is fewer letters than";
        QTest::newRow("fractional values")
            << options({{"values", intervalValue({0.5, 3})}}) << "--values takes whole numbers";
        QTest::newRow("too big") << options({{"branching", 10}, {"depth", 9}})
                                 << "a tree with branching 10 and depth 9 has more than 5,000,000";
    }
    void refusals()
    {
        QFETCH(OptionValues, values);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!randomGen().generate(values, 1, &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    // Chance levels are levels of the depth: b^d leaves either way, so a tree with chance
    // levels is refused only when the same tree without them would be.
    void chanceLevelsCountOnce()
    {
        const GameTree t =
            generated(options({{"branching", 10}, {"depth", 4}, {"chance", true}}), 1);
        QCOMPARE(t.size(), 11111);
        QCOMPARE(t.height(), 4);
    }

    // `gametree generate random` and its short form `gametree random` write the same tree;
    // the flags and --help come from the descriptor.
    void commandLine()
    {
        const QStringList flags{"--branching", "3",        "--depth", "2",  "--seed",
                                "7",           "--values", "-9:9",    "-o", "-"};
        const Result full = gametree(QStringList{"generate", "random"} + flags);
        QCOMPARE(full.exit, 0);
        QCOMPARE(full.out.trimmed(), QByteArray("((-4,2,-8),(0,0,-7),(-9,-3,2))"));
        QCOMPARE(gametree(QStringList{"random"} + flags).out, full.out);

        const Result list = gametree({"generate", "--help"});
        QCOMPARE(list.exit, 0);
        for (const Generator *g : generators())
            QVERIFY2(list.out.contains("  " + g->id().toUtf8() + " "), list.out.constData());
        // The usage line names the argument once, not every generator after it.
        QVERIFY2(list.out.startsWith("Usage: gametree generate [options] GEN\n"),
                 list.out.constData());
        for (const char *command : {"generate random", "random"}) {
            const QStringList args =
                QString::fromLatin1(command).split(u' ') + QStringList{"--help"};
            const Result help = gametree(args);
            QCOMPARE(help.exit, 0);
            QVERIFY(help.out.startsWith("Usage: gametree " + QByteArray(command)));
            for (const OptionSpec &spec : randomGen().options()) {
                const QString value = optionValuePlaceholder(spec);
                const QString flag = QStringLiteral("--") + spec.name +
                                     (value.isEmpty() ? QString() : " <" + value + '>');
                QVERIFY2(help.out.contains(flag.toUtf8()), qPrintable(flag));
            }
        }

        // The heuristics and labels survive the .tree notation.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("g.tree"));
        QCOMPARE(gametree({"generate", "random", "--heuristics", "2", "--moves", "3", "--seed", "4",
                           "-o", path})
                     .exit,
                 0);
        ReadError error;
        const auto doc = loadDocument(path, &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        QCOMPARE(doc->tree, generated(options({{"heuristics", 2}, {"moves", 3}}), 4));
    }

    void commandLineErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("no generator")
            << QStringList{"generate"} << QByteArray("gametree: name the generator first");
        QTest::newRow("flag first") << QStringList{"generate", "--depth", "2", "random"}
                                    << QByteArray("gametree: name the generator first");
        QTest::newRow("unknown") << QStringList{"generate", "randum", "-o", "-"}
                                 << QByteArray("gametree: unknown generator 'randum' (known: ");
        QTest::newRow("bad value")
            << QStringList{"generate", "random", "--moves", "27", "-o", "-"}
            << QByteArray("gametree: --moves takes a whole number from 1 to 26");
        QTest::newRow("bad interval")
            << QStringList{"generate", "random", "--values", "9:0", "-o", "-"}
            << QByteArray("gametree: --values takes LO:HI");
        QTest::newRow("no output")
            << QStringList{"generate", "random"} << QByteArray("gametree: -o OUT is required");
        QTest::newRow("stray argument") << QStringList{"generate", "random", "x", "-o", "-"}
                                        << QByteArray("gametree: unexpected argument 'x'");
        QTest::newRow("short form needs branching and depth")
            << QStringList{"random", "--depth", "2", "-o", "-"}
            << QByteArray("gametree: --branching B is required");
        QTest::newRow("bad seed") << QStringList{"random", "--branching", "2",  "--depth", "2",
                                                 "--seed", "-1",          "-o", "-"}
                                  << QByteArray("gametree: --seed takes a whole number");
    }
    void commandLineErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Result r = gametree(args);
        QCOMPARE(r.exit, 2);
        QVERIFY2(r.err.startsWith(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_MAIN(TstGenerate)
#include "tst_generate.moc"

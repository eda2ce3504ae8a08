// `random`: uniform random trees (randomtree.h) with the extras the search issues need.
#include "generator.h"
#include "randomtree.h"

#include <QCoreApplication>

#include <cmath>

namespace gt {

namespace {

// The options as generate() reads them once; the initial values are the defaults options()
// declares.
struct Settings {
    int branching = 2;
    int depth = 3;
    bool chance = false;
    OptionInterval values{0, 9};
    int heuristicNoise = -1; // -1: no heuristic values
    int intervalWidth = -1;  // -1: no intervals
    int moveLetters = 0;     // 0: no move labels
    double transpositions = 0;
};

Settings read(const OptionValues &v)
{
    Settings s;
    s.branching = v.integer(QStringLiteral("branching"), s.branching);
    s.depth = v.integer(QStringLiteral("depth"), s.depth);
    s.chance = v.flag(QStringLiteral("chance"));
    s.values = v.interval(QStringLiteral("values"), s.values);
    s.heuristicNoise = v.integer(QStringLiteral("heuristics"), s.heuristicNoise);
    s.intervalWidth = v.integer(QStringLiteral("intervals"), s.intervalWidth);
    s.moveLetters = v.integer(QStringLiteral("moves"), s.moveLetters);
    s.transpositions = v.real(QStringLiteral("transpositions"), s.transpositions);
    return s;
}

// More nodes than a generated tree may have: what the program can hold and draw.
constexpr double MaxNodes = 5e6;

class RandomGenerator : public Generator {
public:
    QString id() const override { return QStringLiteral("random"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Generator", "Random tree");
    }
    QString description() const override
    {
        return QCoreApplication::translate(
            "gt::Generator", "A uniform tree of max and min levels (chance levels between them "
                             "if asked) with random whole-number leaf values, the same for the "
                             "same seed everywhere.");
    }
    OptionSpecs options() const override
    {
        const Settings d;
        return {
            OptionSpec::integer(
                QStringLiteral("branching"), d.branching, QStringLiteral("B"),
                QCoreApplication::translate("gt::Option", "Children per inner node"))
                .withRange(1, 1000),
            OptionSpec::integer(QStringLiteral("depth"), d.depth, QStringLiteral("D"),
                                QCoreApplication::translate("gt::Option", "Depth of the leaves"))
                .withRange(0, 1000),
            OptionSpec::flag(QStringLiteral("chance"),
                             QCoreApplication::translate(
                                 "gt::Option", "Put a chance level below every max and min level")),
            OptionSpec::interval(
                QStringLiteral("values"), intervalValue(d.values), QStringLiteral("LO:HI"),
                QCoreApplication::translate("gt::Option", "Leaf values are whole numbers in LO:HI"))
                .withRange(-1e9, 1e9), // whole numbers that an int holds, in round figures
            OptionSpec::integer(
                QStringLiteral("heuristics"), QVariant(), QStringLiteral("A"),
                QCoreApplication::translate("gt::Option",
                                            "Give every inner node a heuristic value: its true "
                                            "value plus a whole number drawn uniformly from "
                                            "[-A, A]"))
                .withRange(0, 1e6)
                .withDefaultText(QCoreApplication::translate("gt::Option", "none")),
            OptionSpec::integer(QStringLiteral("intervals"), QVariant(), QStringLiteral("W"),
                                QCoreApplication::translate(
                                    "gt::Option", "Give every inner node an interval [v-a, v+b] "
                                                  "around its true value v (for B*), a and b "
                                                  "whole numbers drawn uniformly from [0, W]"))
                .withRange(0, 1e6)
                .withDefaultText(QCoreApplication::translate("gt::Option", "none")),
            OptionSpec::integer(QStringLiteral("moves"), QVariant(), QStringLiteral("K"),
                                QCoreApplication::translate(
                                    "gt::Option", "Label each node's moves with distinct letters "
                                                  "from the first K of a, b, c, ..., so that moves "
                                                  "recur across the tree"))
                .withRange(1, 26)
                .withDefaultText(QCoreApplication::translate("gt::Option", "no labels")),
            OptionSpec::real(QStringLiteral("transpositions"), d.transpositions,
                             QStringLiteral("P"),
                             QCoreApplication::translate(
                                 "gt::Option", "Make each inner node, with chance P, a copy of an "
                                               "earlier subtree at the same depth with the same "
                                               "side to move; both get the same key"))
                .withRange(0, 1),
        };
    }
    bool usesSeed() const override { return true; }
    bool isGame() const override { return false; }

    std::optional<GameTree> generate(const OptionValues &options, std::uint64_t seed,
                                     QString *error) const override
    {
        auto fail = [error](const QString &why) -> std::optional<GameTree> {
            if (error)
                *error = why;
            return std::nullopt;
        };
        const Settings s = read(options);
        if (s.values.low != std::floor(s.values.low) || s.values.high != std::floor(s.values.high))
            return fail(
                QCoreApplication::translate("gt::Generator", "--values takes whole numbers LO:HI"));
        if (s.moveLetters > 0 && s.moveLetters < s.branching)
            return fail(
                QCoreApplication::translate("gt::Generator",
                                            "--moves %1 is fewer letters than the %2 children of a "
                                            "node: each child needs a letter of its own")
                    .arg(s.moveLetters)
                    .arg(s.branching));
        // Refuse before allocating. Chance levels count as levels of the depth, so the tree
        // has 1 + b + … + b^d nodes either way.
        double nodes = 1, level = 1;
        for (int i = 0; i < s.depth && nodes <= MaxNodes; ++i) {
            level *= s.branching;
            nodes += level;
        }
        if (nodes > MaxNodes)
            return fail(QCoreApplication::translate(
                            "gt::Generator", "a tree with branching %1 and depth %2 has more than "
                                             "5,000,000 nodes")
                            .arg(s.branching)
                            .arg(s.depth));
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = s.branching;
        o.depth = s.depth;
        o.chanceLevels = s.chance;
        o.minValue = int(s.values.low);
        o.maxValue = int(s.values.high);
        o.heuristics = s.heuristicNoise >= 0;
        o.heuristicNoise = std::max(0, s.heuristicNoise);
        o.intervals = s.intervalWidth >= 0;
        o.intervalWidth = std::max(0, s.intervalWidth);
        o.moveLetters = s.moveLetters;
        o.transpositions = s.transpositions;
        o.seed = seed;
        return randomTree(o);
    }
};

} // namespace

const Generator *randomGenerator()
{
    static const RandomGenerator generator;
    return &generator;
}

} // namespace gt

// `gametree random`: a uniform random tree written to a file or standard output.
#include "cli.h"

#include "core/io/treefile.h"
#include "core/io/treetext.h"
#include "core/tree/generator.h"

#include <cstdio>

namespace gt::cli {

namespace {

bool positiveInt(const QString &text, int lo, int hi, int *out)
{
    bool ok = false;
    *out = text.toInt(&ok);
    return ok && *out >= lo && *out <= hi;
}

} // namespace

int runRandom(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("branching"), QStringLiteral("Children per inner node."),
                      QStringLiteral("B")});
    parser.addOption({QStringLiteral("depth"), QStringLiteral("Depth of the leaves."),
                      QStringLiteral("D")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Seed (default 1)."),
                      QStringLiteral("S"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("chance"),
                      QStringLiteral("Put a chance level below every max and min level.")});
    parser.addOption({QStringLiteral("values"),
                      QStringLiteral("Leaf values are whole numbers in LO:HI (default 0:9)."),
                      QStringLiteral("LO:HI"), QStringLiteral("0:9")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write to OUT (.tree, .json, .dot; - for standard output)."),
                      QStringLiteral("OUT")});
    int exit = Ok;
    if (!parseArguments(parser, args, QStringLiteral("Generates a uniform random game tree."),
                        &exit))
        return exit;
    RandomTreeOptions o;
    int b = 0, d = 0;
    if (!positiveInt(parser.value(QStringLiteral("branching")), 1, 1000, &b) ||
        !positiveInt(parser.value(QStringLiteral("depth")), 0, 1000, &d))
        return fail(BadUsage, QStringLiteral("--branching (1..1000) and --depth (0..1000) are "
                                             "required"));
    o.minBranching = o.maxBranching = b;
    o.depth = d;
    bool seedOk = false;
    o.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    const QStringList range = parser.value(QStringLiteral("values")).split(QLatin1Char(':'));
    bool loOk = false, hiOk = false;
    if (range.size() == 2) {
        o.minValue = range[0].toInt(&loOk);
        o.maxValue = range[1].toInt(&hiOk);
    }
    if (!seedOk || !loOk || !hiOk || o.minValue > o.maxValue)
        return fail(BadUsage, QStringLiteral("--seed takes a whole number, --values LO:HI with "
                                             "LO ≤ HI"));
    o.chanceLevels = parser.isSet(QStringLiteral("chance"));
    // Refuse before allocating: b^d nodes must stay within what the program can hold.
    double nodes = 1, level = 1;
    for (int i = 0; i < d && nodes <= 5e6; ++i) {
        level *= b * (o.chanceLevels ? b : 1);
        nodes += level;
    }
    if (nodes > 5e6)
        return fail(BadUsage, QStringLiteral("a tree with branching %1 and depth %2 has more than "
                                             "5,000,000 nodes")
                                  .arg(b)
                                  .arg(d));
    if (!parser.isSet(QStringLiteral("output")))
        return fail(BadUsage, QStringLiteral("-o OUT is required (- for standard output)"));
    Document doc;
    doc.tree = randomTree(o);
    const QString out = parser.value(QStringLiteral("output"));
    if (out == QLatin1String("-")) {
        std::printf("%s\n", qPrintable(writeTreeText(doc.tree)));
        return Ok;
    }
    QString error;
    if (!saveDocument(doc, out, &error))
        return fail(BadInput, error);
    return Ok;
}

} // namespace gt::cli

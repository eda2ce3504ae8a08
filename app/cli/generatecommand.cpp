// `gametree generate GEN`: a tree from one of the generators of core/generate, with flags and
// --help generated from the generator's own options. `gametree random` is its short form.
#include "cli.h"

#include "core/generate/generator.h"
#include "core/io/treetext.h"
#include "core/options/optionflags.h"
#include "core/session/documentfiles.h"

#include <cstdio>
#include <limits>

namespace gt::cli {

namespace {

QString generatorIds()
{
    QStringList ids;
    for (const Generator *g : generators())
        ids << g->id();
    return ids.join(QStringLiteral(", "));
}

// `gametree generate --help`: the generators and what they make, wrapped as Qt wraps help.
int printGenerators(const QStringList &args)
{
    QCommandLineParser parser;
    for (const Generator *g : generators())
        parser.addPositionalArgument(
            g->id(), g->displayName() + QStringLiteral(" — ") + g->description(),
            // One "GEN" on the usage line: an empty syntax
            // would print every id there (parseArguments trims).
            g == generators().front() ? QStringLiteral("GEN") : QStringLiteral(" "));
    parser.addOption(
        {{QStringLiteral("o"), QStringLiteral("output")},
         QStringLiteral("Write to OUT (.gtree, .json, .tree, .dot; - for standard output)."),
         QStringLiteral("OUT")});
    int exit = Ok;
    parseArguments(parser, args,
                   QStringLiteral("Makes a game tree with the generator GEN, one of those below. "
                                  "'gametree generate GEN --help' lists the options of GEN."),
                   &exit);
    return exit;
}

// "(default: 0:9)" after a flag's help; a flag's "off" goes without saying.
QString defaultNote(const OptionSpec &spec)
{
    if (spec.type == OptionSpec::Type::Flag)
        return {};
    return QStringLiteral("default: %1").arg(optionDefaultText(spec));
}

} // namespace

int runGenerator(const Generator &generator, const QStringList &args, const QStringList &required)
{
    const OptionSpecs specs = generator.options();
    QCommandLineParser parser;
    parser.addOptions(optionFlags(specs, defaultNote));
    if (generator.usesSeed())
        parser.addOption({QStringLiteral("seed"), QStringLiteral("Seed (default 1)."),
                          QStringLiteral("S"), QStringLiteral("1")});
    parser.addOption(
        {{QStringLiteral("o"), QStringLiteral("output")},
         QStringLiteral("Write to OUT (.gtree, .json, .tree, .dot; - for standard output)."),
         QStringLiteral("OUT")});
    int exit = Ok;
    if (!parseArguments(parser, args, generator.description(), &exit))
        return exit;
    if (!parser.positionalArguments().isEmpty())
        return fail(BadUsage, QStringLiteral("unexpected argument '%1' (see --help)")
                                  .arg(parser.positionalArguments().front()));
    QStringList missing;
    for (const QString &name : required) {
        if (!parser.isSet(name))
            missing << optionFlagText(*findOption(specs, name));
    }
    if (!missing.isEmpty())
        return fail(BadUsage,
                    QStringLiteral("%1 %2 required")
                        .arg(missing.join(QStringLiteral(" and ")),
                             missing.size() == 1 ? QStringLiteral("is") : QStringLiteral("are")));
    QString error;
    const auto values = readOptionFlags(parser, specs, specs, generator.id(), &error);
    if (!values)
        return fail(BadUsage, error);
    std::uint64_t seed = 1;
    if (generator.usesSeed()) {
        bool ok = false;
        seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return fail(BadUsage, QStringLiteral("--seed takes a whole number from 0 to %1, not "
                                                 "'%2'")
                                      .arg(std::numeric_limits<std::uint64_t>::max())
                                      .arg(parser.value(QStringLiteral("seed"))));
    }
    if (!parser.isSet(QStringLiteral("output")))
        return fail(BadUsage, QStringLiteral("-o OUT is required (- for standard output)"));
    Document doc;
    auto tree = generator.generate(*values, seed, &error);
    if (!tree)
        return fail(BadUsage, error);
    doc.tree = std::move(*tree);
    const QString out = parser.value(QStringLiteral("output"));
    if (out == QLatin1String("-")) {
        std::printf("%s\n", qPrintable(writeTreeText(doc.tree)));
        return Ok;
    }
    if (!saveDocument(doc, out, &error))
        return fail(BadInput, error);
    return Ok;
}

int runGenerate(const QStringList &args)
{
    // args[0] is "gametree generate"; the generator comes next, before its options.
    const QString name = args.value(1);
    if (name == QLatin1String("--help") || name == QLatin1String("-h"))
        return printGenerators(args);
    if (name.isEmpty() || name.startsWith(QLatin1Char('-')))
        return fail(BadUsage, QStringLiteral("name the generator first: gametree generate GEN "
                                             "[options] -o OUT, GEN one of %1 (see --help)")
                                  .arg(generatorIds()));
    const Generator *generator = findGenerator(name);
    if (!generator)
        return fail(BadUsage,
                    QStringLiteral("unknown generator '%1' (known: %2)").arg(name, generatorIds()));
    QStringList rest = args;
    rest.removeAt(1);
    rest[0] += QLatin1Char(' ') + generator->id();
    return runGenerator(*generator, rest, {});
}

} // namespace gt::cli

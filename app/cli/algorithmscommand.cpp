// `gametree algorithms [--json]`: every algorithm as it describes itself — its name,
// introduction, the node kinds it takes, the frame features it uses and its options.
#include "cli.h"

#include "core/options/optionflags.h"
#include "core/search/algorithm.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <cstdio>

namespace gt::cli {

namespace {

// The names `gametree algorithms --json` gives TraceFeature flags.
QStringList featureNames(TraceFeatures features)
{
    static const std::pair<TraceFeature, const char *> names[] = {
        {TraceFeature::Window, "window"},
        {TraceFeature::OpenList, "open-list"},
        {TraceFeature::AveragesMin, "averages-min"},
        {TraceFeature::ChanceSums, "chance-sums"},
        {TraceFeature::ChanceBounds, "chance-bounds"},
        {TraceFeature::Passes, "passes"},
        {TraceFeature::TranspositionTable, "transposition-table"},
        {TraceFeature::Intervals, "intervals"},
        {TraceFeature::OpenClosed, "open-closed"},
        {TraceFeature::SideToMove, "side-to-move"},
        {TraceFeature::SearchTree, "search-tree"},
        {TraceFeature::ProofNumbers, "proof-numbers"},
    };
    QStringList out;
    for (const auto &[flag, name] : names) {
        if (features & flag)
            out << QLatin1String(name);
    }
    return out;
}

QStringList kindNames(const QList<NodeKind> &kinds)
{
    QStringList out;
    for (NodeKind k : kinds)
        out << kindName(k);
    return out;
}

const char *typeName(OptionSpec::Type type)
{
    switch (type) {
    case OptionSpec::Type::Flag: return "flag";
    case OptionSpec::Type::Int: return "int";
    case OptionSpec::Type::Real: return "real";
    case OptionSpec::Type::Choice: return "choice";
    case OptionSpec::Type::Interval: return "interval";
    case OptionSpec::Type::Text: return "text";
    }
    return "";
}

QJsonObject optionJson(const OptionSpec &spec)
{
    QJsonObject o{{"name", spec.name},
                  {"type", QLatin1String(typeName(spec.type))},
                  {"default", QJsonValue::fromVariant(spec.defaultValue)},
                  {"help", spec.help},
                  {"document_key", spec.keyInDocuments()}};
    if (!spec.defaultText.isEmpty())
        o.insert(QStringLiteral("default_text"), spec.defaultText);
    if (spec.type == OptionSpec::Type::Int || spec.type == OptionSpec::Type::Real) {
        if (std::isfinite(spec.min))
            o.insert(QStringLiteral("min"), spec.min);
        if (std::isfinite(spec.max))
            o.insert(QStringLiteral("max"), spec.max);
    }
    if (spec.type == OptionSpec::Type::Choice)
        o.insert(QStringLiteral("choices"), QJsonArray::fromStringList(spec.choices));
    if (spec.type != OptionSpec::Type::Flag)
        o.insert(QStringLiteral("value_name"), optionValuePlaceholder(spec));
    return o;
}

QJsonObject algorithmJson(const Algorithm &a)
{
    QJsonArray options;
    for (const OptionSpec &spec : a.options())
        options.append(optionJson(spec));
    return {{"id", a.id()},
            {"name", a.displayName()},
            {"introduction", a.introduction()},
            {"accepts", QJsonArray::fromStringList(kindNames(a.acceptedKinds()))},
            {"features", QJsonArray::fromStringList(featureNames(a.features()))},
            {"options", options}};
}

QString algorithmText(const Algorithm &a)
{
    const QStringList features = featureNames(a.features());
    QString text = QStringLiteral("%1 (%2)\n").arg(a.id(), a.displayName());
    text += QStringLiteral("  ") + wrapText(a.introduction(), 2) + QLatin1Char('\n');
    text += QStringLiteral("  node kinds: %1; leaves always\n")
                .arg(kindNames(a.acceptedKinds()).join(QStringLiteral(", ")));
    text += QStringLiteral("  frames use: %1\n")
                .arg(features.isEmpty() ? QStringLiteral("values only")
                                        : features.join(QStringLiteral(", ")));
    if (a.options().empty())
        text += QStringLiteral("  no options\n");
    for (const OptionSpec &spec : a.options()) {
        text +=
            QStringLiteral("  %1  ").arg(optionFlagText(spec).leftJustified(14)) +
            wrapText(QStringLiteral("%1 (default: %2).").arg(spec.help, optionDefaultText(spec)),
                     18) +
            QLatin1Char('\n');
    }
    return text;
}

} // namespace

int runAlgorithms(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print one JSON object.")});
    int exit = Ok;
    if (!parseArguments(parser, args,
                        QStringLiteral("Lists every algorithm: what it does, the node kinds it "
                                       "searches, what its frames show and its options."),
                        &exit))
        return exit;
    if (!parser.positionalArguments().isEmpty())
        return fail(BadUsage, QStringLiteral("'gametree algorithms' takes no arguments"));
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray list;
        for (const Algorithm *a : algorithms())
            list.append(algorithmJson(*a));
        std::fputs(QJsonDocument(QJsonObject{{"algorithms", list}}).toJson().constData(), stdout);
        return Ok;
    }
    QStringList parts;
    for (const Algorithm *a : algorithms())
        parts << algorithmText(*a);
    std::fputs(qPrintable(parts.join(QLatin1Char('\n'))), stdout);
    return Ok;
}

} // namespace gt::cli

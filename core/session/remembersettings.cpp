#include "remembersettings.h"

#include "algorithmchoice.h"

#include "core/search/algorithm.h"

#include <QSettings>

namespace gt {

namespace {

QString optionKey(const Algorithm &a, const OptionSpec &spec)
{
    return QStringLiteral("search/%1/%2").arg(a.id(), spec.name);
}

} // namespace

void readRememberedOptions(const QSettings &s, AlgorithmChoice &choice)
{
    for (const Algorithm *a : algorithms()) {
        SearchOptions options;
        for (const OptionSpec &spec : a->options()) {
            QString key = optionKey(*a, spec);
            if (!s.contains(key) && !spec.documentKey.isEmpty())
                key = QStringLiteral("search/") + spec.documentKey;
            if (!s.contains(key))
                continue;
            // Stored as text (ini files keep nothing else), read as typed; a bad one is dropped.
            if (const auto value = parseOptionValue(spec, s.value(key).toString(), nullptr))
                options.set(spec.name, *value);
        }
        choice.setOptions(a->id(), options);
    }
}

void writeRememberedOptions(QSettings &s, const AlgorithmChoice &choice)
{
    for (const Algorithm *a : algorithms()) {
        const SearchOptions options = choice.optionsFor(a->id());
        for (const OptionSpec &spec : a->options()) {
            if (options.isSet(spec.name))
                s.setValue(optionKey(*a, spec), optionValueText(spec, options.value(spec.name)));
            else
                s.remove(optionKey(*a, spec));
            if (!spec.documentKey.isEmpty())
                s.remove(QStringLiteral("search/") + spec.documentKey); // read once, then ours
        }
        // An option the algorithm no longer has (alpha-beta's fail-soft, the default now) is
        // dropped: it would otherwise stay in the file, meaning nothing, for ever.
        s.beginGroup(QStringLiteral("search/") + a->id());
        for (const QString &key : s.childKeys()) {
            if (!findOption(a->options(), key))
                s.remove(key);
        }
        s.endGroup();
    }
    s.remove(QStringLiteral("search/failSoft")); // the oldest key of fail-soft, retired too
}

} // namespace gt

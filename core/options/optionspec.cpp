#include "optionspec.h"

#include <QCoreApplication>
#include <QLocale>

#include <climits>
#include <cmath>

namespace gt {

namespace {

QString numberText(double v)
{
    return QString::number(v, 'g', 17).replace(QStringLiteral("e+"), QStringLiteral("e"));
}

QString rangeText(const OptionSpec &spec)
{
    const bool low = std::isfinite(spec.min);
    const bool high = std::isfinite(spec.max);
    if (low && high)
        return QCoreApplication::translate("gt::Option", "from %1 to %2")
            .arg(numberText(spec.min), numberText(spec.max));
    // The least positive double as the minimum means "more than 0" (delta, a width).
    if (low && spec.min == std::nextafter(0.0, 1.0))
        return QCoreApplication::translate("gt::Option", "greater than 0");
    if (low)
        return QCoreApplication::translate("gt::Option", "at least %1").arg(numberText(spec.min));
    if (high)
        return QCoreApplication::translate("gt::Option", "at most %1").arg(numberText(spec.max));
    return {};
}

// A number for an Int or Real option, checked for finiteness, wholeness and range.
std::optional<QVariant> checkedNumber(const OptionSpec &spec, double v, QString *error)
{
    auto fail = [&](const QString &why) -> std::optional<QVariant> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString what = spec.type == OptionSpec::Type::Int
                             ? QCoreApplication::translate("gt::Option", "a whole number")
                             : QCoreApplication::translate("gt::Option", "a number");
    const QString range = rangeText(spec);
    const QString wanted = range.isEmpty() ? what : what + QLatin1Char(' ') + range;
    if (!std::isfinite(v))
        return fail(QStringLiteral("--%1 takes %2").arg(spec.name, wanted));
    if (spec.type == OptionSpec::Type::Int && v != std::floor(v))
        return fail(QStringLiteral("--%1 takes %2").arg(spec.name, wanted));
    if (v < spec.min || v > spec.max)
        return fail(QStringLiteral("--%1 takes %2").arg(spec.name, wanted));
    // An Int is held in an int whatever its declared range (--depth has no upper bound).
    if (spec.type == OptionSpec::Type::Int && (v < INT_MIN || v > INT_MAX))
        return fail(
            QCoreApplication::translate("gt::Option", "--%1 takes %2, and %3 is too large for one")
                .arg(spec.name, wanted, numberText(v)));
    if (spec.type == OptionSpec::Type::Int)
        return QVariant(int(v));
    return QVariant(v);
}

// Two numbers for an Interval option: finite, LO ≤ HI, both in range.
std::optional<QVariant> checkedInterval(const OptionSpec &spec, double low, double high,
                                        QString *error)
{
    if (std::isfinite(low) && std::isfinite(high) && low <= high && low >= spec.min &&
        high <= spec.max)
        return intervalValue({low, high});
    if (error) {
        const QString range = rangeText(spec);
        *error = QCoreApplication::translate("gt::Option",
                                             "--%1 takes LO:HI, two numbers%2 with LO ≤ HI")
                     .arg(spec.name, range.isEmpty() ? QString() : QLatin1Char(' ') + range);
    }
    return std::nullopt;
}

// One line for a Text option: no control characters (a newline would break the .tree
// notation's option lines and every one-line message that quotes it), bounded in length.
std::optional<QVariant> checkedText(const OptionSpec &spec, const QString &text, QString *error)
{
    if (text.size() > OptionSpec::MaxTextLength) {
        if (error)
            *error = QCoreApplication::translate("gt::Option",
                                                 "--%1 takes at most %2 characters, not %3")
                         .arg(spec.name)
                         .arg(OptionSpec::MaxTextLength)
                         .arg(text.size());
        return std::nullopt;
    }
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i].category() == QChar::Other_Control) {
            if (error)
                *error = QCoreApplication::translate(
                             "gt::Option", "--%1 takes one line of text; character %2 is a "
                                           "control character (U+%3)")
                             .arg(spec.name)
                             .arg(i + 1)
                             .arg(text[i].unicode(), 4, 16, QLatin1Char('0'));
            return std::nullopt;
        }
    }
    return QVariant(text);
}

// A number as JSON and the settings hold one (a string "4" is not).
bool isNumber(const QVariant &value)
{
    const int id = value.typeId();
    return id == QMetaType::Double || id == QMetaType::Int || id == QMetaType::LongLong ||
           id == QMetaType::Float || id == QMetaType::UInt || id == QMetaType::ULongLong;
}

} // namespace

QVariant intervalValue(OptionInterval interval)
{
    return QVariantList{interval.low, interval.high};
}

OptionSpec OptionSpec::flag(const QString &name, const QString &help)
{
    OptionSpec s;
    s.name = name;
    s.type = Type::Flag;
    s.defaultValue = false;
    s.help = help;
    return s;
}

OptionSpec OptionSpec::integer(const QString &name, const QVariant &defaultValue,
                               const QString &valueName, const QString &help)
{
    OptionSpec s;
    s.name = name;
    s.type = Type::Int;
    s.defaultValue = defaultValue;
    s.valueName = valueName;
    s.help = help;
    return s;
}

OptionSpec OptionSpec::real(const QString &name, const QVariant &defaultValue,
                            const QString &valueName, const QString &help)
{
    OptionSpec s = integer(name, defaultValue, valueName, help);
    s.type = Type::Real;
    return s;
}

OptionSpec OptionSpec::choice(const QString &name, const QStringList &choices, const QString &help)
{
    OptionSpec s;
    s.name = name;
    s.type = Type::Choice;
    s.choices = choices;
    s.defaultValue = choices.value(0);
    s.help = help;
    return s;
}

OptionSpec OptionSpec::interval(const QString &name, const QVariant &defaultValue,
                                const QString &valueName, const QString &help)
{
    OptionSpec s = integer(name, defaultValue, valueName, help);
    s.type = Type::Interval;
    return s;
}

OptionSpec OptionSpec::text(const QString &name, const QVariant &defaultValue,
                            const QString &valueName, const QString &help)
{
    OptionSpec s = integer(name, defaultValue, valueName, help);
    s.type = Type::Text;
    return s;
}

OptionSpec &OptionSpec::withRange(double low, double high)
{
    min = low;
    max = high;
    return *this;
}

OptionSpec &OptionSpec::withDefaultText(const QString &text)
{
    defaultText = text;
    return *this;
}

OptionSpec &OptionSpec::withDocumentKey(const QString &key)
{
    documentKey = key;
    return *this;
}

OptionSpec &OptionSpec::withNegation(const QString &flag)
{
    negation = flag;
    return *this;
}

int OptionValues::integer(const QString &name, int fallback) const
{
    const auto it = m_values.constFind(name);
    return it == m_values.constEnd() ? fallback : it->toInt();
}

double OptionValues::real(const QString &name, double fallback) const
{
    return realIfSet(name).value_or(fallback);
}

std::optional<double> OptionValues::realIfSet(const QString &name) const
{
    const auto it = m_values.constFind(name);
    if (it == m_values.constEnd())
        return std::nullopt;
    return it->toDouble();
}

QString OptionValues::choice(const QString &name, const QString &fallback) const
{
    const auto it = m_values.constFind(name);
    return it == m_values.constEnd() ? fallback : it->toString();
}

OptionInterval OptionValues::interval(const QString &name, OptionInterval fallback) const
{
    const auto it = m_values.constFind(name);
    if (it == m_values.constEnd())
        return fallback;
    const QVariantList ends = it->toList();
    return {ends.value(0).toDouble(), ends.value(1).toDouble()};
}

QString OptionValues::text(const QString &name, const QString &fallback) const
{
    const auto it = m_values.constFind(name);
    return it == m_values.constEnd() ? fallback : it->toString();
}

OptionValues OptionValues::restrictedTo(const OptionSpecs &specs) const
{
    OptionValues out;
    for (const OptionSpec &spec : specs) {
        if (isSet(spec.name))
            out.set(spec.name, value(spec.name));
    }
    return out;
}

const OptionSpec *findOption(const OptionSpecs &specs, const QString &name)
{
    for (const OptionSpec &spec : specs) {
        if (spec.name == name)
            return &spec;
    }
    return nullptr;
}

std::optional<QVariant> parseOptionValue(const OptionSpec &spec, const QString &text,
                                         QString *error)
{
    const QString t = text.trimmed();
    switch (spec.type) {
    case OptionSpec::Type::Flag: {
        static const QStringList yes = {QStringLiteral("true"), QStringLiteral("on"),
                                        QStringLiteral("yes"), QStringLiteral("1")};
        static const QStringList no = {QStringLiteral("false"), QStringLiteral("off"),
                                       QStringLiteral("no"), QStringLiteral("0")};
        if (yes.contains(t, Qt::CaseInsensitive))
            return QVariant(true);
        if (no.contains(t, Qt::CaseInsensitive))
            return QVariant(false);
        if (error)
            *error = QCoreApplication::translate("gt::Option", "--%1 is on or off, not '%2'")
                         .arg(spec.name, text);
        return std::nullopt;
    }
    case OptionSpec::Type::Int:
    case OptionSpec::Type::Real: {
        bool ok = false;
        // The C locale whatever the user's: "0.5" everywhere, as in the .tree notation.
        const double v = QLocale::c().toDouble(t, &ok);
        if (!ok) {
            checkedNumber(spec, std::nan(""), error);
            if (error)
                *error += QStringLiteral(", not '%1'").arg(text);
            return std::nullopt;
        }
        return checkedNumber(spec, v, error);
    }
    case OptionSpec::Type::Choice:
        if (spec.choices.contains(t))
            return QVariant(t);
        if (error)
            *error = QStringLiteral("--%1 takes %2, not '%3'")
                         .arg(spec.name, spec.choices.join(QLatin1Char('|')), text);
        return std::nullopt;
    case OptionSpec::Type::Interval: {
        // "LO:HI"; a number never holds a colon, so a minus sign needs no escaping: "-9:-1".
        const QStringList ends = t.split(QLatin1Char(':'));
        bool lowOk = false, highOk = false;
        double low = 0, high = 0;
        if (ends.size() == 2) {
            low = QLocale::c().toDouble(ends[0].trimmed(), &lowOk);
            high = QLocale::c().toDouble(ends[1].trimmed(), &highOk);
        }
        if (!lowOk || !highOk) {
            checkedInterval(spec, std::nan(""), std::nan(""), error);
            if (error)
                *error += QStringLiteral(", not '%1'").arg(text);
            return std::nullopt;
        }
        return checkedInterval(spec, low, high, error);
    }
    case OptionSpec::Type::Text: return checkedText(spec, t, error);
    }
    return std::nullopt;
}

std::optional<QVariant> checkOptionValue(const OptionSpec &spec, const QVariant &value,
                                         QString *error)
{
    auto fail = [&](const QString &wanted) -> std::optional<QVariant> {
        if (error)
            *error = QStringLiteral("option '%1' takes %2").arg(spec.name, wanted);
        return std::nullopt;
    };
    switch (spec.type) {
    case OptionSpec::Type::Flag:
        if (value.typeId() != QMetaType::Bool)
            return fail(QCoreApplication::translate("gt::Option", "true or false"));
        return value;
    case OptionSpec::Type::Int:
    case OptionSpec::Type::Real: {
        bool ok = false;
        const double v = value.toDouble(&ok);
        if (!isNumber(value) || !ok)
            return fail(spec.type == OptionSpec::Type::Int
                            ? QCoreApplication::translate("gt::Option", "a whole number")
                            : QStringLiteral("a number"));
        QString why;
        const auto checked = checkedNumber(spec, v, &why);
        if (!checked && error)
            *error = why.replace(QStringLiteral("--") + spec.name,
                                 QStringLiteral("option '%1'").arg(spec.name));
        return checked;
    }
    case OptionSpec::Type::Choice:
        if (value.typeId() != QMetaType::QString || !spec.choices.contains(value.toString()))
            return fail(QCoreApplication::translate("gt::Option", "one of %1")
                            .arg(spec.choices.join(QStringLiteral(", "))));
        return value;
    case OptionSpec::Type::Interval: {
        const QVariantList ends = value.toList();
        if (value.typeId() != QMetaType::QVariantList || ends.size() != 2 || !isNumber(ends[0]) ||
            !isNumber(ends[1]))
            return fail(
                QCoreApplication::translate("gt::Option", "a list of two numbers [low, high]"));
        QString why;
        const auto checked = checkedInterval(spec, ends[0].toDouble(), ends[1].toDouble(), &why);
        if (!checked && error)
            *error = why.replace(QStringLiteral("--") + spec.name,
                                 QStringLiteral("option '%1'").arg(spec.name));
        return checked;
    }
    case OptionSpec::Type::Text: {
        if (value.typeId() != QMetaType::QString)
            return fail(QStringLiteral("a string"));
        QString why;
        const auto checked = checkedText(spec, value.toString(), &why);
        if (!checked && error)
            *error = why.replace(QStringLiteral("--") + spec.name,
                                 QStringLiteral("option '%1'").arg(spec.name));
        return checked;
    }
    }
    return std::nullopt;
}

QString optionValueText(const OptionSpec &spec, const QVariant &value)
{
    switch (spec.type) {
    case OptionSpec::Type::Flag:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case OptionSpec::Type::Int: return QString::number(value.toInt());
    case OptionSpec::Type::Real: return numberText(value.toDouble());
    case OptionSpec::Type::Choice:
    case OptionSpec::Type::Text: return value.toString();
    case OptionSpec::Type::Interval: {
        const QVariantList ends = value.toList();
        return numberText(ends.value(0).toDouble()) + QLatin1Char(':') +
               numberText(ends.value(1).toDouble());
    }
    }
    return {};
}

QString optionDefaultText(const OptionSpec &spec)
{
    if (spec.defaultValue.isNull())
        return spec.defaultText;
    if (spec.type == OptionSpec::Type::Flag)
        return spec.defaultValue.toBool() ? QStringLiteral("on") : QStringLiteral("off");
    return optionValueText(spec, spec.defaultValue);
}

QString optionValuePlaceholder(const OptionSpec &spec)
{
    if (spec.type == OptionSpec::Type::Flag)
        return {};
    if (!spec.valueName.isEmpty())
        return spec.valueName;
    if (spec.type == OptionSpec::Type::Choice)
        return spec.choices.join(QLatin1Char('|'));
    if (spec.type == OptionSpec::Type::Interval)
        return QStringLiteral("LO:HI");
    if (spec.type == OptionSpec::Type::Text)
        return QStringLiteral("TEXT");
    return QStringLiteral("N");
}

} // namespace gt

#include "optionflags.h"

#include <QCoreApplication>

namespace gt {

QString optionFlagText(const OptionSpec &spec)
{
    const QString value = optionValuePlaceholder(spec);
    return QStringLiteral("--") + spec.name + (value.isEmpty() ? QString() : u' ' + value);
}

QList<QCommandLineOption> optionFlags(const OptionSpecs &specs,
                                      const std::function<QString(const OptionSpec &)> &note)
{
    QList<QCommandLineOption> out;
    for (const OptionSpec &spec : specs) {
        QString help = spec.help;
        if (note) {
            const QString extra = note(spec);
            if (!extra.isEmpty())
                help += QStringLiteral(" (%1)").arg(extra);
        }
        help += QLatin1Char('.');
        if (spec.type == OptionSpec::Type::Flag) {
            out << QCommandLineOption(spec.name, help);
            if (!spec.negation.isEmpty()) {
                QCommandLineOption negation(
                    spec.negation,
                    QStringLiteral("The default; the opposite of --%1.").arg(spec.name));
                negation.setFlags(QCommandLineOption::HiddenFromHelp);
                out << negation;
            }
        } else
            out << QCommandLineOption(spec.name, help, optionValuePlaceholder(spec));
    }
    return out;
}

std::optional<OptionValues> readOptionFlags(const QCommandLineParser &parser,
                                            const OptionSpecs &offered, const OptionSpecs &accepted,
                                            const QString &owner, QString *error)
{
    OptionValues values;
    for (const OptionSpec &spec : offered) {
        const bool negated = !spec.negation.isEmpty() && parser.isSet(spec.negation);
        if (negated && parser.isSet(spec.name)) {
            if (error)
                *error =
                    QCoreApplication::translate("gt::Option", "--%1 and --%2 contradict each other")
                        .arg(spec.negation, spec.name);
            return std::nullopt;
        }
        if (!parser.isSet(spec.name) && !negated)
            continue;
        const QString given = negated ? spec.negation : spec.name;
        if (!findOption(accepted, spec.name)) {
            QStringList own;
            for (const OptionSpec &a : accepted)
                own << QStringLiteral("--") + a.name;
            if (error)
                *error =
                    QCoreApplication::translate("gt::Option", "--%1 is not an option of %2 (%3)")
                        .arg(given, owner,
                             own.isEmpty()
                                 ? QCoreApplication::translate("gt::Option", "it has none")
                                 : QCoreApplication::translate("gt::Option", "its options: %1")
                                       .arg(own.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        if (negated) // the default: nothing to set
            continue;
        if (spec.type == OptionSpec::Type::Flag) {
            values.set(spec.name, true);
            continue;
        }
        const auto value = parseOptionValue(spec, parser.value(spec.name), error);
        if (!value)
            return std::nullopt;
        values.set(spec.name, *value);
    }
    return values;
}

} // namespace gt

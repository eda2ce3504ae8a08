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
        if (spec.type == OptionSpec::Type::Flag)
            out << QCommandLineOption(spec.name, help);
        else
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
        if (!parser.isSet(spec.name))
            continue;
        if (!findOption(accepted, spec.name)) {
            QStringList own;
            for (const OptionSpec &a : accepted)
                own << QStringLiteral("--") + a.name;
            if (error)
                *error =
                    QCoreApplication::translate("gt::Option", "--%1 is not an option of %2 (%3)")
                        .arg(spec.name, owner,
                             own.isEmpty()
                                 ? QCoreApplication::translate("gt::Option", "it has none")
                                 : QCoreApplication::translate("gt::Option", "its options: %1")
                                       .arg(own.join(QStringLiteral(", "))));
            return std::nullopt;
        }
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

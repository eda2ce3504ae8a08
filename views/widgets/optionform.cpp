#include "optionform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

#include <algorithm>
#include <climits>
#include <cmath>

namespace gt {

namespace {

int clampToInt(double v)
{
    return int(std::clamp(v, double(INT_MIN), double(INT_MAX)));
}

// The row labels rowLabel makes of the options' names, listed for lupdate (issue 14); a new
// option's label stays English until it is added here (tst_i18n checks that none is missing).
[[maybe_unused]] const char *const RowLabels[] = {
    QT_TRANSLATE_NOOP("gt::OptionForm", "Alternate"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "And or"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Bounds"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Branching"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "C"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Chance"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Cutoff"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Delta"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Depth"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Die"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Disproverest"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Fail hard"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Goal"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Guess"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Heuristics"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Init"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Intervals"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Iterations"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Min prob"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Moves"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Neutral"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Opponent from"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Opponent p"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Order"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Pile"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Playout depth"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Position"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Provebest"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Samples"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Seed"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Smoothing"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Strategy"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Transpositions"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Tt"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Values"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Width"),
    QT_TRANSLATE_NOOP("gt::OptionForm", "Win"),
};

// "fail-soft" → "Fail soft", in the studio's language.
QString optionName(const OptionSpec &spec)
{
    QString text = spec.name;
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return QCoreApplication::translate("gt::OptionForm", text.toUtf8().constData());
}

QString rowLabel(const OptionSpec &spec)
{
    return optionName(spec) + QLatin1Char(':');
}

} // namespace

OptionForm::OptionForm(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
}

void OptionForm::clearRows()
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_editors.clear();
}

void OptionForm::setSpecs(const OptionSpecs &specs, const OptionValues &values)
{
    clearRows();
    m_specs = specs;
    for (const OptionSpec &spec : m_specs) {
        QWidget *editor = nullptr;
        switch (spec.type) {
        case OptionSpec::Type::Flag: {
            auto *box = new QCheckBox(this);
            connect(box, &QCheckBox::toggled, this, &OptionForm::valuesChanged);
            editor = box;
            break;
        }
        case OptionSpec::Type::Int: {
            auto *spin = new QSpinBox(this);
            // A computed default ("to the leaves") is the value below the range, shown in words.
            const bool computed = spec.defaultValue.isNull();
            spin->setRange(clampToInt(spec.min) - (computed ? 1 : 0), clampToInt(spec.max));
            if (computed)
                spin->setSpecialValueText(
                    spec.defaultText.isEmpty()
                        ? QCoreApplication::translate("gt::OptionForm", "default")
                        : inWords(spec.defaultText));
            connect(spin, &QSpinBox::valueChanged, this, &OptionForm::valuesChanged);
            editor = spin;
            break;
        }
        case OptionSpec::Type::Real:
        case OptionSpec::Type::Interval:
        case OptionSpec::Type::Text: {
            auto *line = new QLineEdit(this);
            line->setPlaceholderText(inWords(optionDefaultText(spec)));
            connect(line, &QLineEdit::textChanged, this, &OptionForm::valuesChanged);
            editor = line;
            break;
        }
        case OptionSpec::Type::Choice: {
            auto *combo = new QComboBox(this);
            combo->addItems(spec.choices);
            connect(combo, &QComboBox::currentIndexChanged, this, &OptionForm::valuesChanged);
            editor = combo;
            break;
        }
        }
        editor->setObjectName(QStringLiteral("option-") + spec.name);
        // Help texts are ours, but a tooltip that looks like markup is drawn as rich text:
        // convert, so every tooltip in the window is plain.
        editor->setToolTip(Qt::convertFromPlainText(inWords(spec.help)));
        auto *label = new QLabel(rowLabel(spec), this);
        label->setTextFormat(Qt::PlainText);
        label->setBuddy(editor);
        label->setToolTip(editor->toolTip());
        m_layout->addRow(label, editor);
        m_editors.push_back(editor);
    }
    setValues(values);
}

void OptionForm::setValues(const OptionValues &values)
{
    const QSignalBlocker block(this);
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        const OptionSpec &spec = m_specs[i];
        const QVariant v = values.isSet(spec.name) ? values.value(spec.name) : spec.defaultValue;
        QWidget *editor = m_editors[i];
        switch (spec.type) {
        case OptionSpec::Type::Flag:
            static_cast<QCheckBox *>(editor)->setChecked(v.toBool());
            break;
        case OptionSpec::Type::Int:
            static_cast<QSpinBox *>(editor)->setValue(
                v.isNull() ? static_cast<QSpinBox *>(editor)->minimum() : v.toInt());
            break;
        case OptionSpec::Type::Real:
        case OptionSpec::Type::Interval:
        case OptionSpec::Type::Text:
            static_cast<QLineEdit *>(editor)->setText(v.isNull() ? QString()
                                                                 : optionValueText(spec, v));
            break;
        case OptionSpec::Type::Choice:
            static_cast<QComboBox *>(editor)->setCurrentIndex(
                std::max(0, int(spec.choices.indexOf(v.toString()))));
            break;
        }
    }
}

OptionValues OptionForm::values() const
{
    OptionValues out;
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        const OptionSpec &spec = m_specs[i];
        QWidget *editor = m_editors[i];
        QVariant v;
        switch (spec.type) {
        case OptionSpec::Type::Flag: v = static_cast<QCheckBox *>(editor)->isChecked(); break;
        case OptionSpec::Type::Int: {
            const auto *spin = static_cast<QSpinBox *>(editor);
            if (spec.defaultValue.isNull() && spin->value() == spin->minimum())
                continue; // the computed default
            v = spin->value();
            break;
        }
        case OptionSpec::Type::Real:
        case OptionSpec::Type::Interval:
        case OptionSpec::Type::Text: {
            const QString text = static_cast<QLineEdit *>(editor)->text();
            if (text.trimmed().isEmpty())
                continue; // the default, computed or declared
            const auto parsed = parseOptionValue(spec, text, nullptr);
            if (!parsed)
                continue; // problem() says why
            v = *parsed;
            break;
        }
        case OptionSpec::Type::Choice: v = static_cast<QComboBox *>(editor)->currentText(); break;
        }
        if (!spec.defaultValue.isNull() &&
            optionValueText(spec, v) == optionValueText(spec, spec.defaultValue))
            continue;
        out.set(spec.name, v);
    }
    return out;
}

QString OptionForm::inWords(const QString &text) const
{
    static const QRegularExpression flag(QStringLiteral("--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)"));
    QString out;
    qsizetype done = 0;
    for (const QRegularExpressionMatch &m : flag.globalMatch(text)) {
        const auto spec = std::find_if(m_specs.begin(), m_specs.end(), [&](const OptionSpec &s) {
            return s.name == m.captured(1);
        });
        if (spec == m_specs.end())
            continue; // not one of these options: left as written
        out += QStringView(text).mid(done, m.capturedStart() - done);
        out += QCoreApplication::translate("gt::OptionForm", "“%1”").arg(optionName(*spec));
        done = m.capturedEnd();
    }
    return out + text.mid(done);
}

QString OptionForm::problem() const
{
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        if (m_specs[i].type != OptionSpec::Type::Real &&
            m_specs[i].type != OptionSpec::Type::Interval &&
            m_specs[i].type != OptionSpec::Type::Text)
            continue;
        const QString text = static_cast<QLineEdit *>(m_editors[i])->text();
        QString error;
        if (!text.trimmed().isEmpty() && !parseOptionValue(m_specs[i], text, &error))
            return inWords(error);
    }
    return {};
}

} // namespace gt

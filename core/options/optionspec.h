#pragma once

#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>

#include <limits>
#include <optional>
#include <vector>

namespace gt {

// One option that an algorithm or a generator declares about itself. Everything outside the
// owner is generated from these declarations: the command-line flags and their --help, the
// options stored in a .json document, the studio's settings and option widgets, and
// `gametree algorithms`. So nothing outside the owner's file needs to know an option exists.
struct OptionSpec {
    enum class Type {
        Flag,     // present or absent: --fail-soft
        Int,      // a whole number in [min, max]: --depth 3
        Real,     // a finite number in [min, max]: --guess 35
        Choice,   // one of `choices`: --order killer
        Interval, // two numbers LO:HI with LO ≤ HI, each in [min, max]: --values 0:9
        Text,     // one line of text, e.g. a game position: --position "x.o/.x./..o"
    };
    // A Text value is at most this many characters (a 15×15 board with its tokens is ~250).
    static constexpr int MaxTextLength = 4096;

    QString name; // the flag without dashes, the key in documents and settings: "fail-soft"
    Type type = Type::Flag;
    // bool, int, double, QString, or for an Interval a QVariantList of two doubles (see
    // intervalValue); null: computed (defaultText says how)
    QVariant defaultValue;
    QString defaultText; // how a computed default is found: "the root's heuristic value, else 0"
    double min = -std::numeric_limits<double>::infinity(); // Int, Real and both ends of an Interval
    double max = std::numeric_limits<double>::infinity();
    QStringList choices; // Choice: the accepted words, the first is the usual one
    QString valueName;   // the placeholder in --help: "G" in "--guess G"
    QString help;        // one line, a sentence without a final full stop
    QString documentKey; // the key in .json documents when it differs from `name` (older names)
    // A Flag's opposite, still accepted on command lines that used it when it was the option
    // ("fail-soft" for fail-hard): it states the default, so it sets nothing; with the flag
    // itself it is a contradiction. Not listed in --help.
    QString negation;

    QString keyInDocuments() const { return documentKey.isEmpty() ? name : documentKey; }

    // Declarations read as one line each in an algorithm's file:
    //   OptionSpec::real("guess", {}, "G", "First guess").withDefaultText("0")
    static OptionSpec flag(const QString &name, const QString &help);
    static OptionSpec integer(const QString &name, const QVariant &defaultValue,
                              const QString &valueName, const QString &help);
    static OptionSpec real(const QString &name, const QVariant &defaultValue,
                           const QString &valueName, const QString &help);
    // The first choice is the default.
    static OptionSpec choice(const QString &name, const QStringList &choices, const QString &help);
    static OptionSpec interval(const QString &name, const QVariant &defaultValue,
                               const QString &valueName, const QString &help);
    // Whether the text is a good value (a game's position, say) is the owner's to check when
    // it uses it; the spec only keeps it to one line of printable characters.
    static OptionSpec text(const QString &name, const QVariant &defaultValue,
                           const QString &valueName, const QString &help);
    OptionSpec &withRange(double low, double high);
    OptionSpec &withDefaultText(const QString &text);
    OptionSpec &withDocumentKey(const QString &key);
    OptionSpec &withNegation(const QString &flag);
};

using OptionSpecs = std::vector<OptionSpec>;

// The value of an Interval option, LO:HI with low ≤ high.
struct OptionInterval {
    double low = 0;
    double high = 0;
    bool operator==(const OptionInterval &) const = default;
};
// How an Interval value is held in a QVariant: a list of two doubles, so that it is a JSON
// array [low, high] in documents.
QVariant intervalValue(OptionInterval interval);

// Option values by name: only what the user set; anything absent takes its declared default.
// Values are stored already checked against their spec (parseOptionValue / checkOptionValue).
class OptionValues {
public:
    void set(const QString &name, const QVariant &value) { m_values.insert(name, value); }
    void unset(const QString &name) { m_values.remove(name); }
    bool isSet(const QString &name) const { return m_values.contains(name); }
    QVariant value(const QString &name) const { return m_values.value(name); }
    const QVariantMap &values() const { return m_values; }
    bool isEmpty() const { return m_values.isEmpty(); }

    // Typed reads: the value set, else `fallback` (callers pass their spec's default).
    bool flag(const QString &name) const { return m_values.value(name, false).toBool(); }
    int integer(const QString &name, int fallback) const;
    double real(const QString &name, double fallback) const;
    std::optional<double> realIfSet(const QString &name) const;
    QString choice(const QString &name, const QString &fallback) const;
    OptionInterval interval(const QString &name, OptionInterval fallback) const;
    QString text(const QString &name, const QString &fallback) const;

    // The values that `specs` declare, all else dropped: what a document stores for its
    // algorithm, so that a stale option of another algorithm is not written.
    OptionValues restrictedTo(const OptionSpecs &specs) const;

    bool operator==(const OptionValues &other) const { return m_values == other.m_values; }

private:
    QVariantMap m_values;
};

// What a search is asked to do beyond the tree: option values by name, as declared by the
// algorithm's options(). An algorithm reads the ones it declares and ignores the rest, so the
// values of every algorithm can travel together (a document, the command line).
using SearchOptions = OptionValues;

const OptionSpec *findOption(const OptionSpecs &specs, const QString &name);

// Reads a value typed by a person ("3", "-0.5", "strict", "-9:9"); for a Flag, "true"/"false"/
// "on"/"off"/"1"/"0". On failure returns nothing and *error says why, naming the option.
std::optional<QVariant> parseOptionValue(const OptionSpec &spec, const QString &text,
                                         QString *error);
// Checks a value that came from a document or the settings (a JSON number may be a double
// for an Int option, a Choice must be one of the words, an Interval is a list of two numbers).
// On failure *error says why.
std::optional<QVariant> checkOptionValue(const OptionSpec &spec, const QVariant &value,
                                         QString *error);
// The value as a person types it: "3", "0.5", "strict", "true", "0:9". Numbers in the C locale.
QString optionValueText(const OptionSpec &spec, const QVariant &value);
// The default as --help and `gametree algorithms` state it: "1", "pv", "off", or defaultText.
QString optionDefaultText(const OptionSpec &spec);
// "G" for --guess G, "" for a flag, "pv|killer|history|none" for a choice without valueName,
// "LO:HI" for an interval without one.
QString optionValuePlaceholder(const OptionSpec &spec);

} // namespace gt

// `dice`: the dice game Pig (Neller & Presser), the home of expectiminimax (docs/games.md). On
// a turn a player rolls a die again and again: a 1 ends the turn and loses the turn total,
// any other roll adds to it; holding banks the turn total and passes the die. The first to
// reach the goal wins. MAX decides (roll or hold), a chance node rolls, MIN decides, D
// decisions deep, with a documented estimate at the horizon.
#include "generator.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

namespace gt {

namespace {

// A win is worth more than any horizon estimate, whose size is at most the goal (below 100).
constexpr double WinValue = 100;
// More nodes than a generated tree may have: what the program can hold and draw.
constexpr double MaxNodes = 5e6;

// The position of the shared format `S-T +R P`: MAX's score, MIN's score, the turn total of
// the player to move, and who that is.
struct Pig {
    int max = 0, min = 0, turn = 0;
    bool maxToMove = true;

    bool operator==(const Pig &) const = default;
    QString scores() const { return QStringLiteral("%1-%2 +%3").arg(max).arg(min).arg(turn); }
    QString text() const
    {
        return scores() + (maxToMove ? QStringLiteral(" max") : QStringLiteral(" min"));
    }
    // The turn ends: a 1 loses the turn total, holding banks it.
    Pig passed(bool banked) const
    {
        Pig next = *this;
        if (banked)
            (maxToMove ? next.max : next.min) += turn;
        next.turn = 0;
        next.maxToMove = !maxToMove;
        return next;
    }
    Pig rolled(int face) const
    {
        if (face == 1)
            return passed(false);
        Pig next = *this;
        next.turn += face;
        return next;
    }
};

size_t qHash(const Pig &p, size_t seed = 0)
{
    return qHashMulti(seed, p.max, p.min, p.turn, p.maxToMove);
}

struct Settings {
    int goal = 10;
    int depth = 4;
    int die = 6;
    QString position = QStringLiteral("0-0 +0 max");
};

Settings read(const OptionValues &v)
{
    Settings s;
    s.goal = v.integer(QStringLiteral("goal"), s.goal);
    s.depth = v.integer(QStringLiteral("depth"), s.depth);
    s.die = v.integer(QStringLiteral("die"), s.die);
    s.position = v.text(QStringLiteral("position"), s.position).trimmed();
    return s;
}

std::optional<Pig> parsePig(const QString &text, int goal, QString *error)
{
    static const QRegularExpression form(
        QStringLiteral("^(\\d{1,4})\\s*-\\s*(\\d{1,4})\\s+\\+(\\d{1,4})\\s+(max|min)$"));
    const QRegularExpressionMatch m = form.match(text);
    const auto fail = [&](const QString &why) -> std::optional<Pig> {
        *error = QStringLiteral("--position \"%1\": %2").arg(text, why);
        return std::nullopt;
    };
    if (!m.hasMatch())
        return fail(QCoreApplication::translate(
            "gt::Generator", "write S-T +R P: MAX's score, MIN's score, the turn total "
                             "and max or min to move, e.g. 12-7 +4 max"));
    Pig p{m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt(),
          m.captured(4) == QLatin1String("max")};
    if (p.max >= goal || p.min >= goal)
        return fail(QCoreApplication::translate(
                        "gt::Generator", "a score already reaches the goal %1: the game is over")
                        .arg(goal));
    if (p.turn == 1)
        return fail(QCoreApplication::translate(
            "gt::Generator", "a turn total of 1 cannot happen (a 1 ends the turn)"));
    return p;
}

// Builds the draft depth first, and counts it beforehand without making it.
class Builder {
public:
    explicit Builder(const Settings &s)
        : m_settings(s)
    {}

    bool over(const Pig &p) const { return p.max >= m_settings.goal || p.min >= m_settings.goal; }

    // Nodes of the tree below `p` with `remaining` decisions left; saturates above MaxNodes.
    double count(const Pig &p, int remaining)
    {
        if (remaining == 0 || over(p))
            return 1;
        const auto key = std::make_pair(p, remaining);
        if (const auto it = m_counts.constFind(key); it != m_counts.constEnd())
            return *it;
        double n = 2; // the decision and its roll
        for (int face = 1; face <= m_settings.die && n <= 2 * MaxNodes; ++face)
            n += count(p.rolled(face), remaining - 1);
        if (p.turn > 0)
            n += count(p.passed(true), remaining - 1);
        m_counts.insert(key, n);
        return n;
    }

    // A decision node (or a leaf: the game is over, or no decision is left).
    std::int32_t decision(const Pig &p, int remaining, const QString &label, double prob)
    {
        const Texts &texts = textsOf(p, remaining);
        const std::int32_t id = add(texts, label, prob);
        DraftNode &node = m_draft.nodes[std::size_t(id)];
        node.name = texts.name;
        node.key = texts.key;
        if (over(p)) {
            node.value = p.max >= m_settings.goal ? WinValue : -WinValue;
            return id;
        }
        // The estimate: the value at the horizon, and every inner node's heuristic value, for
        // depth-limited searches and iterative deepening.
        node.value = horizon(p);
        if (remaining == 0)
            return id;
        node.kind = p.maxToMove ? NodeKind::Max : NodeKind::Min;
        // Roll first, then hold; a turn starts with a roll (holding 0 would only pass).
        std::vector<std::int32_t> children{roll(p, remaining)};
        if (p.turn > 0)
            children.push_back(decision(p.passed(true), remaining - 1, m_hold,
                                        std::numeric_limits<double>::quiet_NaN()));
        m_draft.nodes[std::size_t(id)].children = std::move(children);
        return id;
    }

    void reserve(double nodes) { m_draft.nodes.reserve(std::size_t(nodes)); }
    TreeDraft take() { return std::move(m_draft); }

private:
    // The chance node of a roll: one child per face, each with probability 1/K.
    std::int32_t roll(const Pig &p, int remaining)
    {
        const Texts &texts = textsOf(p, remaining);
        const std::int32_t id = add(texts, m_roll, std::numeric_limits<double>::quiet_NaN());
        m_draft.nodes[std::size_t(id)].kind = NodeKind::Chance;
        m_draft.nodes[std::size_t(id)].value = horizon(p);
        m_draft.nodes[std::size_t(id)].key = texts.rollKey;
        std::vector<std::int32_t> children;
        for (int face = 1; face <= m_settings.die; ++face)
            children.push_back(decision(p.rolled(face), remaining - 1, m_faces[std::size_t(face)],
                                        1.0 / m_settings.die));
        m_draft.nodes[std::size_t(id)].children = std::move(children);
        return id;
    }

    // A position's texts with that many decisions left, made once: positions recur often
    // (every roll order that gives the same turn total), and the tree shares the QStrings.
    struct Texts {
        QString text, name, key, rollKey;
    };
    const Texts &textsOf(const Pig &p, int remaining)
    {
        const auto key = std::make_pair(p, remaining);
        auto it = m_texts.find(key);
        if (it == m_texts.end()) {
            const QString text = p.text();
            it = m_texts.insert(key, {text, p.scores(),
                                      QStringLiteral("%1, %2 left").arg(text).arg(remaining),
                                      QStringLiteral("%1 roll, %2 left").arg(text).arg(remaining)});
        }
        return *it;
    }

    std::int32_t add(const Texts &texts, const QString &label, double prob)
    {
        DraftNode node;
        node.label = label;
        node.prob = prob;
        node.gameId = m_gameId;
        node.positionText = texts.text;
        m_draft.nodes.push_back(std::move(node));
        return std::int32_t(m_draft.nodes.size() - 1);
    }

    // From MAX's view: the scores' difference, the player to move's turn total counted as if
    // banked, a score counted up to the goal (so the estimate stays within ±goal < WinValue).
    double horizon(const Pig &p) const
    {
        const int g = m_settings.goal;
        if (p.maxToMove)
            return std::min(p.max + p.turn, g) - p.min;
        return p.max - std::min(p.min + p.turn, g);
    }

    const Settings &m_settings;
    QHash<std::pair<Pig, int>, double> m_counts;
    QHash<std::pair<Pig, int>, Texts> m_texts;
    const QString m_roll = QStringLiteral("roll");
    const QString m_hold = QStringLiteral("hold");
    const std::array<QString, 7> m_faces{
        QString(),           QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
        QStringLiteral("4"), QStringLiteral("5"), QStringLiteral("6")};
    const QString m_gameId = QStringLiteral("dice");
    TreeDraft m_draft;
};

class DiceGenerator : public Generator {
public:
    QString id() const override { return QStringLiteral("dice"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Generator", "Dice game: Pig");
    }
    QString description() const override
    {
        return QCoreApplication::translate(
            "gt::Generator",
            "The dice game Pig for expectiminimax: roll a die as often as you dare (a 1 loses "
            "the turn total) or hold to bank it; first to the goal wins (+100 for MAX, -100 for "
            "MIN), and after D decisions the score difference estimates the rest.");
    }
    OptionSpecs options() const override
    {
        const Settings d;
        return {
            OptionSpec::integer(QStringLiteral("goal"), d.goal, QStringLiteral("G"),
                                QCoreApplication::translate("gt::Option", "The score that wins"))
                .withRange(2, 99),
            OptionSpec::integer(QStringLiteral("depth"), d.depth, QStringLiteral("D"),
                                QCoreApplication::translate(
                                    "gt::Option", "Decisions (roll or hold) deep; below, the "
                                                  "horizon estimates the value from the scores"))
                .withRange(1, 20),
            OptionSpec::integer(QStringLiteral("die"), d.die, QStringLiteral("K"),
                                QCoreApplication::translate(
                                    "gt::Option", "Faces of the die, 1 to K (a smaller die makes a "
                                                  "smaller tree)"))
                .withRange(2, 6),
            OptionSpec::text(QStringLiteral("position"), d.position, QStringLiteral("S-T +R P"),
                             QCoreApplication::translate(
                                 "gt::Option", "Start from MAX's score S, MIN's score T, the turn "
                                               "total R, P = max or min to move")),
        };
    }
    bool usesSeed() const override { return false; }

    std::optional<GameTree> generate(const OptionValues &options, std::uint64_t,
                                     QString *error) const override
    {
        QString why;
        const Settings s = read(options);
        const std::optional<Pig> root = parsePig(s.position, s.goal, &why);
        Builder builder(s);
        if (root && builder.count(*root, s.depth) > MaxNodes)
            why =
                QCoreApplication::translate(
                    "gt::Generator", "Pig to depth %1 with a %2-sided die has more than 5,000,000 "
                                     "nodes; try a smaller --depth or --die")
                    .arg(s.depth)
                    .arg(s.die);
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            return std::nullopt;
        }
        builder.reserve(builder.count(*root, s.depth));
        builder.decision(*root, s.depth, QString(), std::numeric_limits<double>::quiet_NaN());
        return GameTree::fromDraft(builder.take(), error);
    }
};

} // namespace

const Generator *diceGenerator()
{
    static const DiceGenerator generator;
    return &generator;
}

} // namespace gt

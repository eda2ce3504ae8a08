// `grundy`: Grundy's game (docs/games.md). A position is a multiset of piles; a move splits one
// pile into two unequal piles; the player who cannot move (every pile 1 or 2) loses. The tree is
// the game from a pile of n (or any position), whole or to a depth with solved values at the
// horizon, optionally named as the lecture's AND/OR graph.
#include "grundy.h"

#include "generator.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <array>
#include <deque>
#include <functional>
#include <map>
#include <utility>

namespace gt {

namespace grundy {

QString pilesText(const Piles &piles)
{
    QStringList parts;
    for (const int p : piles)
        parts << QString::number(p);
    return parts.join(QLatin1Char('+'));
}

std::vector<Move> movesFrom(const Piles &piles)
{
    std::vector<Move> moves;
    for (std::size_t i = 0; i < piles.size(); ++i) {
        if (i > 0 && piles[i] == piles[i - 1])
            continue;
        const int p = piles[i];
        for (int larger = p - 1; 2 * larger > p; --larger) {
            Piles after = piles;
            after.erase(after.begin() + std::ptrdiff_t(i));
            after.push_back(larger);
            after.push_back(p - larger);
            std::sort(after.begin(), after.end(), std::greater<>());
            moves.push_back({p, larger, p - larger, std::move(after)});
        }
    }
    return moves;
}

QString moveText(const Move &m)
{
    return QStringLiteral("%1→%2+%3").arg(m.pile).arg(m.larger).arg(m.smaller);
}

std::optional<Piles> parsePiles(const QString &text, QString *error)
{
    Piles piles;
    int total = 0;
    for (const QString &part : text.split(QLatin1Char('+'))) {
        bool ok = false;
        const int p = part.trimmed().toInt(&ok);
        if (!ok || p < 1) {
            *error =
                QCoreApplication::translate(
                    "gt::Generator", "--position \"%1\": \"%2\" is not a pile; write the piles as "
                                     "whole numbers of at least 1 joined by +, e.g. 4+2+1")
                    .arg(text, part);
            return std::nullopt;
        }
        total += std::min(p, MaxTotal + 1);
        piles.push_back(p);
    }
    if (total > MaxTotal) {
        *error = QCoreApplication::translate("gt::Generator",
                                             "--position \"%1\" has more than %2 tokens in all")
                     .arg(text)
                     .arg(MaxTotal);
        return std::nullopt;
    }
    std::sort(piles.begin(), piles.end(), std::greater<>());
    return piles;
}

} // namespace grundy

namespace {

using namespace grundy;

// Sprague–Grundy numbers of single piles: g(p) = mex { g(a) xor g(b) : a + b = p, a > b ≥ 1 }.
// The player to move loses a position exactly when the xor of its piles' numbers is 0: the
// exact value a depth-limited tree puts at its horizon, without searching below it.
std::vector<int> grundyNumbers(int largestPile)
{
    std::vector<int> g(std::size_t(largestPile) + 1, 0);
    for (int p = 3; p <= largestPile; ++p) {
        std::vector<bool> seen(std::size_t(p) + 2, false);
        for (int b = 1; 2 * b < p; ++b) {
            const int x = g[std::size_t(p - b)] ^ g[std::size_t(b)];
            if (x < int(seen.size()))
                seen[std::size_t(x)] = true;
        }
        int mex = 0;
        while (seen[std::size_t(mex)])
            ++mex;
        g[std::size_t(p)] = mex;
    }
    return g;
}

// More nodes than a generated tree may have: what the program can hold and draw.
constexpr double MaxNodes = 5e6;

struct Settings {
    int pile = 7;
    QString position; // empty: one pile of `pile`
    int depth = -1;   // -1: the whole game
    bool andOr = false;
};

Settings read(const OptionValues &v)
{
    Settings s;
    s.pile = v.integer(QStringLiteral("pile"), s.pile);
    s.position = v.text(QStringLiteral("position"), QString()).trimmed();
    s.depth = v.integer(QStringLiteral("depth"), s.depth);
    s.andOr = v.flag(QStringLiteral("and-or"));
    return s;
}

// Makes the game's position graph first (the lecture's AND/OR graph: each position once, with
// its moves), then unfolds it into the tree. So a position's text, moves and labels are made
// once however often it recurs, and the tree's equal positions share their QStrings.
class Builder {
public:
    Builder(const Settings &s, int largestPile)
        : m_settings(s)
        , m_grundy(grundyNumbers(largestPile))
    {}

    // The graph's node of a position, made (without its moves) when first met.
    int positionOf(const Piles &piles)
    {
        const auto [it, added] = m_index.try_emplace(piles, int(m_positions.size()));
        if (added) {
            Position p;
            p.piles = piles;
            p.text = pilesText(piles);
            p.andOrNames = {QStringLiteral("AND ") + p.text, QStringLiteral("OR ") + p.text};
            for (const int pile : piles)
                p.nimSum ^= m_grundy[std::size_t(pile)];
            m_positions.push_back(std::move(p));
        }
        return it->second;
    }

    // Nodes of the tree below `position` to `remaining` more moves (−1: all), counted on the
    // graph without making them; saturates well above MaxNodes.
    double count(int position, int remaining)
    {
        if (remaining == 0)
            return 1;
        const auto key = std::make_pair(position, remaining);
        if (const auto it = m_counts.find(key); it != m_counts.end())
            return it->second;
        double n = 1;
        for (const Edge &e : movesOf(position)) {
            n += count(e.to, remaining < 0 ? -1 : remaining - 1);
            if (n > 2 * MaxNodes)
                break;
        }
        m_counts.emplace(key, n);
        return n;
    }

    std::int32_t build(int position, bool maxToMove, int remaining, const QString &label)
    {
        const auto id = std::int32_t(m_draft.nodes.size());
        const std::vector<Edge> &moves = remaining == 0 ? m_none : movesOf(position);
        const Position &p = m_positions[std::size_t(position)];
        DraftNode node;
        node.label = label;
        node.key = p.text;
        node.gameId = m_gameId;
        node.positionText = p.text;
        node.kind = moves.empty() ? NodeKind::Leaf : (maxToMove ? NodeKind::Max : NodeKind::Min);
        node.name = m_settings.andOr ? p.andOrNames[maxToMove] : p.text;
        // The player to move loses when no move is left. Elsewhere the xor rule says whether
        // the player to move wins with best play: the value at the horizon, and every inner
        // node's heuristic value, so that depth-limited searches and iterative deepening can
        // stop anywhere (and are always right: a perfect evaluation).
        const bool terminal = moves.empty() && remaining != 0;
        const bool moverWins = !terminal && p.nimSum != 0;
        node.value = value(maxToMove == moverWins);
        node.children.reserve(moves.size());
        m_draft.nodes.push_back(std::move(node));
        std::vector<std::int32_t> children;
        children.reserve(moves.size());
        for (const Edge &e : moves)
            children.push_back(
                build(e.to, !maxToMove, remaining < 0 ? -1 : remaining - 1, e.label));
        m_draft.nodes[std::size_t(id)].children = std::move(children);
        return id;
    }

    void reserve(double nodes) { m_draft.nodes.reserve(std::size_t(nodes)); }
    TreeDraft take() { return std::move(m_draft); }

private:
    struct Edge {
        QString label; // "7→4+3"
        int to = 0;
    };
    struct Position {
        Piles piles;
        QString text;
        std::array<QString, 2> andOrNames; // MIN to move: "AND 4+3"; MAX: "OR 4+3"
        int nimSum = 0;
        bool expanded = false;
        std::vector<Edge> moves;
    };

    // A position's moves in the documented order, made when first asked for.
    const std::vector<Edge> &movesOf(int position)
    {
        if (!m_positions[std::size_t(position)].expanded) {
            std::vector<Edge> edges;
            for (const Move &m : movesFrom(m_positions[std::size_t(position)].piles))
                edges.push_back({moveText(m), positionOf(m.after)});
            m_positions[std::size_t(position)].moves = std::move(edges);
            m_positions[std::size_t(position)].expanded = true;
        }
        return m_positions[std::size_t(position)].moves;
    }
    // MAX wins: +1 (AND/OR: 1, solved); MIN wins: −1 (AND/OR: 0, not solved).
    double value(bool maxWins) const
    {
        if (maxWins)
            return 1;
        return m_settings.andOr ? 0 : -1;
    }

    const Settings &m_settings;
    std::vector<int> m_grundy;
    std::deque<Position> m_positions; // a deque: references stay valid as it grows
    std::map<Piles, int> m_index;
    std::map<std::pair<int, int>, double> m_counts;
    const std::vector<Edge> m_none;
    const QString m_gameId = QStringLiteral("grundy");
    TreeDraft m_draft;
};

class GrundyGenerator : public Generator {
public:
    QString id() const override { return QStringLiteral("grundy"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Generator", "Grundy's game");
    }
    QString description() const override
    {
        return QCoreApplication::translate(
            "gt::Generator", "Grundy's game from a pile of n tokens: a move splits one pile into "
                             "two unequal piles and the player who cannot move loses (+1: MAX "
                             "wins, -1: MIN wins), with MAX moving first.");
    }
    OptionSpecs options() const override
    {
        const Settings d;
        return {
            OptionSpec::integer(
                QStringLiteral("pile"), d.pile, QStringLiteral("N"),
                QCoreApplication::translate("gt::Option", "Start from one pile of N tokens"))
                .withRange(1, MaxTotal),
            OptionSpec::text(
                QStringLiteral("position"), QVariant(), QStringLiteral("PILES"),
                QCoreApplication::translate("gt::Option",
                                            "Start from these piles instead, e.g. 4+2+1 (at most "
                                            "40 tokens in all)"))
                .withDefaultText(QCoreApplication::translate("gt::Option", "one pile of --pile")),
            OptionSpec::integer(QStringLiteral("depth"), QVariant(), QStringLiteral("D"),
                                QCoreApplication::translate(
                                    "gt::Option", "Stop D moves deep; a position there is a leaf "
                                                  "with its solved value (Sprague-Grundy)"))
                .withRange(0, MaxTotal)
                .withDefaultText(QCoreApplication::translate("gt::Option", "the whole game")),
            OptionSpec::flag(
                QStringLiteral("and-or"),
                QCoreApplication::translate("gt::Option",
                                            "The AND/OR view: MAX nodes are named OR, MIN nodes "
                                            "AND, and leaves are 1 where MAX wins (solved) and 0 "
                                            "where MIN wins")),
        };
    }
    bool usesSeed() const override { return false; }

    std::optional<GameTree> generate(const OptionValues &options, std::uint64_t,
                                     QString *error) const override
    {
        QString why;
        const Settings s = read(options);
        std::optional<Piles> piles = Piles{s.pile};
        if (!s.position.isEmpty())
            piles = parsePiles(s.position, &why);
        if (!piles) {
            if (error)
                *error = why;
            return std::nullopt;
        }
        Builder builder(s, piles->front());
        const int root = builder.positionOf(*piles);
        const double nodes = builder.count(root, s.depth);
        if (nodes > MaxNodes) {
            if (error)
                *error =
                    QCoreApplication::translate(
                        "gt::Generator", "Grundy's game from %1 has more than 5,000,000 nodes%2; "
                                         "try a smaller --pile or a --depth")
                        .arg(pilesText(*piles), s.depth < 0 ? QString()
                                                            : QCoreApplication::translate(
                                                                  "gt::Generator", " to depth %1")
                                                                  .arg(s.depth));
            return std::nullopt;
        }
        builder.reserve(nodes);
        builder.build(root, true, s.depth, QString());
        return GameTree::fromDraft(builder.take(), error);
    }
};

} // namespace

const Generator *grundyGenerator()
{
    static const GrundyGenerator generator;
    return &generator;
}

} // namespace gt

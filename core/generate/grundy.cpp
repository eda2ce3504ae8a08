// `grundy`: Grundy's game (docs/games.md). A position is a multiset of piles; a move splits one
// pile into two unequal piles; the player who cannot move (every pile 1 or 2) loses. The tree is
// the game from a pile of n (or any position), whole or to a depth with solved values at the
// horizon, optionally named as the lecture's AND/OR graph.
#include "generator.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <algorithm>
#include <functional>
#include <map>
#include <utility>

namespace gt {

namespace {

using Piles = std::vector<int>; // largest first

// The position text of the shared format: the piles, largest first, joined by `+` ("4+2+1").
QString pilesText(const Piles &piles)
{
    QStringList parts;
    for (const int p : piles)
        parts << QString::number(p);
    return parts.join(QLatin1Char('+'));
}

// Every move from a position in the documented order: the distinct piles largest first, and
// each pile's splits by the larger part descending (7→6+1, 7→5+2, 7→4+3). Two equal piles give
// the same positions, so only the first of them is split.
struct Move {
    int pile = 0, larger = 0, smaller = 0;
    Piles after;
};

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

// The largest pile and the largest sum of piles a tree is made from: a position of 40 has
// 37,338 sub-positions, so counting and solving stay instant however deep the tree would be.
constexpr int MaxTotal = 40;
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

// "4+2+1", in any order, each pile at least 1, the sum at most MaxTotal.
std::optional<Piles> parsePiles(const QString &text, QString *error)
{
    Piles piles;
    int total = 0;
    for (const QString &part : text.split(QLatin1Char('+'))) {
        bool ok = false;
        const int p = part.trimmed().toInt(&ok);
        if (!ok || p < 1) {
            *error = QStringLiteral("--position \"%1\": \"%2\" is not a pile; write the piles as "
                                    "whole numbers of at least 1 joined by +, e.g. 4+2+1")
                         .arg(text, part);
            return std::nullopt;
        }
        total += std::min(p, MaxTotal + 1);
        piles.push_back(p);
    }
    if (total > MaxTotal) {
        *error = QStringLiteral("--position \"%1\" has more than %2 tokens in all")
                     .arg(text)
                     .arg(MaxTotal);
        return std::nullopt;
    }
    std::sort(piles.begin(), piles.end(), std::greater<>());
    return piles;
}

// Builds the draft depth first. Equal positions share their QStrings (implicit sharing), so a
// 2,000,000-node tree holds each distinct text once.
class Builder {
public:
    Builder(const Settings &s, int largestPile)
        : m_settings(s)
        , m_grundy(grundyNumbers(largestPile))
    {}

    // Nodes of the tree below `piles` to `remaining` more moves (−1: all), counted without
    // making them; saturates well above MaxNodes.
    double count(const Piles &piles, int remaining)
    {
        if (remaining == 0)
            return 1;
        const auto key = std::make_pair(piles, remaining);
        if (const auto it = m_counts.find(key); it != m_counts.end())
            return it->second;
        double n = 1;
        for (const Move &m : movesFrom(piles)) {
            n += count(m.after, remaining < 0 ? -1 : remaining - 1);
            if (n > 2 * MaxNodes)
                break;
        }
        m_counts.emplace(key, n);
        return n;
    }

    std::int32_t build(const Piles &piles, bool maxToMove, int remaining, const QString &label)
    {
        const auto id = std::int32_t(m_draft.nodes.size());
        m_draft.nodes.emplace_back();
        const QString text = shared(pilesText(piles));
        std::vector<Move> moves = remaining == 0 ? std::vector<Move>() : movesFrom(piles);
        {
            DraftNode &node = m_draft.nodes.back();
            node.label = label;
            node.key = text;
            node.gameId = m_gameId;
            node.positionText = text;
            node.kind =
                moves.empty() ? NodeKind::Leaf : (maxToMove ? NodeKind::Max : NodeKind::Min);
            node.name =
                m_settings.andOr
                    ? shared((maxToMove ? QStringLiteral("OR ") : QStringLiteral("AND ")) + text)
                    : text;
            // The player to move loses when no move is left. Elsewhere the xor rule says
            // whether the player to move wins with best play: the value at the horizon, and
            // every inner node's heuristic value, so that depth-limited searches and iterative
            // deepening can stop anywhere (and are always right: a perfect evaluation).
            const bool terminal = moves.empty() && remaining != 0;
            const bool moverWins = !terminal && nimSum(piles) != 0;
            node.value = value(maxToMove == moverWins);
        }
        std::vector<std::int32_t> children;
        children.reserve(moves.size());
        for (const Move &m : moves) {
            const QString moveLabel =
                QStringLiteral("%1→%2+%3").arg(m.pile).arg(m.larger).arg(m.smaller);
            children.push_back(
                build(m.after, !maxToMove, remaining < 0 ? -1 : remaining - 1, moveLabel));
        }
        m_draft.nodes[std::size_t(id)].children = std::move(children);
        return id;
    }

    TreeDraft take() { return std::move(m_draft); }

private:
    int nimSum(const Piles &piles) const
    {
        int x = 0;
        for (const int p : piles)
            x ^= m_grundy[std::size_t(p)];
        return x;
    }
    // MAX wins: +1 (AND/OR: 1, solved); MIN wins: −1 (AND/OR: 0, not solved).
    double value(bool maxWins) const
    {
        if (maxWins)
            return 1;
        return m_settings.andOr ? 0 : -1;
    }
    QString shared(const QString &text)
    {
        const auto it = m_texts.constFind(text);
        if (it != m_texts.constEnd())
            return *it;
        m_texts.insert(text, text);
        return text;
    }

    const Settings &m_settings;
    std::vector<int> m_grundy;
    std::map<std::pair<Piles, int>, double> m_counts;
    QHash<QString, QString> m_texts;
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
            OptionSpec::integer(QStringLiteral("pile"), d.pile, QStringLiteral("N"),
                                QStringLiteral("Start from one pile of N tokens"))
                .withRange(1, MaxTotal),
            OptionSpec::text(QStringLiteral("position"), QVariant(), QStringLiteral("PILES"),
                             QStringLiteral("Start from these piles instead, e.g. 4+2+1 (at most "
                                            "40 tokens in all)"))
                .withDefaultText(QStringLiteral("one pile of --pile")),
            OptionSpec::integer(QStringLiteral("depth"), QVariant(), QStringLiteral("D"),
                                QStringLiteral("Stop D moves deep; a position there is a leaf "
                                               "with its solved value (Sprague-Grundy)"))
                .withRange(0, MaxTotal)
                .withDefaultText(QStringLiteral("the whole game")),
            OptionSpec::flag(QStringLiteral("and-or"),
                             QStringLiteral("The AND/OR view: MAX nodes are named OR, MIN nodes "
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
        const double nodes = builder.count(*piles, s.depth);
        if (nodes > MaxNodes) {
            if (error)
                *error =
                    QStringLiteral("Grundy's game from %1 has more than 5,000,000 nodes%2; "
                                   "try a smaller --pile or a --depth")
                        .arg(pilesText(*piles),
                             s.depth < 0 ? QString() : QStringLiteral(" to depth %1").arg(s.depth));
            return std::nullopt;
        }
        builder.build(*piles, true, s.depth, QString());
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

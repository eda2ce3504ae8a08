// `lgame`: the tree of L-game moves from a position to a depth, the retrograde analysis
// (lgame.h) giving the exact value at the horizon, so that minimax on it shows why a move wins.
#include "generator.h"
#include "lgame.h"

#include <QCoreApplication>
#include <QHash>

namespace gt {

namespace {

using namespace lgame;

// A win for the player to move at the root scores 100 minus the plies from the root to the end,
// a loss the negative, a draw 0: so the faster win and the slower loss score higher, and the
// value every node gets is the same whatever the depth at which the analysis is read.
constexpr int WinScore = 100;
// Trees the window still opens at once (the neutral moves make up to 195 moves a position).
constexpr std::int64_t MaxNodes = 1'000'000;

// Which moves of the neutral pieces the tree shows: all of them (up to 13 per place of the L),
// for each place of the L only the best choice by the analysis (the tree stays small and its
// minimax value is still the game's), or none (the neutrals stay; the tree a lecture draws, but
// a hidden neutral move may be what decides, so minimax on it can differ from the analysis).
const QString NeutralAll = QStringLiteral("all");
const QString NeutralBest = QStringLiteral("best");
const QString NeutralNone = QStringLiteral("none");

struct Settings {
    QString position = positionText(startPosition());
    int depth = 2;
    QString neutral = NeutralAll;
};

// The analysis's verdict on p, found `ply` plies below the root, from MAX's side (MAX moves at
// the root, so MAX is to move at even plies).
double valueAt(const Position &p, int ply)
{
    const Result r = analyse(p);
    if (r.outcome == Outcome::Draw)
        return 0;
    const double score = WinScore - (ply + r.plies);
    const bool moverWins = r.outcome == Outcome::Win;
    return (moverWins == (ply % 2 == 0)) ? score : -score;
}

class TreeBuilder {
public:
    TreeBuilder(int depth, const QString &neutral)
        : m_depth(depth)
        , m_neutral(neutral)
    {}

    // The moves the tree shows at p, in legalMoves order.
    std::vector<Move> moves(const Position &p) const
    {
        std::vector<Move> all = legalMoves(p);
        if (m_neutral == NeutralNone)
            std::erase_if(all, [](const Move &m) { return m.movesNeutral(); });
        if (m_neutral != NeutralBest)
            return all;
        // legalMoves gives each place of the L its 13 moves together; keep the first of the
        // best for the mover (MAX at ply 0 of valueAt).
        std::vector<Move> best;
        double bestValue = 0;
        for (const Move &m : all) {
            const double v = valueAt(play(p, m), 1);
            if (best.empty() || best.back().placement != m.placement) {
                best.push_back(m);
                bestValue = v;
            } else if (v > bestValue) {
                best.back() = m;
                bestValue = v;
            }
        }
        return best;
    }

    // Nodes of the tree below p (p included), counting no further than `limit`.
    std::int64_t count(const Position &p, int ply, std::int64_t limit) const
    {
        std::int64_t n = 1;
        if (ply == m_depth)
            return n;
        for (const Move &m : moves(p)) {
            n += count(play(p, m), ply + 1, limit - n);
            if (n > limit)
                break;
        }
        return n;
    }

    std::int32_t add(TreeDraft &draft, const Position &p, int ply, const QString &label)
    {
        const auto id = std::int32_t(draft.nodes.size());
        draft.nodes.emplace_back();
        const std::vector<Move> next = ply < m_depth ? moves(p) : std::vector<Move>();
        const bool leaf = next.empty();
        {
            DraftNode &node = draft.nodes.back();
            node.kind = leaf ? NodeKind::Leaf : ply % 2 == 0 ? NodeKind::Max : NodeKind::Min;
            node.value = valueAt(p, ply);
            node.label = label;
            node.gameId = QStringLiteral("lgame");
            node.positionText = positionText(p);
            node.key = keyOf(node.positionText, ply);
        }
        for (const Move &m : next) {
            const std::int32_t child = add(draft, play(p, m), ply + 1, moveLabel(m));
            draft.nodes[id].children.push_back(child); // after add(): it may move the vector
        }
        return id;
    }

private:
    // The position, so that transpositions share a key. A position can come back at another
    // ply (from 4 plies on: both L's away and back); there its subtree is cut at another depth
    // and its values count from another ply, so it is not the same node for a transposition
    // table: such a repeat gets the ply added.
    QString keyOf(const QString &text, int ply)
    {
        const auto first = m_firstPly.constFind(text);
        if (first == m_firstPly.constEnd()) {
            m_firstPly.insert(text, ply);
            return text;
        }
        return *first == ply ? text : text + QStringLiteral(" ply %1").arg(ply);
    }

    int m_depth;
    QString m_neutral;
    QHash<QString, int> m_firstPly;
};

class LGameGenerator : public Generator {
public:
    QString id() const override { return QStringLiteral("lgame"); }
    QString displayName() const override
    {
        return QCoreApplication::translate("gt::Generator", "L-game");
    }
    QString description() const override
    {
        return QCoreApplication::translate(
            "gt::Generator",
            "De Bono's L-game from a position: every move to the depth, with the exact value of "
            "the retrograde analysis at the horizon (100 minus the plies to the end for a win of "
            "the player to move at the root, the negative for a loss, 0 for a draw).");
    }
    OptionSpecs options() const override
    {
        const Settings d;
        return {
            OptionSpec::text(
                QStringLiteral("position"), d.position, QStringLiteral("P"),
                QCoreApplication::translate("gt::Option",
                                            "The position: 4 rows of . x # * joined by '/', then "
                                            "A or B to move")),
            OptionSpec::integer(
                QStringLiteral("depth"), d.depth, QStringLiteral("D"),
                QCoreApplication::translate("gt::Option", "Plies of moves below the position"))
                .withRange(0, 12),
            OptionSpec::choice(QStringLiteral("neutral"), {NeutralAll, NeutralBest, NeutralNone},
                               QCoreApplication::translate(
                                   "gt::Option", "Moves of a neutral piece: all; for each place of "
                                                 "the L only the best by the analysis (a small "
                                                 "tree, the same minimax value); or none (the "
                                                 "neutrals stay; minimax may then differ)")),
        };
    }
    bool usesSeed() const override { return false; }

    std::optional<GameTree> generate(const OptionValues &options, std::uint64_t,
                                     QString *error) const override
    {
        auto fail = [error](const QString &why) -> std::optional<GameTree> {
            if (error)
                *error = why;
            return std::nullopt;
        };
        Settings s;
        s.position = options.text(QStringLiteral("position"), s.position);
        s.depth = options.integer(QStringLiteral("depth"), s.depth);
        s.neutral = options.choice(QStringLiteral("neutral"), s.neutral);
        QString why;
        const auto root = parsePosition(s.position, &why);
        if (!root)
            return fail(QStringLiteral("--position: %1").arg(why));
        TreeBuilder builder(s.depth, s.neutral);
        const std::int64_t nodes = builder.count(*root, 0, MaxNodes);
        if (nodes > MaxNodes)
            return fail(
                QCoreApplication::translate(
                    "gt::Generator", "the tree from this position to --depth %1 has more than "
                                     "1,000,000 nodes: lower --depth%2")
                    .arg(s.depth)
                    .arg(s.neutral == NeutralAll ? QCoreApplication::translate(
                                                       "gt::Generator", " or use --neutral best")
                                                 : QString()));
        TreeDraft draft;
        draft.nodes.reserve(std::size_t(nodes));
        draft.root = builder.add(draft, *root, 0, QString());
        return GameTree::fromDraft(draft, error);
    }
};

} // namespace

const Generator *lgameGenerator()
{
    static const LGameGenerator generator;
    return &generator;
}

} // namespace gt

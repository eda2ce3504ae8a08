// The MT family (Plaat, Schaeffer, Pijls and de Bruin 1996): a driver, MTD, asks a series of
// null-window questions about the root's value ("is it ≥ g?"), each answered by MT, a
// fail-soft alpha-beta with a transposition table whose answer is a bound; the bounds close in
// until they meet. The table remembers every node's bounds across the passes, so a later pass
// reads only what the earlier ones did not settle. mtdf starts at a guess, mt-sss above every
// value (it reads SSS*'s leaves in SSS*'s order), mt-dual below every value (DUAL*'s).
// Null windows are infinitesimal (std::nextafter), so real values are handled exactly.
#include "../algorithm.h"
#include "../commonoptions.h"
#include "../searchsupport.h"
#include "../table/transpositiontable.h"

#include <QCoreApplication>

#include <cmath>

namespace gt {

namespace {

enum Line {
    LineTest = 4,
    LineBounds = 6,
    LineDone = 7,
    LineEnter = 8,
    LineTable = 9,
    LineLeaf = 11,
    LineMaxBack = 13,
    LineMaxCut = 14,
    LineMinBack = 16,
    LineMinCut = 17,
};

struct Visit {
    NodeId node;
    bool isMax;
    int next = 0;
    double alpha0, beta0;            // the window after the table narrowed it
    double alpha, beta;              // the window now
    double value;                    // best so far
    bool cut = false;                // a cut-off left children unsearched
    Bound valueBound = Bound::Exact; // what the child that gave `value` returned
};

// What a pass found at the root: its value and the index of the root child that gave it (the
// first child to reach the value, or none).
struct PassResult {
    double value = 0;
    Bound bound = Bound::None;
    std::optional<int> child;
};

// MT: one null-window test of the root, fail-soft alpha-beta with the table, events from
// MAX's view (the tree's values are).
class MemoryTest {
public:
    MemoryTest(const GameTree &tree, int depthLimit, TranspositionTable &table, TraceWriter &w)
        : m_t(tree)
        , m_depth(depthLimit)
        , m_table(table)
        , m_w(w)
    {}

    PassResult run(double alpha, double beta);

private:
    void enter(NodeId n, double alpha, double beta);
    void deliver(NodeId child, double r, Bound b, BoundReasons why);
    // What the value a node returns means, once stored: the table's entry says most.
    Bound boundOf(NodeId n, double g, double alpha, double beta) const
    {
        const TableEntry &e = m_table.entry(n);
        if (e.lower == e.upper)
            return Bound::Exact;
        return g <= alpha ? Bound::Upper : g >= beta ? Bound::Lower : Bound::Exact;
    }

    // Why a finished node's value is only a bound: its own cut-off, a child that was itself
    // only a bound, else the null window, which only tells on which side the value lies.
    static BoundReasons reasonsOf(const Visit &v, Bound bound)
    {
        if (bound == Bound::Exact)
            return {};
        const BoundReasons why = boundReasonsOf(v.cut, v.valueBound);
        return why ? why : BoundReasons(BoundReason::Window);
    }

    const GameTree &m_t;
    const int m_depth;
    TranspositionTable &m_table;
    TraceWriter &m_w;
    std::vector<Visit> m_stack;
    PassResult m_result;
};

PassResult MemoryTest::run(double alpha, double beta)
{
    m_result = {};
    enter(0, alpha, beta);
    while (!m_stack.empty()) {
        Visit &top = m_stack.back();
        if (top.next < m_t.childCount(top.node)) {
            const NodeId c = m_t.child(top.node, top.next++);
            enter(c, top.alpha, top.beta);
            continue;
        }
        const Visit done = top;
        m_stack.pop_back();
        m_table.store(done.node, done.value, done.alpha0, done.beta0);
        const Bound bound = boundOf(done.node, done.value, done.alpha0, done.beta0);
        deliver(done.node, done.value, bound, reasonsOf(done, bound));
    }
    return m_result;
}

void MemoryTest::enter(NodeId n, double alpha, double beta)
{
    const TableLookup l = m_table.lookup(n, alpha, beta);
    if (l.answered) {
        m_w.add(EventType::TableHit, LineTable, n, l.entry.storedBy, l.entry.lower, l.entry.upper,
                std::uint8_t(l.bound));
        deliver(n, l.value, l.bound, BoundReason::Table);
        return;
    }
    if (isTerminal(m_t, n, m_depth)) {
        m_w.add(EventType::ReadLeaf, LineLeaf, n, NoNode, m_t.value(n));
        m_table.storeExact(n, m_t.value(n)); // an evaluated leaf is known exactly
        deliver(n, m_t.value(n), Bound::Exact, {});
        return;
    }
    m_w.add(EventType::Enter, LineEnter, n, NoNode, l.alpha, l.beta, 1, m_t.depth(n));
    const bool isMax = m_t.kind(n) == NodeKind::Max;
    m_stack.push_back(
        {n, isMax, 0, l.alpha, l.beta, l.alpha, l.beta, isMax ? -Infinity : Infinity});
}

void MemoryTest::deliver(NodeId child, double r, Bound b, BoundReasons why)
{
    if (m_stack.empty()) { // the root: the driver reports it
        m_result.value = r;
        m_result.bound = b;
        return;
    }
    Visit &p = m_stack.back();
    const bool better = p.isMax ? r > p.value : r < p.value;
    if (better) {
        p.value = r;
        p.valueBound = b;
        if (p.node == 0)
            m_result.child = m_t.childIndex(child);
    } else if (r == p.value && b == Bound::Exact) {
        p.valueBound = b; // an exact child wins a tie: it says more
    }
    m_w.add(EventType::Return, p.isMax ? LineMaxBack : LineMinBack, child, p.node, r, p.value,
            std::uint8_t(b), std::int32_t(why.toInt()));
    if (p.isMax && p.value > p.alpha) {
        p.alpha = p.value;
        m_w.add(EventType::Tighten, LineMaxBack, p.node, NoNode, p.alpha, p.beta);
    } else if (!p.isMax && p.value < p.beta) {
        p.beta = p.value;
        m_w.add(EventType::Tighten, LineMinBack, p.node, NoNode, p.alpha, p.beta);
    }
    if (p.alpha >= p.beta && p.next < m_t.childCount(p.node)) {
        m_w.add(EventType::Cutoff, p.isMax ? LineMaxCut : LineMinCut, p.node,
                m_t.child(p.node, p.next), p.alpha, p.beta,
                std::uint8_t(p.isMax ? Cut::AtMax : Cut::AtMin));
        p.next = m_t.childCount(p.node); // the remaining children are never searched
        p.cut = true;
    }
}

// Where the driver starts.
enum class Start { Guess, Above, Below };

class Mtd final : public Algorithm {
public:
    Mtd(QString id, QString name, Start start)
        : m_id(std::move(id))
        , m_name(std::move(name))
        , m_start(start)
    {}

    QString id() const override { return m_id; }
    QString displayName() const override { return m_name; }
    QStringList pseudocode() const override
    {
        const QString first =
            m_start == Start::Guess ? QCoreApplication::translate("gt::Pseudocode", "f = the guess")
            : m_start == Start::Above ? QCoreApplication::translate("gt::Pseudocode", "f = +∞")
                                      : QCoreApplication::translate("gt::Pseudocode", "f = −∞");
        return {
            QCoreApplication::translate("gt::Pseudocode", "function MTD(root, f):   ▷ %1")
                .arg(first),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  g ← f;  lo ← −∞;  hi ← +∞   ▷ the root's value lies in [lo, hi]"),
            QCoreApplication::translate("gt::Pseudocode", "  while lo < hi:"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "    if g = lo: ask \"value > g?\", (α, β) = (g, g⁺); else ask \"value ≥ "
                "g?\", (α, β) = (g⁻, g)"),
            QCoreApplication::translate("gt::Pseudocode", "    r ← MT(root, α, β)   ▷ a pass"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "    if r ≥ β: lo ← r (yes, at least r)  else: hi ← r (no, at most r);"
                "  g ← r"),
            QCoreApplication::translate("gt::Pseudocode", "  return g"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "function MT(n, α, β):   ▷ fail-soft alpha-beta with a table [lower, "
                "upper] per node"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  if lower ≥ β: return lower;  if upper ≤ α: return upper;  if lower "
                "= upper: return it"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  α ← max(α, lower);  β ← min(β, upper)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "  if n is a leaf: lower ← upper ← value(n); return value(n)"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  if n is MAX: v ← −∞; for each child c, left to right:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "      v ← max(v, MT(c, α, β));  α ← max(α, v)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "      if α ≥ β: prune the remaining children   ▷ β cut-off"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "  else: v ← +∞; for each child c, left to right:"),
            QCoreApplication::translate("gt::Pseudocode",
                                        "      v ← min(v, MT(c, α, β));  β ← min(β, v)"),
            QCoreApplication::translate(
                "gt::Pseudocode", "      if α ≥ β: prune the remaining children   ▷ α cut-off"),
            QCoreApplication::translate(
                "gt::Pseudocode",
                "  store v: v ≤ α₀: upper ← v;  v ≥ β₀: lower ← v;  else both   ▷ "
                "(α₀, β₀): line 10's window"),
            QCoreApplication::translate("gt::Pseudocode", "  return v"),
        };
    }
    QString introduction() const override
    {
        switch (m_start) {
        case Start::Guess:
            return QCoreApplication::translate(
                "gt::Algorithm",
                "It asks a series of yes/no questions about the root's value, starting at a "
                "guess (\"is it ≥ g?\"), each answered by a null-window alpha-beta pass that "
                "remembers bounds in a transposition table, until the bounds meet.");
        case Start::Above:
            return QCoreApplication::translate(
                "gt::Algorithm",
                "It asks \"is the value ≥ g?\" starting above every value, each time with the "
                "upper bound the last pass found; a null-window alpha-beta with a "
                "transposition table answers, reading SSS*'s leaves in SSS*'s order.");
        case Start::Below:
            return QCoreApplication::translate(
                "gt::Algorithm",
                "It asks \"is the value > g?\" starting below every value, each time with the "
                "lower bound the last pass found; a null-window alpha-beta with a "
                "transposition table answers, reading DUAL*'s leaves.");
        }
        return {};
    }
    OptionSpecs options() const override
    {
        if (m_start == Start::Guess)
            return {guessOption(), depthOption()};
        return {depthOption()};
    }
    TraceFeatures features() const override
    {
        return TraceFeatures(TraceFeature::Window) | TraceFeature::Passes |
               TraceFeature::TranspositionTable;
    }
    QList<NodeKind> acceptedKinds() const override { return {NodeKind::Max, NodeKind::Min}; }
    Trace run(const GameTree &tree, const SearchOptions &options) const override;

private:
    QString m_id, m_name;
    Start m_start;
};

Trace Mtd::run(const GameTree &t, const SearchOptions &options) const
{
    const int depth = depthLimit(options);
    double g = m_start == Start::Guess   ? guess(options, t)
               : m_start == Start::Above ? Infinity
                                         : -Infinity;
    Trace trace;
    trace.algorithm = id();
    TraceWriter w(trace);
    TranspositionTable table(t, depth);
    MemoryTest mt(t, depth, table, w);
    double lo = -Infinity, hi = Infinity;
    // The root's value and the first root child that has it: MAX proves it in the pass that
    // raises lo to the value (the child that reached β first; those before it stayed below),
    // MIN in the pass that lowers hi to it.
    const bool maxRoot = !t.isLeaf(0) && t.kind(0) == NodeKind::Max;
    std::optional<int> best;
    for (int pass = 1; lo < hi; ++pass) {
        // "> g" is (g, g⁺), "≥ g" is (g⁻, g): on doubles both are exact, never g ± 1.
        const double alpha = g == lo ? g : std::nextafter(g, -Infinity);
        const double beta = g == lo ? std::nextafter(g, Infinity) : g;
        w.add(EventType::PassStart, LineTest, 0, depth < 0 ? NoNode : NodeId(depth), alpha, beta,
              std::uint8_t(PassKind::NullWindowTest), pass);
        const PassResult r = mt.run(alpha, beta);
        const bool high = r.value >= beta;
        if (high)
            lo = r.value;
        else
            hi = r.value;
        g = r.value;
        if (high == maxRoot)
            best = r.child;
        if (lo < hi)
            w.add(EventType::Return, LineBounds, 0, NoNode, r.value, 0, std::uint8_t(r.bound));
    }
    w.add(EventType::Finish, LineDone, 0, NoNode, g, 0, std::uint8_t(Bound::Exact));
    summarize(t, trace);
    if (!t.isLeaf(0))
        trace.summary.bestChild = best;
    return trace;
}

} // namespace

const Algorithm *mtdfAlgorithm()
{
    static const Mtd instance(QStringLiteral("mtdf"), QStringLiteral("MTD(f)"), Start::Guess);
    return &instance;
}

const Algorithm *mtSssAlgorithm()
{
    static const Mtd instance(QStringLiteral("mt-sss"), QStringLiteral("MT-SSS*"), Start::Above);
    return &instance;
}

const Algorithm *mtDualAlgorithm()
{
    static const Mtd instance(QStringLiteral("mt-dual"), QStringLiteral("MT-DUAL*"), Start::Below);
    return &instance;
}

} // namespace gt

// Parse, every algorithm with its full trace, replay both ways, and the cost of tracing as a
// ratio against a plain recursive evaluation over a pointer-based tree, the way textbook code
// does it (no trace, no window bookkeeping, heap nodes with child pointers).
#include "benchsupport.h"

#include "core/io/treetext.h"
#include "core/search/algorithm.h"
#include "core/search/mcts/mctsengine.h"
#include "core/search/searchsupport.h"
#include "core/search/table/transpositiontable.h"
#include "core/session/documentfiles.h"
#include "core/trace/replayer.h"
#include "core/tree/validate.h"

#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>

namespace gt::bench {
namespace {

struct PlainNode {
    NodeKind kind;
    double value; // a leaf's value or an inner node's heuristic value
    int id;       // the node's preorder id: the index of the plain tables
    int end;      // one past the last id of its subtree
    int depth;
    int cls; // its transposition class (its own id without a key)
    PlainNode *parent;
    std::vector<std::unique_ptr<PlainNode>> children;
    bool isLeaf() const { return children.empty(); }
};

// Recursion is fine here: the benchmark trees are ~log n deep.
std::unique_ptr<PlainNode> toPlain(const GameTree &t, NodeId n, const std::vector<NodeId> &classes,
                                   PlainNode *parent = nullptr)
{
    auto p = std::make_unique<PlainNode>();
    p->kind = t.kind(n);
    p->value = t.value(n);
    p->id = n;
    p->depth = t.depth(n);
    p->cls = classes[std::size_t(n)];
    p->parent = parent;
    for (NodeId c : t.children(n))
        p->children.push_back(toPlain(t, c, classes, p.get()));
    p->end = p->children.empty() ? n + 1 : p->children.back()->end;
    return p;
}

constexpr double Inf = std::numeric_limits<double>::infinity();
double above(double x)
{
    return std::nextafter(x, Inf);
}
double below(double x)
{
    return std::nextafter(x, -Inf);
}

// The textbook versions, one per algorithm: recursion over heap nodes, no trace, no window
// bookkeeping beyond what the algorithm itself needs. Each is checked against its traced twin's
// value in the run.

double plainMinimax(const PlainNode &n)
{
    if (n.children.empty())
        return n.value;
    const bool isMax = n.kind == NodeKind::Max;
    double best = isMax ? -1e300 : 1e300;
    for (const auto &c : n.children) {
        const double v = plainMinimax(*c);
        best = isMax ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

// Two phases: generate breadth first (OPEN is the queue's tail, CLOSED its head), then back the
// values up from the end of CLOSED.
double plainMinimaxBfs(const PlainNode &root, int size)
{
    std::vector<const PlainNode *> queue{&root};
    std::vector<double> value(static_cast<std::size_t>(size));
    for (std::size_t front = 0; front < queue.size(); ++front) {
        const PlainNode *n = queue[front];
        if (n->isLeaf())
            value[std::size_t(n->id)] = n->value;
        for (const auto &c : n->children)
            queue.push_back(c.get());
    }
    for (auto it = queue.rbegin(); it != queue.rend(); ++it) {
        const PlainNode &n = **it;
        if (n.isLeaf())
            continue;
        const bool isMax = n.kind == NodeKind::Max;
        double v = isMax ? -Inf : Inf;
        for (const auto &c : n.children)
            v = isMax ? std::max(v, value[std::size_t(c->id)])
                      : std::min(v, value[std::size_t(c->id)]);
        value[std::size_t(n.id)] = v;
    }
    return value[std::size_t(root.id)];
}

// Fail-soft; `strict` prunes only on v > β (MIN: v < α), CS188's rule.
double plainAlphaBeta(const PlainNode &n, double a, double b, bool strict = false)
{
    if (n.children.empty())
        return n.value;
    const bool isMax = n.kind == NodeKind::Max;
    double v = isMax ? -1e300 : 1e300;
    for (const auto &c : n.children) {
        const double r = plainAlphaBeta(*c, a, b, strict);
        v = isMax ? std::max(v, r) : std::min(v, r);
        if (strict && (isMax ? v > b : v < a))
            break;
        (isMax ? a : b) = isMax ? std::max(a, v) : std::min(b, v);
        if (!strict && a >= b)
            break;
    }
    return v;
}

double plainAspiration(const PlainNode &root, double g, double delta)
{
    const double r = plainAlphaBeta(root, g - delta, g + delta);
    if (r <= g - delta)
        return plainAlphaBeta(root, -Inf, above(r));
    if (r >= g + delta)
        return plainAlphaBeta(root, below(r), Inf);
    return r;
}

// [lower, upper] per transposition class (Plaat's AlphaBetaWithMemory), values from MAX's view.
struct PlainEntry {
    double lower = -Inf, upper = Inf;
    bool stored = false;
};
using PlainTable = std::vector<PlainEntry>;

// The lookup before searching with (a, b): an answer, or the window narrowed.
std::optional<double> probe(const PlainEntry &e, double &a, double &b)
{
    if (!e.stored)
        return std::nullopt;
    if (e.lower >= b)
        return e.lower;
    if (e.upper <= a)
        return e.upper;
    if (e.lower == e.upper)
        return e.lower;
    a = std::max(a, e.lower);
    b = std::min(b, e.upper);
    return std::nullopt;
}

void record(PlainEntry &e, double g, double a, double b)
{
    if (g <= a) {
        e.upper = g;
    } else if (g >= b) {
        e.lower = g;
    } else {
        e.lower = g;
        e.upper = g;
    }
    e.stored = true;
}

int sideOf(const PlainNode &n)
{
    return n.kind == NodeKind::Min ? -1 : 1;
}

// Fail-soft negamax from the side to move `side`; a leaf is read by its parent's side. With a
// table, entries are kept from MAX's view as the traced version keeps them.
double plainNegamax(const PlainNode &n, int side, double a, double b, PlainTable *table)
{
    if (table) {
        double lo = side > 0 ? a : -b, hi = side > 0 ? b : -a;
        if (const auto hit = probe((*table)[std::size_t(n.cls)], lo, hi))
            return side * *hit;
        a = side > 0 ? lo : -hi;
        b = side > 0 ? hi : -lo;
    }
    const double a0 = a, b0 = b;
    double v = -Inf;
    if (n.isLeaf()) {
        v = side * n.value;
    } else {
        for (const auto &c : n.children) {
            const int cs = c->isLeaf() ? side : sideOf(*c);
            const double r = cs == side ? plainNegamax(*c, cs, a, b, table)
                                        : -plainNegamax(*c, cs, -b, -a, table);
            v = std::max(v, r);
            a = std::max(a, v);
            if (a >= b)
                break;
        }
    }
    if (table)
        record((*table)[std::size_t(n.cls)], side * v, side > 0 ? a0 : -b0, side > 0 ? b0 : -a0);
    return v;
}

// Fail-soft NegaScout in min/max form: every child after the first gets a null-window test,
// and a non-leaf child whose test lands strictly inside (α, β) is searched again with (t, β)
// (MIN: (α, t)).
double plainNegaScout(const PlainNode &n, double a, double b)
{
    if (n.isLeaf())
        return n.value;
    const bool isMax = n.kind == NodeKind::Max;
    double v = isMax ? -Inf : Inf;
    bool first = true;
    for (const auto &c : n.children) {
        double r;
        if (first) {
            r = plainNegaScout(*c, a, b);
        } else {
            r = isMax ? plainNegaScout(*c, a, above(a)) : plainNegaScout(*c, below(b), b);
            if (!c->isLeaf() && a < r && r < b)
                r = isMax ? plainNegaScout(*c, r, b) : plainNegaScout(*c, a, r);
        }
        first = false;
        v = isMax ? std::max(v, r) : std::min(v, r);
        (isMax ? a : b) = isMax ? std::max(a, v) : std::min(b, v);
        if (a >= b)
            break;
    }
    return v;
}

// Fail-hard PVS: full windows until a child moves the bound, then zero-window tests and a full
// re-search of a non-leaf child that fails high (MIN: low).
double plainPvs(const PlainNode &n, double a, double b)
{
    if (n.isLeaf())
        return n.value;
    const bool isMax = n.kind == NodeKind::Max;
    const double a0 = a, b0 = b;
    double v = isMax ? -Inf : Inf;
    bool raised = false;
    for (const auto &c : n.children) {
        double r;
        if (!raised) {
            r = plainPvs(*c, a, b);
        } else {
            r = isMax ? plainPvs(*c, a, above(a)) : plainPvs(*c, below(b), b);
            if (!c->isLeaf() && (isMax ? r > a : r < b))
                r = plainPvs(*c, a, b);
        }
        v = isMax ? std::max(v, r) : std::min(v, r);
        if (isMax ? v > a : v < b) {
            (isMax ? a : b) = v;
            raised = true;
        }
        if (a >= b)
            break;
    }
    return std::clamp(v, a0, b0);
}

// MT: fail-soft null-window alpha-beta with the table; an evaluated leaf is stored exact.
double plainMt(const PlainNode &n, double a, double b, PlainTable &table)
{
    PlainEntry &e = table[std::size_t(n.cls)];
    if (const auto hit = probe(e, a, b))
        return *hit;
    if (n.isLeaf()) {
        e = {n.value, n.value, true};
        return n.value;
    }
    const double a0 = a, b0 = b;
    const bool isMax = n.kind == NodeKind::Max;
    double v = isMax ? -Inf : Inf;
    for (const auto &c : n.children) {
        const double r = plainMt(*c, a, b, table);
        v = isMax ? std::max(v, r) : std::min(v, r);
        (isMax ? a : b) = isMax ? std::max(a, v) : std::min(b, v);
        if (a >= b)
            break;
    }
    record(e, v, a0, b0);
    return v;
}

double plainMtd(const PlainNode &root, double g, int size)
{
    PlainTable table(static_cast<std::size_t>(size));
    double lo = -Inf, hi = Inf;
    while (lo < hi) {
        const double a = g == lo ? g : below(g), b = g == lo ? above(g) : g;
        const double r = plainMt(root, a, b, table);
        (r >= b ? lo : hi) = r;
        g = r;
    }
    return g;
}

// SSS* (sign +1) and DUAL* (sign −1, MAX and MIN exchanged) with an OPEN list ordered by merit
// (SSS*: highest first, DUAL*: lowest; ties: the smallest preorder id) and indexed by node, so
// that a purge erases a subtree's range of ids.
double plainSss(const PlainNode &root, int sign)
{
    struct State {
        const PlainNode *node;
        bool solved;
        double merit;
    };
    const NodeKind all = sign > 0 ? NodeKind::Max : NodeKind::Min; // pushes all its children
    using Rank = std::pair<double, int>;                           // (−sign·merit, id)
    std::set<Rank> open;
    std::map<int, State> byId;
    auto push = [&](const PlainNode *n, bool solved, double merit) {
        open.insert({-sign * merit, n->id});
        byId[n->id] = {n, solved, merit};
    };
    push(&root, false, sign * Inf);
    for (;;) {
        const int id = open.begin()->second;
        open.erase(open.begin());
        const auto at = byId.find(id);
        const State s = at->second;
        byId.erase(at);
        const PlainNode &n = *s.node;
        if (!s.solved) {
            if (n.isLeaf())
                push(&n, true, sign > 0 ? std::min(s.merit, n.value) : std::max(s.merit, n.value));
            else if (n.kind == all)
                for (const auto &c : n.children)
                    push(c.get(), false, s.merit);
            else
                push(n.children.front().get(), false, s.merit);
            continue;
        }
        if (!n.parent)
            return s.merit;
        const PlainNode &p = *n.parent;
        if (p.kind == all) {
            for (auto it = byId.upper_bound(p.id); it != byId.end() && it->first < p.end;) {
                open.erase({-sign * it->second.merit, it->first});
                it = byId.erase(it);
            }
            push(&p, true, s.merit);
            continue;
        }
        const auto next = std::find_if(p.children.begin(), p.children.end(),
                                       [&](const auto &c) { return c.get() == &n; }) +
                          1;
        if (next != p.children.end())
            push(next->get(), false, s.merit);
        else
            push(&p, true, s.merit);
    }
}

// Iterative deepening: fail-soft alpha-beta to depth 1, 2, …, height, reading the horizon by
// its heuristic value; each node tries first the child that was best there in the last pass.
double plainIdPass(const PlainNode &n, double a, double b, int depth,
                   const std::vector<int> &bestBefore, std::vector<int> &bestNow)
{
    if (n.isLeaf() || n.depth >= depth)
        return n.value;
    const bool isMax = n.kind == NodeKind::Max;
    const int k = int(n.children.size());
    const int pv = bestBefore[std::size_t(n.id)];
    double v = isMax ? -Inf : Inf;
    int best = -1;
    for (int j = pv >= 0 ? -1 : 0; j < k; ++j) {
        const int i = j < 0 ? pv : j;
        if (j >= 0 && i == pv)
            continue;
        const double r = plainIdPass(*n.children[std::size_t(i)], a, b, depth, bestBefore, bestNow);
        if (isMax ? r > v : r < v) {
            v = r;
            best = i;
        }
        (isMax ? a : b) = isMax ? std::max(a, v) : std::min(b, v);
        if (a >= b)
            break;
    }
    bestNow[std::size_t(n.id)] = best;
    return v;
}

double plainId(const PlainNode &root, int height, int size)
{
    std::vector<int> bestBefore(static_cast<std::size_t>(size), -1);
    std::vector<int> bestNow(bestBefore);
    double v = root.value;
    for (int depth = std::min(1, height); depth <= height; ++depth) {
        std::swap(bestBefore, bestNow);
        std::fill(bestNow.begin(), bestNow.end(), -1);
        v = plainIdPass(root, -Inf, Inf, depth, bestBefore, bestNow);
    }
    return v;
}

// One row of the search table: an algorithm with options, on the plain tree or on the one with
// heuristic values and keys, and its plain twin (none for the chance algorithms).
struct RowCase {
    QString label;
    QString algorithm;
    SearchOptions options;
    bool keyed = false;
    std::function<double(const PlainNode &)> plain;
    bool intervals = false; // searches the tree with intervals (B*)
};

std::vector<RowCase> rowCases(const GameTree &tree, const GameTree &keyed)
{
    const int size = tree.size();
    const int height = keyed.height();
    auto with = [](const QString &name, const QVariant &value) {
        SearchOptions o;
        o.set(name, value);
        return o;
    };
    std::vector<RowCase> out;
    for (const Algorithm *a : algorithms()) {
        RowCase c{a->id(), a->id(), {}, false, {}};
        const QString id = a->id();
        if (id == QLatin1String("minimax"))
            c.plain = [](const PlainNode &n) { return plainMinimax(n); };
        else if (id == QLatin1String("minimax-bfs"))
            c.plain = [size](const PlainNode &n) { return plainMinimaxBfs(n, size); };
        else if (id == QLatin1String("alphabeta"))
            c.plain = [](const PlainNode &n) { return plainAlphaBeta(n, -1e300, 1e300); };
        else if (id == QLatin1String("negamax"))
            c.plain = [](const PlainNode &n) {
                return plainNegamax(n, sideOf(n), -Inf, Inf, nullptr);
            };
        else if (id == QLatin1String("aspiration")) // the default guess: no heuristic, 0; δ 1
            c.plain = [](const PlainNode &n) { return plainAspiration(n, 0, 1); };
        else if (id == QLatin1String("negascout"))
            c.plain = [](const PlainNode &n) { return plainNegaScout(n, -Inf, Inf); };
        else if (id == QLatin1String("pvs"))
            c.plain = [](const PlainNode &n) { return plainPvs(n, -Inf, Inf); };
        else if (id == QLatin1String("mtdf")) // the default guess: no heuristic, 0
            c.plain = [size](const PlainNode &n) { return plainMtd(n, 0, size); };
        else if (id == QLatin1String("mt-sss"))
            c.plain = [size](const PlainNode &n) { return plainMtd(n, Inf, size); };
        else if (id == QLatin1String("mt-dual"))
            c.plain = [size](const PlainNode &n) { return plainMtd(n, -Inf, size); };
        else if (id == QLatin1String("sss"))
            c.plain = [](const PlainNode &n) { return plainSss(n, 1); };
        else if (id == QLatin1String("dual"))
            c.plain = [](const PlainNode &n) { return plainSss(n, -1); };
        else if (id == QLatin1String("id")) { // needs heuristic values at every horizon
            c.keyed = true;
            c.label = QStringLiteral("id (heuristics)");
            c.plain = [height, size](const PlainNode &n) { return plainId(n, height, size); };
        } else if (id == QLatin1String("mcts")) {
            // The plain twin is the same engine without its iteration records or trace
            // (MctsPlain): what recording and the events cost, not a second implementation.
            c.plain = [&tree](const PlainNode &) { return mctsPlain(tree, MctsSettings{}); };
        } else if (a->features().testFlag(TraceFeature::Intervals)) { // no plain twin
            c.intervals = true;
            c.label = a->id() + QStringLiteral(" (intervals ±1000)");
        }
        out.push_back(c);
        if (id == QLatin1String("alphabeta"))
            out.push_back({QStringLiteral("alphabeta --cutoff strict"), id,
                           with(QStringLiteral("cutoff"), QStringLiteral("strict")), false,
                           [](const PlainNode &n) { return plainAlphaBeta(n, -Inf, Inf, true); }});
        if (id == QLatin1String("negamax")) {
            out.push_back({QStringLiteral("negamax (keys)"), id, {}, true, c.plain});
            RowCase tt{QStringLiteral("negamax --tt (keys)"),
                       id,
                       with(QStringLiteral("tt"), true),
                       true,
                       {}};
            tt.plain = [size](const PlainNode &n) {
                PlainTable table(static_cast<std::size_t>(size));
                return plainNegamax(n, sideOf(n), -Inf, Inf, &table);
            };
            out.push_back(tt);
        }
    }
    return out;
}

// The bench tree with its MIN nodes turned into chance nodes whose children have random
// probabilities (weights 1..9, normalised), for the threshold and sampling rows.
GameTree withChanceNodes(const GameTree &tree, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> weights(1, 9);
    TreeDraft d = tree.toDraft();
    for (DraftNode &n : d.nodes) {
        if (n.kind != NodeKind::Min)
            continue;
        n.kind = NodeKind::Chance;
        std::vector<double> w;
        double sum = 0;
        for (std::size_t i = 0; i < n.children.size(); ++i)
            sum += w.emplace_back(weights(rng));
        for (std::size_t i = 0; i < n.children.size(); ++i)
            d.nodes[std::size_t(n.children[i])].prob = w[i] / sum;
    }
    return GameTree::fromDraft(d);
}

// Issue 12: expectiminimax and expectimax searched exactly, with a probability threshold and
// with Monte-Carlo sampling; the approximate runs include the plain evaluation that gives the
// exact value beside the estimate.
} // namespace

void runChanceRows(const Config &config)
{
    std::printf("\n### Chance nodes searched approximately (`--min-prob`, `--samples`)\n\n"
                "| nodes | search | search+trace ms | events | leaves read | value | exact |\n"
                "|---:|---|---:|---:|---:|---:|---:|\n");
    for (int size : config.sizes) {
        const GameTree maxMin = exactSizeTree(size, unsigned(size));
        const GameTree chance = withChanceNodes(maxMin, unsigned(size));
        auto with = [](std::initializer_list<std::pair<const char *, QVariant>> values) {
            SearchOptions o;
            for (const auto &[name, value] : values)
                o.set(QString::fromLatin1(name), value);
            return o;
        };
        struct Case {
            const char *label;
            const GameTree *tree;
            const char *algorithm;
            SearchOptions options;
        };
        const Case cases[] = {
            {"expectiminimax", &chance, "expectiminimax", {}},
            {"expectiminimax --min-prob 0.2", &chance, "expectiminimax", with({{"min-prob", 0.2}})},
            {"expectiminimax --samples 3", &chance, "expectiminimax", with({{"samples", 3}})},
            {"expectimax --samples 3 (MIN averaged)", &maxMin, "expectimax",
             with({{"samples", 3}})},
        };
        for (const Case &c : cases) {
            QString error;
            std::optional<Trace> trace = search(*c.tree, c.algorithm, c.options, &error);
            if (!trace) {
                std::fprintf(stderr, "%s: %s\n", c.label, qPrintable(error));
                std::abort();
            }
            const Algorithm *a = findAlgorithm(QString::fromLatin1(c.algorithm));
            const double ms = bestOf(runsFor(size), [&] { trace = a->run(*c.tree, c.options); });
            const QString exact = trace->summary.exactValue
                                      ? QString::number(*trace->summary.exactValue, 'g', 6)
                                      : QStringLiteral("—");
            std::printf("| %d | %s | %.3f | %zu | %lld | %g | %s |\n", size, c.label, ms,
                        trace->events.size(), (long long)trace->summary.leavesEvaluated,
                        trace->summary.value, qPrintable(exact));
            std::fflush(stdout);
        }
    }
}

namespace {

void parseRows(const GameTree &tree, int runs)
{
    const QString text = writeTreeText(tree);
    Document doc;
    doc.tree = tree;
    const QByteArray json = writeJsonDocument(doc);
    const double treeMs = bestOf(runs, [&] {
        ReadError e;
        if (!parseTreeText(text, QStringLiteral("bench"), &e))
            std::abort();
    });
    const double jsonMs = bestOf(runs, [&] {
        ReadError e;
        if (!readJsonDocument(json, QStringLiteral("bench"), &e))
            std::abort();
    });
    std::printf("| %d | .tree parse | %.1f | %.1f MB text |\n", tree.size(), treeMs,
                text.toUtf8().size() / 1e6);
    std::printf("| %d | .json read | %.1f | %.1f MB |\n", tree.size(), jsonMs, json.size() / 1e6);
}

} // namespace

void runCore(const Config &config)
{
    std::printf("\n### Reading\n\n| nodes | format | ms | input |\n|---:|---|---:|---:|\n");
    for (int size : config.rows.isEmpty() ? config.sizes : std::vector<int>{}) {
        const GameTree tree = exactSizeTree(size, unsigned(size));
        parseRows(tree, runsFor(size));
        // What search() checks before every search, and what reading a file checks once.
        const GameTree keyed = withHeuristicsAndKeys(tree);
        for (const GameTree *t : {&tree, &keyed}) {
            const double ms = bestOf(runsFor(size), [&] {
                if (!validateTree(*t).empty())
                    std::abort();
            });
            std::printf("| %d | validate%s | %.1f | |\n", size, t == &keyed ? " (keys)" : "", ms);
        }
    }

    std::printf("\n### Search with its trace, and replay\n\n"
                "| nodes | algorithm | search+trace ms | events | tree+trace B/node "
                "| replay→last ms | replay→first ms | plain recursive ms | trace cost |\n"
                "|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
    QString summaryRows;
    for (int size : config.sizes) {
        const GameTree tree = exactSizeTree(size, unsigned(size));
        const GameTree keyed = withHeuristicsAndKeys(tree);
        // B* proves a root's only child best at once: its tree is the first from seed `size` on
        // whose root has three children or more.
        unsigned seed = unsigned(size);
        while (exactSizeTree(std::min(size, 1000), seed).childCount(0) < 3)
            ++seed;
        const GameTree intervals = withIntervals(exactSizeTree(size, seed), 1000, seed);
        const int runs = runsFor(size);
        const auto plain = toPlain(tree, 0, transpositionClasses(tree, -1));
        const auto plainKeyed = toPlain(keyed, 0, transpositionClasses(keyed, -1));
        const std::vector<RowCase> cases = rowCases(tree, keyed);
        for (const RowCase &c : cases) {
            if (!config.rows.isEmpty() && !config.rows.contains(c.label))
                continue;
            const GameTree &t = c.intervals ? intervals : c.keyed ? keyed : tree;
            const PlainNode &p = c.keyed ? *plainKeyed : *plain;
            const Algorithm *a = findAlgorithm(c.algorithm);
            QString error;
            const std::optional<Trace> checked = search(t, c.algorithm, c.options, &error);
            if (!checked) {
                std::fprintf(stderr, "%s: %s\n", qPrintable(c.label), qPrintable(error));
                std::abort();
            }
            Trace trace = *checked;
            // The algorithm's own run (search, trace, summary); search() also validates the
            // tree, which the window does once per tree (the reading table's "validate" row).
            const double searchMs = bestOfShort(runs, [&] { trace = a->run(t, c.options); });
            trace.features |= checked->features;
            const double summaryMs = bestOfShort(runs, [&] { summarize(t, trace); });
            double plainMs = 0;
            if (c.plain) {
                double value = 0;
                plainMs = bestOfShort(runs, [&] { value = c.plain(p); });
                if (value != trace.summary.value) {
                    std::fprintf(stderr,
                                 "%d nodes, %s: the plain version gives %g, the traced %g\n", size,
                                 qPrintable(c.label), value, trace.summary.value);
                    std::abort();
                }
            }
            Replayer replayer(t, trace);
            QElapsedTimer timer;
            timer.start();
            replayer.seek(replayer.stepCount());
            const double toLast = timer.nsecsElapsed() / 1e6;
            timer.restart();
            replayer.seek(0);
            const double toFirst = timer.nsecsElapsed() / 1e6;
            const double bytes =
                double(t.memoryBytes() + trace.events.capacity() * sizeof(TraceEvent)) / t.size();
            auto ratio = [plainMs](double ms) {
                return plainMs > 0 ? QString::number(ms / plainMs, 'f', 1) + u'×'
                                   : QStringLiteral("—");
            };
            const QString plainCell =
                plainMs > 0 ? QString::number(plainMs, 'f', 3) : QStringLiteral("—");
            std::printf("| %d | %s | %.3f | %zu | %.0f | %.1f | %.1f | %s | %s |\n", t.size(),
                        qPrintable(c.label), searchMs, trace.events.size(), bytes, toLast, toFirst,
                        qPrintable(plainCell), qPrintable(ratio(searchMs)));
            std::fflush(stdout);
            summaryRows += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                               .arg(t.size())
                               .arg(c.label)
                               .arg(searchMs, 0, 'f', 3)
                               .arg(summaryMs, 0, 'f', 3)
                               .arg(trace.summary.leavesEvaluated)
                               .arg(ratio(searchMs - summaryMs));
        }
    }
    std::printf("\n### Where the time goes: the summary\n\n"
                "| nodes | algorithm | search+trace ms | of which summary ms | leaves read "
                "| trace cost without the summary |\n"
                "|---:|---|---:|---:|---:|---:|\n%s",
                qPrintable(summaryRows));
    runChance(config);
    runChanceRows(config);
}

// *-minimax trees: the benchmark tree of each size with its odd levels made chance nodes
// (uniform) and the even ones MAX and MIN by turns, MAX at the root: MAX, CHANCE, MIN,
// CHANCE, … Star2 probes below every chance node whose children are all inner nodes.
static GameTree starMinimaxTree(const GameTree &tree)
{
    TreeDraft d = tree.toDraft();
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n))
            continue;
        const int depth = tree.depth(n);
        d.nodes[std::size_t(n)].kind = depth % 2        ? NodeKind::Chance
                                       : depth % 4 == 0 ? NodeKind::Max
                                                        : NodeKind::Min;
    }
    return GameTree::fromDraft(d);
}

void runChance(const Config &config)
{
    std::printf("\n### Chance nodes: *-minimax against expectiminimax\n\n"
                "| nodes | algorithm | search+trace ms | leaves read | of expectiminimax's "
                "| distinct leaves | of expectiminimax's |\n"
                "|---:|---|---:|---:|---:|---:|---:|\n");
    for (int size : config.sizes) {
        const GameTree tree = starMinimaxTree(exactSizeTree(size, unsigned(size)));
        const int runs = runsFor(size);
        double full = 0, value = 0;
        for (const char *id : {"expectiminimax", "star1", "star2"}) {
            const Algorithm *a = findAlgorithm(QLatin1String(id));
            Trace trace;
            const double ms = bestOf(runs, [&] { trace = a->run(tree, {}); });
            const double leaves = double(trace.summary.leavesEvaluated);
            if (full == 0) {
                full = leaves;
                value = trace.summary.value;
            } else if (trace.summary.value != value) {
                std::fprintf(stderr, "%d nodes, %s: %g, expectiminimax %g\n", size, id,
                             trace.summary.value, value);
                std::abort();
            }
            // Star2 reads its probes again: count each leaf once as well.
            const std::set<NodeId> distinct(trace.summary.leavesRead.begin(),
                                            trace.summary.leavesRead.end());
            std::printf("| %d | %s | %.3f | %.0f | %.1f %% | %zu | %.1f %% |\n", tree.size(), id,
                        ms, leaves, 100 * leaves / full, distinct.size(),
                        100 * double(distinct.size()) / full);
            std::fflush(stdout);
        }
    }
}

} // namespace gt::bench

// Benchmark of the core: parse, every algorithm with its full trace, replay from the first to
// the last step and back, and the cost of tracing against a plain recursive evaluation over a
// pointer-based tree (the way textbook code does it). Prints Markdown for docs/benchmarks.md.
//   bench_core [--quick]      (--quick stops at 100,000 nodes)
#include "core/io/treetext.h"
#include "core/search/algorithm.h"
#include "core/trace/replayer.h"
#include "core/tree/generator.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace gt;

namespace {

// The textbook representation: heap nodes with child pointers.
struct PlainNode {
    NodeKind kind;
    double value;
    std::vector<std::unique_ptr<PlainNode>> children;
};

std::unique_ptr<PlainNode> toPlain(const GameTree &t, NodeId n)
{
    auto p = std::make_unique<PlainNode>();
    p->kind = t.kind(n);
    p->value = t.value(n);
    for (NodeId c : t.children(n))
        p->children.push_back(toPlain(t, c)); // balanced benchmark trees: depth ≤ 20
    return p;
}

double plainMinimax(const PlainNode &n)
{
    if (n.children.empty())
        return n.value;
    double best = n.kind == NodeKind::Max ? -1e300 : 1e300;
    for (const auto &c : n.children) {
        const double v = plainMinimax(*c);
        best = n.kind == NodeKind::Max ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

double plainAlphaBeta(const PlainNode &n, double a, double b)
{
    if (n.children.empty())
        return n.value;
    const bool isMax = n.kind == NodeKind::Max;
    double v = isMax ? -1e300 : 1e300;
    for (const auto &c : n.children) {
        const double r = plainAlphaBeta(*c, a, b);
        v = isMax ? std::max(v, r) : std::min(v, r);
        if (isMax)
            a = std::max(a, v);
        else
            b = std::min(b, v);
        if (a >= b)
            break;
    }
    return v;
}

template <typename F>
double bestOf(int runs, F f)
{
    double best = 1e300;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        best = std::min(best, t.nsecsElapsed() / 1e6);
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    std::printf("| nodes | parse ms | algorithm | search+trace ms | events | tree+trace B/node "
                "| replay→end ms | replay→0 ms | plain recursive ms | trace cost |\n"
                "|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int depth : {9, 16, 19}) {
        if (quick && depth > 16)
            break;
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = 2;
        o.depth = depth;
        o.seed = 42;
        o.minValue = -1000;
        o.maxValue = 1000;
        const GameTree tree = randomTree(o);
        const int runs = tree.size() < 200000 ? 5 : 2;
        const QString text = writeTreeText(tree);
        const double parseMs = bestOf(runs, [&] {
            ReadError e;
            if (!parseTreeText(text, QStringLiteral("bench"), &e))
                std::abort();
        });
        const auto plain = toPlain(tree, 0);
        for (const Algorithm *a : algorithms()) {
            Trace trace;
            const double searchMs = bestOf(runs, [&] {
                QString e;
                trace = *search(tree, a->id(), {}, &e);
            });
            double plainMs = 0;
            volatile double sink = 0;
            if (a->id() == QLatin1String("alphabeta"))
                plainMs = bestOf(runs, [&] { sink = plainAlphaBeta(*plain, -1e300, 1e300); });
            else if (a->id() == QLatin1String("minimax"))
                plainMs = bestOf(runs, [&] { sink = plainMinimax(*plain); });
            Replayer replayer(tree, trace);
            QElapsedTimer t;
            t.start();
            replayer.seek(replayer.stepCount());
            const double toEnd = t.nsecsElapsed() / 1e6;
            t.restart();
            replayer.seek(0);
            const double toStart = t.nsecsElapsed() / 1e6;
            const double bytes =
                double(tree.memoryBytes() + trace.events.capacity() * sizeof(TraceEvent)) /
                tree.size();
            std::printf("| %d | %.1f | %s | %.1f | %zu | %.0f | %.1f | %.1f | %s | %s |\n",
                        tree.size(), parseMs, qPrintable(a->id()), searchMs, trace.events.size(),
                        bytes, toEnd, toStart,
                        plainMs > 0 ? qPrintable(QString::number(plainMs, 'f', 1)) : "—",
                        plainMs > 0 ? qPrintable(QString::number(searchMs / plainMs, 'f', 1) + "×")
                                    : "—");
        }
    }
    return 0;
}

// Parse, every algorithm with its full trace, replay both ways, and the cost of tracing as a
// ratio against a plain recursive evaluation over a pointer-based tree, the way textbook code
// does it (no trace, no window bookkeeping, heap nodes with child pointers).
#include "benchsupport.h"

#include "core/io/jsondoc.h"
#include "core/io/treetext.h"
#include "core/search/algorithm.h"
#include "core/trace/replayer.h"

#include <memory>

namespace gt::bench {
namespace {

struct PlainNode {
    NodeKind kind;
    double value;
    std::vector<std::unique_ptr<PlainNode>> children;
};

// Recursion is fine here: the benchmark trees are ~log n deep.
std::unique_ptr<PlainNode> toPlain(const GameTree &t, NodeId n)
{
    auto p = std::make_unique<PlainNode>();
    p->kind = t.kind(n);
    p->value = t.value(n);
    for (NodeId c : t.children(n))
        p->children.push_back(toPlain(t, c));
    return p;
}

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

double plainAlphaBeta(const PlainNode &n, double a, double b)
{
    if (n.children.empty())
        return n.value;
    const bool isMax = n.kind == NodeKind::Max;
    double v = isMax ? -1e300 : 1e300;
    for (const auto &c : n.children) {
        const double r = plainAlphaBeta(*c, a, b);
        v = isMax ? std::max(v, r) : std::min(v, r);
        (isMax ? a : b) = isMax ? std::max(a, v) : std::min(b, v);
        if (a >= b)
            break;
    }
    return v;
}

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
    for (int size : config.sizes)
        parseRows(exactSizeTree(size, unsigned(size)), runsFor(size));

    std::printf("\n### Search with its trace, and replay\n\n"
                "| nodes | algorithm | search+trace ms | events | tree+trace B/node "
                "| replay→last ms | replay→first ms | plain recursive ms | trace cost |\n"
                "|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int size : config.sizes) {
        const GameTree tree = exactSizeTree(size, unsigned(size));
        const int runs = runsFor(size);
        const auto plain = toPlain(tree, 0);
        for (const Algorithm *a : algorithms()) {
            Trace trace;
            const double searchMs = bestOf(runs, [&] {
                QString error;
                trace = *search(tree, a->id(), {}, &error);
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
            const double toLast = t.nsecsElapsed() / 1e6;
            t.restart();
            replayer.seek(0);
            const double toFirst = t.nsecsElapsed() / 1e6;
            const double bytes =
                double(tree.memoryBytes() + trace.events.capacity() * sizeof(TraceEvent)) /
                tree.size();
            const QString plainCell =
                plainMs > 0 ? QString::number(plainMs, 'f', 3) : QStringLiteral("—");
            const QString ratio = plainMs > 0 ? QString::number(searchMs / plainMs, 'f', 1) + u'×'
                                              : QStringLiteral("—");
            std::printf("| %d | %s | %.3f | %zu | %.0f | %.1f | %.1f | %s | %s |\n", tree.size(),
                        qPrintable(a->id()), searchMs, trace.events.size(), bytes, toLast, toFirst,
                        qPrintable(plainCell), qPrintable(ratio));
            std::fflush(stdout);
        }
    }
}

} // namespace gt::bench

#pragma once

// What the two layouts of graphviz.cpp and graphvizgraph.cpp share: the process's one context,
// writable strings for 2.43's `char *` API, and a graph freed with its layout. Call everything
// with graphvizMutex() held. Like graphvizlock.h, included by the Graphviz room only.

#include "graphvizlock.h"
#include "treelayout.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <QString>

#include <string>

namespace gt::graphviz {

constexpr double PointsPerInch = 72.0;

// One context per process: each gvContext()/gvFreeContext() pair leaks inside gvconfig on 2.43.
GVC_t *sharedContext();

// Locale-independent numbers for attribute values (notes, trap 10).
std::string number(double value);

// 2.43 takes `char *` everywhere; these pass writable copies.
Agsym_t *declare(Agraph_t *g, int kind, std::string name, std::string value);
void setValue(void *object, Agsym_t *symbol, std::string value);

// Why a layout failed, from what Graphviz reported, with a hint when the plugins are missing.
QString failureReason(const ErrorCapture &capture);

// Owns a graph: frees its layout (if any), then the graph itself.
class GraphHandle {
public:
    GraphHandle(GVC_t *context, Agraph_t *graph)
        : m_context(context)
        , m_graph(graph)
    {}
    ~GraphHandle();
    GraphHandle(const GraphHandle &) = delete;
    GraphHandle &operator=(const GraphHandle &) = delete;

    Agraph_t *get() const { return m_graph; }
    bool layout(const char *engine);

private:
    GVC_t *m_context;
    Agraph_t *m_graph;
    bool m_laidOut = false;
};

// Graphviz's points (origin bottom left, y up) as ours (origin top left, y down; trap 1).
class ViewTransform {
public:
    explicit ViewTransform(boxf bb)
        : m_bb(bb)
    {}
    LayoutPoint operator()(pointf p) const { return {p.x - m_bb.LL.x, m_bb.UR.y - p.y}; }
    double width() const { return m_bb.UR.x - m_bb.LL.x; }
    double height() const { return m_bb.UR.y - m_bb.LL.y; }

private:
    boxf m_bb;
};

} // namespace gt::graphviz

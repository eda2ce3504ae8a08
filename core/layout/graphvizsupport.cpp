#include "graphvizsupport.h"

#include <charconv>

namespace gt::graphviz {

GVC_t *sharedContext()
{
    static GVC_t *const context = gvContext();
    return context;
}

std::string number(double value)
{
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

Agsym_t *declare(Agraph_t *g, int kind, std::string name, std::string value)
{
    return agattr(g, kind, name.data(), value.data());
}

void setValue(void *object, Agsym_t *symbol, std::string value)
{
    agxset(object, symbol, value.data());
}

QString failureReason(const ErrorCapture &capture)
{
    std::string why = capture.firstError();
    if (why.empty())
        why = capture.all();
    if (why.empty() || why.find("not recognized") != std::string::npos)
        why += " (Graphviz's layout plugins are missing or not registered: try `dot -c`)";
    return QString::fromUtf8(why).trimmed();
}

GraphHandle::~GraphHandle()
{
    if (m_laidOut)
        gvFreeLayout(m_context, m_graph);
    if (m_graph)
        agclose(m_graph);
}

bool GraphHandle::layout(const char *engine)
{
    m_laidOut = gvLayout(m_context, m_graph, engine) == 0;
    return m_laidOut;
}

} // namespace gt::graphviz

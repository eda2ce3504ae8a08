#include "eventkind.h"

#include <atomic>

namespace gt {

namespace {

// Until the registry installs its table: the common kinds alone.
const EventKindTable &commonTable()
{
    static const EventKindTable table = [] {
        EventKindTable t;
        addCommonEventKinds(t);
        return t;
    }();
    return table;
}

std::atomic<const EventKindTable *> installed{nullptr};

} // namespace

void EventKindTable::add(const EventKind &kind)
{
    // Two kinds for one type would make the meaning of a trace depend on the order of the
    // registry's lines.
    Q_ASSERT_X(!m_kinds[std::size_t(kind.type)], "EventKindTable::add", kind.name);
    m_kinds[std::size_t(kind.type)] = &kind;
    m_names[std::size_t(kind.type)] = QString::fromLatin1(kind.name);
}

const QString *EventKindTable::sharedName(const QString &name) const
{
    for (std::size_t t = 0; t < m_kinds.size(); ++t) {
        if (m_kinds[t] && m_names[t] == name)
            return &m_names[t];
    }
    return nullptr;
}

void EventKindTable::refine(const NarrationRefinement &refinement)
{
    m_refinements.push_back(refinement);
}

std::vector<const EventKind *> EventKindTable::all() const
{
    std::vector<const EventKind *> out;
    for (const EventKind *k : m_kinds) {
        if (k)
            out.push_back(k);
    }
    return out;
}

void installEventKinds(const EventKindTable *table)
{
    installed.store(table, std::memory_order_release);
}

const EventKindTable &eventKinds()
{
    const EventKindTable *t = installed.load(std::memory_order_acquire);
    return t ? *t : commonTable();
}

const EventKind &eventKind(EventType type)
{
    static const EventKind none;
    const EventKind *k = eventKinds().find(type);
    return k ? *k : none;
}

} // namespace gt

#include "paintgate.h"

#include <QCoreApplication>

#include <algorithm>

namespace gt {

namespace {
constexpr int FallbackMs = 3000; // far longer than a big tree's first paint takes
} // namespace

PaintGate::PaintGate(QObject *parent)
    : QObject(parent)
{
    m_fallback.setSingleShot(true);
    m_fallback.setInterval(FallbackMs);
    connect(&m_fallback, &QTimer::timeout, this, &PaintGate::open);
}

PaintGate *PaintGate::instance()
{
    static QPointer<PaintGate> gate;
    if (!gate)
        gate = new PaintGate(QCoreApplication::instance());
    return gate;
}

void PaintGate::hold()
{
    {
        const std::lock_guard lock(m_mutex);
        m_held = true;
    }
    m_fallback.start();
}

void PaintGate::open()
{
    m_fallback.stop();
    if (!m_held)
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_held = false;
    }
    m_opened.notify_all();
    // Work may ask for more work (or hold the gate again): take the list first.
    const std::vector<Waiting> waiting = std::exchange(m_waiting, {});
    for (const Waiting &w : waiting) {
        if (w.owner)
            w.work();
    }
}

void PaintGate::whenPainted(QObject *owner, std::function<void()> work)
{
    if (!m_held) {
        work();
        return;
    }
    auto same = std::find_if(m_waiting.begin(), m_waiting.end(),
                             [owner](const Waiting &w) { return w.owner == owner; });
    if (same != m_waiting.end())
        same->work = std::move(work);
    else
        m_waiting.push_back({owner, std::move(work)});
}

bool PaintGate::waitOpen(const std::function<bool()> &stop)
{
    std::unique_lock lock(m_mutex);
    while (m_held && !m_abandoned) {
        if (stop && stop())
            return false;
        m_opened.wait_for(lock, std::chrono::milliseconds(50));
    }
    return !m_abandoned && !(stop && stop());
}

void PaintGate::abandon()
{
    {
        const std::lock_guard lock(m_mutex);
        m_abandoned = true;
    }
    m_opened.notify_all();
}

} // namespace gt

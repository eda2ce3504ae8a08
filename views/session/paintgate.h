#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <vector>

namespace gt {

// Work a big tree's first paint need not wait for (issue 29): the picker asking 18 algorithms
// whether they take the tree, the timeline's marks, the statistics. The session holds the
// gate when it takes a big tree; the canvas opens it once it has painted the tree (or a
// moment later, should nothing paint, as in a window never shown). Work asked for while the
// gate is open runs at once, so that small trees change nothing.
class PaintGate : public QObject {
    Q_OBJECT
public:
    static PaintGate *instance(); // the application's

    void hold();
    void open();
    bool isHeld() const { return m_held; }
    // Runs `work` now when open, else when the gate opens; a later request of the same `owner`
    // replaces one still waiting. Dropped when the owner is destroyed first.
    void whenPainted(QObject *owner, std::function<void()> work);
    // For a worker's job (any thread): returns once the gate is open, or false as soon as
    // `stop` says so (asked every 50 ms). A big tree's replay checkpoints and statistics wait
    // here, so that their memory does not come on top of what the first paint itself needs.
    bool waitOpen(const std::function<bool()> &stop = {});
    // The application quits: waiting workers give up (waitOpen returns false) instead of
    // waiting for a paint that will not come, while the application waits for them.
    void abandon();

private:
    explicit PaintGate(QObject *parent);

    struct Waiting {
        QPointer<QObject> owner;
        std::function<void()> work;
    };
    std::atomic<bool> m_held = false;
    std::vector<Waiting> m_waiting;
    std::mutex m_mutex; // for waitOpen's workers
    std::condition_variable m_opened;
    bool m_abandoned = false; // under m_mutex
    QTimer m_fallback;        // opens the gate if no paint comes
};

} // namespace gt

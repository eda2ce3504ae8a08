#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
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

private:
    explicit PaintGate(QObject *parent);

    struct Waiting {
        QPointer<QObject> owner;
        std::function<void()> work;
    };
    bool m_held = false;
    std::vector<Waiting> m_waiting;
    QTimer m_fallback; // opens the gate if no paint comes
};

} // namespace gt

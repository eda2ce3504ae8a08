#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <vector>

class QFrame;
class QLabel;
class QPushButton;
class QWidget;

namespace gt {

// Help ▸ Tour of the Window: a few stops, each a part of the window framed in orange with a
// note beside it saying what it is for; Back, Next and Close walk through them. Parts that are
// hidden (a closed dock, presentation mode) are passed over. The frame and the note are
// children of the window, so the window stays usable and they move with it.
class WindowTour : public QObject {
    Q_OBJECT
public:
    struct Stop {
        QPointer<QWidget> target;
        QString title;
        QString text;
    };

    WindowTour(QWidget *window, std::vector<Stop> stops);
    ~WindowTour() override;

    void start(); // at the first stop that is shown
    void next();  // past the last stop: ends
    void back();
    void end();

    bool isRunning() const { return m_index >= 0; }
    int index() const { return m_index; } // -1 when not running
    int count() const { return int(m_stops.size()); }
    QWidget *currentTarget() const;
    QWidget *highlight() const;
    QFrame *note() const { return m_note; }

signals:
    void ended();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void show(int index);
    int shownFrom(int index, int direction) const; // the next stop whose part is shown
    void place();

    QWidget *m_window;
    std::vector<Stop> m_stops;
    int m_index = -1;
    QWidget *m_highlight;
    QFrame *m_note;
    QLabel *m_title;
    QLabel *m_text;
    QLabel *m_counter;
    QPushButton *m_back;
    QPushButton *m_next;
};

} // namespace gt

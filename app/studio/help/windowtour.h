#pragma once

#include <QObject>
#include <QPointer>
#include <QRect>
#include <QString>

#include <vector>

class QAction;
class QFrame;
class QLabel;
class QPushButton;
class QWidget;

namespace gt {

// Help ▸ Tour of the Window: a few stops, each a part of the window framed in orange with a
// note beside it saying what it is for; Back, Next and Close walk through them. A part may be
// one menu of the menu bar (Examples, View for presentation and Compare, File for Export):
// what lives in a menu has no widget of its own to frame. Parts that are hidden (a closed
// dock, the menu bar in presentation mode) are passed over. The frame and the note are
// children of the window, so the window stays usable and they move with it.
class WindowTour : public QObject {
    Q_OBJECT
public:
    struct Stop {
        QPointer<QWidget> target;
        QString title;
        QString text;
        // With a menu bar as the target: the menu whose title is framed (its menuAction()).
        QPointer<QAction> menu = nullptr;
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
    QRect currentPart() const; // what is framed, in the window's coordinates; null when ended
    QWidget *highlight() const;
    QFrame *note() const { return m_note; }

signals:
    void ended();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void show(int index);
    int shownFrom(int index, int direction) const; // the next stop whose part is shown
    bool isShown(const Stop &stop) const;
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

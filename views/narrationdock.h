#pragma once

#include <QDockWidget>

class QLabel;

namespace gt {

class SearchSession;

// One sentence for the step just taken ("At C, β = 2 ≤ α = 3: the remaining children 4 and 6
// are pruned."), so that the lecturer's explanation is on the screen too. Before the first
// step it says what the algorithm is about to do; when the algorithm refuses the tree it says
// why. In presentation mode the text is scaled up with the canvas.
class NarrationDock : public QDockWidget {
    Q_OBJECT
public:
    explicit NarrationDock(SearchSession *session, QWidget *parent = nullptr);

    QString text() const;
    void setTextScale(double scale); // 1 = the normal font

    // "node 6 returns 2 to C." → "Node 6 returns 2 to C.": narrations may start with a name.
    static QString asSentence(QString text);
    // What the search will do, for the frame before the first step.
    static QString introduction(const SearchSession &session);

private:
    void refresh();

    SearchSession *m_session;
    QLabel *m_sentence;
    QLabel *m_position;
    double m_scale = 1;
};

} // namespace gt

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
    // While presenting: the dock is as tall as its sentence needs at its width, so that large
    // type on a 720-line projector is never cut to one line. It grows and does not shrink
    // back at the same width: a dock that jumps with every step would move the tree.
    void setGrowsToText(bool grow);
    bool growsToText() const { return m_grow; }

    // "node 6 returns 2 to C." → "Node 6 returns 2 to C.": narrations may start with a name.
    static QString asSentence(QString text);
    // What the search will do, for the frame before the first step.
    static QString introduction(const SearchSession &session);
    // The dock's sentence for the session's step: the introduction, the step's narration, or
    // why the algorithm refuses the tree. The compare window's panels say the same (issue 29).
    static QString sentence(const SearchSession &session);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void growToText();
    void askForTextHeight();

    SearchSession *m_session;
    QLabel *m_sentence;
    QLabel *m_position;
    double m_scale = 1;
    bool m_grow = false;
    int m_grownWidth = -1; // the width m_grownHeight was found at
    int m_grownHeight = 0;
};

} // namespace gt

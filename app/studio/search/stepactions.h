#pragma once

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace gt {

class IterationBar;
class SearchSession;
class StepperBar;

// The stepping commands as actions with their keys, so that the Step menu, the keyboard and a
// presentation clicker (which sends Page Up / Page Down) all do the same thing: ← → step,
// Space plays, Home/End jump, F10 steps over a subtree, Shift+F11 steps out, F8 runs to the
// next breakpoint; plus the "break on cut-offs / leaf reads" switches. For a search made of
// iterations (MCTS, enabled only then): Ctrl+← / Ctrl+→ a whole iteration, Ctrl+I makes ← → step
// whole iterations, Ctrl+G goes to iteration k.
class StepActions : public QObject {
    Q_OBJECT
public:
    StepActions(SearchSession *session, StepperBar *stepper, QObject *parent);

    QAction *first() const { return m_first; }
    QAction *back() const { return m_back; }
    QAction *playPause() const { return m_play; }
    QAction *forward() const { return m_forward; }
    QAction *last() const { return m_last; }
    QAction *stepOver() const { return m_over; }
    QAction *stepOut() const { return m_out; }
    QAction *runToBreakpoint() const { return m_run; }
    QAction *breakOnCutoffs() const { return m_breakCutoffs; }
    QAction *breakOnLeafReads() const { return m_breakLeaves; }
    QAction *clearBreakpoints() const { return m_clear; }
    QAction *previousIteration() const { return m_previousIteration; }
    QAction *nextIteration() const { return m_nextIteration; }
    QAction *stepByIteration() const { return m_byIteration; } // checkable: the granularity
    QAction *goToIteration() const { return m_goToIteration; }

    // Where Go to Iteration… puts the keyboard while the bar is on screen; without it (or in
    // presentation mode, the tool bar hidden) the action asks in a dialog.
    void setIterationBar(IterationBar *bar) { m_iterationBar = bar; }

    // Every action with a key; added to the window too, so that the keys keep working when
    // the menu bar is hidden (presentation mode).
    QList<QAction *> all() const;
    void fillMenu(QMenu *menu) const;

private:
    void askForIteration();
    void onTraceChanged();

    SearchSession *m_session;
    IterationBar *m_iterationBar = nullptr;
    StepperBar *m_stepper;
    QAction *m_first;
    QAction *m_back;
    QAction *m_play;
    QAction *m_forward;
    QAction *m_last;
    QAction *m_over;
    QAction *m_out;
    QAction *m_run;
    QAction *m_breakCutoffs;
    QAction *m_breakLeaves;
    QAction *m_clear;
    QAction *m_previousIteration;
    QAction *m_nextIteration;
    QAction *m_byIteration;
    QAction *m_goToIteration;
};

} // namespace gt

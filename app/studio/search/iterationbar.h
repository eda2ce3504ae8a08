#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace gt {

class SearchSession;

// The stepper's controls for a search made of iterations (MCTS), beside the transport buttons:
// the granularity ("Step: by phase / by iteration") and the iteration shown, a spin box that
// jumps to the end of the iteration typed ("Iteration [12] of 40"). It drives the session and
// follows it; it is shown only while the session's trace has iterations.
class IterationBar : public QWidget {
    Q_OBJECT
public:
    explicit IterationBar(SearchSession *session, QWidget *parent = nullptr);

    QComboBox *granularityBox() const { return m_granularity; }
    QSpinBox *iterationBox() const { return m_iteration; }
    QLabel *countLabel() const { return m_count; }
    bool isApplicable() const { return m_applicable; }

    // Puts the keyboard in the spin box with its number selected, so that typing a number and
    // Enter jumps there (Step ▸ Go to Iteration…).
    void focusIteration();

signals:
    // The trace gained or lost iterations: the window shows or hides the bar.
    void applicableChanged(bool applicable);

private:
    void onTraceChanged();
    void onStepChanged();
    void onGranularityChanged();

    SearchSession *m_session;
    QComboBox *m_granularity;
    QSpinBox *m_iteration;
    QLabel *m_count;
    bool m_applicable = false;
};

} // namespace gt

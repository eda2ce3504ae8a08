#pragma once

#include "core/tree/gametree.h"

#include <QFrame>

#include <vector>

class QLabel;
class QToolButton;

namespace gt {

class AlgorithmChoice;
class AlgorithmPicker;
class CanvasController;
class ElidedLabel;
class OptionForm;
class SearchSession;

// One search of View ▸ Compare: a session of its own (algorithm, options, trace, step) over the
// tree being compared, drawn by a canvas of its own, the algorithm picker and the option form
// to choose what it searches with, and what a lecturer compares across the panels — the leaves
// read so far (MCTS: its iterations), the pass, the value, and the main window's narration of the
// step on one line. The compare window decides which step it shows.
class ComparePanel : public QFrame {
    Q_OBJECT
public:
    // `fallback` (the main window's choice) gives the options of an algorithm not yet searched
    // with in this panel; what the user sets in the panel stays the panel's.
    ComparePanel(const GameTree &tree, const QString &algorithm, const AlgorithmChoice *fallback,
                 QWidget *parent = nullptr);

    SearchSession *session() const { return m_session; }
    CanvasController *canvas() const { return m_canvas; }
    AlgorithmPicker *picker() const { return m_picker; }
    OptionForm *optionForm() const { return m_form; }
    QToolButton *optionsButton() const { return m_optionsButton; }
    QToolButton *removeButton() const { return m_remove; }
    QLabel *leavesLabel() const { return m_leaves; }
    QLabel *passLabel() const { return m_pass; }
    QLabel *valueLabel() const { return m_value; }
    QLabel *stepLabel() const { return m_stepLabel; }
    // The narration dock's sentence for the panel's step, elided to one line (all of it in
    // the tooltip): three panels side by side have no height for three paragraphs.
    ElidedLabel *narrationLabel() const { return m_narration; }

    // The tree changed in the main window: search it again with the same algorithm and options.
    void setTree(const GameTree &tree);
    // Shows `step`, of which the comparison says `leavesRead` leaves have been read so far.
    void showStep(int step, int leavesRead, int leafCount);
    void setRemovable(bool removable);
    // Whether its value is an estimate made by sampling (MCTS), not the game's value: the
    // comparison does not hold it to the others' values, and counts its iterations.
    bool estimates() const;
    // The algorithm and any option set away from its default: "Alpha-beta (fail-soft)".
    QString title() const;

signals:
    void searchChanged(); // a new trace (or none): algorithm, options or tree
    void removeRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void followPalette();
    void onTraceChanged();
    void takeFormValues();

    SearchSession *m_session;
    CanvasController *m_canvas;
    AlgorithmPicker *m_picker;
    OptionForm *m_form;
    QToolButton *m_optionsButton;
    QToolButton *m_remove;
    QLabel *m_problem;
    QLabel *m_refusal;
    QLabel *m_leaves;
    QLabel *m_pass;
    QLabel *m_value;
    QLabel *m_stepLabel;
    ElidedLabel *m_narration;
    QString m_shown; // the algorithm whose options the form holds
    // A search that proves or disproves the root (pns): its figures are the expansions so far
    // (innerAt: inner nodes visited after each step) and "proven" rather than a value.
    bool m_proof = false;
    std::vector<int> m_innerAt;
};

} // namespace gt

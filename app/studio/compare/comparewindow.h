#pragma once

#include "core/trace/lockstep.h"

#include <QList>
#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QButtonGroup;
class QLabel;
class QRadioButton;
class QSlider;
class QSplitter;
class QTimer;
class QToolButton;

namespace gt {

class ComparePanel;
class SearchSession;

// View ▸ Compare: two or more searches of the main window's tree side by side, each in a panel
// with its own algorithm and options, stepped together by one stepper — by step, or by leaf
// read (Lockstep maps the common position to each search's step) — and a summary under them:
// who reads the fewest leaves, and whether they agree on the value. It follows the main
// window's tree: an edit there is compared at once (while the window is shown; a hidden one
// catches up when it is shown again).
class CompareWindow : public QWidget {
    Q_OBJECT
public:
    // At most this many panels: more would not be readable side by side on a projector.
    static constexpr int MaxPanels = 4;

    explicit CompareWindow(SearchSession *source, QWidget *parent = nullptr);

    QAction *openAction() const { return m_openAction; }
    // Ctrl+0: fits every panel's tree to its panel again. All of them, not the one under the
    // keyboard: the panels never take the focus (the keys step them together), and trees
    // drawn at comparable scales are the point of the window.
    QAction *fitAction() const { return m_fitAction; }
    void fitAll();
    // Shows the window. `algorithms` (ids) replace the panels; without them a window that has
    // none starts with the main window's algorithm and another that takes the tree.
    void open(const QStringList &algorithms = {});
    ComparePanel *addPanel(const QString &algorithm = QString());
    void removePanel(ComparePanel *panel);
    QList<ComparePanel *> panels() const { return m_panels; }

    Lockstep::Mode mode() const { return m_lockstep.mode(); }
    void setMode(Lockstep::Mode mode);
    int position() const { return m_position; }
    void setPosition(int position); // clamps
    const Lockstep &lockstep() const { return m_lockstep; }
    bool isPlaying() const;

    QToolButton *firstButton() const { return m_first; }
    QToolButton *backButton() const { return m_back; }
    QToolButton *playButton() const { return m_play; }
    QToolButton *forwardButton() const { return m_forward; }
    QToolButton *lastButton() const { return m_last; }
    QToolButton *addButton() const { return m_add; }
    QRadioButton *byStepButton() const { return m_byStep; }
    QRadioButton *byLeafButton() const { return m_byLeaf; }
    QSlider *slider() const { return m_slider; }
    QLabel *positionLabel() const { return m_positionLabel; }
    QLabel *summaryLabel() const { return m_summary; }

public slots:
    void stepForward() { setPosition(m_position + 1); }
    void stepBack() { setPosition(m_position - 1); }
    void first() { setPosition(0); }
    void last() { setPosition(m_lockstep.lastPosition()); }
    // Play: one position forward per tick, stopping at the end; a manual step stops it.
    void setPlaying(bool playing);
    void togglePlay();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override; // a hidden comparison does not play on
    void changeEvent(QEvent *event) override;

private:
    QWidget *createStepper();
    QString nextAlgorithm() const; // one not compared yet that takes the tree
    void followSource();           // the main window's tree changed
    void rebuild();                // a search changed: new tracks, the same position
    void showPosition();
    // What the summary compares of one finished search.
    struct Result {
        QString title;
        qint64 leaves = 0;
        double value = 0;
        std::optional<int> move; // the root child chosen
        bool proof = false;      // the value says proven (1) or disproven (0): pns
        qint64 expanded = 0;     // inner nodes visited: a proof search's expansions
        bool estimate = false;   // MCTS: its value is sampled, its work counted in iterations
        int iterations = 0;
    };
    void updateSummary();
    // The values and moves of the searches that find a game value, the estimates of those that
    // sample it, and what the searches that prove or disprove the root found: a proof's 1 is
    // no game value to compare with a 3.
    QStringList valueSentences(const std::vector<Result> &results) const;
    void updateIcons();

    SearchSession *m_source;
    QAction *m_openAction;
    QAction *m_fitAction;
    QList<ComparePanel *> m_panels;
    Lockstep m_lockstep;
    int m_position = 0;
    bool m_atEnd = false;      // the last position: kept there when a search changes
    bool m_stale = false;      // the source's tree changed while the window was hidden
    bool m_rebuilding = false; // panels being added or given a tree: rebuild once, after
    QSplitter *m_splitter;
    QRadioButton *m_byStep;
    QRadioButton *m_byLeaf;
    QButtonGroup *m_modes;
    QToolButton *m_add;
    QToolButton *m_first;
    QToolButton *m_back;
    QToolButton *m_play;
    QTimer *m_timer;
    QToolButton *m_forward;
    QToolButton *m_last;
    QSlider *m_slider;
    QLabel *m_positionLabel;
    QLabel *m_summary;
};

} // namespace gt

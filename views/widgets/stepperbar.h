#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTimer;
class QToolButton;

namespace gt {

class SearchSession;
class TimelineSlider;

// The transport controls under the canvas: first, back, play/pause, forward, last, the play
// speed, the timeline with its marks, the pass of a search of several and "step k / n". It drives
// the session and follows it; it also owns playback, because play is only "step forward on a timer,
// stop at the end or at a breakpoint".
class StepperBar : public QWidget {
    Q_OBJECT
public:
    explicit StepperBar(SearchSession *session, QWidget *parent = nullptr);

    bool isPlaying() const;
    double speed() const; // steps per second
    void setSpeed(double stepsPerSecond);

    QToolButton *firstButton() const { return m_first; }
    QToolButton *backButton() const { return m_back; }
    QToolButton *playButton() const { return m_play; }
    QToolButton *forwardButton() const { return m_forward; }
    QToolButton *lastButton() const { return m_last; }
    TimelineSlider *timeline() const { return m_timeline; }
    QLabel *stepLabel() const { return m_label; }
    QLabel *passLabel() const { return m_pass; } // "Pass 2 of 3 · window (34, 36)"

public slots:
    void setPlaying(bool playing);
    void togglePlay();

signals:
    void playingChanged(bool playing);

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateIcons();
    void onTraceChanged();
    void onStepChanged(int step);
    void onBreakpointsChanged();
    void onTick();
    void updatePlayButton();

    SearchSession *m_session;
    QToolButton *m_first;
    QToolButton *m_back;
    QToolButton *m_play;
    QToolButton *m_forward;
    QToolButton *m_last;
    QComboBox *m_speed;
    TimelineSlider *m_timeline;
    QLabel *m_label;
    QLabel *m_pass;
    QTimer *m_timer;
};

} // namespace gt

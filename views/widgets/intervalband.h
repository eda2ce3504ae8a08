#pragma once

#include "core/trace/eventquery.h"

#include <QWidget>

#include <vector>

namespace gt {

class SearchSession;
class TreeScene;

// B*'s root children drawn as vertical interval bars [pess, opt] on one value axis, in a band
// under the tree (as the pass band is): best and alt of the last separation test marked, the
// child the strategy picked highlighted, and under the bars the separation test in words and
// the strategy. Shown only for searches with TraceFeature::Intervals; the bounds are the
// frame's (NodeFrame::pess/opt), the test core/trace's bstarStepAt at the session's step.
class IntervalBand : public QWidget {
    Q_OBJECT
public:
    IntervalBand(SearchSession *session, const TreeScene *scene, QWidget *parent = nullptr);

    struct Bar {
        NodeId child = NoNode;
        QString name;
        double pess = 0, opt = 0;
        bool best = false, alt = false, chosen = false;
    };
    // The root children generated so far, left to right (none before the root is expanded).
    const std::vector<Bar> &bars() const { return m_bars; }
    // "Separation test: best B, alt C; pess(B) = 4 < opt(C) = 8: not separated yet. ·
    // PROVEBEST: work below B".
    QString caption() const;
    double yFor(double v) const; // where a value lies on the axis

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void refresh();
    void updateAxis(); // on a new trace

    SearchSession *m_session;
    const TreeScene *m_scene;
    std::vector<Bar> m_bars;
    BstarStep m_step;
    double m_low = 0, m_high = 1; // the axis: every interval and leaf value of the tree
};

} // namespace gt

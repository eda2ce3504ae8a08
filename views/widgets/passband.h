#pragma once

#include "core/trace/annotations.h"

#include <QRectF>
#include <QWidget>

#include <vector>

namespace gt {

class SearchSession;
class TreeScene;

// The passes of a search drawn on a number line, in a band under the tree (a widget below the
// view rather than an item in the scene, so that it stays in sight and at one size whatever
// the zoom and scroll). The line spans the values the passes tested and returned, each
// labelled under it, ±∞ as arrows at its ends (where an infinite guess or test is drawn); the
// current pass's window is an interval on it with its number, earlier passes' windows faded
// above it, the guess marked, the pass's result a dot inside the window or outside it (fail
// low or high, coloured and named) once the root returns, and the bracket [lower, upper] the
// results have proved around the root's value. Shown only for searches with
// TraceFeature::Passes; the data is core/trace's passLine at the session's step.
class PassBand : public QWidget {
    Q_OBJECT
public:
    PassBand(SearchSession *session, const TreeScene *scene, QWidget *parent = nullptr);

    const PassLine &line() const { return m_line; }
    // The sentence under the line: "Pass 2 of 3 · window (34, 36) · fail high: 40".
    QString caption() const;

    // Where a value lies on the line, and the line's height: ±∞ (and the largest doubles,
    // which stand for them in a null window) at the arrow tips.
    double xFor(double v) const;
    int lineY() const;

    // A value tested or returned, its label under the line (in one of two rows, so that no
    // label covers another) for the band's present width.
    struct ValueLabel {
        double value = 0;
        QString text;
        QRectF rect;
    };
    std::vector<ValueLabel> valueLabels() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void refresh();

    SearchSession *m_session;
    const TreeScene *m_scene; // its style: the canvas's colours and fonts
    PassLine m_line;
    // The session's passes, read once per trace (SearchSession::traceRevision()).
    std::optional<PassIndex> m_index;
    quint64 m_indexedTrace = 0;
};

} // namespace gt

#pragma once

#include "core/graph/gamegraph.h"

#include <QColor>
#include <QFont>
#include <QString>

#include <optional>

namespace gt {

// How the graph view draws positions and moves. Labels never rely on colour alone: every
// decided position says WIN, LOSS or DRAW in words, and the colours are Okabe–Ito's, which stay
// apart under the common colour-vision deficiencies.
struct GraphStyle {
    QFont nameFont;  // the position's text
    QFont labelFont; // WIN 3, d = 2
    QColor background = Qt::white;
    QColor foreground = QColor(0x20, 0x20, 0x20);
    QColor edge = QColor(0x80, 0x80, 0x80);
    QColor undecidedFill = Qt::white;
    QColor winFill = QColor(0xc6, 0xe9, 0xdc);  // bluish green, light
    QColor lossFill = QColor(0xf6, 0xd2, 0xbd); // vermillion, light
    QColor drawFill = QColor(0xe2, 0xe2, 0xe2); // grey
    QColor winText = QColor(0x00, 0x6e, 0x50);
    QColor lossText = QColor(0xa3, 0x42, 0x00);
    QColor drawText = QColor(0x50, 0x50, 0x50);
    QColor current = QColor(0x00, 0x72, 0xb2); // the step's position and the move it follows
    QColor queued = QColor(0xe6, 0x9f, 0x00);  // the mark of a position waiting in the queue
    double lineWidth = 1.5;
    double currentLineWidth = 4;
    double edgeWidth = 1.2;
    double padding = 6;
    int maxNameLength = 24; // longer position texts are cut with an ellipsis

    static GraphStyle standard();
    static GraphStyle dark(); // for the studio's dark palette
    // Fonts, lines and padding `factor` times as large: presentation mode's (the boxes grow,
    // so what is drawn is laid out again).
    GraphStyle scaled(double factor) const;

    QColor fill(std::optional<GameResult> label) const;
    QColor text(std::optional<GameResult> label) const;
};

// "WIN 3", "LOSS 0", "DRAW": what a decided position shows, in words.
QString resultText(GameResult label, int remoteness);

} // namespace gt

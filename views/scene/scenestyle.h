#pragma once

#include "core/tree/gametree.h"

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QString>

#include <cstdint>

namespace gt {

// How pruned nodes appear: greyed and dashed where they are, or left out of the picture.
enum class PrunedDisplay : std::uint8_t { Greyed, Hidden };

// Everything the canvas needs to know about how a frame looks: fonts, colours, line widths,
// sizes and which annotations to show. The screen and every export draw with the same style,
// so a slide looks like the window. Fonts are sized in pixels, never points: points come out
// smaller in SVG (72 dpi) than in PNG (96 dpi).
//
// The palettes are built from the Okabe–Ito colours, which stay distinct under the common
// colour-vision deficiencies; no state relies on colour alone (the current node also has a
// thick outline and a halo, pruned nodes are dashed, SSS* tags carry a letter).
struct SceneStyle {
    // Fonts
    QFont valueFont;      // values inside nodes
    QFont annotationFont; // α/β, formulas, probabilities, SSS* tags, ids
    QFont nameFont;       // node names
    QFont labelFont;      // move labels on edges
    QFont idFont;         // preorder ids above nodes: smaller, so that they take no room

    // Palette
    QColor background;
    QColor foreground; // outlines and text
    QColor edge;       // edges not on the path
    QColor mutedText;  // move labels, ids
    QColor maxFill;    // a finished node of each kind; unreached nodes are hollow
    QColor minFill;
    QColor chanceFill;
    QColor leafFill;
    QColor pathColor;    // outline and edges of the nodes on the current path
    QColor pathFill;     // inside of nodes on the path
    QColor currentColor; // outline and halo of the current node
    QColor currentFill;
    QColor cutColor;    // the cut mark across a pruned edge
    QColor prunedColor; // outline and edges of pruned nodes
    QColor prunedText;
    QColor liveColor; // SSS* LIVE tag: border and text, on liveFill
    QColor liveFill;
    QColor solvedColor; // SSS* SOLVED tag
    QColor solvedFill;
    QColor formulaBorder; // the box behind a chance formula (filled with background)
    QColor breakpointColor;
    QColor selectionColor;

    // Geometry, in scene units (1 unit = 1 pixel at zoom 1 = 1 point in a layout)
    double nodeSize = 36;          // height of a node; widths grow to fit values
    double lineWidth = 1.5;        // node outlines
    double pathLineWidth = 2.5;    // outline of nodes on the current path
    double currentLineWidth = 3.5; // outline of the current node
    double edgeWidth = 1.5;
    double pathEdgeWidth = 3;
    double cutWidth = 2.5;   // strokes of a cut mark
    double textGap = 4;      // between a node and the texts beside it
    double margin = 48;      // around the layout, room for texts beside the outermost nodes
    double textDetail = 0.4; // below this zoom only shapes are drawn
    // When > 0: below textDetail each node still shows its value, at least this many pixels
    // tall on screen, as long as it fits beside its neighbours (the compare window's panels).
    double valueFloor = 0;

    // What to show (exports switch these)
    bool showValues = true;   // backed-up values and bounds in inner nodes
    bool showWindows = true;  // α/β beside nodes on the path
    bool showFormulas = true; // weighted sums under chance nodes
    bool showIds = false;     // preorder ids above nodes
    PrunedDisplay showPrunedAs = PrunedDisplay::Greyed;

    static SceneStyle light();
    static SceneStyle dark();
    // The same style with fonts, lines and sizes multiplied by `factor` (presentation mode,
    // large exports). Node sizes change too: lay the tree out again after switching.
    SceneStyle scaled(double factor) const;
};

// A style's fonts, measured once, with a cache of text widths. Items lay out their texts on
// every frame and a tree repeats the same few strings ("½", "12", "≥ 3"), so measuring each
// string once is most of the saving. Shared by all items of a scene; GUI thread only.
class StyleMetrics {
public:
    // A font's vertical metrics as plain numbers: asking QFontMetricsF goes to the font
    // engine every time, and items ask on every restyle.
    struct Lines {
        double ascent = 0;
        double height = 0;
        double capHeight = 0;
    };

    explicit StyleMetrics(const SceneStyle &style);

    const SceneStyle &style() const { return m_style; }
    const Lines &value() const { return m_valueLines; }
    const Lines &annotation() const { return m_annotationLines; }
    const Lines &name() const { return m_nameLines; }
    const Lines &label() const { return m_labelLines; }
    const Lines &id() const { return m_idLines; }

    double valueWidth(const QString &text) const { return width(m_valueWidths, text); }
    double annotationWidth(const QString &text) const { return width(m_annotationWidths, text); }
    double nameWidth(const QString &text) const { return width(m_nameWidths, text); }
    double labelWidth(const QString &text) const { return width(m_labelWidths, text); }
    double idWidth(const QString &text) const { return width(m_idWidths, text); }
    bool idDigitsTabular() const { return m_idWidths.tabularDigits; }

private:
    // One font's widths, remembered by text.
    struct Widths {
        explicit Widths(const QFont &font);
        QFontMetricsF metrics;
        // Every digit advances alike and "0123456789" is as wide as ten zeros (tabular
        // figures, as most UI fonts have): a string of digits is as wide as as many zeros.
        bool tabularDigits = false;
        QHash<QString, double> cache;
    };
    static double width(Widths &widths, const QString &text);

    SceneStyle m_style;
    Lines m_valueLines;
    Lines m_annotationLines;
    Lines m_nameLines;
    Lines m_labelLines;
    Lines m_idLines;
    mutable Widths m_valueWidths;
    mutable Widths m_annotationWidths;
    mutable Widths m_nameWidths;
    mutable Widths m_labelWidths;
    mutable Widths m_idWidths;
};

} // namespace gt

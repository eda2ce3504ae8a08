#pragma once

#include "edgeindex.h"
#include "repaintbatch.h"

#include "core/export/nodepaint.h"
#include "core/tree/gametree.h"

#include <QGraphicsItem>
#include <QString>

#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

namespace gt {

class StyleMetrics;

// How an edge is drawn; it follows the state of the node the edge leads to (core's edgeLook):
// Plain, Path, Done, Pruned (greyed), Hidden (only a cut mark's stub is drawn, if any).
using EdgeState = EdgeLook;

// One edge as the scene hands it over: from the parent's shape to the child's, straight or
// along the layout's cubic Bezier control points, with its move label and probability.
struct EdgeSpec {
    NodeId child = NoNode;
    QPointF from;                  // on the parent's outline
    QPointF to;                    // on the child's outline
    std::vector<QPointF> curve;    // 3n+1 control points, or empty for a straight line
    std::int32_t row = 0;          // the parent's depth: edges of one row never cross when tidy
    QString label;                 // the move
    QString probability;           // "½", shown when the parent averages its children
    bool probabilityShown = false; // at first
};

// Every edge of the tree in one item, under all nodes. One item instead of one per edge
// keeps the scene small, lets the nodes' opaque shapes cover edge ends, and batches all
// straight edges of one state into a single drawLines call, so that a whole 100,000-node
// tree repaints fast. Only the edges crossing the exposed rectangle are drawn, found through
// an EdgeIndex.
class EdgeLayer : public QGraphicsItem {
public:
    enum { Type = UserType + 2 };

    explicit EdgeLayer(const StyleMetrics *metrics);

    int type() const override { return Type; }

    void setEdges(std::vector<EdgeSpec> edges, NodeId nodeCount);
    void setMetrics(const StyleMetrics *metrics); // label sizes change with the fonts
    // Another instance of the metrics the edges were measured with (same style): nothing to
    // measure again. A layer made on a worker thread measures with its own.
    void setMetricsMeasuredAlike(const StyleMetrics *metrics) { m_metrics = metrics; }
    // Below this many device pixels per scene unit (on either axis) nothing is drawn: that
    // far out the scene's overview draws the edges, a pixel pair once. 0: always drawn.
    void setOverviewBelow(double scale) { m_overviewBelow = scale; }
    // A big tree's probabilities are indexed only while shown, and the edges measured again
    // (commitTexts) when that changes: a million MIN nodes' "½" that alpha-beta never shows
    // would cost a second of measuring and tens of bytes an edge. Call before setEdges.
    void setOnlyShownProbabilities(bool on) { m_onlyShownProbabilities = on; }

    // How an edge into a node looks now: its state and whether it carries a cut mark.
    struct LookNow {
        EdgeState state = EdgeState::Plain;
        bool cut = false;
    };
    // A big tree's edges are not told their looks one by one: they ask `source` for the look
    // of the edge into a child when painted (or asked), so that a far jump, which changes a
    // million edges, costs nothing here but a repaint (repaintEdgeInto). setEdgeState is then
    // not needed. Empty: the looks set are shown.
    void setLookSource(std::function<LookNow(NodeId child)> source);
    void repaintEdgeInto(NodeId child); // its look (from the source) changed

    // Restyles the edge into `child` and repaints just that edge. Unknown children are ignored.
    void setEdgeState(NodeId child, EdgeState state, bool cutMark);
    void setProbabilityShown(NodeId child, bool shown);
    // Monte-Carlo sampling: "×3" after the probability of an edge 3 draws fell on (0: none).
    // The texts are measured again by commitTexts(), once after a frame's changes.
    void setDrawCount(NodeId child, int draws);
    int drawCount(NodeId child) const;
    // Whether any edge shows its probability, or a draw count: when none does, a node whose
    // parent does not average and that has no draws need not be told so.
    bool anyProbabilityShown() const { return m_probabilitiesShown > 0; }
    bool anyDrawCount() const { return m_drawCounts > 0; }
    void commitTexts();
    // The repaints of the changes between the two wait and are asked for together: a cut-off
    // that greys a hundred thousand edges asks for one repaint, not one per edge.
    void beginChanges();
    void endChanges();
    // Negamax's side-to-move view: a small "−" at the middle of each edge whose child is marked
    // (by node id, as negatedEdges gives them; empty: none).
    void setNegationMarks(std::vector<char> byChild);
    bool hasNegationMark(NodeId child) const;
    // A straight edge running down is drawn from where it passes below `y` (scene
    // coordinates): the parent's chance formula hangs there, and the edges leave from under
    // it instead of vanishing behind it. -inf draws the whole edge again. Texts and cut marks
    // keep their places.
    void setStartBelow(NodeId child, double y);
    QPointF drawnStart(NodeId child) const; // where the drawn line begins

    bool hasEdge(NodeId child) const { return index(child) >= 0; }
    EdgeState edgeState(NodeId child) const;
    bool hasCutMark(NodeId child) const;
    bool probabilityShown(NodeId child) const;
    QString label(NodeId child) const;
    QString probability(NodeId child) const;
    QRectF edgeRect(NodeId child) const; // what the edge and its texts cover
    QRectF labelBox(NodeId child) const; // where its label and probability go; null if none
    const EdgeIndex &index() const { return m_index; } // by position among the edges; for tests
    std::size_t memoryBytes() const;                   // heap bytes, for the benchmarks

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // What an edge shows; its ends are kept by the index (EdgeIndex::from, to), its bounds
    // worked out when needed (edgeBounds): a million edges cost 32 bytes each here.
    struct Edge {
        NodeId child = NoNode;        // for the look source
        std::uint32_t curveStart = 0; // into m_curves
        std::uint32_t curveCount = 0;
        std::int32_t row = 0;
        EdgeState state = EdgeState::Plain;
        float startAt = 0; // along a straight edge: the part before it is not drawn
        bool cut = false;
        bool showProbability = false;
        bool negated = false;   // carries negamax's "−"
        std::int32_t draws = 0; // sampling: shown as "×3" after the probability
    };
    struct Texts {
        const QString &label;
        const QString &probability;
    };
    // An edge's texts, as ids into m_strings (0: none): most repeat (the same move, "½").
    struct TextIds {
        std::uint32_t label = 0, probability = 0;
    };
    std::uint32_t intern(const QString &text);
    const QString &labelOf(int i) const
    {
        return m_texts.empty() ? m_strings.front() : m_strings[m_texts[std::size_t(i)].label];
    }
    const QString &probabilityOf(int i) const
    {
        return m_texts.empty() ? m_strings.front() : m_strings[m_texts[std::size_t(i)].probability];
    }

    int index(NodeId child) const
    {
        return child >= 0 && std::size_t(child) < m_indexOfChild.size() ? m_indexOfChild[child]
                                                                        : -1;
    }
    // The edge's ends: from the index, or while measure() builds it from what it is given.
    QPointF fromOf(int i) const
    {
        return m_building ? (*m_building)[std::size_t(i)].from : m_index.from(i);
    }
    QPointF toOf(int i) const
    {
        return m_building ? (*m_building)[std::size_t(i)].to : m_index.to(i);
    }
    QPointF drawnStartAt(int i) const;
    LookNow lookAt(int i) const; // the set look, or the source's
    EdgeState stateAt(int i) const { return lookAt(i).state; }
    QRectF edgeBounds(int i) const; // what the edge and its texts cover, for repaints
    QPointF pointAt(int i, double t, QPointF *direction) const;
    QRectF textRect(int i, bool withProbability) const; // where the label (and probability) go
    QString probabilityText(int i) const; // the probability, with the draw count if any
    // The index and the layer's bounds, from the edges' ends and rows (`geometry`, by edge).
    void measure(std::vector<EdgeIndex::Edge> geometry);
    void remeasure(); // the same ends, new texts or fonts
    void paintTexts(QPainter *painter, int i) const;
    void repaintEdge(int i); // now, or at endChanges()
    void paintCutMark(QPainter *painter, int i) const;
    void paintNegationMark(QPainter *painter, int i) const;

    const StyleMetrics *m_metrics;
    std::vector<Edge> m_edges;
    std::vector<TextIds> m_texts; // parallel to m_edges; empty when no edge has any text
    std::vector<QString> m_strings{QString()}; // the distinct texts; 0 is the empty one
    std::unordered_map<QString, std::uint32_t> m_stringIds; // while setEdges() runs
    std::vector<QPointF> m_curves;
    std::vector<std::int32_t> m_indexOfChild; // by node id, -1 for the root and hidden nodes
    std::vector<char> m_negated;              // by node id; empty: no marks
    EdgeIndex m_index;
    const std::vector<EdgeIndex::Edge> *m_building = nullptr; // measure()'s, while it runs
    QRectF m_bounds;
    bool m_batched = false;
    RepaintBatch m_pending;
    bool m_textsChanged = false;
    bool m_onlyShownProbabilities = false; // a draw count changed since the texts were measured
    double m_overviewBelow = 0;
    std::function<LookNow(NodeId)> m_lookSource;
    std::size_t m_probabilitiesShown = 0; // edges with showProbability set
    std::size_t m_drawCounts = 0;         // edges with draws > 0
};

} // namespace gt

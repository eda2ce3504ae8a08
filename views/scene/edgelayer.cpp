#include "edgelayer.h"

#include "scenestyle.h"

#include "core/export/figuregeometry.h"

#include <QLineF>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

namespace gt {

namespace {

constexpr double StubLength = 0.45; // a hidden pruned edge keeps this much for its cut mark

QPointF unit(const QPointF &v)
{
    const double len = std::hypot(v.x(), v.y());
    return len > 0 ? v / len : QPointF(0, 1);
}

// How far a drawn edge reaches beside its line: the path's width, a cut mark's strokes.
double lineReach(const SceneStyle &s)
{
    return std::max({s.pathEdgeWidth, s.cutWidth + CutHalfLength, 2.0});
}

// The straight lines of one paint, by style, drawn in one call per style. On a screen or an
// image, the edges of a fan run side by side a fraction of a pixel apart wherever they cross
// the visible area (near their parent, or everywhere when far out): of each run of lines whose
// visible parts start and end on the same pixels, only the first and the last are drawn,
// which together cover what the run covers. A million-leaf fan then costs tens of lines, not
// a million. Vector devices get every line, since their readers zoom in.
// Pens and line batches by EdgeState: every look an edge is drawn in (Hidden's slot unused).
constexpr std::size_t DrawnLooks = std::size_t(EdgeState::Playout) + 1;

class LineBatch {
public:
    LineBatch(const QPainter &painter, const QRectF &visible)
        : m_raster(painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::Raster)
        , m_toDevice(painter.worldTransform())
        , m_visible(visible)
    {}

    void add(EdgeState state, const QPointF &a, const QPointF &b)
    {
        const int k = int(state);
        if (m_raster) {
            QPointF p = a, q = b;
            if (!clipSegment(p, q, m_visible))
                return; // the edge is here for its texts only
            const QLine pixels(m_toDevice.map(p).toPoint(), m_toDevice.map(q).toPoint());
            if (!m_lines[k].empty() && pixels == m_runs[k].pixels) {
                m_runs[k].last = QLineF(a, b);
                return;
            }
            endRun(k);
            m_runs[k].pixels = pixels;
        }
        m_lines[k].emplace_back(a, b);
    }

    void draw(QPainter &painter, const std::array<QPen, DrawnLooks> &pens)
    {
        for (std::size_t k = 0; k < m_lines.size(); ++k) {
            endRun(int(k));
            if (m_lines[k].empty())
                continue;
            painter.setPen(pens[k]);
            painter.drawLines(m_lines[k].data(), int(m_lines[k].size()));
        }
    }

private:
    struct Run {
        QLine pixels;
        std::optional<QLineF> last; // the run's last line so far, when not its first
    };
    void endRun(int k)
    {
        if (m_runs[std::size_t(k)].last)
            m_lines[std::size_t(k)].push_back(*m_runs[std::size_t(k)].last);
        m_runs[std::size_t(k)].last.reset();
    }

    bool m_raster;
    QTransform m_toDevice;
    QRectF m_visible;
    std::array<std::vector<QLineF>, DrawnLooks> m_lines; // by EdgeState, Hidden's left empty
    std::array<Run, DrawnLooks> m_runs;
};

QPointF cubic(const QPointF *p, double t)
{
    const double u = 1 - t;
    return u * u * u * p[0] + 3 * u * u * t * p[1] + 3 * u * t * t * p[2] + t * t * t * p[3];
}

} // namespace

EdgeLayer::EdgeLayer(const StyleMetrics *metrics)
    : m_metrics(metrics)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption); // exposedRect says which edges to draw
    setZValue(-1);
}

void EdgeLayer::setEdges(std::vector<EdgeSpec> edges, NodeId nodeCount)
{
    m_edges.clear();
    m_index.clear();
    m_texts.clear();
    m_strings.assign(1, QString()); // 0: no text
    m_curves.clear();
    m_indexOfChild.assign(std::size_t(std::max<NodeId>(0, nodeCount)), -1);
    bool anyText = false;
    for (const EdgeSpec &spec : edges)
        anyText = anyText || !spec.label.isEmpty() || !spec.probability.isEmpty();
    m_edges.reserve(edges.size());
    std::vector<EdgeIndex::Edge> geometry; // kept by the index from now on
    geometry.reserve(edges.size());
    if (anyText)
        m_texts.reserve(edges.size());
    for (EdgeSpec &spec : edges) {
        if (spec.child < 0 || spec.child >= nodeCount)
            continue;
        Edge e;
        e.child = spec.child;
        geometry.push_back({spec.from, spec.to, spec.row, -1});
        e.row = spec.row;
        e.showProbability = spec.probabilityShown;
        if (spec.curve.size() >= 4 && (spec.curve.size() - 1) % 3 == 0) {
            e.curveStart = std::uint32_t(m_curves.size());
            e.curveCount = std::uint32_t(spec.curve.size());
            m_curves.insert(m_curves.end(), spec.curve.begin(), spec.curve.end());
        }
        e.negated = std::size_t(spec.child) < m_negated.size() && m_negated[spec.child];
        m_indexOfChild[spec.child] = std::int32_t(m_edges.size());
        m_edges.push_back(e);
        if (anyText)
            m_texts.push_back({intern(spec.label), intern(spec.probability)});
    }
    m_stringIds = {};
    m_probabilitiesShown = std::size_t(std::count_if(
        m_edges.begin(), m_edges.end(), [](const Edge &e) { return e.showProbability; }));
    m_drawCounts = 0;
    measure(std::move(geometry));
}

void EdgeLayer::setLookSource(std::function<LookNow(NodeId child)> source)
{
    m_lookSource = std::move(source);
    update();
}

void EdgeLayer::repaintEdgeInto(NodeId child)
{
    if (const int i = index(child); i >= 0)
        repaintEdge(i);
}

EdgeLayer::LookNow EdgeLayer::lookAt(int i) const
{
    const Edge &e = m_edges[std::size_t(i)];
    return m_lookSource ? m_lookSource(e.child) : LookNow{e.state, e.cut};
}

void EdgeLayer::setMetrics(const StyleMetrics *metrics)
{
    m_metrics = metrics;
    remeasure();
}

void EdgeLayer::remeasure()
{
    std::vector<EdgeIndex::Edge> geometry;
    geometry.reserve(m_edges.size());
    for (std::size_t i = 0; i < m_edges.size(); ++i)
        geometry.push_back({m_index.from(int(i)), m_index.to(int(i)), m_edges[i].row, -1});
    measure(std::move(geometry));
}

void EdgeLayer::measure(std::vector<EdgeIndex::Edge> indexed)
{
    const SceneStyle &s = m_metrics->style();
    const double pad = lineReach(s);
    std::vector<EdgeIndex::More> more; // curves and texts: few edges have any
    m_building = &indexed;             // the ends, until the index has them
    QRectF all;
    for (std::size_t i = 0; i < m_edges.size(); ++i) {
        const Edge &e = m_edges[i];
        const EdgeIndex::Edge &ends = indexed[i];
        EdgeIndex::More x;
        if (e.curveCount) { // the hull of the control points holds the curve
            const auto [left, right] = std::minmax_element(
                m_curves.begin() + e.curveStart, m_curves.begin() + e.curveStart + e.curveCount,
                [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
            const auto [top, bottom] = std::minmax_element(
                m_curves.begin() + e.curveStart, m_curves.begin() + e.curveStart + e.curveCount,
                [](const QPointF &a, const QPointF &b) { return a.y() < b.y(); });
            x.hull = QRectF(QPointF(left->x(), top->y()), QPointF(right->x(), bottom->y()));
        }
        QRectF r =
            (QRectF(ends.from, ends.to).normalized() | x.hull).adjusted(-pad, -pad, pad, pad);
        // The probability comes and goes with the frame: room for the texts with and without
        // (a big tree's: only while shown, measured again when that changes).
        x.texts = {textRect(int(i), false), !m_onlyShownProbabilities || e.showProbability
                                                ? textRect(int(i), true)
                                                : QRectF()};
        bool texts = false;
        for (const QRectF &text : x.texts) {
            if (!text.isNull()) {
                r |= text;
                texts = true;
            }
        }
        all |= r;
        if (texts || !x.hull.isNull()) {
            indexed[i].more = std::int32_t(more.size());
            more.push_back(x);
        }
    }
    m_building = nullptr;
    prepareGeometryChange();
    m_bounds = all;
    m_index.build(indexed, more, pad);
    update();
}

void EdgeLayer::beginChanges()
{
    m_batched = true;
}

void EdgeLayer::endChanges()
{
    m_batched = false;
    m_pending.flush([this](const QRectF &r) { update(r); });
}

void EdgeLayer::repaintEdge(int i)
{
    if (!m_batched)
        update(edgeBounds(i));
    else if (!m_pending.many()) // past a few the batch repaints everything: no bounds needed
        m_pending.add(edgeBounds(i));
    else
        m_pending.addAnywhere();
}

std::uint32_t EdgeLayer::intern(const QString &text)
{
    if (text.isEmpty())
        return 0;
    const auto [at, made] = m_stringIds.try_emplace(text, std::uint32_t(m_strings.size()));
    if (made)
        m_strings.push_back(text);
    return at->second;
}

std::size_t EdgeLayer::memoryBytes() const
{
    // The texts' characters are not counted: most are shared (the same move, "½").
    return m_edges.capacity() * sizeof(Edge) + m_texts.capacity() * sizeof(TextIds) +
           m_strings.capacity() * sizeof(QString) + m_curves.capacity() * sizeof(QPointF) +
           m_indexOfChild.capacity() * sizeof(std::int32_t) + m_negated.capacity() +
           m_index.memoryBytes();
}

void EdgeLayer::setEdgeState(NodeId child, EdgeState state, bool cutMark)
{
    const int i = index(child);
    if (i < 0)
        return;
    Edge &e = m_edges[i];
    if (e.state == state && e.cut == cutMark)
        return;
    e.state = state;
    e.cut = cutMark;
    repaintEdge(i);
}

void EdgeLayer::setProbabilityShown(NodeId child, bool shown)
{
    const int i = index(child);
    if (i < 0 || m_edges[i].showProbability == shown)
        return;
    m_edges[i].showProbability = shown;
    if (shown)
        ++m_probabilitiesShown;
    else
        --m_probabilitiesShown;
    if (m_onlyShownProbabilities && !probabilityOf(i).isEmpty())
        m_textsChanged = true; // its text comes into the index or goes
    repaintEdge(i);
}

void EdgeLayer::setDrawCount(NodeId child, int draws)
{
    const int i = index(child);
    if (i < 0 || m_edges[i].draws == draws)
        return;
    if ((draws > 0) != (m_edges[i].draws > 0)) {
        if (draws > 0)
            ++m_drawCounts;
        else
            --m_drawCounts;
    }
    m_edges[i].draws = draws;
    m_textsChanged = true;
    repaintEdge(i);
}

int EdgeLayer::drawCount(NodeId child) const
{
    const int i = index(child);
    return i < 0 ? 0 : m_edges[i].draws;
}

void EdgeLayer::commitTexts()
{
    if (!m_textsChanged)
        return;
    m_textsChanged = false;
    remeasure(); // a longer text may reach out of the edge's bounds and the index's rectangles
}

QString EdgeLayer::probabilityText(int i) const
{
    const QString &p = probabilityOf(i);
    const int draws = m_edges[i].draws;
    return draws > 0 && !p.isEmpty() ? p + QStringLiteral(" ×%1").arg(draws) : p;
}

void EdgeLayer::setStartBelow(NodeId child, double y)
{
    const int i = index(child);
    if (i < 0)
        return;
    Edge &e = m_edges[i];
    if (e.startAt == 0 && y == -std::numeric_limits<double>::infinity())
        return; // drawn whole, as asked: a far jump asks this of a million edges
    float at = 0;
    const QPointF from = fromOf(i), to = toOf(i);
    const double drop = to.y() - from.y();
    if (e.curveCount == 0 && drop > 0 && y > from.y()) // some of it is always drawn
        at = float(std::min(0.8, (y - from.y()) / drop));
    if (at == e.startAt)
        return;
    e.startAt = at;
    repaintEdge(i);
}

QPointF EdgeLayer::drawnStart(NodeId child) const
{
    const int i = index(child);
    return i < 0 ? QPointF() : drawnStartAt(i);
}

QPointF EdgeLayer::drawnStartAt(int i) const
{
    return fromOf(i) + (toOf(i) - fromOf(i)) * double(m_edges[std::size_t(i)].startAt);
}

EdgeState EdgeLayer::edgeState(NodeId child) const
{
    const int i = index(child);
    return i < 0 ? EdgeState::Plain : stateAt(i);
}

bool EdgeLayer::hasCutMark(NodeId child) const
{
    const int i = index(child);
    return i >= 0 && lookAt(i).cut;
}

bool EdgeLayer::probabilityShown(NodeId child) const
{
    const int i = index(child);
    return i >= 0 && m_edges[i].showProbability && !probabilityOf(i).isEmpty();
}

QString EdgeLayer::label(NodeId child) const
{
    const int i = index(child);
    return i < 0 ? QString() : labelOf(i);
}

QString EdgeLayer::probability(NodeId child) const
{
    const int i = index(child);
    return i < 0 ? QString() : probabilityOf(i);
}

QRectF EdgeLayer::edgeRect(NodeId child) const
{
    const int i = index(child);
    return i < 0 ? QRectF() : edgeBounds(i);
}

QRectF EdgeLayer::labelBox(NodeId child) const
{
    const int i = index(child);
    return i < 0 ? QRectF() : textRect(i, probabilityShown(child));
}

QRectF EdgeLayer::edgeBounds(int i) const
{
    const double pad = lineReach(m_metrics->style());
    QRectF r =
        (QRectF(fromOf(i), toOf(i)).normalized() | m_index.hull(i)).adjusted(-pad, -pad, pad, pad);
    for (const bool withProbability : {false, true}) {
        if (const QRectF text = textRect(i, withProbability); !text.isNull())
            r |= text;
    }
    return r;
}

QPointF EdgeLayer::pointAt(int i, double t, QPointF *direction) const
{
    const Edge &e = m_edges[std::size_t(i)];
    if (e.curveCount == 0) {
        const QPointF from = fromOf(i), to = toOf(i);
        *direction = unit(to - from);
        return from + (to - from) * t;
    }
    const int pieces = int(e.curveCount - 1) / 3;
    const double u = std::clamp(t, 0.0, 1.0) * pieces;
    const int piece = std::min(pieces - 1, int(u));
    const QPointF *p = &m_curves[e.curveStart + 3 * piece];
    const double local = u - piece;
    const QPointF at = cubic(p, local);
    const QPointF ahead = cubic(p, std::min(1.0, local + 0.01));
    const QPointF behind = cubic(p, std::max(0.0, local - 0.01));
    *direction = unit(ahead - behind);
    return at;
}

// Beside the edge, on its outer side, with the corner nearest the edge just off the line so
// that the line never runs through the text whatever the slope.
QRectF EdgeLayer::textRect(int i, bool withProbability) const
{
    if (m_texts.empty())
        return {};
    const Texts t{labelOf(i), probabilityOf(i)};
    if (t.label.isEmpty() && (t.probability.isEmpty() || !withProbability))
        return {};
    const SceneStyle &s = m_metrics->style();
    const double gap = s.textGap;
    const bool prob = withProbability && !t.probability.isEmpty();
    double w = m_metrics->labelWidth(t.label) +
               (prob ? m_metrics->annotationWidth(probabilityText(i)) : 0);
    if (!t.label.isEmpty() && prob)
        w += gap;
    const double h = std::max(m_metrics->label().height, m_metrics->annotation().height);
    const double at = prob ? ProbabilityAt : LabelAt;
    QPointF d;
    const QPointF m = pointAt(i, at, &d);
    const EdgeTextSpot spot = edgeTextSpotAt(
        {m.x(), m.y()}, {d.x(), d.y()},
        [&] {
            QPointF ignored;
            const QPointF low = pointAt(i, std::max(at, StraightDownLabelAt), &ignored);
            return LayoutPoint{low.x(), low.y()};
        },
        gap);
    const QPointF corner(spot.corner.x, spot.corner.y);
    switch (spot.side) {
    case TextSide::Right: return {corner.x(), corner.y() - h / 2, w, h};
    case TextSide::Above: return {corner.x() - w / 2, corner.y() - h, w, h};
    case TextSide::UpperLeft: return {corner.x() - w, corner.y() - h, w, h};
    case TextSide::UpperRight: break;
    }
    return {corner.x(), corner.y() - h, w, h};
}

void EdgeLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QTransform &t = painter->worldTransform();
    if (std::min(std::hypot(t.m11(), t.m12()), std::hypot(t.m21(), t.m22())) < m_overviewBelow)
        return;
    const SceneStyle &s = m_metrics->style();
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    const bool texts = detail >= s.textDetail && !m_texts.empty();

    std::array<QPen, DrawnLooks> pens;
    for (EdgeState state : {EdgeState::Plain, EdgeState::Path, EdgeState::Done, EdgeState::Pruned,
                            EdgeState::Chosen, EdgeState::Playout}) {
        const EdgePaint<QColor> paint = edgePaint(s, state);
        QPen &p = pens[std::size_t(state)];
        p = QPen(paint.line, paint.width, paint.dashed ? Qt::DashLine : Qt::SolidLine);
        p.setCapStyle(Qt::FlatCap);
        // Far out, hairlines of one device pixel keep the tree's outline visible.
        if (p.widthF() * detail < 0.8) {
            p.setCosmetic(true);
            p.setWidthF(p.color() == s.pathColor ? 2 : 1);
        }
    }
    std::vector<int> marked, labelled, curved, negated;
    QRectF visible = option->exposedRect; // QGraphicsScene::render exposes everything
    if (painter->hasClipping())
        visible &= painter->clipBoundingRect();
    const double reach = lineReach(s);
    LineBatch lines(*painter, visible.adjusted(-reach, -reach, reach, reach));

    for (int i : m_index.edgesIn(option->exposedRect)) {
        const Edge &e = m_edges[i];
        const LookNow look = lookAt(i);
        if (look.cut)
            marked.push_back(i);
        if (look.state == EdgeState::Hidden) {
            if (look.cut) { // a stub that carries the cut mark
                QPointF d;
                lines.add(EdgeState::Pruned, fromOf(i), pointAt(i, StubLength, &d));
            }
            continue;
        }
        if (texts)
            labelled.push_back(i);
        if (e.negated)
            negated.push_back(i);
        if (e.curveCount)
            curved.push_back(i);
        else
            lines.add(look.state, drawnStartAt(i), toOf(i));
    }

    painter->setBrush(Qt::NoBrush);
    lines.draw(*painter, pens);
    for (int i : curved) { // few: only the dot layout routes edges, and only small trees
        const Edge &e = m_edges[i];
        QPainterPath path(m_curves[e.curveStart]);
        for (std::uint32_t k = 1; k + 2 < e.curveCount; k += 3) {
            const QPointF *p = &m_curves[e.curveStart + k];
            path.cubicTo(p[0], p[1], p[2]);
        }
        painter->setPen(pens[int(stateAt(i))]);
        painter->drawPath(path);
    }
    if (detail >= s.textDetail / 2) {
        for (int i : marked)
            paintCutMark(painter, i);
        for (int i : negated)
            paintNegationMark(painter, i);
    }
    for (int i : labelled)
        paintTexts(painter, i);
}

void EdgeLayer::paintCutMark(QPainter *painter, int i) const
{
    // Two short slanted strokes across the edge: the textbook sign for a cut-off.
    const SceneStyle &s = m_metrics->style();
    QPointF d;
    const QPointF c = pointAt(i, CutAt, &d);
    const QPointF across = unit(QPointF(-d.y(), d.x()) + d * 0.45) * CutHalfLength;
    const QPointF step = d * (s.cutWidth + 1.5);
    const QLineF strokes[2] = {QLineF(c - step - across, c - step + across),
                               QLineF(c + step - across, c + step + across)};
    painter->setPen(QPen(s.cutColor, s.cutWidth, Qt::SolidLine, Qt::RoundCap));
    painter->drawLines(strokes, 2);
}

void EdgeLayer::paintNegationMark(QPainter *painter, int i) const
{
    // A disc on the edge, in the background colour, with a short "−" stroke inside.
    const SceneStyle &s = m_metrics->style();
    QPointF d;
    const QPointF c = pointAt(i, NegationAt, &d);
    const QColor ink = edgePaint(s, stateAt(i)).line;
    painter->setPen(QPen(ink, s.edgeWidth));
    painter->setBrush(s.background);
    painter->drawEllipse(c, NegationRadius, NegationRadius);
    painter->setPen(QPen(ink, s.cutWidth, Qt::SolidLine, Qt::RoundCap));
    const QPointF half(NegationRadius * 0.55, 0);
    painter->drawLine(c - half, c + half);
    painter->setBrush(Qt::NoBrush);
}

void EdgeLayer::setNegationMarks(std::vector<char> byChild)
{
    if (byChild == m_negated)
        return;
    m_negated = std::move(byChild);
    for (std::size_t c = 0; c < m_indexOfChild.size(); ++c) {
        if (const int i = m_indexOfChild[c]; i >= 0)
            m_edges[std::size_t(i)].negated = c < m_negated.size() && m_negated[c];
    }
    update();
}

bool EdgeLayer::hasNegationMark(NodeId child) const
{
    const int i = index(child);
    return i >= 0 && m_edges[std::size_t(i)].negated;
}

void EdgeLayer::paintTexts(QPainter *painter, int i) const
{
    const Texts t{labelOf(i), probabilityOf(i)};
    const bool prob = m_edges[i].showProbability && !t.probability.isEmpty();
    if (t.label.isEmpty() && !prob)
        return;
    const SceneStyle &s = m_metrics->style();
    const QRectF r = textRect(i, prob);
    const EdgePaint<QColor> paint = edgePaint(s, stateAt(i));
    const double baseline =
        r.top() + std::max(m_metrics->label().ascent, m_metrics->annotation().ascent);
    double x = r.left();
    if (!t.label.isEmpty()) {
        painter->setFont(s.labelFont);
        painter->setPen(paint.label);
        painter->drawText(QPointF(x, baseline), t.label);
        x += m_metrics->labelWidth(t.label) + s.textGap;
    }
    if (prob) {
        painter->setFont(s.annotationFont);
        painter->setPen(paint.probability);
        painter->drawText(QPointF(x, baseline), probabilityText(i));
    }
}

} // namespace gt

#include "quizmarks.h"

#include "views/scene/treescene.h"

#include <QLineF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

// Where the edge into n is drawn: between the parent's shape and the child's, centre to centre.
QLineF edgeInto(const TreeScene &scene, NodeId n)
{
    const NodeId p = scene.tree()->parent(n);
    return {scene.nodeCenter(p), scene.nodeCenter(n)};
}

double distanceToSegment(const QPointF &p, const QLineF &s)
{
    const QPointF d = s.p2() - s.p1();
    const double length2 = QPointF::dotProduct(d, d);
    const double t =
        length2 > 0 ? std::clamp(QPointF::dotProduct(p - s.p1(), d) / length2, 0.0, 1.0) : 0.0;
    return QLineF(p, s.p1() + t * d).length();
}

} // namespace

QuizMarks::QuizMarks(TreeScene *scene)
    : m_scene(scene)
{
    setZValue(1000); // above nodes, edges and their texts
    setAcceptedMouseButtons(Qt::NoButton);
    scene->addItem(this);
}

void QuizMarks::setMarks(Style style, std::vector<NodeId> chosen, std::vector<NodeId> candidates)
{
    prepareGeometryChange();
    m_style = style;
    m_chosen = std::move(chosen);
    m_candidates = std::move(candidates);
    m_bounds = QRectF();
    for (const auto *list : {&m_chosen, &m_candidates})
        for (NodeId n : *list) {
            m_bounds |= m_scene->nodeRect(n).adjusted(-8, -8, 8, 8);
            if (m_scene->tree()->parent(n) != NoNode)
                m_bounds |= QRectF(edgeInto(*m_scene, n).p1(), edgeInto(*m_scene, n).p2())
                                .normalized()
                                .adjusted(-12, -12, 12, 12);
        }
    update();
}

QRectF QuizMarks::boundingRect() const
{
    return m_bounds;
}

void QuizMarks::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const SceneStyle &style = m_scene->sceneStyle();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    QPen hint(style.mutedText, 1.2, Qt::DotLine);
    hint.setCosmetic(true);
    painter->setPen(hint);
    for (NodeId n : m_candidates)
        painter->drawRoundedRect(m_scene->nodeRect(n).adjusted(-4, -4, 4, 4), 4, 4);

    const QColor mark = m_style == Style::Cut ? style.cutColor : style.currentColor;
    QPen pen(mark, 3);
    pen.setCapStyle(Qt::RoundCap);
    painter->setPen(pen);
    for (NodeId n : m_chosen) {
        painter->drawRoundedRect(m_scene->nodeRect(n).adjusted(-6, -6, 6, 6), 6, 6);
        if (m_style != Style::Cut || m_scene->tree()->parent(n) == NoNode)
            continue;
        // Two strokes across the middle of the edge, as a pencil crosses out a branch.
        const QLineF edge = edgeInto(*m_scene, n);
        const QPointF mid = edge.pointAt(0.5);
        QLineF across = edge.normalVector().unitVector();
        const QPointF d = (across.p2() - across.p1()) * 10;
        const QPointF along = (edge.unitVector().p2() - edge.unitVector().p1()) * 4;
        for (double k : {-1.0, 1.0})
            painter->drawLine(mid - d + k * along, mid + d + k * along);
    }
}

NodeId nodeOrEdgeAt(const TreeScene &scene, const QPointF &scenePos, double slack)
{
    const NodeId hit = scene.nodeAt(scenePos);
    if (hit != NoNode || !scene.tree())
        return hit;
    NodeId best = NoNode;
    double bestDistance = slack;
    for (NodeId n = 1; n < scene.tree()->size(); ++n) {
        if (!scene.isNodeShown(n))
            continue;
        const double d = distanceToSegment(scenePos, edgeInto(scene, n));
        if (d <= bestDistance) {
            bestDistance = d;
            best = n;
        }
    }
    return best;
}

} // namespace gt

#include "framepicture.h"

#include "stylepalette.h"

#include "views/scene/boardlayer.h"
#include "views/scene/chanceoverlay.h"
#include "views/scene/edgelayer.h"
#include "views/scene/horizonline.h"
#include "views/scene/levelband.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"

#include "core/export/chancebarshape.h"
#include "core/export/stepselection.h"
#include "core/layout/tidylayout.h"
#include "core/trace/replayer.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <limits>
#include <optional>

namespace gt {

namespace {

constexpr double Pad = 10;           // around the whole picture
constexpr double MinTextWidth = 260; // legend and caption under a narrow tree
constexpr double LegendIcon = 16;
// From the icon to its text: the current node's halo reaches 5 beyond the icon; 3 more clear.
constexpr double LegendTextGap = 10;

QFont titleFont(const SceneStyle &s)
{
    QFont f = s.nameFont;
    f.setPixelSize(std::max(1, int(s.nameFont.pixelSize() * 1.4 + 0.5)));
    f.setBold(true);
    return f;
}

QFont captionFont(const SceneStyle &s)
{
    QFont f = s.annotationFont;
    f.setPixelSize(std::max(1, int(s.annotationFont.pixelSize() * 1.15 + 0.5)));
    return f;
}

} // namespace

FramePicture::FramePicture(const GameTree &tree, const Trace *trace, const ExportOptions &options)
    : m_tree(&tree)
    , m_trace(trace)
    , m_options(options)
    , m_style(exportStyle(options.dark ? SceneStyle::dark() : SceneStyle::light(), options.figure))
    , m_metrics(std::make_unique<StyleMetrics>(m_style))
    , m_scene(std::make_unique<TreeScene>())
{
    m_scene->setSceneStyle(m_style);
    m_scene->setBackgroundBrush(Qt::NoBrush); // paint() fills the whole picture itself
    m_scene->setTree(&tree, tidyLayout(tree, m_scene->measureNodes(tree), LayoutOptions{}));
    if (trace)
        m_replayer = std::make_unique<Replayer>(tree, *trace);
    m_negated = shownNegations(tree, trace, options.figure);
    m_scene->setNegationMarks(m_negated);
    setStep(-1);
}

FramePicture::~FramePicture()
{
    // QGraphicsScene polishes new items from the event loop and, until it has, removes each
    // deleted item from a plain list: a picture dropped unpainted, without an event loop,
    // would take minutes to delete a million items. Polishing first keeps it linear.
    QCoreApplication::sendPostedEvents(m_scene.get(), QEvent::MetaCall);
}

QSizeF FramePicture::leastSize(const GameTree &tree, const Trace *trace, int step,
                               const ExportOptions &options)
{
    if (tree.isEmpty())
        return {};
    TreeScene measurer;
    measurer.setSceneStyle(
        exportStyle(options.dark ? SceneStyle::dark() : SceneStyle::light(), options.figure));
    const TreeLayout layout = tidyLayout(tree, measurer.measureNodes(tree), LayoutOptions{});
    // Hidden pruned subtrees leave the picture: only the nodes the step shows count.
    std::optional<Replayer> replay;
    if (trace && options.figure.pruned == PrunedMode::Hidden) {
        replay.emplace(tree, *trace);
        replay->seek(step < 0 ? replay->stepCount() : step);
    }
    double left = std::numeric_limits<double>::infinity(), right = -left, top = left,
           bottom = -left;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (replay && replay->frame().nodes[std::size_t(n)].state == NodeState::Pruned)
            continue;
        const LayoutPoint &c = layout.centers[std::size_t(n)];
        left = std::min(left, c.x);
        right = std::max(right, c.x);
        top = std::min(top, c.y);
        bottom = std::max(bottom, c.y);
    }
    return {right - left + 2 * Pad, bottom - top + 2 * Pad};
}

int FramePicture::stepCount() const
{
    return m_replayer ? m_replayer->stepCount() : 0;
}

void FramePicture::setStep(int step)
{
    m_content.reset();
    LegendUse use;
    if (!m_replayer) {
        m_step = 0;
        m_scene->setFrame(nullptr);
    } else {
        m_step = step < 0 || step > stepCount() ? stepCount() : step;
        m_replayer->seek(m_step);
        const Frame view = shownFrame(*m_tree, m_replayer->frame(), m_trace, m_options.figure);
        m_scene->setFrame(&view);
        use.add(*m_tree, view, m_options.figure.pruned, m_negated, true); // the canvas's ghosts
    }
    if (m_options.figure.legend) // a deck's pages keep the one legend of all of them
        m_legend = legendEntries(*m_tree, m_trace, m_fixed ? m_fixedUse : use);
}

QString FramePicture::caption() const
{
    if (!m_trace || !m_options.figure.caption)
        return {};
    const std::vector<int> ends = iterationEndSteps(*m_trace); // MCTS: "Iteration k of n, …"
    return stepCaptionLine(m_step, stepCount(), iterationsDone(ends, m_step), int(ends.size()),
                           stepCaption(*m_tree, *m_trace, m_step));
}

QRectF FramePicture::contentRect() const
{
    if (m_fixed)
        return m_fixedRect;
    if (m_content)
        return *m_content;
    QRectF r;
    const EdgeLayer *edges = m_scene->edgeLayer();
    for (NodeId n = 0; n < m_tree->size(); ++n) {
        if (!m_scene->isNodeShown(n))
            continue;
        r |= m_scene->nodeBounds(n);
        if (m_tree->hasPositions()) { // the boards under the nodes, dice on chance edges
            const BoardLayer::Places boards = BoardLayer::places(*m_scene, n);
            r |= boards.board | boards.dice;
        }
        if (n > 0 && edges && (edges->edgeState(n) != EdgeState::Hidden || edges->hasCutMark(n)))
            r |= edges->edgeRect(n);
    }
    if (const HorizonLine *h = m_scene->horizonLine(); h && h->isVisible())
        r |= h->drawnRect(); // its label may reach beyond the nodes
    // Two-phase minimax's level band and its label reach out beside the tree.
    if (const LevelBandItem *band = m_scene->levelBandItem(); band && band->isVisible())
        r |= band->drawnRect();
    // *-minimax's bars, windows and probes reach out beside the nodes.
    if (const ChanceOverlay *chance = m_scene->chanceOverlay(); chance && chance->isVisible())
        r |= chance->drawnRect();
    m_content = r.isNull() ? QRectF(0, 0, 1, 1) : r;
    return *m_content;
}

double FramePicture::contentWidth() const
{
    const double tree = contentRect().width();
    const bool texts = !m_legend.empty() || m_options.figure.caption;
    return texts ? std::max(tree, MinTextWidth) : tree;
}

double FramePicture::legendHeight(double width) const
{
    if (m_legend.empty())
        return 0;
    double x = 0, rows = 1;
    for (const LegendEntry &e : m_legend) {
        const double w = LegendIcon + LegendTextGap + m_metrics->annotationWidth(e.text) + 14;
        if (x > 0 && x + w > width) {
            ++rows;
            x = 0;
        }
        x += w;
    }
    return rows * LegendRow;
}

double FramePicture::captionHeight(const QString &text, double width) const
{
    if (text.isEmpty())
        return 0;
    const QFontMetricsF fm(captionFont(m_style));
    return fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap | Qt::AlignHCenter, text)
        .height();
}

void FramePicture::fitSteps(const std::vector<int> &steps)
{
    m_fixed = false;
    QRectF rect;
    double caption = 0;
    LegendUse use;
    const double width = std::max(contentWidth(), MinTextWidth);
    for (int s : steps) {
        setStep(s);
        rect |= contentRect();
        caption = std::max(caption, captionHeight(this->caption(), width));
        if (m_replayer)
            use.add(*m_tree, shownFrame(*m_tree, m_replayer->frame(), m_trace, m_options.figure),
                    m_options.figure.pruned, m_negated, true);
    }
    m_fixedRect = rect;
    m_fixedCaption = caption;
    m_fixedUse = use;
    m_fixed = true;
    if (!steps.empty())
        setStep(steps.back()); // with the legend of them all
}

QSizeF FramePicture::size() const
{
    const double width = contentWidth();
    double height = Pad + contentRect().height() + Pad;
    if (!m_options.figure.title.isEmpty())
        height += QFontMetricsF(titleFont(m_style)).height() + 6;
    if (!m_legend.empty())
        height += 8 + legendHeight(width);
    const double caption = m_fixed ? m_fixedCaption : captionHeight(this->caption(), width);
    if (caption > 0)
        height += 6 + caption;
    return {std::ceil(width + 2 * Pad), std::ceil(height)};
}

void FramePicture::paint(QPainter *painter) const
{
    const QSizeF total = size();
    const double width = contentWidth();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    if (!m_options.transparent)
        painter->fillRect(QRectF(QPointF(0, 0), total), m_style.background);
    double y = Pad;
    if (!m_options.figure.title.isEmpty()) {
        const QFont font = titleFont(m_style);
        const double h = QFontMetricsF(font).height();
        painter->setFont(font);
        painter->setPen(m_style.foreground);
        painter->drawText(QRectF(Pad, y, width, h), Qt::AlignHCenter | Qt::AlignVCenter,
                          m_options.figure.title);
        y += h + 6;
    }
    const QRectF source = contentRect();
    const QRectF target(Pad + (width - source.width()) / 2, y, source.width(), source.height());
    m_scene->render(painter, target, source, Qt::IgnoreAspectRatio);
    y += source.height();
    if (!m_legend.empty()) {
        y += 8;
        paintLegend(painter, QPointF(Pad, y), width);
        y += legendHeight(width);
    }
    const QString text = caption();
    if (!text.isEmpty()) {
        y += 6;
        painter->setFont(captionFont(m_style));
        painter->setPen(m_style.foreground);
        painter->drawText(QRectF(Pad, y, width, total.height() - y),
                          Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, text);
    }
    painter->restore();
}

void FramePicture::paintLegend(QPainter *painter, const QPointF &topLeft, double width) const
{
    const SceneStyle &s = m_style;
    const double capHeight = QFontMetricsF(s.annotationFont).capHeight();
    QStyleOptionGraphicsItem option;
    double x = 0, y = topLeft.y() + LegendRow / 2;
    for (const LegendEntry &e : m_legend) {
        const double w = LegendIcon + LegendTextGap + m_metrics->annotationWidth(e.text) + 14;
        if (x > 0 && x + w > width) {
            x = 0;
            y += LegendRow;
        }
        const QPointF c(topLeft.x() + x + LegendIcon / 2, y);
        if (e.cutMark || e.negation) { // the canvas's own edge with its cut mark or its "−"
            EdgeLayer edge(m_metrics.get());
            EdgeSpec spec;
            spec.child = 1;
            spec.from = c + QPointF(0, e.cutMark ? -9 : -11);
            spec.to = c + QPointF(0, e.cutMark ? 13 : 11);
            edge.setEdges({spec}, 2);
            edge.setEdgeState(1, EdgeState::Done, e.cutMark);
            if (e.negation)
                edge.setNegationMarks({0, 1});
            option.exposedRect = edge.boundingRect();
            edge.paint(painter, &option, nullptr);
        } else if (e.playout) { // the canvas's own edge as the playout passes it
            EdgeLayer edge(m_metrics.get());
            EdgeSpec spec;
            spec.child = 1;
            spec.from = c + QPointF(0, -11); // long enough for a dash, a gap and a dash
            spec.to = c + QPointF(0, 11);
            edge.setEdges({spec}, 2);
            edge.setEdgeState(1, EdgeState::Playout, false);
            option.exposedRect = edge.boundingRect();
            edge.paint(painter, &option, nullptr);
        } else if (e.horizon) { // the canvas's own horizon line, a piece of it, unlabelled
            HorizonLine line(&s);
            line.place(c + QPointF(-LegendIcon / 2, 0), c + QPointF(LegendIcon / 2, 0), {});
            line.paint(painter, &option, nullptr);
        } else if (e.chanceBar) { // as ChanceOverlay draws a bar, without its texts
            const ChanceBar bar = legendChanceBar();
            const ChanceBarShape shape = chanceBarShape(bar, LegendIcon);
            const double x0 = c.x() - LegendIcon / 2, h = ChanceBarHeight;
            QColor band = s.pathColor;
            band.setAlphaF(0.25);
            painter->fillRect(QRectF(x0 + shape.windowLeft, c.y() - h,
                                     shape.windowRight - shape.windowLeft, 2 * h),
                              band);
            painter->setPen(QPen(s.mutedText, 1));
            painter->drawLine(QPointF(x0 + shape.axisLeft, c.y()),
                              QPointF(x0 + shape.axisRight, c.y()));
            painter->fillRect(
                QRectF(x0 + shape.barLeft, c.y() - h / 2, shape.barRight - shape.barLeft, h),
                s.pathColor);
        } else if (!e.tag.isEmpty()) { // as NodeItem draws its tags
            const QFontMetricsF fm(s.annotationFont);
            const double w = std::max(14.0, fm.horizontalAdvance(e.tag) + 4);
            const QRectF box(c.x() - w / 2, c.y() - 8, w, 16);
            const TagPaint<QColor> paint = sssTagPaint(s, e.sss);
            painter->setPen(QPen(paint.line, 1));
            painter->setBrush(paint.fill);
            painter->drawRoundedRect(box, 3, 3);
            painter->setFont(s.annotationFont);
            painter->drawText(box, Qt::AlignCenter, e.tag);
        } else if (!e.sample.isEmpty()) { // as a node shows it
            painter->setFont(s.valueFont);
            painter->setPen(s.foreground);
            painter->drawText(QRectF(c.x() - LegendIcon, c.y() - 9, 2 * LegendIcon, 18),
                              Qt::AlignCenter, e.sample);
        } else { // the canvas's own node item in that state
            NodeItem item(0, e.kind, QSizeF(LegendIcon, 14), 100, m_metrics.get());
            NodeLook look;
            look.state = e.state;
            look.earlier = e.earlier;
            look.list = e.list;
            look.spared = e.spared;
            item.setLook(look);
            painter->save();
            painter->translate(c);
            if (e.faded) // as the canvas fades a node outside the search tree
                painter->setOpacity(FadedOpacity);
            option.exposedRect = item.boundingRect();
            item.paint(painter, &option, nullptr);
            painter->restore();
        }
        painter->setFont(s.annotationFont);
        painter->setPen(s.foreground);
        painter->drawText(QPointF(topLeft.x() + x + LegendIcon + LegendTextGap, y + capHeight / 2),
                          e.text);
        x += w;
    }
}

} // namespace gt

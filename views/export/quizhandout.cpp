#include "quizhandout.h"

#include "frameexporter.h"
#include "framepicture.h"

#include "core/quiz/quiz.h"
#include "core/trace/annotations.h"
#include "core/trace/narration.h"
#include "core/trace/replayer.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QStringList>

#include <algorithm>

namespace gt {

namespace {

// The translation context of this file's texts, named so that lupdate finds them.
struct HandoutTr {
    Q_DECLARE_TR_FUNCTIONS(gt::QuizHandout)
};

// A handout is read on paper: a long list is cut, the picture still has every value.
constexpr int MaxListed = 200;

QString listed(QStringList items)
{
    if (items.size() > MaxListed) {
        const qsizetype more = items.size() - MaxListed;
        items = items.mid(0, MaxListed);
        items << HandoutTr::tr("… and %1 more").arg(more);
    }
    return items.join(QStringLiteral(", "));
}

// The answers in words, from the search's last frame.
QStringList answerLines(const GameTree &tree, const Trace &trace)
{
    Replayer replayer(tree, trace);
    replayer.seek(replayer.stepCount());
    const Frame &frame = replayer.frame();
    QStringList values;
    std::vector<NodeId> pruned;
    for (NodeId n = 0; n < tree.size(); ++n) {
        const NodeFrame &f = frame.nodes[std::size_t(n)];
        const QString value = valueText(f);
        if (tree.isLeaf(n)) {
            if (f.state == NodeState::Pruned)
                pruned.push_back(n);
        } else if (f.state != NodeState::Pruned && !value.isEmpty()) {
            // "B = 3", but "C ≤ 3" where only a bound is known
            const bool bound = value.startsWith(u'≤') || value.startsWith(u'≥');
            values << (bound ? QStringLiteral("%1 %2") : QStringLiteral("%1 = %2"))
                          .arg(nodeLabel(tree, n), value);
        }
    }
    const qsizetype more = qsizetype(pruned.size()) - MaxListed;
    if (more > 0)
        pruned.resize(std::size_t(MaxListed));
    QString prunedText = nodeListText(tree, pruned);
    if (more > 0)
        prunedText += QStringLiteral(", ") + HandoutTr::tr("… and %1 more").arg(more);
    return {HandoutTr::tr("Value of the root: %1").arg(formatValue(trace.summary.value)),
            HandoutTr::tr("Values: %1").arg(listed(values)),
            pruned.empty() ? HandoutTr::tr("Pruned leaves: none")
                           : HandoutTr::tr("Pruned leaves: %1").arg(prunedText),
            HandoutTr::tr("Leaves read: %1").arg(trace.summary.leavesEvaluated)};
}

struct Block {
    QString text;
    QFont font;
};

double blockHeight(const Block &b, double width)
{
    return QFontMetricsF(b.font)
               .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, b.text)
               .height() +
           6;
}

} // namespace

QByteArray quizHandoutPdf(const GameTree &tree, const Trace &trace, const ExportOptions &options,
                          const QString &algorithmName)
{
    ExportOptions plain = options;
    plain.figure.caption = false; // the narration of the last step would give answers away
    plain.figure.legend = false;
    plain.figure.title.clear();
    FramePicture picture(tree, &trace, plain);
    picture.fitSteps({0, -1});

    QFont heading;
    heading.setPointSizeF(16);
    heading.setBold(true);
    QFont body;
    body.setPointSizeF(11);
    const QString title =
        options.figure.title.isEmpty() ? HandoutTr::tr("Quiz") : options.figure.title;
    const std::vector<Block> exercise = {
        {title, heading},
        {HandoutTr::tr(
             "Search this tree with %1, children left to right. Write the value each inner node "
             "returns beside it (≤ or ≥ where only a bound is known) and cross out every branch "
             "that is pruned.")
             .arg(algorithmName),
         body}};
    std::vector<Block> answers = {{HandoutTr::tr("%1 — answers").arg(title), heading}};
    for (const QString &line : answerLines(tree, trace))
        answers.push_back({line, body});

    const double margin = 36;
    const double width = std::max(picture.size().width(), 480.0);
    auto textHeight = [&](const std::vector<Block> &blocks) {
        double h = 0;
        for (const Block &b : blocks)
            h += blockHeight(b, width);
        return h;
    };
    const double top = std::max(textHeight(exercise), textHeight(answers));
    const QSizeF page(width + 2 * margin, top + picture.size().height() + 2 * margin);

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    const double scale = setUpPdf(pdf, page, title);
    QPainter painter(&pdf);
    painter.scale(scale, scale);
    auto drawPage = [&](const std::vector<Block> &blocks, int step) {
        painter.fillRect(QRectF(QPointF(0, 0), page), Qt::white);
        double y = margin;
        painter.setPen(Qt::black);
        for (const Block &b : blocks) {
            painter.setFont(b.font);
            const double h = blockHeight(b, width);
            painter.drawText(QRectF(margin, y, width, h), Qt::TextWordWrap, b.text);
            y += h;
        }
        picture.setStep(step);
        painter.save();
        painter.translate(margin + (width - picture.size().width()) / 2, margin + top);
        picture.paint(&painter);
        painter.restore();
    };
    drawPage(exercise, 0);
    pdf.newPage();
    drawPage(answers, -1);
    painter.end();
    return buffer.data();
}

} // namespace gt

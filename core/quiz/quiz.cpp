#include "quiz.h"

#include "../grade/gradesupport.h"
#include "../trace/annotations.h"
#include "../trace/eventquery.h"
#include "../trace/narration.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gt {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gt::Quiz", text);
}

// "3", "≤ 3", "≥ 3": what a value means, as the canvas writes it.
QString boundedValue(double v, Bound bound)
{
    switch (bound) {
    case Bound::Lower: return QStringLiteral("≥ %1").arg(formatValue(v));
    case Bound::Upper: return QStringLiteral("≤ %1").arg(formatValue(v));
    default: return formatValue(v);
    }
}

} // namespace

Quiz::Quiz(const GameTree &tree, const Trace &trace)
    : m_tree(&tree)
    , m_trace(&trace)
    , m_replayer(tree, trace)
{}

int Quiz::nextQuestion(int from) const
{
    for (int i = std::max(0, from); i < eventCount(); ++i)
        if (questionAt(i))
            return i;
    return -1;
}

std::optional<QuizQuestion> Quiz::questionAt(int event) const
{
    if (event < 0 || event >= eventCount())
        return std::nullopt;
    const EventKind &kind = eventKind(m_trace->events[std::size_t(event)].type);
    if (!kind.ask)
        return std::nullopt; // the cheap test first: most events are just shown
    m_replayer.seek(event);
    auto q = askBefore(kind, event, m_replayer.frame());
    if (q) {
        if (!q->text.isEmpty()) // "node 5 is finished…" starts a sentence
            q->text[0] = q->text[0].toUpper();
        m_replayer.seek(event + 1);
        answerAfter(*q, m_replayer.frame());
    }
    return q;
}

std::optional<QuizQuestion> Quiz::askBefore(const EventKind &kind, int event,
                                            const Frame &before) const
{
    const TraceEvent &e = m_trace->events[std::size_t(event)];
    auto q = kind.ask(EventContext{*m_tree, *m_trace, event, e}, before);
    if (!q)
        return q;
    q->event = event;
    if (q->ask == QuizAsk::Pruned)
        q->answerText = nodeListText(*m_tree, q->nodes);
    if (q->ask == QuizAsk::Counts) // the event's own N and W: the trace is the answer
        q->answerText = countsText(double(q->visits), q->value);
    return q;
}

void Quiz::answerAfter(QuizQuestion &q, const Frame &after) const
{
    if (q.ask != QuizAsk::Value)
        return;
    const TraceEvent &e = m_trace->events[std::size_t(q.event)];
    if (q.node != e.node) { // asked about the parent: its value after the event
        const NodeFrame &p = after.nodes[std::size_t(q.node)];
        q.value = p.value;
        q.bound = Bound::None; // a running value: "best so far", a sum
    }
    q.answerText = boundedValue(q.value, q.bound);
}

QuizVerdict Quiz::answer(const QuizQuestion &question, const QuizAnswer &given)
{
    bool right = false;
    QString said;
    if (question.ask == QuizAsk::Value) {
        right = grade::sameNumber(given.value, question.value, {QuizTolerance});
        said = formatValue(given.value);
    } else if (question.ask == QuizAsk::Counts) {
        right = sameCounts(question, given);
        said = countsText(given.visits, given.value);
    } else {
        std::vector<NodeId> nodes = given.nodes;
        std::sort(nodes.begin(), nodes.end());
        nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
        right = nodes == question.nodes;
        said = nodes.empty() ? tr("nothing") : nodeListText(*m_tree, nodes);
    }
    m_results.emplace(question.event, right);
    return judge(question, right, said);
}

QuizVerdict Quiz::reveal(const QuizQuestion &question)
{
    m_results.emplace(question.event, false);
    QuizVerdict v = judge(question, false, QString());
    v.words = tr("The answer is %1.").arg(question.answerText);
    return v;
}

QuizVerdict Quiz::judge(const QuizQuestion &q, bool right, const QString &given) const
{
    QuizVerdict v;
    v.right = right;
    v.words = right ? tr("Right: %1.").arg(q.answerText)
                    : tr("Not quite: you said %1, the answer is %2.").arg(given, q.answerText);
    v.rule = narrate(*m_tree, *m_trace, q.event);
    return v;
}

int Quiz::right() const
{
    return int(
        std::count_if(m_results.begin(), m_results.end(), [](const auto &r) { return r.second; }));
}

QString Quiz::scoreText() const
{
    return tr("Score: %1 of %2").arg(right()).arg(asked());
}

NodeId Quiz::pickFor(const QuizQuestion &question, NodeId clicked) const
{
    if (clicked == NoNode || clicked >= m_tree->size())
        return NoNode;
    NodeId n = clicked;
    if (question.ask == QuizAsk::Pruned) // a click anywhere in a branch chooses the branch
        while (n != NoNode && m_tree->parent(n) != question.node)
            n = m_tree->parent(n);
    const auto &c = question.candidates;
    return std::find(c.begin(), c.end(), n) != c.end() ? n : NoNode;
}

bool sameCounts(const QuizQuestion &question, const QuizAnswer &given)
{
    if (given.visits != double(question.visits))
        return false;
    // W is exact in the engine and the trace holds the double nearest it, as a typed "2.1" or
    // "1/3" reads; the canvas writes Q (and the narration W) with four decimals, so that
    // writing counts as exact too.
    return given.value == question.value ||
           (!std::isnan(given.value) && formatValue(given.value) == formatValue(question.value));
}

QString countsText(double visits, double w)
{
    return QStringLiteral("N = %1, W = %2").arg(formatValue(visits), formatValue(w));
}

QString nodeListText(const GameTree &tree, const std::vector<NodeId> &nodes)
{
    QStringList names;
    for (NodeId n : nodes) // a leaf with its value, as the student sees it on the canvas
        names << (tree.isLeaf(n) && tree.hasValue(n)
                      ? QStringLiteral("%1 (%2)").arg(nodeLabel(tree, n),
                                                      formatValue(tree.value(n)))
                      : nodeLabel(tree, n));
    return names.join(QStringLiteral(", "));
}

std::optional<grade::ValueClaim> parseQuizValue(const QString &input)
{
    QString text = input.trimmed();
    grade::ValueClaim claim;
    static const std::pair<const char *, Bound> signs[] = {
        {"<=", Bound::Upper}, {">=", Bound::Lower}, {"≤", Bound::Upper}, {"≥", Bound::Lower},
        {"<", Bound::Upper},  {">", Bound::Lower},  {"=", Bound::Exact}};
    for (const auto &[sign, bound] : signs)
        if (text.startsWith(QString::fromUtf8(sign))) {
            text = text.mid(QString::fromUtf8(sign).size());
            claim.bound = bound;
            break;
        }
    const auto number = grade::parseNumber(text); // the one reader of numbers in answers
    if (!number)
        return std::nullopt;
    claim.value = *number;
    return claim;
}

} // namespace gt

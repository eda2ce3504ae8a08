#include "graphquiz.h"

#include "../graph/retrogradenarration.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cassert>

namespace gt {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gt::Quiz", text);
}

// The words the graph view writes in a decided position (its translations: the same context).
QString labelWord(GameResult label)
{
    switch (label) {
    case GameResult::Win: return QCoreApplication::translate("gt::GraphView", "WIN");
    case GameResult::Loss: return QCoreApplication::translate("gt::GraphView", "LOSS");
    case GameResult::Draw: break;
    }
    return QCoreApplication::translate("gt::GraphView", "DRAW");
}

// "WIN 3", "LOSS 0", "DRAW"; a remoteness of -1 is left out.
QString labelText(GameResult label, int remoteness)
{
    return remoteness >= 0 ? QStringLiteral("%1 %2").arg(labelWord(label)).arg(remoteness)
                           : labelWord(label);
}

QString counterText(int counter)
{
    return QStringLiteral("d = %1").arg(counter);
}

} // namespace

std::optional<GraphQuizAnswer> parseGraphQuizAnswer(const QString &input)
{
    const QString text = input.trimmed().toLower();
    GraphQuizAnswer a;
    // "d = 1", "d=1", "1": a counter.
    static const QRegularExpression counter(QStringLiteral("^(?:d\\s*=\\s*)?(\\d+)$"));
    if (const auto m = counter.match(text); m.hasMatch()) {
        a.counter = m.captured(1).toInt();
        return a;
    }
    // "win 3", "won in 3", "loss", "lost in 0", "draw", "drawn".
    static const QRegularExpression label( // English always works: the CLI's words
        QStringLiteral("^(win|won|loss|lost|lose|draw|drawn)(?:\\s+(?:in\\s+)?(\\d+))?$"));
    if (const auto m = label.match(text); m.hasMatch()) {
        const QString word = m.captured(1);
        a.label = word.startsWith(u'w')                  ? GameResult::Win
                  : word.startsWith(QLatin1String("lo")) ? GameResult::Loss
                                                         : GameResult::Draw;
        if (!m.captured(2).isEmpty())
            a.remoteness = m.captured(2).toInt();
        return a;
    }
    // The words on the screen, in the language of the screen ("GEWINN 3").
    const QStringList parts = text.split(u' ', Qt::SkipEmptyParts);
    for (const GameResult r : {GameResult::Win, GameResult::Loss, GameResult::Draw}) {
        if (parts.isEmpty() || parts.size() > 2 || parts[0] != labelWord(r).toLower())
            continue;
        bool ok = true;
        a.label = r;
        if (parts.size() == 2)
            a.remoteness = parts[1].toInt(&ok);
        if (!ok || (parts.size() == 2 && a.remoteness < 0))
            return std::nullopt;
        return a;
    }
    return std::nullopt;
}

GraphQuiz::GraphQuiz(const GameGraph &graph, const RetrogradeResult &result)
    : m_graph(&graph)
    , m_result(&result)
{}

void GraphQuiz::setAskedVertices(std::vector<bool> asked)
{
    assert(asked.empty() || asked.size() == std::size_t(m_graph->size()));
    m_asked = std::move(asked);
}

bool GraphQuiz::asks(int step) const
{
    using Kind = RetrogradeStep::Kind;
    if (step < 0 || step >= stepCount())
        return false;
    const RetrogradeStep &s = m_result->steps[std::size_t(step)];
    if (!m_asked.empty() && !m_asked[std::size_t(s.vertex)])
        return false;
    // A Dequeue is only shown; a LOSS is asked at its decrement to 0, just before.
    return s.kind != Kind::Dequeue && !(s.kind == Kind::Label && s.label == GameResult::Loss);
}

std::optional<GraphQuizQuestion> GraphQuiz::questionAt(int step) const
{
    using Kind = RetrogradeStep::Kind;
    if (!asks(step))
        return std::nullopt;
    const auto &steps = m_result->steps;
    const RetrogradeStep &s = steps[std::size_t(step)];
    GraphQuizQuestion q;
    q.step = step;
    q.vertex = s.vertex;
    const QString p = m_graph->position(s.vertex);
    auto cause = [&] {
        const auto u = std::size_t(s.from);
        return tr("%1 (%2) has left the queue, and %3 has a move to it.")
            .arg(m_graph->position(s.from), labelText(m_result->label[u], m_result->remoteness[u]),
                 p);
    };
    switch (s.kind) {
    case Kind::Dequeue: return std::nullopt; // asks() said no
    case Kind::Terminal:
        q.label = s.label;
        q.remoteness = s.remoteness;
        q.text = tr("%1 has no move. What is it for the player to move there?").arg(p);
        break;
    case Kind::Draw:
        q.label = GameResult::Draw;
        q.text = tr("The queue is empty and %1 is still undecided. What does it become?").arg(p);
        break;
    case Kind::Label: // a WIN: asks() leaves out a LOSS, which its decrement to 0 asked
        q.label = s.label;
        q.remoteness = s.remoteness;
        q.text = cause() + u' ' + tr("What does %1 become?").arg(p);
        break;
    case Kind::Decrement:
        if (s.counter > 0) {
            q.ask = GraphQuizQuestion::Ask::Counter;
            q.counter = s.counter;
            q.text = cause() + u' ' + tr("What is its counter d now?");
            break;
        }
        // Its last way out: the answer is the Label that follows.
        q.label = GameResult::Loss;
        q.remoteness = steps[std::size_t(step) + 1].remoteness;
        q.text = cause() + u' ' + tr("What does %1 become?").arg(p);
        break;
    }
    q.answerText = q.ask == GraphQuizQuestion::Ask::Counter ? counterText(q.counter)
                                                            : labelText(q.label, q.remoteness);
    return q;
}

int GraphQuiz::nextQuestion(int from) const
{
    for (int i = std::max(0, from); i < stepCount(); ++i) {
        if (asks(i))
            return i;
    }
    return -1;
}

QuizVerdict GraphQuiz::answer(const GraphQuizQuestion &q, const GraphQuizAnswer &given)
{
    bool right = false;
    QString said;
    if (q.ask == GraphQuizQuestion::Ask::Counter) {
        right = given.counter && *given.counter == q.counter;
        said = given.counter ? counterText(*given.counter) : tr("nothing");
    } else if (given.label) {
        // A win or a loss is not known without its remoteness: "win" alone is not the answer.
        right = *given.label == q.label &&
                (q.label == GameResult::Draw || given.remoteness == q.remoteness);
        said = labelText(*given.label, given.remoteness);
    } else {
        said = given.counter ? counterText(*given.counter) : tr("nothing");
    }
    m_results.emplace(q.step, right);
    return judge(q, right, said);
}

QuizVerdict GraphQuiz::reveal(const GraphQuizQuestion &q)
{
    m_results.emplace(q.step, false);
    QuizVerdict v = judge(q, false, QString());
    v.words = tr("The answer is %1.").arg(q.answerText);
    return v;
}

QuizVerdict GraphQuiz::judge(const GraphQuizQuestion &q, bool right, const QString &given) const
{
    QuizVerdict v;
    v.right = right;
    v.words = right ? tr("Right: %1.").arg(q.answerText)
                    : tr("Not quite: you said %1, the answer is %2.").arg(given, q.answerText);
    // The rule that decides it: for a last decrement, the Label's sentence ("All 3 moves …").
    const bool lastWayOut =
        m_result->steps[std::size_t(q.step)].kind == RetrogradeStep::Kind::Decrement &&
        q.ask == GraphQuizQuestion::Ask::Label;
    v.rule = narrateRetrogradeStep(*m_graph, *m_result, q.step + (lastWayOut ? 1 : 0));
    return v;
}

int GraphQuiz::right() const
{
    return int(
        std::count_if(m_results.begin(), m_results.end(), [](const auto &r) { return r.second; }));
}

QString GraphQuiz::scoreText() const
{
    return tr("Score: %1 of %2").arg(right()).arg(asked());
}

} // namespace gt

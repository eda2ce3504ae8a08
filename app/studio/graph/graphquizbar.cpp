#include "graphquizbar.h"

#include <QAction>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace gt {

GraphQuizBar::GraphQuizBar(QWidget *parent)
    : QWidget(parent)
    , m_toggle(new QAction(tr("&Quiz"), this))
    , m_question(new QLabel(this))
    , m_answer(new QLineEdit(this))
    , m_check(new QPushButton(tr("Check"), this))
    , m_show(new QPushButton(tr("Show Answer"), this))
    , m_verdict(new QLabel(this))
    , m_score(new QLabel(this))
{
    setObjectName(QStringLiteral("graphQuizBar"));
    m_toggle->setObjectName(QStringLiteral("graphQuiz"));
    m_toggle->setCheckable(true);
    m_toggle->setEnabled(false);
    m_toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q)); // as the tree's
    m_toggle->setStatusTip(tr("Predict each step of the analysis before it is shown: what a "
                              "position becomes, its counter"));
    connect(m_toggle, &QAction::toggled, this, &GraphQuizBar::setActive);
    for (QLabel *label : {m_question, m_verdict}) {
        label->setTextFormat(Qt::PlainText); // position texts come from a file
        label->setWordWrap(true);
    }
    m_question->setObjectName(QStringLiteral("graphQuizQuestion"));
    m_verdict->setObjectName(QStringLiteral("graphQuizVerdict"));
    m_score->setObjectName(QStringLiteral("graphQuizScore"));
    m_answer->setObjectName(QStringLiteral("graphQuizAnswer"));
    m_answer->setPlaceholderText(tr("Your answer, e.g. win 3, loss 0, draw, d = 1"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(8, 4, 8, 4);
    grid->addWidget(m_question, 0, 0, 1, 4);
    grid->addWidget(m_answer, 1, 0);
    grid->addWidget(m_check, 1, 1);
    grid->addWidget(m_show, 1, 2);
    grid->addWidget(m_score, 1, 3);
    grid->addWidget(m_verdict, 2, 0, 1, 4);
    grid->setColumnStretch(0, 1);
    connect(m_answer, &QLineEdit::returnPressed, this, [this] { submit(m_answer->text()); });
    connect(m_check, &QPushButton::clicked, this, [this] { submit(m_answer->text()); });
    connect(m_show, &QPushButton::clicked, this, &GraphQuizBar::reveal);
    hide();
}

GraphQuizBar::~GraphQuizBar() = default;

void GraphQuizBar::setAnalysis(const GameGraph *graph, const RetrogradeResult *result)
{
    m_graph = graph;
    m_result = result;
    m_askedVertices.clear(); // the old graph's
    m_toggle->setEnabled(graph && result && !result->steps.empty());
    const bool on = m_toggle->isChecked() && m_toggle->isEnabled();
    setActive(false);
    if (on)
        setActive(true);
    else
        m_toggle->setChecked(false);
}

void GraphQuizBar::setAskedVertices(std::vector<bool> asked)
{
    m_askedVertices = std::move(asked);
    if (!m_quiz)
        return;
    m_quiz->setAskedVertices(m_askedVertices);
    if (m_asked < 0) // nothing asked yet: say what the quiz asks about now
        m_question->setText(introText());
}

QString GraphQuizBar::introText() const
{
    return m_askedVertices.empty()
               ? tr("Step on with →: the quiz asks before each step that decides something "
                    "about a position.")
               : tr("Step on with → or Page Down: the quiz asks before each step that decides "
                    "something about a position shown.");
}

void GraphQuizBar::setActive(bool on)
{
    m_asked = -1;
    m_quiz.reset();
    if (on && m_graph && m_result && !m_result->steps.empty()) {
        m_quiz = std::make_unique<GraphQuiz>(*m_graph, *m_result);
        m_quiz->setAskedVertices(m_askedVertices);
    }
    m_question->setText(introText());
    m_verdict->clear();
    m_answer->clear();
    m_score->setText(m_quiz ? m_quiz->scoreText() : QString());
    m_check->setEnabled(false);
    m_show->setEnabled(false);
    m_answer->setEnabled(false);
    setVisible(m_quiz != nullptr);
}

int GraphQuizBar::hold(int from, int to)
{
    if (!m_quiz || to <= from)
        return to;
    // A question answered before (stepped back over it) is not asked again.
    for (int q = m_quiz->nextQuestion(from); q >= 0 && q < to; q = m_quiz->nextQuestion(q + 1)) {
        if (!m_quiz->isAnswered(q)) {
            ask(q);
            return q;
        }
    }
    return to;
}

void GraphQuizBar::ask(int step)
{
    const auto q = m_quiz->questionAt(step);
    if (!q)
        return;
    m_asked = step;
    m_question->setText(q->text);
    m_verdict->clear();
    m_answer->clear();
    m_answer->setEnabled(true);
    m_check->setEnabled(true);
    m_show->setEnabled(true);
    m_answer->setFocus();
}

bool GraphQuizBar::submit(const QString &text)
{
    if (!m_quiz || m_asked < 0)
        return false;
    const auto given = parseGraphQuizAnswer(text);
    if (!given) {
        m_verdict->setText(
            tr("“%1” is no answer here. Type a label and its remoteness (win 3, loss 0, draw) "
               "or a counter (d = 1).")
                .arg(text));
        return false;
    }
    const auto q = m_quiz->questionAt(m_asked);
    showVerdict(m_quiz->answer(*q, *given));
    return true;
}

void GraphQuizBar::reveal()
{
    if (!m_quiz || m_asked < 0)
        return;
    showVerdict(m_quiz->reveal(*m_quiz->questionAt(m_asked)));
}

void GraphQuizBar::showVerdict(const QuizVerdict &verdict)
{
    const int step = m_asked;
    m_asked = -1;
    m_verdict->setText(verdict.words + u' ' + verdict.rule);
    m_score->setText(m_quiz->scoreText());
    m_answer->setEnabled(false);
    m_check->setEnabled(false);
    m_show->setEnabled(false);
    emit advance(step + 1); // the step asked about, done: the picture shows the answer
}

QString GraphQuizBar::questionText() const
{
    return m_question->text();
}

QString GraphQuizBar::verdictText() const
{
    return m_verdict->text();
}

QString GraphQuizBar::scoreText() const
{
    return m_score->text();
}

} // namespace gt

#include "quizmode.h"

#include "quizmarks.h"

#include "app/studio/canvas/canvascontroller.h"

#include "views/export/quizhandout.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"

#include "core/io/atomicwrite.h"
#include "core/search/algorithm.h"

#include <QAction>
#include <QMouseEvent>

#include <algorithm>

namespace gt {

QuizMode::QuizMode(SearchSession *session, CanvasController *canvas, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_canvas(canvas)
    , m_toggle(new QAction(tr("&Quiz"), this))
{
    m_toggle->setObjectName(QStringLiteral("quizAction"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q));
    m_toggle->setStatusTip(tr("Predict each step before it is shown: values, bounds, cut-offs, "
                              "the next node"));
    connect(m_toggle, &QAction::toggled, this, &QuizMode::setActive);
    connect(m_session, &SearchSession::traceChanged, this, [this] {
        if (m_active)
            restart();
    });
    connect(m_session, &SearchSession::stepChanged, this, [this] {
        if (m_active)
            settle();
    });
    connect(m_session, &SearchSession::stepHeld, this, [this] {
        if (m_active)
            emit held();
    });
    // A new layout moves the nodes (and a new tree clears the scene's items, the marks too).
    connect(m_canvas, &CanvasController::layoutApplied, this, [this] {
        if (m_active)
            drawMarks();
    });
    m_canvas->view()->viewport()->installEventFilter(this);
}

QuizMode::~QuizMode() = default;

void QuizMode::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    m_toggle->setChecked(on);
    if (on) {
        restart();
    } else {
        m_session->setStepLimit(-1);
        m_quiz.reset();
        m_question.reset();
        m_verdict.reset();
        m_chosen.clear();
        delete m_marks.data();
    }
    emit activeChanged(on);
    emit changed();
}

void QuizMode::setKind(Kind kind)
{
    m_kind = kind;
    if (m_active)
        restart();
}

void QuizMode::restart()
{
    const Trace *trace = m_session->trace();
    m_quiz = trace ? std::make_unique<Quiz>(m_session->tree(), *trace) : nullptr;
    m_frontier = m_quiz ? m_quiz->nextQuestion(0) : -1;
    m_verdict.reset();
    m_wholeResult.reset();
    m_chosen.clear();
    // The whole tree is answered before any of the search is shown.
    m_session->setStepLimit(m_kind == Kind::WholeTree && m_quiz ? 0 : m_frontier);
    m_session->first();
    settle();
    emit restarted();
}

void QuizMode::settle()
{
    const bool asking =
        m_quiz && m_kind == Kind::Steps && m_frontier >= 0 && m_session->step() == m_frontier;
    if (!asking)
        m_question.reset();
    else if (!m_question || m_question->event != m_frontier) {
        m_question = m_quiz->questionAt(m_frontier);
        m_chosen.clear();
    }
    // A verdict speaks of the step its answer took: once the student steps on (to the next
    // question, or anywhere else), it belongs to nothing on the screen and goes.
    if (m_verdict && m_session->step() != m_verdictStep)
        m_verdict.reset();
    drawMarks();
    emit changed();
}

int QuizMode::stepsToQuestion() const
{
    if (!m_quiz || m_frontier < 0)
        return -1;
    return m_frontier - m_session->step();
}

std::vector<NodeId> QuizMode::clickableNodes() const
{
    if (m_question)
        return m_question->candidates;
    if (m_kind != Kind::WholeTree || !m_quiz)
        return {};
    std::vector<NodeId> leaves;
    const GameTree &t = m_session->tree();
    for (NodeId n = 0; n < t.size(); ++n)
        if (t.isLeaf(n))
            leaves.push_back(n);
    return leaves;
}

bool QuizMode::wantsClicks() const
{
    return m_active && ((m_question && (m_question->ask == QuizAsk::Pick ||
                                        m_question->ask == QuizAsk::Pruned)) ||
                        (m_kind == Kind::WholeTree && m_quiz));
}

bool QuizMode::click(NodeId node)
{
    if (!wantsClicks())
        return false;
    NodeId chosen = NoNode;
    if (m_question) {
        chosen = m_quiz->pickFor(*m_question, node);
    } else {
        const auto leaves = clickableNodes();
        if (node != NoNode && std::binary_search(leaves.begin(), leaves.end(), node))
            chosen = node;
    }
    if (chosen == NoNode)
        return false;
    const auto at = std::find(m_chosen.begin(), m_chosen.end(), chosen);
    if (m_question && m_question->ask == QuizAsk::Pick)
        m_chosen = {chosen};
    else if (at != m_chosen.end())
        m_chosen.erase(at);
    else
        m_chosen.push_back(chosen);
    drawMarks();
    emit changed();
    return true;
}

bool QuizMode::check(const QString &typed, const QString &typedW)
{
    if (!m_question)
        return false;
    QuizAnswer given;
    if (m_question->ask == QuizAsk::Value) {
        const auto number = parseQuizValue(typed);
        if (!number)
            return false;
        given.value = number->value;
    } else if (m_question->ask == QuizAsk::Counts) {
        const auto n = parseQuizValue(typed);
        const auto w = parseQuizValue(typedW);
        if (!n || !w)
            return false;
        given.visits = n->value;
        given.value = w->value;
    } else {
        given.nodes = m_chosen;
    }
    advance(m_quiz->answer(*m_question, given));
    return true;
}

void QuizMode::showAnswer()
{
    if (m_question)
        advance(m_quiz->reveal(*m_question));
}

bool QuizMode::checkWholeTree(const std::map<NodeId, QString> &typed, NodeId *badNode)
{
    if (!m_quiz || m_kind != Kind::WholeTree)
        return false;
    auto result =
        gradeWholeTreeQuiz(m_session->tree(), *m_session->trace(), typed, m_chosen, badNode);
    if (!result)
        return false;
    m_wholeResult = std::move(result);
    m_session->setStepLimit(-1); // graded: the student may step through to see why
    emit changed();
    return true;
}

void QuizMode::showWholeTreeAnswers()
{
    if (!m_quiz || m_kind != Kind::WholeTree)
        return;
    m_session->setStepLimit(-1);
    m_session->last();
}

void QuizMode::advance(QuizVerdict verdict)
{
    // The answer is shown by the step itself: the canvas draws what the search did.
    m_verdict = std::move(verdict);
    const int asked = m_frontier;
    m_verdictStep = asked + 1;
    m_frontier = m_quiz->nextQuestion(asked + 1);
    m_question.reset();
    m_chosen.clear();
    m_session->setStepLimit(m_frontier);
    m_session->setStep(asked + 1);
    settle();
}

void QuizMode::drawMarks()
{
    TreeScene *scene = m_canvas->scene();
    const auto candidates = wantsClicks() ? clickableNodes() : std::vector<NodeId>();
    if (!m_active || (!m_marks && m_chosen.empty() && candidates.empty()) || !scene->tree())
        return;
    if (!m_marks)
        m_marks = new QuizMarks(scene);
    const bool pick = m_question && m_question->ask == QuizAsk::Pick;
    // Every leaf is clickable in the whole-tree mode: outlining them all would only be noise.
    m_marks->setMarks(pick ? QuizMarks::Style::Ring : QuizMarks::Style::Cut, m_chosen,
                      m_question ? candidates : std::vector<NodeId>());
}

bool QuizMode::eventFilter(QObject *watched, QEvent *event)
{
    const bool press = event->type() == QEvent::MouseButtonPress;
    if ((!press && event->type() != QEvent::MouseButtonDblClick) || !wantsClicks())
        return QObject::eventFilter(watched, event);
    auto *mouse = static_cast<QMouseEvent *>(event);
    if (mouse->button() != Qt::LeftButton)
        return QObject::eventFilter(watched, event);
    TreeView *view = m_canvas->view();
    const QPointF scenePos = view->mapToScene(mouse->position().toPoint());
    // A branch is thin on screen: a click within a few pixels of its edge chooses it.
    const NodeId node = nodeOrEdgeAt(*m_canvas->scene(), scenePos, 8 / view->zoom());
    if (node == NoNode)
        return false; // empty space: the view pans as usual
    if (press)
        click(node);
    return true; // the quiz's click: not a selection, not an edit
}

void QuizMode::setExportOptionsSource(std::function<ExportOptions()> source)
{
    m_exportOptions = std::move(source);
}

bool QuizMode::saveHandout(const QString &path, QString *error) const
{
    const Trace *trace = m_session->trace();
    if (!trace) {
        *error = m_session->refusal().isEmpty() ? tr("There is no search to quiz.")
                                                : m_session->refusal();
        return false;
    }
    ExportOptions options = m_exportOptions ? m_exportOptions() : ExportOptions();
    options.figure.title = m_session->title();
    const Algorithm *algorithm = findAlgorithm(m_session->algorithm());
    const QByteArray pdf = quizHandoutPdf(m_session->tree(), *trace, options,
                                          algorithm ? algorithm->displayName() : QString());
    return writeFileAtomically(path, pdf, error);
}

} // namespace gt

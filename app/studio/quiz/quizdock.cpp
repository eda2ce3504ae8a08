#include "quizdock.h"

#include "quizmode.h"
#include "wholetreepanel.h"

#include "views/widgets/plaintext.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace gt {

namespace {

QLabel *wrappedLabel(QWidget *parent, const QString &name)
{
    QLabel *label = plainLabel(parent); // node names come from the file
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

QuizDock::QuizDock(QuizMode *mode, SearchSession *session, QWidget *parent)
    : QDockWidget(tr("Quiz"), parent)
    , m_mode(mode)
{
    setObjectName(QStringLiteral("quizDock"));
    auto *body = new QWidget(this);
    auto *column = new QVBoxLayout(body);

    auto *top = new QHBoxLayout;
    m_kind = new QComboBox(body);
    m_kind->setObjectName(QStringLiteral("quizKind"));
    m_kind->addItem(tr("Step by step"));
    m_kind->addItem(tr("Whole tree"));
    m_score = wrappedLabel(body, QStringLiteral("quizScore"));
    m_score->setWordWrap(false);
    top->addWidget(m_kind);
    top->addStretch(1);
    top->addWidget(m_score);
    column->addLayout(top);

    m_pages = new QStackedWidget(body);
    auto *steps = new QWidget(m_pages);
    auto *stepColumn = new QVBoxLayout(steps);
    stepColumn->setContentsMargins(0, 0, 0, 0);
    m_question = wrappedLabel(steps, QStringLiteral("quizQuestion"));
    QFont bold = m_question->font();
    bold.setBold(true);
    m_question->setFont(bold);
    m_hint = wrappedLabel(steps, QStringLiteral("quizHint"));
    auto *row = new QHBoxLayout;
    m_answer = new QLineEdit(steps);
    m_answer->setObjectName(QStringLiteral("quizAnswer"));
    m_answer->setPlaceholderText(tr("Your answer, e.g. 3, -2.5, 1/2, inf"));
    m_answerW = new QLineEdit(steps);
    m_answerW->setObjectName(QStringLiteral("quizAnswerW"));
    m_answerW->setPlaceholderText(tr("W, the sum of the results"));
    m_check = new QPushButton(tr("Check"), steps);
    m_check->setObjectName(QStringLiteral("quizCheck"));
    m_check->setDefault(true);
    m_show = new QPushButton(tr("Show Answer"), steps);
    m_show->setObjectName(QStringLiteral("quizShow"));
    row->addStretch(1);
    row->addWidget(m_check);
    row->addWidget(m_show);
    m_verdict = wrappedLabel(steps, QStringLiteral("quizVerdict"));
    m_rule = wrappedLabel(steps, QStringLiteral("quizRule"));
    stepColumn->addWidget(m_question);
    stepColumn->addWidget(m_hint);
    stepColumn->addWidget(m_answer); // over the buttons: the dock may be narrow
    stepColumn->addWidget(m_answerW);
    stepColumn->addLayout(row);
    stepColumn->addWidget(m_verdict);
    stepColumn->addWidget(m_rule);
    stepColumn->addStretch(1);
    m_pages->addWidget(steps);
    m_whole = new WholeTreePanel(mode, session, m_pages);
    m_pages->addWidget(m_whole);
    column->addWidget(m_pages, 1);

    m_handout = new QPushButton(tr("Export Handout…"), body);
    m_handout->setObjectName(QStringLiteral("quizHandout"));
    m_handout->setToolTip(tr("A PDF: the tree without its values to fill in, and a page with "
                             "the answers"));
    column->addWidget(m_handout, 0, Qt::AlignRight);
    setWidget(body);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_mode->setKind(index == 1 ? QuizMode::Kind::WholeTree : QuizMode::Kind::Steps);
    });
    connect(m_check, &QPushButton::clicked, this, &QuizDock::check);
    connect(m_answer, &QLineEdit::returnPressed, this, [this] {
        if (m_answerW->isVisible() && m_answerW->text().isEmpty())
            m_answerW->setFocus(); // N typed: on to W
        else
            check();
    });
    connect(m_answerW, &QLineEdit::returnPressed, this, &QuizDock::check);
    connect(m_show, &QPushButton::clicked, m_mode, &QuizMode::showAnswer);
    connect(m_handout, &QPushButton::clicked, this, &QuizDock::exportHandout);
    connect(m_mode, &QuizMode::changed, this, &QuizDock::refresh);
    connect(m_mode, &QuizMode::held, this, [this] {
        m_hint->setText(tr("Answer the question first (or Show Answer): the next step gives "
                           "it away."));
    });
    refresh();
}

void QuizDock::check()
{
    if (m_mode->check(m_answer->text(), m_answerW->text()) || !m_mode->question())
        return;
    const bool counts = m_mode->question()->ask == QuizAsk::Counts;
    if (counts && !parseQuizValue(m_answer->text()))
        m_hint->setText(
            tr("“%1” is not a number. Type N, the visits, such as 4.").arg(m_answer->text()));
    else if (counts)
        m_hint->setText(tr("“%1” is not a number. Type W, the sum of the results, such as 2.5.")
                            .arg(m_answerW->text()));
    else
        m_hint->setText(tr("“%1” is not a number. Type a value such as 3, -2.5, 1/2 or inf.")
                            .arg(m_answer->text()));
}

void QuizDock::closeEvent(QCloseEvent *event)
{
    m_mode->setActive(false);
    QDockWidget::closeEvent(event);
}

void QuizDock::exportHandout()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Export Quiz Handout"), QString(),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    QString error;
    if (m_mode->saveHandout(path, &error))
        m_hint->setText(tr("The handout is in %1.").arg(path));
    else
        showWarning(this, tr("Cannot export the handout"), error);
}

void QuizDock::refresh()
{
    m_pages->setCurrentIndex(m_mode->kind() == QuizMode::Kind::WholeTree ? 1 : 0);
    const Quiz *quiz = m_mode->quiz();
    const bool whole = m_mode->kind() == QuizMode::Kind::WholeTree;
    m_score->setText(!quiz || whole ? QString() : quiz->scoreText());
    {
        const QSignalBlocker block(m_kind); // the mode may change from elsewhere (--quiz)
        m_kind->setCurrentIndex(whole ? 1 : 0);
    }
    const auto &q = m_mode->question();
    const bool counts = q && q->ask == QuizAsk::Counts;
    const bool value = (q && q->ask == QuizAsk::Value) || counts;
    m_answer->setEnabled(value);
    m_answer->setVisible(value || !q); // clicks answer the other questions
    m_answer->setPlaceholderText(counts ? tr("N, the visits")
                                        : tr("Your answer, e.g. 3, -2.5, 1/2, inf"));
    m_answerW->setEnabled(counts);
    m_answerW->setVisible(counts);
    m_check->setEnabled(bool(q));
    m_show->setEnabled(bool(q));
    if (q) {
        m_question->setText(q->text);
        if (value) {
            m_hint->clear();
            m_answer->clear();
            m_answerW->clear();
            m_answer->setFocus();
        } else {
            const int n = int(m_mode->chosen().size());
            m_hint->setText(q->ask == QuizAsk::Pick
                                ? tr("Click a node on the canvas (dotted: the choices).")
                                : tr("Click the pruned branches (a node or its edge) on the "
                                     "canvas. Chosen: %1.")
                                      .arg(n));
        }
    } else {
        const int ahead = m_mode->stepsToQuestion();
        m_question->setText(!quiz       ? tr("This search cannot be quizzed: the algorithm refuses "
                                                   "the tree.")
                            : ahead < 0 ? tr("No more questions: step on to the end.")
                                        : tr("Press → to step on. Steps to the next question: "
                                             "%1.")
                                              .arg(ahead));
        m_hint->clear();
        m_answer->clear();
        m_answerW->clear();
    }
    const auto &verdict = m_mode->lastVerdict();
    m_verdict->setText(verdict ? verdict->words : QString());
    m_verdict->setStyleSheet(!verdict         ? QString()
                             : verdict->right ? QStringLiteral("color: #2ca02c;")
                                              : QStringLiteral("color: #d62728;"));
    m_rule->setText(verdict ? verdict->rule : QString());
}

} // namespace gt

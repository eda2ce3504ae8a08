// Step ▸ Quiz in the real window (issue 14, "Quiz mode"), driven as a student would: keys,
// typing in the panel, clicks on the canvas's nodes and edges.
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/edit/treeeditor.h"
#include "app/studio/quiz/quizdock.h"
#include "app/studio/quiz/quizmarks.h"
#include "app/studio/quiz/quizmode.h"
#include "app/studio/quiz/wholetreepanel.h"
#include "app/studio/window/mainwindow.h"

#include "views/docks/statisticsdock.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"
#include "views/widgets/stepperbar.h"
#include "views/widgets/timelineslider.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace gt;

namespace {
const char *const Classic = "max(B: min(3,12,8), C: min(2,4,6), D: min(14,5,2))";
} // namespace

class TstQuizWindow : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow &w() { return *m_window; }
    TreeView *view() { return w().canvas()->view(); }
    TreeScene *scene() { return w().canvas()->scene(); }
    QuizMode *quiz() { return w().quizMode(); }
    QuizDock *dock() { return w().quizDock(); }
    SearchSession *session() { return w().session(); }

    void load(const char *text, const QString &algorithm)
    {
        w().newDocument();
        QVERIFY(w().editor()->pasteText(QString::fromUtf8(text), NoNode, false));
        session()->setAlgorithm(algorithm, {});
        QTRY_VERIFY(!w().canvas()->isLayoutRunning());
        view()->setFocus();
    }
    void startQuiz()
    {
        QMenu *step = nullptr;
        for (QAction *a : w().menuBar()->actions())
            if (a->text() == QStringLiteral("&Step"))
                step = a->menu();
        QVERIFY(step);
        QAction *action = nullptr;
        for (QAction *a : step->actions())
            if (a->objectName() == QStringLiteral("quizAction"))
                action = a;
        QVERIFY(action);
        action->trigger();
        QVERIFY(quiz()->isActive());
        QTRY_VERIFY(dock()->isVisible());
        QCOMPARE(session()->step(), 0);
        // The search's totals and the timeline's marks would give answers away.
        QVERIFY(!w().statisticsDock()->isVisible());
        QVERIFY(w().stepper()->timeline()->marksHidden());
    }
    void right() { QTest::keyClick(view(), Qt::Key_Right); }
    // Presses → until a question is asked.
    void stepToQuestion()
    {
        for (int i = 0; i < 100 && !quiz()->question(); ++i) {
            view()->setFocus();
            right();
        }
        QVERIFY(quiz()->question());
    }
    void typeAnswer(const QString &text)
    {
        QLineEdit *field = dock()->answerField();
        QVERIFY(field->isEnabled());
        field->setFocus();
        field->clear();
        QTest::keyClicks(field, text);
        QTest::keyClick(field, Qt::Key_Return);
    }
    // Answers every question up to the first of `ask`, rightly, as typed values.
    void answerUntil(QuizAsk ask)
    {
        for (int i = 0; i < 100; ++i) {
            stepToQuestion();
            if (quiz()->question()->ask == ask)
                return;
            QCOMPARE(quiz()->question()->ask, QuizAsk::Value);
            typeAnswer(QString::number(quiz()->question()->value));
        }
        QFAIL("no such question");
    }
    QPoint at(NodeId n) { return view()->mapFromScene(scene()->nodeRect(n).center()); }
    // The middle of the edge into n, where a student clicks a branch.
    QPoint onEdgeInto(NodeId n)
    {
        const QPointF mid =
            (scene()->nodeCenter(scene()->tree()->parent(n)) + scene()->nodeCenter(n)) / 2;
        return view()->mapFromScene(mid);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_quizwindow"));
    }
    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        quiz()->setActive(false);
        m_window->editor()->undoStack()->setClean(); // no "save changes?" on close
        m_window.reset();
    }

    void valuesCutoffAndScore()
    {
        load(Classic, QStringLiteral("alphabeta"));
        startQuiz();
        // → steps through what is just shown (enter, enter, read) up to the first question,
        // then holds: the next step would give the answer away.
        stepToQuestion();
        QCOMPARE(session()->step(), 3);
        QVERIFY(dock()->questionLabel()->text().contains(QStringLiteral("best so far")));
        right();
        QCOMPARE(session()->step(), 3);
        QVERIFY(dock()
                    ->findChild<QLabel *>(QStringLiteral("quizHint"))
                    ->text()
                    .startsWith(QStringLiteral("Answer the question first")));
        // Nor does the timeline jump past it: it springs back.
        w().stepper()->timeline()->setValue(20);
        QCOMPARE(session()->step(), 3);
        QCOMPARE(w().stepper()->timeline()->value(), 3);
        // A wrong value: said so, the answer shown, and the step taken.
        typeAnswer(QStringLiteral("12"));
        QVERIFY(dock()->verdictLabel()->text().startsWith(QStringLiteral("Not quite")));
        QVERIFY(dock()->verdictLabel()->text().contains(QStringLiteral("the answer is 3")));
        QCOMPARE(session()->step(), 4);
        QCOMPARE(dock()->scoreLabel()->text(), QStringLiteral("Score: 0 of 1"));
        // Stepping away from the step the answer took clears its verdict (issue 26): it spoke
        // of the last question, not of what the screen shows now.
        QTest::keyClick(view(), Qt::Key_Left);
        QCOMPARE(session()->step(), 3);
        QVERIFY2(dock()->verdictLabel()->text().isEmpty(),
                 qPrintable(dock()->verdictLabel()->text()));
        right();
        QCOMPARE(session()->step(), 4);
        QVERIFY(dock()->verdictLabel()->text().isEmpty());
        // The next question (β at B) is asked at once; a right value.
        QVERIFY(quiz()->question());
        QVERIFY(dock()->questionLabel()->text().contains(QStringLiteral("β")));
        typeAnswer(QStringLiteral("3"));
        QVERIFY(dock()->verdictLabel()->text().startsWith(QStringLiteral("Right")));
        QCOMPARE(dock()->scoreLabel()->text(), QStringLiteral("Score: 1 of 2"));
        // Not a number: nothing is recorded, the question stays.
        stepToQuestion();
        const int pending = session()->step();
        typeAnswer(QStringLiteral("?"));
        QCOMPARE(dock()->scoreLabel()->text(), QStringLiteral("Score: 1 of 2"));
        QCOMPARE(session()->step(), pending);

        // The cut-off at C: its leaves 4 and 6 (ids 7 and 8), clicked on the canvas, one by
        // its edge and one by its node.
        answerUntil(QuizAsk::Pruned);
        QCOMPARE(quiz()->question()->node, NodeId(5));
        QVERIFY(!dock()->answerField()->isEnabled());
        const int asked = quiz()->quiz()->asked();
        const int rightSoFar = quiz()->quiz()->right();
        const NodeId selected = w().editor()->selected();
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, onEdgeInto(7));
        QCOMPARE(quiz()->chosen(), (std::vector<NodeId>{7}));
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(8));
        QCOMPARE(quiz()->chosen(), (std::vector<NodeId>{7, 8}));
        QCOMPARE(w().editor()->selected(), selected); // a quiz click is not a selection
        // Every child of C may be clicked and is outlined, the one already read too: outlining
        // only the unread ones would draw the answer (issue 26). A second click takes it back.
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(6));
        QCOMPARE(quiz()->chosen(), (std::vector<NodeId>{7, 8, 6}));
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(6));
        QCOMPARE(quiz()->chosen(), (std::vector<NodeId>{7, 8}));
        QCOMPARE(quiz()->question()->candidates, (std::vector<NodeId>{6, 7, 8}));
        auto *marks = [this]() -> QuizMarks * {
            for (QGraphicsItem *item : scene()->items())
                if (auto *m = dynamic_cast<QuizMarks *>(item))
                    return m;
            return nullptr;
        }();
        QVERIFY(marks);
        QCOMPARE(marks->chosen(), (std::vector<NodeId>{7, 8}));
        QTest::mouseClick(dock()->checkButton(), Qt::LeftButton);
        QVERIFY(dock()->verdictLabel()->text().startsWith(QStringLiteral("Right")));
        QCOMPARE(quiz()->quiz()->asked(), asked + 1);
        QCOMPARE(quiz()->quiz()->right(), rightSoFar + 1);
        QCOMPARE(dock()->scoreLabel()->text(),
                 QStringLiteral("Score: %1 of %2").arg(rightSoFar + 1).arg(asked + 1));
        // The canvas now shows the cut: the step was taken.
        QVERIFY(session()->frame().nodes[7].state == NodeState::Pruned);

        // Show Answer counts as wrong and steps on.
        stepToQuestion();
        QTest::mouseClick(dock()->showButton(), Qt::LeftButton);
        QCOMPARE(quiz()->quiz()->right(), rightSoFar + 1);
        QCOMPARE(quiz()->quiz()->asked(), asked + 2);

        // Off: the steps are free again.
        quiz()->toggleAction()->trigger();
        QVERIFY(!dock()->isVisible());
        QVERIFY(w().statisticsDock()->isVisible());
        QVERIFY(!w().stepper()->timeline()->marksHidden());
        QTest::keyClick(view(), Qt::Key_End);
        QCOMPARE(session()->step(), session()->stepCount());
    }

    void pickFromOpen()
    {
        load(Classic, QStringLiteral("sss"));
        startQuiz();
        stepToQuestion();
        QCOMPARE(quiz()->question()->ask, QuizAsk::Pick);
        QCOMPARE(quiz()->question()->candidates, (std::vector<NodeId>{1, 5, 9}));
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(5));
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(1)); // changes the pick
        QCOMPARE(quiz()->chosen(), (std::vector<NodeId>{1}));
        QTest::mouseClick(dock()->checkButton(), Qt::LeftButton);
        QVERIFY(dock()->verdictLabel()->text().startsWith(QStringLiteral("Right")));
    }

    // Issue 30: an MCTS backpropagation asks N and W, typed in two fields (Return in N goes on
    // to W); a selection is answered by a click on the child UCB1 takes.
    void mctsCountsInTwoFields()
    {
        load("min(3,7)", QStringLiteral("mcts"));
        startQuiz();
        QVERIFY(!dock()->secondField()->isVisible());
        stepToQuestion();
        QCOMPARE(quiz()->question()->ask, QuizAsk::Counts);
        QCOMPARE(quiz()->question()->node, NodeId(1));
        QVERIFY(dock()->answerField()->isEnabled());
        QVERIFY(dock()->secondField()->isVisible());
        QVERIFY(dock()->secondField()->isEnabled());
        QLineEdit *n = dock()->answerField();
        n->setFocus();
        QTest::keyClicks(n, QStringLiteral("1"));
        QTest::keyClick(n, Qt::Key_Return);
        QVERIFY(!quiz()->quiz()->isAnswered(quiz()->question()->event)); // W still to come
        QVERIFY(dock()->secondField()->hasFocus());
        const int asked = session()->step();
        QTest::keyClicks(dock()->secondField(), QStringLiteral("x"));
        QTest::keyClick(dock()->secondField(), Qt::Key_Return);
        QCOMPARE(session()->step(), asked); // not a number: nothing recorded
        QVERIFY(dock()
                    ->findChild<QLabel *>(QStringLiteral("quizHint"))
                    ->text()
                    .contains(QStringLiteral("W")));
        dock()->secondField()->clear();
        QTest::keyClicks(dock()->secondField(), QStringLiteral("3"));
        QTest::keyClick(dock()->secondField(), Qt::Key_Return);
        QVERIFY2(dock()->verdictLabel()->text().startsWith(QStringLiteral("Right: N = 1, W = 3")),
                 qPrintable(dock()->verdictLabel()->text()));
        QCOMPARE(dock()->scoreLabel()->text(), QStringLiteral("Score: 1 of 1"));
        // The root's update: W adds r in MAX's view at a MIN node too; −3 is wrong.
        stepToQuestion();
        QCOMPARE(quiz()->question()->node, NodeId(0));
        n->setFocus();
        QTest::keyClicks(n, QStringLiteral("1"));
        QTest::keyClicks(dock()->secondField(), QStringLiteral("-3"));
        QTest::mouseClick(dock()->checkButton(), Qt::LeftButton);
        QVERIFY2(
            dock()->verdictLabel()->text().contains(QStringLiteral("the answer is N = 1, W = 3")),
            qPrintable(dock()->verdictLabel()->text()));
        QCOMPARE(dock()->scoreLabel()->text(), QStringLiteral("Score: 1 of 2"));
        // On to iteration 3's selection: a click on a child, no fields.
        stepToQuestion();
        for (int i = 0; i < 10 && quiz()->question()->ask != QuizAsk::Pick; ++i) {
            QTest::mouseClick(dock()->showButton(), Qt::LeftButton);
            stepToQuestion();
        }
        QCOMPARE(quiz()->question()->ask, QuizAsk::Pick);
        QVERIFY(!dock()->secondField()->isVisible());
        QCOMPARE(quiz()->question()->candidates, (std::vector<NodeId>{1, 2}));
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(1)); // min: 3 < 7
        QCOMPARE(quiz()->chosen(), (std::vector<NodeId>{1}));
        QTest::mouseClick(dock()->checkButton(), Qt::LeftButton);
        QVERIFY2(dock()->verdictLabel()->text().startsWith(QStringLiteral("Right")),
                 qPrintable(dock()->verdictLabel()->text()));
    }

    // Issue 29: closed (or restarted for a language) during a quiz, the window kept the
    // statistics hidden in every later session.
    void closingDuringAQuizKeepsTheStatistics()
    {
        load(Classic, QStringLiteral("alphabeta"));
        startQuiz();
        m_window->editor()->undoStack()->setClean();
        QVERIFY(m_window->close());
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(!quiz()->isActive());
        QVERIFY(w().statisticsDock()->isVisible());
    }

    void newTreeStartsAgain()
    {
        load(Classic, QStringLiteral("alphabeta"));
        startQuiz();
        stepToQuestion();
        typeAnswer(QStringLiteral("3"));
        QCOMPARE(quiz()->quiz()->asked(), 1);
        session()->setAlgorithm(QStringLiteral("minimax"), {});
        QCOMPARE(quiz()->quiz()->asked(), 0);
        QCOMPARE(session()->step(), 0);
        QVERIFY(quiz()->isActive());
    }

    void wholeTree()
    {
        load(Classic, QStringLiteral("alphabeta"));
        startQuiz();
        QComboBox *kind = dock()->kindBox();
        kind->setCurrentIndex(1);
        QCOMPARE(quiz()->kind(), QuizMode::Kind::WholeTree);
        WholeTreePanel *panel = dock()->wholeTreePanel();
        QVERIFY(panel->isVisible());
        QTableWidget *table = panel->table();
        QCOMPARE(table->rowCount(), 4); // the inner nodes: the root, B, C, D
        // Nothing of the search shows before the answer is in.
        right();
        QCOMPARE(session()->step(), 0);
        // Typed as a student types: into the cell, Return.
        auto typeInto = [&](NodeId node, const QString &text) {
            const int row = panel->rowOf(node);
            QVERIFY(row >= 0);
            table->setFocus();
            table->setCurrentCell(row, 1);
            table->editItem(table->item(row, 1));
            auto *editor = table->viewport()->findChild<QLineEdit *>();
            QVERIFY(editor);
            QTest::keyClicks(editor, text);
            QTest::keyClick(editor, Qt::Key_Return);
            QTRY_COMPARE(table->item(row, 1)->text(), text); // the delegate commits queued
        };
        typeInto(0, QStringLiteral("3"));
        typeInto(1, QStringLiteral("3"));
        typeInto(5, QStringLiteral("2")); // C's own minimum: fail-soft's (the book's) ≤ 2
        typeInto(9, QStringLiteral("3")); // fail-hard's bound, but D is exactly 2
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(7));
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, onEdgeInto(8));
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(5)); // not a leaf
        QCOMPARE(quiz()->chosen(), (std::vector<NodeId>{7, 8}));
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        const QString result = panel->resultLabel()->text();
        QVERIFY2(result.contains(QStringLiteral("Values: 3 of 4")) &&
                     result.contains(QStringLiteral("first wrong step")),
                 qPrintable(result));
        QVERIFY(result.contains(QStringLiteral("D")));
        // The rule that decides it, in the search's words.
        QVERIFY(!panel->findChild<QLabel *>(QStringLiteral("wholeTreeRule"))->text().isEmpty());
        QVERIFY(table->item(panel->rowOf(9), 1)->background() != QBrush());
        typeInto(9, QStringLiteral("2"));
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        QVERIFY2(panel->resultLabel()->text().startsWith(QStringLiteral("All right")),
                 qPrintable(panel->resultLabel()->text()));
        // Graded: the search may be stepped through now.
        QTest::mouseClick(panel->showButton(), Qt::LeftButton);
        QCOMPARE(session()->step(), session()->stepCount());
    }

    void wholeTreeRefusesBigTrees()
    {
        QStringList children;
        for (int i = 0; i < 600; ++i)
            children << QStringLiteral("(1,2)");
        const QByteArray text = QStringLiteral("(%1)").arg(children.join(u',')).toUtf8();
        load(text.constData(), QStringLiteral("alphabeta"));
        startQuiz();
        dock()->kindBox()->setCurrentIndex(1);
        WholeTreePanel *panel = dock()->wholeTreePanel();
        QCOMPARE(panel->table()->rowCount(), 0);
        QVERIFY(!panel->checkButton()->isEnabled());
    }

    void handout()
    {
        load(Classic, QStringLiteral("alphabeta"));
        startQuiz();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("quiz.pdf"));
        QString error;
        QVERIFY2(quiz()->saveHandout(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page "), 2); // exercise, answers
    }
};

QTEST_MAIN(TstQuizWindow)
#include "tst_quizwindow.moc"

// The real GameTree Studio window, driven offscreen with keys and mouse clicks: examples,
// algorithms, the stepper, the docks, typed trees, errors and presentation mode. What the
// canvas shows is read from its items (NodeItem::look()); expectations come from the core
// (narrate, chanceFormula, callStack), so the test checks that the window shows the engine.
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/edit/documentcontroller.h"
#include "app/studio/open/examplesmenu.h"
#include "app/studio/open/treetextfield.h"
#include "app/studio/presentation/presentationmode.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/search/searchoptionsdock.h"
#include "app/studio/search/stepactions.h"
#include "app/studio/window/mainwindow.h"

#include "views/docks/callstackdock.h"
#include "views/docks/narrationdock.h"
#include "views/docks/opendock.h"
#include "views/docks/pseudocodedock.h"
#include "views/docks/statisticsdock.h"
#include "views/models/callstackmodel.h"
#include "views/models/openlistmodel.h"
#include "views/models/statisticsmodel.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treeoverview.h"
#include "views/scene/treescene.h"
#include "views/scene/treeview.h"
#include "views/session/searchsession.h"
#include "views/widgets/optionform.h"
#include "views/widgets/stepperbar.h"
#include "views/widgets/timelineslider.h"

#include "core/generate/randomtree.h"
#include "core/io/treetext.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/trace/annotations.h"
#include "core/trace/narration.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMimeData>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleOptionButton>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace gt;

namespace {

// The design's alpha-beta example: after the leaf 2 under C (id 5), β = 2 ≤ α = 3 and the
// leaves 4 and 6 (ids 7 and 8) are pruned.
const char *const AimaTree = "max(min(3,12,8), min(2,4,6), min(14,5,2))";
const char *const ClassicTree = "((10,10),(9,100))";

std::vector<NodeLook> looks(const MainWindow &w)
{
    std::vector<NodeLook> out;
    const TreeScene *scene = w.canvas()->scene();
    for (NodeId n = 0; n < w.session()->tree().size(); ++n)
        out.push_back(scene->item(n) ? scene->item(n)->look() : NodeLook());
    return out;
}

const NodeLook &lookOf(const MainWindow &w, NodeId n)
{
    const NodeItem *item = w.canvas()->scene()->item(n);
    Q_ASSERT(item);
    return item->look();
}

QAction *algorithmAction(const MainWindow &w, const QString &id)
{
    return w.findChild<QAction *>(QStringLiteral("algorithm_") + id);
}

bool near(const QColor &a, const QColor &b, int tolerance = 12)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
               std::abs(a.blue() - b.blue()) <=
           tolerance;
}

// Pixels of `image` inside `area` (image coordinates) that satisfy `pred`.
template <typename Pred> int countPixels(const QImage &image, const QRect &area, Pred pred)
{
    const QRect r = area & image.rect();
    int count = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            count += pred(image.pixelColor(x, y)) ? 1 : 0;
    return count;
}

// Where a scene rectangle of the canvas lands in a grab of the whole window.
QRect inWindow(const MainWindow &w, const QRectF &sceneRect)
{
    const TreeView *view = w.canvas()->view();
    const QRect inViewport = view->mapFromScene(sceneRect).boundingRect();
    return inViewport.translated(view->viewport()->mapTo(&w, QPoint(0, 0)));
}

} // namespace

class TstMainWindow : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;

    MainWindow &window() { return *m_window; }
    void key(int k, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::keyClick(m_window.get(), Qt::Key(k), mods);
    }
    // Types `text` into the "type a tree" field as a user would, then Return.
    void typeTree(const QString &text)
    {
        QLineEdit *edit = window().treeTextField()->lineEdit();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    void pick(const QString &id)
    {
        QAction *action = algorithmAction(window(), id);
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        action->trigger();
        QCOMPARE(window().session()->algorithm(), id);
        QCOMPARE(window().picker()->comboBox()->currentData().toString(), id);
    }
    // Steps forward with → until the event just taken satisfies `pred`; false at the end.
    template <typename Pred> bool stepUntil(Pred pred)
    {
        SearchSession *s = window().session();
        while (s->step() < s->stepCount()) {
            key(Qt::Key_Right);
            if (pred(*s->currentEvent()))
                return true;
        }
        return false;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    // Every step of every example with every algorithm that takes it, forwards with → and
    // back with ←: the docks say what the engine says at each step, and going back shows
    // exactly the frames seen on the way forward, down to the first.
    void everyExampleWithEveryAlgorithm()
    {
        QVERIFY(!ExamplesMenu::examplePaths().isEmpty());
        const auto actions = window().examplesMenu()->actions();
        SearchSession *s = window().session();
        for (QAction *example : actions) {
            example->trigger();
            QVERIFY2(!s->tree().isEmpty(), qPrintable(example->text()));
            const QString file = QFileInfo(example->data().toString()).fileName();
            // A .json example is titled by its document.
            QVERIFY2(window().windowTitle().startsWith(file) ||
                         window().windowTitle().startsWith(example->text()),
                     qPrintable(window().windowTitle()));
            QCOMPARE(s->step(), 0); // an example opens at the start
            QVERIFY(!window().treeTextField()->lineEdit()->text().isEmpty());
            for (const Algorithm *a : algorithms()) {
                const auto why = a->refusal(s->tree());
                QAction *action = algorithmAction(window(), a->id());
                if (why) {
                    QVERIFY(!action->isEnabled());
                    QVERIFY(action->toolTip().contains(*why));
                    continue;
                }
                pick(a->id());
                QVERIFY2(s->trace(), qPrintable(s->refusal()));
                const QString context = file + QLatin1Char('/') + a->id();
                QCOMPARE(window().narrationDock()->text(), NarrationDock::introduction(*s));
                // Step 0 says how the algorithm goes about it, in its own words.
                QVERIFY2(window().narrationDock()->text().contains(a->introduction()),
                         qPrintable(context));
                std::vector<std::vector<NodeLook>> seen{looks(window())};
                while (s->step() < s->stepCount()) {
                    const int before = s->step();
                    key(Qt::Key_Right);
                    QCOMPARE(s->step(), before + 1);
                    const int step = s->step();
                    QCOMPARE(window().narrationDock()->text(),
                             NarrationDock::asSentence(narrate(s->tree(), *s->trace(), step - 1)));
                    QCOMPARE(window().pseudocodeDock()->highlightedLine(),
                             int(s->currentEvent()->line));
                    QCOMPARE(window().callStackDock()->model()->rowCount(),
                             int(callStack(s->tree(), s->frame()).size()));
                    QCOMPARE(window().openDock()->model()->rowCount(), int(s->frame().open.size()));
                    QCOMPARE(window().stepper()->timeline()->value(), step);
                    seen.push_back(looks(window()));
                }
                QVERIFY2(s->frame().finished, qPrintable(context));
                QCOMPARE(lookOf(window(), 0).state, NodeState::Done);
                QCOMPARE(lookOf(window(), 0).value, valueText(s->frame().nodes[0]));
                QCOMPARE(s->frame().nodes[0].value, s->trace()->summary.value);
                const StatisticsModel *stats = window().statisticsDock()->model();
                QCOMPARE(
                    stats->index(0, StatisticsModel::LeavesColumn).data(StatisticsModel::RawRole),
                    QVariant(qint64(s->trace()->summary.leavesEvaluated)));
                while (s->step() > 0) {
                    key(Qt::Key_Left);
                    QVERIFY2(looks(window()) == seen[std::size_t(s->step())],
                             qPrintable(context + QStringLiteral(" step %1").arg(s->step())));
                }
                key(Qt::Key_End);
                key(Qt::Key_Home);
                QVERIFY2(looks(window()) == seen.front(), qPrintable(context));
            }
        }
    }

    // The issue-12 examples are documents: chosen from the menu, each opens with its algorithm
    // and options already set, in the session and in the options dock, and says what to look
    // at; their trees are the ones in the .tree files the tests and docs use.
    void issue12ExamplesOpenReadyToStep_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("option"); // "name=value text", or empty
        QTest::addColumn<QString>("value");  // the root's value at the end
        QTest::newRow("star") << "star-bounds"
                              << "star1"
                              << "bounds=0:10"
                              << "4.5";
        QTest::newRow("min-prob") << "chance-min-prob"
                                  << "expectiminimax"
                                  << "min-prob=0.5"
                                  << "≈ 1"; // approximate: the exact value is 0.7
        QTest::newRow("samples") << "classic-samples"
                                 << "expectimax"
                                 << "samples=4"
                                 << "≈ 77.25";
        QTest::newRow("bstar") << "bstar-intervals"
                               << "bstar"
                               << ""
                               << "7";
        QTest::newRow("square") << "transform-square"
                                << "expectimax"
                                << ""
                                << "6";
        QTest::newRow("rank") << "transform-rank"
                              << "expectimax"
                              << ""
                              << "39.3333";
    }
    void issue12ExamplesOpenReadyToStep()
    {
        QFETCH(QString, name);
        QFETCH(QString, algorithm);
        QFETCH(QString, option);
        QFETCH(QString, value);
        pick(QStringLiteral("minimax")); // the examples choose, not what was picked last
        auto *action =
            window().examplesMenu()->findChild<QAction *>(QStringLiteral("example_") + name);
        QVERIFY(action);
        QVERIFY(action->data().toString().endsWith(QStringLiteral(".json")));
        QVERIFY(!action->toolTip().isEmpty() && action->toolTip() != action->text()); // notes
        action->trigger();
        SearchSession *s = window().session();
        QCOMPARE(s->algorithm(), algorithm);
        QVERIFY(algorithmAction(window(), algorithm)->isChecked());
        QCOMPARE(s->step(), 0);
        QVERIFY(window().windowTitle().startsWith(action->text()));
        QVERIFY(!s->document().notes.isEmpty());
        if (!option.isEmpty()) {
            const QString key = option.section(u'=', 0, 0);
            // options() returns the list by value: keep it while `spec` points into it.
            const OptionSpecs specs = findAlgorithm(algorithm)->options();
            const OptionSpec *spec = findOption(specs, key);
            QVERIFY(spec);
            QCOMPARE(optionValueText(*spec, s->options().value(key)), option.section(u'=', 1));
            QCOMPARE(s->choice()->optionsFor(algorithm).value(key), s->options().value(key));
        }
        if (name == u"classic-samples")
            QCOMPARE(s->options().integer(QStringLiteral("seed"), 0), 1);
        key(Qt::Key_End);
        QCOMPARE(lookOf(window(), 0).value, value);
        // The document's tree is the .tree file's, which the tests and the docs read.
        const QString tree = QStringLiteral(GT_SOURCE_DIR "/resources/examples/%1.tree").arg(name);
        if (QFileInfo::exists(tree)) {
            ReadError error;
            const auto plain = loadDocument(tree, &error);
            QVERIFY2(plain, qPrintable(error.toString()));
            QCOMPARE(writeTreeText(plain->tree), writeTreeText(s->tree()));
        }
    }

    // An example after another shows what its notes say: the options an earlier example set
    // (samples, bounds) are not carried over.
    void examplesStartAfresh()
    {
        auto open = [this](const char *name) {
            auto *action = window().examplesMenu()->findChild<QAction *>(
                QStringLiteral("example_") + QLatin1String(name));
            QVERIFY(action);
            action->trigger();
        };
        open("classic-samples");
        QCOMPARE(window().session()->options().integer(QStringLiteral("samples"), 0), 4);
        open("classic");
        pick(QStringLiteral("expectimax"));
        QVERIFY(window().session()->options().isEmpty());
        key(Qt::Key_End);
        QCOMPARE(lookOf(window(), 0).value, QStringLiteral("54.5"));
        open("star-bounds");
        open("chance-07");
        pick(QStringLiteral("star1")); // with bounds 0:10 left over, -1 would be out of bounds
        QVERIFY2(window().session()->trace(), qPrintable(window().session()->refusal()));
    }

    // What the shipped examples are for, as the statistics dock shows it.
    void examplesTeachWhatTheySay()
    {
        auto leavesRead = [this](const QString &algorithm) {
            const StatisticsModel *stats = window().statisticsDock()->model();
            return stats->index(stats->rowOf(algorithm), StatisticsModel::LeavesColumn)
                .data(StatisticsModel::RawRole)
                .toInt();
        };
        QVERIFY(window().openExample(QStringLiteral(":/examples/classic.tree")));
        pick(QStringLiteral("expectimax"));
        key(Qt::Key_End);
        QCOMPARE(lookOf(window(), 0).value, QStringLiteral("54.5"));
        QVERIFY(lookOf(window(), 4).formula.endsWith(QStringLiteral("= 54.5")));
        QVERIFY(window().openExample(QStringLiteral(":/examples/aima-3ply.tree")));
        QCOMPARE(window().session()->algorithm(), QStringLiteral("expectimax")); // kept
        pick(QStringLiteral("alphabeta"));
        key(Qt::Key_End);
        QCOMPARE(lookOf(window(), 7).state, NodeState::Pruned);
        QCOMPARE(lookOf(window(), 8).state, NodeState::Pruned);
        QVERIFY(window().openExample(QStringLiteral(":/examples/knuth-moore.tree")));
        QCOMPARE(leavesRead(QStringLiteral("alphabeta")), 11);
        QCOMPARE(leavesRead(QStringLiteral("minimax")), 27);
        QVERIFY(window().openExample(QStringLiteral(":/examples/sss-beats-ab.tree")));
        QCOMPARE(leavesRead(QStringLiteral("sss")), 6);
        QCOMPARE(leavesRead(QStringLiteral("alphabeta")), 8);
        // The chance example is refused by alpha-beta: the window switches, and says why.
        QVERIFY(window().openExample(QStringLiteral(":/examples/chance-07.tree")));
        QCOMPARE(window().session()->algorithm(), QStringLiteral("expectiminimax"));
        QVERIFY(!algorithmAction(window(), QStringLiteral("alphabeta"))->isEnabled());
        key(Qt::Key_End);
        QCOMPARE(lookOf(window(), 0).value, QStringLiteral("0.7"));
    }

    void classicMinimaxAndExpectimax()
    {
        typeTree(QString::fromLatin1(ClassicTree));
        SearchSession *s = window().session();
        QCOMPARE(s->tree().size(), 7);
        QCOMPARE(window().canvas()->scene()->nodeItemCount(), 7);
        QVERIFY(window().treeTextField()->errorText().isEmpty());
        pick(QStringLiteral("minimax"));
        QCOMPARE(lookOf(window(), 2).value, QStringLiteral("10"));
        QCOMPARE(lookOf(window(), 6).value, QStringLiteral("100"));
        QCOMPARE(lookOf(window(), 0).state, NodeState::Unreached);
        key(Qt::Key_End);
        QCOMPARE(lookOf(window(), 0).value, QStringLiteral("10"));
        QCOMPARE(lookOf(window(), 4).value, QStringLiteral("9"));

        pick(QStringLiteral("expectimax"));
        QCOMPARE(s->step(), s->stepCount()); // the step is kept (clamped) across algorithms
        QCOMPARE(lookOf(window(), 0).value, QStringLiteral("54.5"));
        const QString formula = lookOf(window(), 4).formula;
        QCOMPARE(formula, chanceFormula(s->tree(), s->frame(), 4));
        QVERIFY2(formula.endsWith(QStringLiteral("= 54.5")), qPrintable(formula));
        QVERIFY(lookOf(window(), 1).formula.endsWith(QStringLiteral("= 10")));
        // Half-way: the formula of the second MIN fills in term by term.
        key(Qt::Key_Home);
        QVERIFY(stepUntil(
            [](const TraceEvent &e) { return e.type == EventType::ChanceAdd && e.node == 5; }));
        QCOMPARE(lookOf(window(), 4).formula, chanceFormula(s->tree(), s->frame(), 4));
        QVERIFY(!lookOf(window(), 4).formula.isEmpty());
    }

    void alphaBetaCutoffWithBreakpoint()
    {
        typeTree(QString::fromLatin1(AimaTree));
        pick(QStringLiteral("alphabeta"));
        SearchSession *s = window().session();
        QCOMPARE(s->tree().size(), 13);
        window().stepActions()->breakOnCutoffs()->setChecked(true);
        key(Qt::Key_F8); // run to the next breakpoint: the cut-off at C
        const TraceEvent *e = s->currentEvent();
        QVERIFY(e);
        QCOMPARE(e->type, EventType::Cutoff);
        QCOMPARE(e->node, 5);
        QVERIFY(window().stepper()->timeline()->cutoffSteps().front() == s->step());
        QCOMPARE(window().narrationDock()->text(),
                 NarrationDock::asSentence(narrate(s->tree(), *s->trace(), s->step() - 1)));
        QCOMPARE(window().pseudocodeDock()->highlightedLine(), int(e->line));
        QVERIFY(window().pseudocodeDock()->highlightedLine() > 0);
        QCOMPARE(lookOf(window(), 7).state, NodeState::Pruned);
        QCOMPARE(lookOf(window(), 8).state, NodeState::Pruned);
        QCOMPARE(lookOf(window(), 5).value, valueText(s->frame().nodes[5]));
        QVERIFY(lookOf(window(), 5).window.contains(QStringLiteral("α=3")));

        // The call stack: root, then C searching its first child, with α = 3.
        const CallStackModel *stack = window().callStackDock()->model();
        QCOMPARE(stack->rowCount(), 2);
        QCOMPARE(stack->index(0, CallStackModel::NodeColumn).data(CallStackModel::RawRole).toInt(),
                 0);
        QCOMPARE(stack->index(1, CallStackModel::NodeColumn).data(CallStackModel::RawRole).toInt(),
                 5);
        QCOMPARE(
            stack->index(1, CallStackModel::AlphaColumn).data(CallStackModel::RawRole).toDouble(),
            3.0);
        QCOMPARE(stack->index(1, CallStackModel::AlphaColumn).data().toString(),
                 QStringLiteral("3"));
        const auto frames = callStack(s->tree(), s->frame());
        QCOMPARE(int(frames.size()), stack->rowCount());

        // Statistics at the end: the running row equals alpha-beta's totals; minimax reads more.
        key(Qt::Key_End);
        const StatisticsModel *stats = window().statisticsDock()->model();
        const int ab = stats->rowOf(QStringLiteral("alphabeta"));
        const int mm = stats->rowOf(QStringLiteral("minimax"));
        for (int c : {StatisticsModel::LeavesColumn, StatisticsModel::VisitedColumn,
                      StatisticsModel::CutoffsColumn})
            QCOMPARE(stats->index(0, c).data(StatisticsModel::RawRole),
                     stats->index(ab, c).data(StatisticsModel::RawRole));
        QCOMPARE(
            stats->index(ab, StatisticsModel::LeavesColumn).data(StatisticsModel::RawRole).toInt(),
            7);
        QCOMPARE(
            stats->index(mm, StatisticsModel::LeavesColumn).data(StatisticsModel::RawRole).toInt(),
            9);
        QCOMPARE(lookOf(window(), 0).value, QStringLiteral("3"));
    }

    void stepOverAndOut()
    {
        typeTree(QString::fromLatin1(AimaTree));
        pick(QStringLiteral("alphabeta"));
        SearchSession *s = window().session();
        QVERIFY(stepUntil(
            [](const TraceEvent &e) { return e.type == EventType::Enter && e.node == 1; }));
        key(Qt::Key_F10); // step over B's subtree
        QCOMPARE(lookOf(window(), 1).state, NodeState::Done);
        QCOMPARE(lookOf(window(), 9).state, NodeState::Unreached);
        QVERIFY(stepUntil([](const TraceEvent &e) { return e.type == EventType::ReadLeaf; }));
        const NodeId leaf = s->currentEvent()->node;
        key(Qt::Key_F11, Qt::ShiftModifier); // out: until the leaf's parent is finished
        QCOMPARE(lookOf(window(), s->tree().parent(leaf)).state, NodeState::Done);
    }

    // Step over and step out stop at a breakpoint on the way, as a debugger's do.
    void stepOverAndOutStopAtBreakpoints()
    {
        typeTree(QString::fromLatin1(AimaTree));
        pick(QStringLiteral("alphabeta"));
        SearchSession *s = window().session();
        QVERIFY(stepUntil(
            [](const TraceEvent &e) { return e.type == EventType::Enter && e.node == 1; }));
        s->setNodeBreakpoint(3, true); // the leaf 12, inside B's subtree
        key(Qt::Key_F10);
        QCOMPARE(s->currentEvent()->type, EventType::ReadLeaf);
        QCOMPARE(s->currentEvent()->node, 3);
        QCOMPARE(lookOf(window(), 1).state, NodeState::OnPath); // B is not finished yet
        key(Qt::Key_F11, Qt::ShiftModifier);                    // out of the leaf: B finishes
        QCOMPARE(lookOf(window(), 1).state, NodeState::Done);

        // Out of C's first leaf with break-on-cut-offs: stops at C's cut-off, not after C.
        QVERIFY(stepUntil(
            [](const TraceEvent &e) { return e.type == EventType::ReadLeaf && e.node == 6; }));
        window().stepActions()->breakOnCutoffs()->setChecked(true);
        key(Qt::Key_F11, Qt::ShiftModifier);
        QCOMPARE(s->currentEvent()->type, EventType::Cutoff);
        QCOMPARE(s->currentEvent()->node, 5);
        window().stepActions()->breakOnCutoffs()->setChecked(false);
        key(Qt::Key_F11, Qt::ShiftModifier);
        QCOMPARE(lookOf(window(), 5).state, NodeState::Done);
    }

    void sssOpenList()
    {
        typeTree(QString::fromLatin1(AimaTree));
        QVERIFY(!window().openDock()->isVisibleTo(m_window.get()));
        pick(QStringLiteral("sss"));
        QVERIFY(window().openDock()->isApplicable());
        QVERIFY(window().openDock()->isVisibleTo(m_window.get()));
        SearchSession *s = window().session();
        const OpenListModel *open = window().openDock()->model();
        QCOMPARE(open->rowCount(), 0);
        // Γ3 at the MAX root: every child goes onto OPEN with merit +∞.
        QVERIFY(stepUntil([](const TraceEvent &e) { return e.type == EventType::SssTake; }));
        QCOMPARE(s->currentEvent()->aux, 3);
        QVERIFY(window().openDock()->caption().contains(QStringLiteral("Γ3")));
        key(Qt::Key_Right);
        key(Qt::Key_Right);
        key(Qt::Key_Right);
        QCOMPARE(open->rowCount(), 3);
        std::vector<OpenState> expected(s->frame().open.begin(), s->frame().open.end());
        for (int r = 0; r < open->rowCount(); ++r) {
            QCOMPARE(open->index(r, OpenListModel::NodeColumn).data(OpenListModel::RawRole).toInt(),
                     expected[r].node);
            QCOMPARE(open->index(r, OpenListModel::StatusColumn).data().toString(),
                     QStringLiteral("LIVE"));
            QVERIFY(
                open->index(r, OpenListModel::NodeColumn).data(OpenListModel::PushedRole).toBool());
            QCOMPARE(lookOf(window(), expected[r].node).sss, SssStatus::Live);
        }
        QCOMPARE(open->index(0, OpenListModel::MeritColumn).data().toString(), formatValue(qInf()));
        key(Qt::Key_End);
        QCOMPARE(lookOf(window(), 0).value, QStringLiteral("3"));
        QVERIFY(window().openDock()->caption().contains(QStringLiteral("root")));

        pick(QStringLiteral("minimax"));
        QVERIFY(!window().openDock()->isApplicable());
        QVERIFY(!window().openDock()->isVisibleTo(m_window.get()));
    }

    void refusedAlgorithmIsDisabledWithItsReason()
    {
        pick(QStringLiteral("alphabeta"));
        typeTree(QStringLiteral("chance(0.7: 1, 0.3: 0)"));
        SearchSession *s = window().session();
        QCOMPARE(s->tree().size(), 3);
        QVERIFY(s->trace()); // switched to an algorithm that takes chance nodes
        QCOMPARE(s->algorithm(), QStringLiteral("expectiminimax"));
        const QString why = *findAlgorithm(QStringLiteral("alphabeta"))->refusal(s->tree());
        QAction *ab = algorithmAction(window(), QStringLiteral("alphabeta"));
        QVERIFY(!ab->isEnabled());
        QVERIFY2(ab->toolTip().contains(why), qPrintable(ab->toolTip()));
        QComboBox *combo = window().picker()->comboBox();
        auto *model = qobject_cast<QStandardItemModel *>(combo->model());
        const int row = combo->findData(QStringLiteral("alphabeta"));
        QVERIFY(!model->item(row)->isEnabled());
        QVERIFY(model->item(row)->toolTip().contains(why));
        key(Qt::Key_End);
        QCOMPARE(lookOf(window(), 0).value, QStringLiteral("0.7"));
        // The session itself exposes the reason when asked for a refusing algorithm.
        s->setAlgorithm(QStringLiteral("alphabeta"), {});
        QVERIFY(!s->trace());
        QCOMPARE(s->refusal(), why);
        QVERIFY(window().narrationDock()->text().contains(why));
        QCOMPARE(s->stepCount(), 0);
    }

    void typedTreeErrorsKeepTheTree()
    {
        typeTree(QString::fromLatin1(ClassicTree));
        SearchSession *s = window().session();
        const quint64 revision = s->treeRevision();
        typeTree(QStringLiteral("((10,10),(9,100)"));
        const QString error = window().treeTextField()->errorText();
        QVERIFY2(error.contains(QStringLiteral("column")), qPrintable(error));
        QVERIFY(window().findChild<QLabel *>(QStringLiteral("treeTextError"))->isVisible());
        QCOMPARE(s->treeRevision(), revision);
        QCOMPARE(s->tree().size(), 7);
        QCOMPARE(window().canvas()->scene()->nodeItemCount(), 7);
        // Fixing the text clears the error and shows the tree at once.
        QTest::keyClick(window().treeTextField()->lineEdit(), Qt::Key_End);
        QTest::keyClick(window().treeTextField()->lineEdit(), Qt::Key_ParenRight);
        QVERIFY(window().treeTextField()->errorText().isEmpty());
        QVERIFY(s->treeRevision() > revision);
    }

    void buttonsAndPlay()
    {
        typeTree(QString::fromLatin1(ClassicTree));
        SearchSession *s = window().session();
        StepperBar *bar = window().stepper();
        const std::vector<NodeLook> first = looks(window());
        QTest::mouseClick(bar->forwardButton(), Qt::LeftButton);
        QTest::mouseClick(bar->forwardButton(), Qt::LeftButton);
        QCOMPARE(s->step(), 2);
        QCOMPARE(bar->stepLabel()->text(), QStringLiteral("step 2 / %1").arg(s->stepCount()));
        QTest::mouseClick(bar->backButton(), Qt::LeftButton);
        QCOMPARE(s->step(), 1);
        QTest::mouseClick(bar->lastButton(), Qt::LeftButton);
        QCOMPARE(s->step(), s->stepCount());
        QVERIFY(!bar->forwardButton()->isEnabled());
        QTest::mouseClick(bar->firstButton(), Qt::LeftButton);
        QCOMPARE(s->step(), 0);
        QVERIFY(looks(window()) == first);

        bar->setSpeed(60);
        key(Qt::Key_Space);
        QVERIFY(bar->isPlaying());
        QTRY_VERIFY(s->step() >= 3);
        key(Qt::Key_Space);
        QVERIFY(!bar->isPlaying());
        QTest::mouseClick(bar->playButton(), Qt::LeftButton);
        QVERIFY(bar->isPlaying());
        QTRY_COMPARE(s->step(), s->stepCount()); // plays to the end and stops
        QTRY_VERIFY(!bar->isPlaying());

        // Presentation clickers send Page Down / Page Up.
        key(Qt::Key_Home);
        key(Qt::Key_PageDown);
        QCOMPARE(s->step(), 1);
        key(Qt::Key_PageUp);
        QCOMPARE(s->step(), 0);
    }

    void nodeBreakpointStopsPlay()
    {
        typeTree(QString::fromLatin1(AimaTree));
        pick(QStringLiteral("minimax"));
        SearchSession *s = window().session();
        s->setNodeBreakpoint(9, true);
        QVERIFY(lookOf(window(), 9).breakpoint);
        key(Qt::Key_F8);
        QCOMPARE(s->currentEvent()->node, 9);
        key(Qt::Key_Home);
        window().stepper()->setSpeed(60);
        key(Qt::Key_Space);
        QTRY_VERIFY(!window().stepper()->isPlaying());
        QCOMPARE(s->currentEvent()->node, 9);
    }

    void modelsPassTheTester()
    {
        // AIMA's tree with heuristic values on B, C and D, so that every algorithm takes it
        // (iterative deepening reads them at pass 1's horizon), and intervals for B*.
        typeTree(QStringLiteral("max[interval=1:9](min[4 interval=2:5](3,12,8), "
                                "min[6 interval=1:4](2,4,6), min[1 interval=1:6](14,5,2))"));
        QAbstractItemModelTester stack(window().callStackDock()->model(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester stats(window().statisticsDock()->model(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester open(window().openDock()->model(),
                                      QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (const Algorithm *a : algorithms()) {
            pick(a->id());
            for (int i = 0; i < 12; ++i)
                key(Qt::Key_Right);
            key(Qt::Key_End);
            key(Qt::Key_Home);
        }
        typeTree(QStringLiteral("chance(0.7: 1, 0.3: 0)"));
        key(Qt::Key_End);
    }

    void fileErrorsNameThePlaceAndKeepTheTree()
    {
        typeTree(QString::fromLatin1(ClassicTree));
        SearchSession *s = window().session();
        const quint64 revision = s->treeRevision();
        QVERIFY(!window().openFile(QStringLiteral("/nonexistent/tree.tree")));
        QVERIFY(window().lastError().contains(QStringLiteral("/nonexistent/tree.tree")));
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.tree"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("((1,2),(3\n");
        f.close();
        QVERIFY(!window().openFile(bad));
        QVERIFY2(window().lastError().startsWith(bad + QLatin1Char(':')),
                 qPrintable(window().lastError()));
        QCOMPARE(s->treeRevision(), revision);
        QVERIFY(window().findChild<QLabel *>(QStringLiteral("errorLabel"))->text() ==
                window().lastError());

        const QString good = dir.filePath(QStringLiteral("good.tree"));
        QFile g(good);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("((3,5),(2,9))\n");
        g.close();
        QVERIFY(window().openFile(good));
        QCOMPARE(s->tree().size(), 7);
        QVERIFY(window().windowTitle().startsWith(QStringLiteral("good.tree")));
        QVERIFY(window().lastError().isEmpty());
    }

    void dropAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.tree"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("max(3, min(4, 5))\n");
        f.close();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        const QPoint at = window().rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &drop);
        QCOMPARE(window().session()->tree().size(), 5);
        QVERIFY(window().windowTitle().startsWith(QStringLiteral("dropped.tree")));
    }

    void dotLayoutOffTheGuiThread()
    {
        typeTree(QString::fromLatin1(AimaTree));
        const QPointF tidyRoot = window().canvas()->scene()->nodeRect(0).center();
        QSignalSpy applied(window().canvas(), &CanvasController::layoutApplied);
        window().canvas()->dotAction()->trigger();
        QVERIFY(window().canvas()->usesDot());
        QTRY_VERIFY(!window().canvas()->isLayoutRunning());
        QTRY_VERIFY(applied.count() >= 2); // the tidy layout at once, then dot's
        QCOMPARE(window().canvas()->scene()->nodeItemCount(), 13);
        key(Qt::Key_End);
        QCOMPARE(lookOf(window(), 0).value, QStringLiteral("3"));
        window().canvas()->tidyAction()->trigger();
        QVERIFY(!window().canvas()->usesDot());
        QCOMPARE(window().canvas()->scene()->nodeRect(0).center(), tidyRoot);
    }

    void presentationMode()
    {
        typeTree(QString::fromLatin1(ClassicTree));
        key(Qt::Key_F5);
        QVERIFY(window().presentation()->isActive());
        QVERIFY(!window().menuBar()->isVisible());
        QVERIFY(window().narrationDock()->isVisible());
        QVERIFY(!window().pseudocodeDock()->isVisible());
        QCOMPARE(window().canvas()->styleScale(), PresentationMode::Scale);
        key(Qt::Key_PageDown);
        QCOMPARE(window().session()->step(), 1);
        key(Qt::Key_Escape);
        QVERIFY(!window().presentation()->isActive());
        QVERIFY(window().menuBar()->isVisible());
        QVERIFY(window().pseudocodeDock()->isVisible());
        QCOMPARE(window().canvas()->styleScale(), 1.0);
    }

    // A tree of 10,000+ nodes opened from a file: the canvas shows it whole, its rows spread
    // over the window (the overview), instead of a sliver under a pixel tall.
    void bigTreeOpensToSomethingUseful()
    {
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = 10;
        o.depth = 4;
        const GameTree big = randomTree(o);
        QVERIFY(big.size() > 10'000);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.tree"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(writeTreeText(big).toUtf8());
        file.close();
        QVERIFY(window().openFile(path));
        QTRY_COMPARE(window().session()->tree().size(), big.size());
        const TreeView *view = window().canvas()->view();
        const TreeScene *scene = window().canvas()->scene();
        QTRY_VERIFY(view->mapToScene(view->viewport()->rect())
                        .boundingRect()
                        .contains(scene->contentRect()));
        QVERIFY(scene->contentRect().height() * view->rowZoom() > view->viewport()->height() / 2);
        const QImage shot = view->viewport()->grab().toImage();
        const QColor background = scene->sceneStyle().background;
        const int ink =
            countPixels(shot, shot.rect(), [&](const QColor &c) { return !near(c, background); });
        QVERIFY2(ink > 2000, qPrintable(QString::number(ink)));

        // View ▸ Overview shows the minimap of the canvas.
        QAction *overview = window().overviewDock()->toggleViewAction();
        bool inViewMenu = false;
        for (QAction *menu : window().menuBar()->actions()) {
            if (menu->menu() && menu->text() == QStringLiteral("&View"))
                inViewMenu = menu->menu()->actions().contains(overview);
        }
        QVERIFY(inViewMenu);
        QCOMPARE(static_cast<TreeOverview *>(window().overviewDock()->widget())->view(), view);
    }

    // The whole window grabbed at alpha-beta's cut-off: the current node filled in its colour,
    // the cut mark across the pruned edge, the narration written in the dock below.
    void windowGrabShowsTheFrame()
    {
        typeTree(QString::fromLatin1(AimaTree));
        pick(QStringLiteral("alphabeta"));
        QVERIFY(stepUntil([](const TraceEvent &e) { return e.type == EventType::Cutoff; }));
        QApplication::processEvents();
        const QImage shot = window().grab().toImage();
        QCOMPARE(shot.size(), window().size() * window().devicePixelRatio());
        QCOMPARE(window().devicePixelRatio(), 1.0);
        const TreeScene *scene = window().canvas()->scene();
        const SceneStyle &s = scene->sceneStyle();
        QCOMPARE(scene->currentNode(), 5);
        const QRect current = inWindow(window(), scene->nodeRect(5));
        QVERIFY2(countPixels(shot, current,
                             [&](const QColor &c) { return near(c, s.currentFill); }) > 30,
                 "the current node's fill");
        const QPointF from = scene->item(5)->edgeAnchor(Qt::BottomEdge);
        const QPointF to = scene->item(7)->edgeAnchor(Qt::TopEdge);
        const QPointF cut = from + (to - from) * 0.42;
        const QRect cutArea = inWindow(window(), QRectF(cut - QPointF(8, 8), QSizeF(16, 16)));
        QVERIFY2(countPixels(shot, cutArea,
                             [&](const QColor &c) { return near(c, s.cutColor, 40); }) >= 4,
                 "the cut mark");
        const QWidget *narration = window().narrationDock()->widget();
        const QRect text(narration->mapTo(&window(), QPoint(0, 0)), narration->size());
        const QColor panel = window().palette().color(QPalette::Window);
        QVERIFY(countPixels(shot, text, [&](const QColor &c) { return !near(c, panel, 60); }) >
                100);
    }

    // A tree without names shows its ids (the docks and the narration name nodes by them);
    // a named tree does not, unless the user asks, and the user's choice is kept.
    void nodeIdsFollowTheTreeUntilChosen()
    {
        QAction *ids = window().findChild<QAction *>(QStringLiteral("showIdsAction"));
        QVERIFY(ids);
        const TreeScene *scene = window().canvas()->scene();
        typeTree(QString::fromLatin1(AimaTree));
        QVERIFY(ids->isChecked());
        QVERIFY(scene->sceneStyle().showIds);
        QVERIFY(window().openExample(QStringLiteral(":/examples/aima-3ply.tree")));
        QVERIFY(window().session()->tree().hasNames());
        QVERIFY(!ids->isChecked());
        QVERIFY(!scene->sceneStyle().showIds);
        QCOMPARE(scene->item(0)->look().name, QStringLiteral("A"));
        ids->trigger();
        QVERIFY(scene->sceneStyle().showIds);
        QCOMPARE(window().canvas()->idsChoice(), std::optional<bool>(true));
        QVERIFY(window().openExample(QStringLiteral(":/examples/classic.tree")));
        QVERIFY(scene->sceneStyle().showIds);

        window().close(); // kept in the settings, like the other view options
        m_window = std::make_unique<MainWindow>();
        QCOMPARE(window().canvas()->idsChoice(), std::optional<bool>(true));
        QVERIFY(window().openExample(QStringLiteral(":/examples/aima-3ply.tree")));
        QVERIFY(window().canvas()->scene()->sceneStyle().showIds);
        window().findChild<QAction *>(QStringLiteral("showIdsAction"))->trigger();
        QVERIFY(!window().canvas()->scene()->sceneStyle().showIds);
        window().close();
        m_window = std::make_unique<MainWindow>();
        QCOMPARE(window().canvas()->idsChoice(), std::optional<bool>(false));
    }

    // gametree-studio FILE --algo X: X is preferred before the file opens, so the file is
    // searched with X when X can search it, and refused with the reason when it cannot.
    void preferredAlgorithmBeforeOpening()
    {
        const QString chance = QStringLiteral(GT_SOURCE_DIR "/resources/examples/chance-07.tree");
        window().picker()->prefer(QStringLiteral("expectiminimax"));
        QVERIFY(window().openFile(chance));
        QCOMPARE(window().session()->algorithm(), QStringLiteral("expectiminimax"));
        QVERIFY(window().statusBar()->currentMessage().isEmpty());

        m_window = std::make_unique<MainWindow>();
        window().picker()->prefer(QStringLiteral("alphabeta"));
        QCOMPARE(window().session()->algorithm(), QStringLiteral("alphabeta")); // no tree yet
        QVERIFY(window().openFile(chance));
        QCOMPARE(window().session()->algorithm(), QStringLiteral("expectiminimax"));
        QVERIFY(window().session()->trace());
        QVERIFY(window().statusBar()->currentMessage().startsWith(
            QStringLiteral("Alpha-beta cannot search this tree")));
        window().picker()->prefer(QStringLiteral("alphabeta")); // refused: nothing changes
        QCOMPARE(window().session()->algorithm(), QStringLiteral("expectiminimax"));
        QCOMPARE(window().picker()->preferred(), QStringLiteral("alphabeta"));
        QVERIFY(!algorithmAction(window(), QStringLiteral("alphabeta"))->isEnabled());
    }

    // Long pseudocode lines wrap with a hanging indent instead of running out of the dock.
    void pseudocodeWrapsLongLines()
    {
        typeTree(QStringLiteral("max(chance(0.5: 1, 0.5: 3), 2)"));
        pick(QStringLiteral("expectiminimax"));
        PseudocodeDock *dock = window().pseudocodeDock();
        auto *list = dock->findChild<QListWidget *>(QStringLiteral("pseudocodeList"));
        QVERIFY(list);
        window().resizeDocks({dock}, {300}, Qt::Horizontal);
        QTRY_VERIFY(list->viewport()->width() < 320);
        QApplication::processEvents();
        QVERIFY(!list->horizontalScrollBar()->isVisible());
        const QStringList lines = dock->lines();
        int longest = 0;
        for (int i = 1; i < lines.size(); ++i)
            longest = lines[i].size() > lines[longest].size() ? i : longest;
        const int tall = list->visualItemRect(list->item(longest)).height();
        const int one = list->visualItemRect(list->item(0)).height();
        QVERIFY2(tall >= 2 * one - 2, qPrintable(QStringLiteral("%1 %2").arg(tall).arg(one)));

        const QFontMetricsF fm(list->font());
        const double width = fm.horizontalAdvance(QStringLiteral("x")) * 30;
        const QString line =
            QStringLiteral(" 4    if n is CHANCE: v ← v + P(c) · EXPECTIMINIMAX(c) for each");
        const QStringList pieces = PseudocodeDock::wrapLine(line, fm, width);
        QVERIFY(pieces.size() >= 3);
        QCOMPARE(pieces.front().left(9), QStringLiteral(" 4    if "));
        QStringList words;
        for (const QString &piece : pieces) {
            QVERIFY(fm.horizontalAdvance(piece) <= width);
            words << piece.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        }
        QCOMPARE(words, line.split(QLatin1Char(' '), Qt::SkipEmptyParts));
        for (qsizetype i = 1; i < pieces.size(); ++i) // under the statement, two further in
            QVERIFY(pieces[i].startsWith(QString(8, QLatin1Char(' '))) && pieces[i][8] != u' ');
        QCOMPARE(PseudocodeDock::wrapLine(QStringLiteral("1  return v"), fm, width),
                 QStringList{QStringLiteral("1  return v")});
    }

    // The narration's step caption is written in the text colour, not the disabled grey.
    void narrationCaptionIsReadable()
    {
        typeTree(QString::fromLatin1(ClassicTree));
        key(Qt::Key_Right);
        auto *caption =
            window().narrationDock()->findChild<QLabel *>(QStringLiteral("narrationStep"));
        QVERIFY(caption);
        QCOMPARE(caption->text(),
                 QStringLiteral("Step 1 of %1").arg(window().session()->stepCount()));
        QVERIFY(caption->isEnabled());
        QCOMPARE(caption->palette().color(caption->foregroundRole()),
                 window().palette().color(QPalette::Active, QPalette::WindowText));
    }

    // The options of the algorithm shown are a form generated from its declaration, in a dock
    // that is open from the start; each algorithm keeps its own values, also across runs.
    void searchOptionsFollowTheAlgorithm()
    {
        SearchOptionsDock *dock = window().searchOptionsDock();
        QVERIFY(dock->isVisibleTo(m_window.get()));
        const auto menus = window().menuBar()->findChildren<QMenu *>();
        QVERIFY(std::any_of(menus.begin(), menus.end(), [dock](const QMenu *m) {
            return m->title() == QLatin1String("&Algorithm") &&
                   m->actions().contains(dock->toggleViewAction());
        }));
        SearchSession *s = window().session();
        typeTree(QStringLiteral("max[0](min[4](1,2), min[6](0,9))"));
        pick(QStringLiteral("alphabeta"));
        auto *heading = dock->findChild<QLabel *>(QStringLiteral("searchOptionsHeading"));
        QVERIFY(heading->text().contains(QStringLiteral("Alpha-beta")));
        // One editor per declared option, nothing else.
        const OptionSpecs declared = findAlgorithm(QStringLiteral("alphabeta"))->options();
        QCOMPARE(dock->form()->specs().size(), declared.size());
        for (const OptionSpec &spec : declared)
            QVERIFY2(dock->findChild<QWidget *>(QStringLiteral("option-") + spec.name),
                     qPrintable(spec.name));

        // Fail-hard by a click on the check box: the session searches with it.
        auto *soft = dock->findChild<QCheckBox *>(QStringLiteral("option-fail-hard"));
        QVERIFY(soft && !soft->isChecked());
        QStyleOptionButton button;
        button.initFrom(soft);
        const QRect indicator =
            soft->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &button, soft);
        QTest::mouseClick(soft, Qt::LeftButton, {}, indicator.center());
        QVERIFY(soft->isChecked());
        QVERIFY(s->options().flag(QStringLiteral("fail-hard")));
        SearchOptions failSoft; // fail-hard, the option
        failSoft.set(QStringLiteral("fail-hard"), true);
        QString error;
        QCOMPARE(s->trace()->events.size(),
                 search(s->tree(), QStringLiteral("alphabeta"), failSoft, &error)->events.size());

        // Minimax has no fail-hard: the row goes, and minimax searches without it.
        pick(QStringLiteral("minimax"));
        QVERIFY(heading->text().contains(QStringLiteral("Minimax")));
        QVERIFY(!dock->findChild<QCheckBox *>(QStringLiteral("option-fail-hard")));
        QVERIFY(s->options().isEmpty());
        // A depth typed into the spin box: nodes at depth 1 are read by their heuristic value.
        auto *depth = dock->findChild<QSpinBox *>(QStringLiteral("option-depth"));
        QVERIFY(depth);
        QCOMPARE(depth->text(), QStringLiteral("to the leaves"));
        depth->setFocus();
        QTest::keyClick(depth, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(depth, QStringLiteral("1"));
        QCOMPARE(s->options().integer(QStringLiteral("depth"), -1), 1);
        QCOMPARE(s->trace()->summary.value, 6.0);

        // Back to alpha-beta: its fail-hard is as it was, its depth its own (to the leaves).
        pick(QStringLiteral("alphabeta"));
        soft = dock->findChild<QCheckBox *>(QStringLiteral("option-fail-hard"));
        QVERIFY(soft && soft->isChecked());
        QVERIFY(s->options().flag(QStringLiteral("fail-hard")));
        QVERIFY(!s->options().isSet(QStringLiteral("depth")));
        QCOMPARE(s->trace()->summary.value, 1.0);

        // Kept per algorithm, as typed on the command line.
        window().documents()->setPrompt(
            [](const QString &) { return DocumentController::Answer::Discard; });
        window().close();
        {
            QSettings settings;
            QCOMPARE(settings.value(QStringLiteral("search/alphabeta/fail-hard")).toString(),
                     QStringLiteral("true"));
            QCOMPARE(settings.value(QStringLiteral("search/minimax/depth")).toString(),
                     QStringLiteral("1"));
        }
        m_window = std::make_unique<MainWindow>();
        QCOMPARE(window().session()->algorithm(), QStringLiteral("alphabeta"));
        QVERIFY(window().session()->options().flag(QStringLiteral("fail-hard")));
        QVERIFY(window()
                    .searchOptionsDock()
                    ->findChild<QCheckBox *>(QStringLiteral("option-fail-hard"))
                    ->isChecked());
        QCOMPARE(window()
                     .session()
                     ->choice()
                     ->optionsFor(QStringLiteral("minimax"))
                     .integer(QStringLiteral("depth"), -1),
                 1);
    }

    // Another algorithm comes with its own options in ONE search: not a search with the old
    // algorithm's options first and another once the options dock has caught up.
    void switchingAlgorithmSearchesOnce()
    {
        SearchSession *s = window().session();
        AlgorithmChoice *choice = s->choice();
        typeTree(QStringLiteral("max[0](min[4](1,2), min[6](0,9))"));
        SearchOptions failHard;
        failHard.set(QStringLiteral("fail-hard"), true);
        choice->setOptions(QStringLiteral("alphabeta"), failHard);
        SearchOptions shallow;
        shallow.set(QStringLiteral("depth"), 1);
        choice->setOptions(QStringLiteral("minimax"), shallow);
        QSignalSpy searches(s, &SearchSession::traceChanged);

        // Picked in the menu (the combo box goes the same way).
        for (const char *id : {"alphabeta", "minimax", "alphabeta"}) {
            searches.clear();
            pick(QString::fromLatin1(id));
            QCOMPARE(searches.count(), 1);
            QCOMPARE(s->options(), choice->optionsFor(QString::fromLatin1(id)));
        }
        searches.clear();
        QComboBox *combo = window().picker()->comboBox();
        emit combo->activated(combo->findData(QStringLiteral("minimax")));
        QCOMPARE(searches.count(), 1);
        QCOMPARE(s->options().integer(QStringLiteral("depth"), -1), 1);
        QCOMPARE(s->trace()->summary.value, 6.0); // nodes at depth 1 read by their heuristic

        // A chance node typed under alpha-beta switches to an algorithm that takes it, with that
        // algorithm's options, in the search the new tree needs anyway.
        pick(QStringLiteral("alphabeta"));
        searches.clear();
        typeTree(QStringLiteral("max(chance(0.5: 1, 0.5: 3), 2)"));
        QVERIFY(s->algorithm() != QLatin1String("alphabeta"));
        QCOMPARE(searches.count(), 1);
        QCOMPARE(s->options(), choice->optionsFor(s->algorithm()));
        QVERIFY(!s->options().isSet(QStringLiteral("fail-hard")));
    }

    // Fail-soft was an option kept as search/failSoft, later search/alphabeta/fail-soft; it is
    // the default now (issue 26): either key opens alpha-beta with its defaults and is dropped.
    void oldFailSoftSettingsAreDropped()
    {
        m_window.reset();
        QSettings().setValue(QStringLiteral("search/failSoft"), true);
        QSettings().setValue(QStringLiteral("search/alphabeta/fail-soft"), QStringLiteral("true"));
        m_window = std::make_unique<MainWindow>();
        QVERIFY(window().session()->choice()->optionsFor(QStringLiteral("alphabeta")).isEmpty());
        QVERIFY(window().session()->choice()->optionsFor(QStringLiteral("minimax")).isEmpty());
        window().close();
        QVERIFY(!QSettings().contains(QStringLiteral("search/failSoft")));
        QVERIFY(!QSettings().contains(QStringLiteral("search/alphabeta/fail-soft")));
    }

    void settingsAreKept()
    {
        pick(QStringLiteral("alphabeta"));
        window().setDark(true);
        window().close();
        m_window = std::make_unique<MainWindow>();
        QCOMPARE(window().session()->algorithm(), QStringLiteral("alphabeta"));
        QVERIFY(window().isDark());
        window().setDark(false);
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"

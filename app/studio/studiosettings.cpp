#include "studiosettings.h"

#include "algorithmpicker.h"
#include "canvascontroller.h"
#include "mainwindow.h"
#include "stepactions.h"

#include "views/opendock.h"
#include "views/searchsession.h"
#include "views/stepperbar.h"

#include "core/search/algorithm.h"

#include <QAction>
#include <QSettings>

namespace gt {

namespace {
const QString Geometry = QStringLiteral("window/geometry");
const QString State = QStringLiteral("window/state");
const QString Dark = QStringLiteral("view/dark");
const QString Follow = QStringLiteral("view/follow");
const QString Dot = QStringLiteral("view/dot");
const QString Ids = QStringLiteral("view/showIds"); // absent: ids follow the tree
const QString Speed = QStringLiteral("step/speed");
const QString BreakCutoffs = QStringLiteral("step/breakOnCutoffs");
const QString BreakLeaves = QStringLiteral("step/breakOnLeafReads");
const QString AlgorithmKey = QStringLiteral("search/algorithm");
const QString FailSoft = QStringLiteral("search/failSoft");
} // namespace

void readStudioSettings(MainWindow &w)
{
    QSettings s;
    w.restoreGeometry(s.value(Geometry).toByteArray());
    w.restoreState(s.value(State).toByteArray());
    // The saved layout may show OPEN from an SSS* session; it follows the algorithm.
    w.openDock()->setVisible(w.openDock()->isApplicable());
    w.setDark(s.value(Dark, false).toBool());
    w.canvas()->setFollowCurrent(s.value(Follow, false).toBool());
    w.canvas()->setUseDot(s.value(Dot, false).toBool());
    if (s.contains(Ids))
        w.canvas()->setIdsChoice(s.value(Ids).toBool());
    w.stepper()->setSpeed(s.value(Speed, 2.0).toDouble());
    w.stepActions()->breakOnCutoffs()->setChecked(s.value(BreakCutoffs, false).toBool());
    w.stepActions()->breakOnLeafReads()->setChecked(s.value(BreakLeaves, false).toBool());
    const QString algorithm = s.value(AlgorithmKey).toString();
    if (findAlgorithm(algorithm)) {
        w.picker()->setPreferred(algorithm);
        w.session()->setAlgorithm(algorithm);
    }
    SearchOptions options = w.session()->options();
    options.failSoft = s.value(FailSoft, false).toBool();
    w.session()->setOptions(options);
}

void writeStudioSettings(const MainWindow &w)
{
    QSettings s;
    s.setValue(Geometry, w.saveGeometry());
    s.setValue(State, w.saveState());
    s.setValue(Dark, w.isDark());
    s.setValue(Follow, w.canvas()->followsCurrent());
    s.setValue(Dot, w.canvas()->usesDot());
    if (const auto ids = w.canvas()->idsChoice())
        s.setValue(Ids, *ids);
    else
        s.remove(Ids);
    s.setValue(Speed, w.stepper()->speed());
    s.setValue(BreakCutoffs, w.stepActions()->breakOnCutoffs()->isChecked());
    s.setValue(BreakLeaves, w.stepActions()->breakOnLeafReads()->isChecked());
    s.setValue(AlgorithmKey, w.picker()->preferred());
    s.setValue(FailSoft, w.session()->options().failSoft);
}

} // namespace gt

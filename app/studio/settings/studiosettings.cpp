#include "studiosettings.h"

#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/search/stepactions.h"

#include "views/session/searchsession.h"
#include "views/widgets/stepperbar.h"

#include "core/search/algorithm.h"
#include "core/session/algorithmchoice.h"
#include "core/session/remembersettings.h"

#include <QAction>
#include <QMainWindow>
#include <QSettings>

namespace gt {

namespace {
const QString Geometry = QStringLiteral("window/geometry");
const QString State = QStringLiteral("window/state");
const QString Dark = QStringLiteral("view/dark");
const QString Follow = QStringLiteral("view/follow");
const QString Dot = QStringLiteral("view/dot");
const QString Ids = QStringLiteral("view/showIds");           // absent: ids follow the tree
const QString SideToMove = QStringLiteral("view/sideToMove"); // negamax's values
const QString Speed = QStringLiteral("step/speed");
const QString BreakCutoffs = QStringLiteral("step/breakOnCutoffs");
const QString BreakLeaves = QStringLiteral("step/breakOnLeafReads");
const QString AlgorithmKey = QStringLiteral("search/algorithm");

} // namespace

void readStudioSettings(const StudioParts &p)
{
    QSettings s;
    p.window->restoreGeometry(s.value(Geometry).toByteArray());
    p.window->restoreState(s.value(State).toByteArray());
    if (const bool dark = s.value(Dark, false).toBool(); dark != p.canvas->isDark())
        p.canvas->setDark(dark);
    // On unless turned off: on a big tree zoomed in to be read, the step's node leaves the
    // screen at once without it; a tree that fits never moves.
    p.canvas->setFollowCurrent(s.value(Follow, true).toBool());
    p.canvas->setUseDot(s.value(Dot, false).toBool());
    if (s.contains(Ids))
        p.canvas->setIdsChoice(s.value(Ids).toBool());
    p.canvas->setSideToMove(s.value(SideToMove, false).toBool());
    p.stepper->setSpeed(s.value(Speed, 2.0).toDouble());
    p.steps->breakOnCutoffs()->setChecked(s.value(BreakCutoffs, false).toBool());
    p.steps->breakOnLeafReads()->setChecked(s.value(BreakLeaves, false).toBool());
    AlgorithmChoice *choice = p.session->choice();
    readRememberedOptions(s, *choice);
    const QString algorithm = s.value(AlgorithmKey).toString();
    if (findAlgorithm(algorithm)) {
        p.picker->setPreferred(algorithm);
        choice->choose(algorithm);
    }
}

void writeStudioSettings(const StudioParts &p)
{
    QSettings s;
    s.setValue(Geometry, p.window->saveGeometry());
    s.setValue(State, p.window->saveState());
    s.setValue(Dark, p.canvas->isDark());
    s.setValue(Follow, p.canvas->followsCurrent());
    s.setValue(Dot, p.canvas->usesDot());
    if (const auto ids = p.canvas->idsChoice())
        s.setValue(Ids, *ids);
    else
        s.remove(Ids);
    s.setValue(SideToMove, p.canvas->showsSideToMove());
    s.setValue(Speed, p.stepper->speed());
    s.setValue(BreakCutoffs, p.steps->breakOnCutoffs()->isChecked());
    s.setValue(BreakLeaves, p.steps->breakOnLeafReads()->isChecked());
    s.setValue(AlgorithmKey, p.picker->preferred());
    writeRememberedOptions(s, *p.session->choice());
}

} // namespace gt

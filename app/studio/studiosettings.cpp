#include "studiosettings.h"

#include "algorithmpicker.h"
#include "canvascontroller.h"
#include "mainwindow.h"
#include "searchoptionsdock.h"
#include "stepactions.h"

#include "views/opendock.h"
#include "views/orderingdock.h"
#include "views/searchsession.h"
#include "views/stepperbar.h"
#include "views/tabledock.h"

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
const QString Ids = QStringLiteral("view/showIds");           // absent: ids follow the tree
const QString SideToMove = QStringLiteral("view/sideToMove"); // negamax's values
const QString Speed = QStringLiteral("step/speed");
const QString BreakCutoffs = QStringLiteral("step/breakOnCutoffs");
const QString BreakLeaves = QStringLiteral("step/breakOnLeafReads");
const QString AlgorithmKey = QStringLiteral("search/algorithm");

QString optionKey(const Algorithm &a, const OptionSpec &spec)
{
    return QStringLiteral("search/%1/%2").arg(a.id(), spec.name);
}

// The options last used with each algorithm. Before they were kept per algorithm, the one
// option the window had was kept under its document key (search/failSoft): still read.
void readAlgorithmOptions(const QSettings &s, SearchOptionsDock &dock)
{
    for (const Algorithm *a : algorithms()) {
        SearchOptions options;
        for (const OptionSpec &spec : a->options()) {
            QString key = optionKey(*a, spec);
            if (!s.contains(key) && !spec.documentKey.isEmpty())
                key = QStringLiteral("search/") + spec.documentKey;
            if (!s.contains(key))
                continue;
            // Stored as text (ini files keep nothing else), read as typed; a bad one is dropped.
            if (const auto value = parseOptionValue(spec, s.value(key).toString(), nullptr))
                options.set(spec.name, *value);
        }
        dock.remember(a->id(), options);
    }
}

void writeAlgorithmOptions(QSettings &s, const SearchOptionsDock &dock)
{
    for (const Algorithm *a : algorithms()) {
        const SearchOptions options = dock.optionsFor(a->id());
        for (const OptionSpec &spec : a->options()) {
            if (options.isSet(spec.name))
                s.setValue(optionKey(*a, spec), optionValueText(spec, options.value(spec.name)));
            else
                s.remove(optionKey(*a, spec));
            if (!spec.documentKey.isEmpty())
                s.remove(QStringLiteral("search/") + spec.documentKey); // read once, then ours
        }
        // An option the algorithm no longer has (alpha-beta's fail-soft, the default now) is
        // dropped: it would otherwise stay in the file, meaning nothing, for ever.
        s.beginGroup(QStringLiteral("search/") + a->id());
        for (const QString &key : s.childKeys()) {
            if (!findOption(a->options(), key))
                s.remove(key);
        }
        s.endGroup();
    }
    s.remove(QStringLiteral("search/failSoft")); // the oldest key of fail-soft, retired too
}

} // namespace

void readStudioSettings(MainWindow &w)
{
    QSettings s;
    w.restoreGeometry(s.value(Geometry).toByteArray());
    w.restoreState(s.value(State).toByteArray());
    // The saved layout may show OPEN from an SSS* session; it follows the algorithm.
    w.openDock()->setVisible(w.openDock()->isApplicable());
    w.tableDock()->setVisible(w.tableDock()->isApplicable());
    w.orderingDock()->setVisible(w.orderingDock()->isApplicable());
    w.setDark(s.value(Dark, false).toBool());
    // On unless turned off: on a big tree zoomed in to be read, the step's node leaves the
    // screen at once without it; a tree that fits never moves.
    w.canvas()->setFollowCurrent(s.value(Follow, true).toBool());
    w.canvas()->setUseDot(s.value(Dot, false).toBool());
    if (s.contains(Ids))
        w.canvas()->setIdsChoice(s.value(Ids).toBool());
    w.canvas()->setSideToMove(s.value(SideToMove, false).toBool());
    w.stepper()->setSpeed(s.value(Speed, 2.0).toDouble());
    w.stepActions()->breakOnCutoffs()->setChecked(s.value(BreakCutoffs, false).toBool());
    w.stepActions()->breakOnLeafReads()->setChecked(s.value(BreakLeaves, false).toBool());
    readAlgorithmOptions(s, *w.searchOptionsDock());
    const QString algorithm = s.value(AlgorithmKey).toString();
    if (findAlgorithm(algorithm)) {
        w.picker()->setPreferred(algorithm);
        w.session()->setAlgorithm(algorithm, w.searchOptionsDock()->optionsFor(algorithm));
    }
    w.searchOptionsDock()->apply();
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
    s.setValue(SideToMove, w.canvas()->showsSideToMove());
    s.setValue(Speed, w.stepper()->speed());
    s.setValue(BreakCutoffs, w.stepActions()->breakOnCutoffs()->isChecked());
    s.setValue(BreakLeaves, w.stepActions()->breakOnLeafReads()->isChecked());
    s.setValue(AlgorithmKey, w.picker()->preferred());
    writeAlgorithmOptions(s, *w.searchOptionsDock());
}

} // namespace gt

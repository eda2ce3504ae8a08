#include "studiosettings.h"

#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/search/searchoptionsdock.h"
#include "app/studio/search/stepactions.h"

#include "views/session/searchsession.h"
#include "views/widgets/stepperbar.h"

#include "core/search/algorithm.h"

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
    readAlgorithmOptions(s, *p.options);
    const QString algorithm = s.value(AlgorithmKey).toString();
    if (findAlgorithm(algorithm)) {
        p.picker->setPreferred(algorithm);
        p.session->setAlgorithm(algorithm, p.options->optionsFor(algorithm));
    }
    p.options->apply();
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
    writeAlgorithmOptions(s, *p.options);
}

} // namespace gt

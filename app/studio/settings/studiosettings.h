#pragma once

class QMainWindow;

namespace gt {

class AlgorithmPicker;
class CanvasController;
class SearchSession;
class StepActions;
class StepperBar;

// The parts of the window whose state the studio keeps between runs.
struct StudioParts {
    QMainWindow *window = nullptr;      // geometry and dock layout
    CanvasController *canvas = nullptr; // palette, follow-current, layout engine, ids, negamax
    StepperBar *stepper = nullptr;      // play speed
    StepActions *steps = nullptr;       // break switches
    AlgorithmPicker *picker = nullptr;  // the algorithm last picked
    SearchSession *session = nullptr;   // searches with it; its choice remembers the options
};

// What the studio keeps between runs in QSettings: window geometry and dock layout, the
// palette, follow-current and layout engine, play speed, break switches, the algorithm last
// picked and the options last used with each algorithm (search/<id>/<option>, as the option
// is typed on the command line). Recent files keep themselves (RecentFiles). Reading sets the
// canvas's palette; the window gives the application the palette that goes with it.
void readStudioSettings(const StudioParts &parts);
void writeStudioSettings(const StudioParts &parts);

} // namespace gt

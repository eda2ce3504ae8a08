#pragma once

namespace gt {

class MainWindow;

// What the studio keeps between runs in QSettings: window geometry and dock layout, the
// palette, follow-current and layout engine, play speed, break switches, the algorithm last
// picked and the options last used with each algorithm (search/<id>/<option>, as the option
// is typed on the command line). Recent files keep themselves (RecentFiles).
void readStudioSettings(MainWindow &window);
void writeStudioSettings(const MainWindow &window);

} // namespace gt

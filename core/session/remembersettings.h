#pragma once

class QSettings;

namespace gt {

class AlgorithmChoice;

// The options last used with each algorithm, kept between runs under search/<id>/<option> as
// the option is typed on the command line. Before they were kept per algorithm, the one option
// the window had was kept under its document key (search/failSoft): still read, then retired.
void readRememberedOptions(const QSettings &settings, AlgorithmChoice &choice);
void writeRememberedOptions(QSettings &settings, const AlgorithmChoice &choice);

} // namespace gt

#pragma once

#include "cli.h"
#include "searchflags.h"

#include "core/trace/trace.h"
#include "views/export/exportoptions.h"

#include <QCommandLineParser>

#include <memory>
#include <optional>

class QCoreApplication;

namespace gt::cli {

// What `gametree render` and `gametree slides` share besides the search flags: the flags that say
// what the picture shows (the same switches as the export dialog) and the application object
// that drawing needs.

// A QApplication for the commands that draw (render, slides), with the offscreen platform
// unless QT_QPA_PLATFORM says otherwise; a QCoreApplication for the others.
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv);

void addFigureFlags(QCommandLineParser &parser);

// The figure flags as options; on a usage error prints it, sets *exit and returns nothing.
std::optional<ExportOptions> figureOptions(const QCommandLineParser &parser, int *exit);

// What the figure flags need from the search itself: --side-to-move takes the depth limit the
// search had, and is refused for searches that have no side to move (usage error, *exit set).
bool applySearchToFigure(const Searched &searched, ExportOptions *options, int *exit);

// -o OUT and its format; on a usage error prints it and sets *exit.
std::optional<ExportFormat> outputFormat(const QCommandLineParser &parser, bool deck, QString *path,
                                         int *exit);

// Writes the export, or prints why not (exit 1).
int writeExport(const ExportSource &source, const ExportOptions &options, ExportFormat format,
                const QString &path);

} // namespace gt::cli

#include "beamerwriter.h"

#include "latextext.h"
#include "tikzwriter.h"

#include "../search/algorithm.h"

#include <QCoreApplication>

namespace gt {

namespace {

// The share of the slide's text area the picture may take, so that the title and a
// two-line narration fit around it (16:9 slides: 160 mm × 90 mm).
constexpr double WidthShare = 0.98;
constexpr double HeightShareWithCaption = 0.66;
constexpr double HeightShare = 0.8;
constexpr double TextWidthPt = 398;  // beamer's \textwidth on a 16:9 slide, about
constexpr double TextHeightPt = 230; // and its \textheight

} // namespace

QString beamerDeck(const GameTree &tree, const Trace &trace, const FigureGeometry &geometry,
                   const Palette &palette, const FigureOptions &options,
                   const std::vector<int> &steps)
{
    FigureOptions inPicture = options;
    inPicture.title.clear(); // the slide's title
    inPicture.caption = false; // slide text
    const TikzWriter writer(tree, geometry, palette, inPicture, legendEntries(tree, &trace));
    FigureFrames frames(tree, &trace, geometry, palette, inPicture);

    QString title = options.title;
    if (title.isEmpty()) {
        const Algorithm *a = findAlgorithm(trace.algorithm);
        title = a ? a->displayName() : trace.algorithm;
    }
    const double heightShare = options.caption ? HeightShareWithCaption : HeightShare;
    const bool wide = writer.boundsWidth() / writer.boundsHeight() >
                      (WidthShare * TextWidthPt) / (heightShare * TextHeightPt);
    const QString box = wide ? QStringLiteral("\\resizebox{%1\\textwidth}{!}{%%\n")
                                   .arg(latexNumber(WidthShare))
                             : QStringLiteral("\\resizebox{!}{%1\\textheight}{%%\n")
                                   .arg(latexNumber(heightShare));

    QString out = QStringLiteral("%% Written by GameTree Studio. Compile with pdflatex.\n"
                                 "\\RequirePackage{fix-cm}\n"
                                 "\\documentclass[aspectratio=169]{beamer}\n"
                                 "\\usepackage{tikz}\n"
                                 "\\setbeamertemplate{navigation symbols}{}\n"
                                 "\\begin{document}\n"
                                 "\\begin{frame}{%1}\n"
                                 "\\centering\n")
                      .arg(latexText(title));
    int overlay = 0;
    for (int step : steps) {
        ++overlay;
        const FigureFrame f = frames.frame(step);
        out += QStringLiteral("%% step %1 of %2\n\\only<%3>{%4%5}}%%\n")
                   .arg(f.step)
                   .arg(f.stepCount)
                   .arg(overlay)
                   .arg(box, writer.picture(f, true));
    }
    if (options.caption) {
        out += QStringLiteral("\n\\vfill\n\\begin{minipage}[t][2.6\\baselineskip]{\\textwidth}"
                              "\\small\\centering\n");
        overlay = 0;
        for (int step : steps) {
            const QString stepText =
                QCoreApplication::translate("gt::Export", "Step %1 of %2: ")
                    .arg(step)
                    .arg(trace.events.size());
            out += QStringLiteral("\\only<%1>{%2}%%\n")
                       .arg(++overlay)
                       .arg(latexText(stepText + stepCaption(tree, trace, step)));
        }
        out += QStringLiteral("\\end{minipage}\n");
    }
    if (steps.empty())
        out += QCoreApplication::translate("gt::Export", "No steps selected.") + u'\n';
    out += QStringLiteral("\\end{frame}\n\\end{document}\n");
    return out;
}

} // namespace gt

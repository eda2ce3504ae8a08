#include "beamerwriter.h"

#include "latextext.h"
#include "stepselection.h"
#include "tikzwriter.h"

#include "../search/algorithm.h"

#include <QCoreApplication>

namespace gt {

namespace {

// The legend is set under the tree at this share of its size, with rows as wide as the slide
// (beamer's \textwidth on a 16:9 slide is about 398 pt).
constexpr double LegendScale = 0.8;
constexpr double TextWidthPt = 398;

// A part of the picture over the overlays 1…n, one text per overlay: each run of equal,
// non-empty texts once, as \only<a-b>{…}, or bare when it is the same on every overlay.
QString overlaid(const std::vector<QString> &texts)
{
    QString out;
    const int count = int(texts.size());
    for (int a = 0; a < count;) {
        int b = a;
        while (b + 1 < count && texts[std::size_t(b + 1)] == texts[std::size_t(a)])
            ++b;
        const QString &text = texts[std::size_t(a)];
        if (!text.isEmpty()) {
            if (a == 0 && b == count - 1)
                out += text;
            else
                out += QStringLiteral("\\only<%1>{%2}%%\n")
                           .arg(a == b ? QString::number(a + 1)
                                       : QStringLiteral("%1-%2").arg(a + 1).arg(b + 1),
                                text.trimmed());
        }
        a = b + 1;
    }
    return out;
}

} // namespace

QString beamerDeck(const GameTree &tree, const Trace &trace, const FigureGeometry &geometry,
                   const Palette &palette, const FigureOptions &options,
                   const std::vector<int> &steps)
{
    FigureOptions inPicture = options;
    inPicture.title.clear();   // the slide's title
    inPicture.caption = false; // slide text
    inPicture.legend = false;  // under the picture, at its own size
    FigureFrames frames(tree, &trace, geometry, palette, inPicture);
    std::vector<FigureFrame> shown;
    LegendUse use; // one legend for the whole deck: what any of its steps shows
    for (int step : steps) {
        shown.push_back(frames.frame(step));
        use.add(shown.back().use);
    }
    const TikzWriter writer(tree, geometry, palette, inPicture, {});
    FigureOptions legendOnly = inPicture;
    legendOnly.legend = options.legend;
    const QString legend =
        TikzWriter(tree, geometry, palette, legendOnly, legendEntries(tree, &trace, use))
            .legendPicture(0.98 * TextWidthPt / LegendScale);

    QString title = options.title;
    if (title.isEmpty()) {
        const Algorithm *a = findAlgorithm(trace.algorithm);
        title = a ? a->displayName() : trace.algorithm;
    }

    QString out = QStringLiteral("%% Written by GameTree Studio. Compile with pdflatex.\n"
                                 "\\RequirePackage{fix-cm}\n"
                                 "\\documentclass[aspectratio=169]{beamer}\n"
                                 "\\usepackage{tikz}\n"
                                 "\\setbeamertemplate{navigation symbols}{}\n"
                                 "\\newbox\\gtpicture\\newbox\\gtlegend\n"
                                 "\\newdimen\\gtwidth\\newdimen\\gtheight\n"
                                 "\\begin{document}\n"
                                 "\\begin{frame}{%1}\n"
                                 "\\centering\n")
                      .arg(latexText(title));
    // The legend at its own size, then the tree as large as the room left allows: the whole
    // width, or the height left by the frame's title, the legend and the narration, whichever
    // is reached first, keeping its proportions.
    if (!legend.isEmpty())
        out += QStringLiteral("\\setbox\\gtlegend=\\hbox{\\scalebox{%1}{%%\n%2}}%%\n")
                   .arg(latexNumber(LegendScale), legend.trimmed());
    out += QStringLiteral("\\gtwidth=0.98\\textwidth\n"
                          "\\gtheight=\\dimexpr\\textheight-2.6em-\\ht\\gtlegend-\\dp\\gtlegend%1"
                          "\\relax\n")
               .arg(options.caption ? QStringLiteral("-3\\baselineskip") : QStringLiteral("-1em"));
    // One picture whose parts carry overlay specifications: a part every step draws alike
    // is written once, the others once per run of steps that draw them alike. Writing a
    // whole picture per overlay would make TeX read every picture on every overlay, which
    // takes minutes and runs out of memory past about fifty steps.
    std::vector<std::vector<QString>> parts(std::size_t(writer.pieceCount()));
    for (const FigureFrame &frame : shown) {
        std::vector<QString> pieces = writer.pieces(frame);
        for (std::size_t i = 0; i < parts.size(); ++i)
            parts[i].push_back(std::move(pieces[i]));
    }
    if (!steps.empty()) {
        out += QStringLiteral("\\setbox\\gtpicture=\\hbox{%\n") + writer.opening(true);
        for (const std::vector<QString> &part : parts)
            out += overlaid(part);
        out += TikzWriter::closing() + QStringLiteral("}%\n");
        out += QStringLiteral(
            "\\ifdim\\dimexpr\\gtwidth*\\ht\\gtpicture/\\wd\\gtpicture\\relax>\\gtheight\n"
            "\\resizebox{!}{\\gtheight}{\\box\\gtpicture}%\n"
            "\\else\n"
            "\\resizebox{\\gtwidth}{!}{\\box\\gtpicture}%\n"
            "\\fi\n");
        if (!legend.isEmpty())
            out += QStringLiteral("\\par\\smallskip\\box\\gtlegend\\par\n");
        // Every step is a page, even one that looks like the step before it.
        out += QStringLiteral("\\only<1-%1>{}%%\n").arg(steps.size());
    }
    if (options.caption) {
        out += QStringLiteral("\n\\vfill\n\\begin{minipage}[t][2.6\\baselineskip]{\\textwidth}"
                              "\\small\\centering\n");
        int overlay = 0;
        const std::vector<int> ends = iterationEndSteps(trace);
        for (int step : steps) {
            const QString line =
                stepCaptionLine(step, int(trace.events.size()), iterationsDone(ends, step),
                                int(ends.size()), stepCaption(tree, trace, step));
            out += QStringLiteral("\\only<%1>{%2}%%\n").arg(++overlay).arg(latexText(line));
        }
        out += QStringLiteral("\\end{minipage}\n");
    }
    if (steps.empty())
        out += QCoreApplication::translate("gt::Export", "No steps selected.") + u'\n';
    out += QStringLiteral("\\end{frame}\n\\end{document}\n");
    return out;
}

} // namespace gt

// Retrograde analysis as slides and as an HTML player (issue 31): the graph window's frames,
// for a lecture deck and a course page.
#include "graphslides.h"

#include "graphtikz.h"
#include "latextext.h"
#include "xmltext.h"

#include "../graph/neighbourhood.h"
#include "../graph/retrogradenarration.h"
#include "../graph/retrogradereplay.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

namespace gt {

namespace {

// The player's colours of a move: every move, and the one being shown (the window's).
constexpr char EdgeColour[] = "#808080";
constexpr char CurrentColour[] = "#0072b2";

QString titleOf(const GraphSlideInput &in)
{
    return in.title.isEmpty() ? QCoreApplication::translate("gt::Export", "Retrograde analysis")
                              : in.title;
}

// The sentence of frame k: the rule of the step just done, and the counts at the end.
QString caption(const GraphSlideInput &in, int k)
{
    const int count = int(in.result.steps.size());
    const QString where =
        QCoreApplication::translate("gt::Export", "Step %1 of %2: ").arg(k).arg(count);
    const GameGraph &analysed = in.whole ? *in.whole : in.graph;
    QString text =
        k == 0 ? narrateRetrogradeStart() : narrateRetrogradeStep(analysed, in.result, k - 1);
    if (k == count)
        text += u' ' + narrateRetrogradeCounts(in.result.wins, in.result.losses, in.result.draws);
    return where + text;
}

// What a slide draws at the replay's step: the frame and the step by the drawn graph's ids.
struct ShownFrame {
    RetrogradeFrame frame;
    std::optional<RetrogradeStep> step;
};

ShownFrame shownFrame(const GraphSlideInput &in, const RetrogradeReplay &replay)
{
    if (!in.original.empty())
        return {neighbourhoodFrame(replay.frame(), in.original),
                neighbourhoodStep(replay.lastStep(), in.original)};
    const RetrogradeStep *step = replay.lastStep();
    return {replay.frame(), step ? std::optional(*step) : std::nullopt};
}

QString labelWords(GameResult label, int remoteness)
{
    const QString rem = remoteness >= 0 ? QStringLiteral(" %1").arg(remoteness) : QString();
    switch (label) {
    case GameResult::Win: return QCoreApplication::translate("gt::GraphView", "WIN") + rem;
    case GameResult::Loss: return QCoreApplication::translate("gt::GraphView", "LOSS") + rem;
    case GameResult::Draw: break;
    }
    return QCoreApplication::translate("gt::GraphView", "DRAW");
}

// A script's JSON: no "</script" can form (htmlplayerpage.cpp has the reasons).
QByteArray scriptData(QByteArray json)
{
    json.replace('<', "\\u003c");
    json.replace("\xe2\x80\xa8", "\\u2028");
    json.replace("\xe2\x80\xa9", "\\u2029");
    return json;
}

QString num(double v)
{
    return QString::number(v, 'f', 1);
}

// The window's Okabe–Ito colours (views/graph/graphstyle.h), by fill code: undecided, WIN,
// LOSS, DRAW; then the texts.
const char *const Fills[] = {"#ffffff", "#c6e9dc", "#f6d2bd", "#e2e2e2"};
const char *const Inks[] = {"#202020", "#006e50", "#a34200", "#505050"};

int fillCode(std::optional<GameResult> label)
{
    if (!label)
        return 0;
    return *label == GameResult::Win ? 1 : *label == GameResult::Loss ? 2 : 3;
}

const char *const Script = R"JS(
(function () {
  const F = FRAMES, FILL = FILLS, INK = INKS;
  const vs = [], ms = [];
  document.querySelectorAll('#graph g.v').forEach(g => {
    vs[+g.dataset.v] = {box: g.querySelector('rect'), state: g.querySelector('.state'),
      queued: g.querySelector('.queued')};
  });
  document.querySelectorAll('#graph path.m').forEach(p => ms.push(p));
  const slider = document.getElementById('slider'), caption = document.getElementById('caption');
  let at = 0;
  function go(i) {
    at = Math.max(0, Math.min(F.length - 1, i));
    const f = F[at];
    f.v.forEach((s, k) => {
      const v = vs[k];
      v.box.setAttribute('fill', FILL[s[0]]);
      v.box.setAttribute('stroke', k === f.p ? CURRENT : INK[0]);
      v.box.setAttribute('stroke-width', k === f.p ? 4 : 1.5);
      v.box.setAttribute('stroke-dasharray', k === f.u ? '5 3' : 'none');
      v.state.textContent = s[1];
      v.state.setAttribute('fill', INK[s[0]]);
      v.queued.style.display = s[2] ? '' : 'none';
    });
    ms.forEach(m => {
      const on = +m.dataset.from === f.p && +m.dataset.to === f.u;
      m.setAttribute('stroke', on ? CURRENT : EDGE);
      m.setAttribute('stroke-width', on ? 3 : 1.2);
      m.setAttribute('marker-end', on ? 'url(#headOn)' : 'url(#head)');
    });
    slider.value = at;
    caption.textContent = f.c;
  }
  slider.max = F.length - 1;
  slider.addEventListener('input', () => go(+slider.value));
  document.getElementById('prev').addEventListener('click', () => go(at - 1));
  document.getElementById('next').addEventListener('click', () => go(at + 1));
  document.addEventListener('keydown', ev => {
    const to = {ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: F.length - 1}[ev.key];
    if (to === undefined || ev.target === slider) return;
    ev.preventDefault();
    go(to);
  });
  go(0);
})();
)JS";

// An arrowhead `size` units long in the picture's own units, whatever the width of the line
// it ends: a marker in stroke-width units grew with the move shown at 3 units to an arrowhead
// the size of a box. The move being shown has its own, in its colour.
QString arrowHead(const QString &id, double size, QLatin1String colour)
{
    return QStringLiteral("<marker id=\"%1\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" "
                          "markerUnits=\"userSpaceOnUse\" markerWidth=\"%2\" markerHeight=\"%2\" "
                          "orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" "
                          "fill=\"%3\"/></marker>")
        .arg(id, num(size), colour);
}

// The picture drawn once; the frames restyle it. Boxes and texts as the window's VertexItem.
QString graphSvg(const GraphSlideInput &in)
{
    QString svg = QStringLiteral("<defs>%1%2</defs>\n")
                      .arg(arrowHead(QStringLiteral("head"), 8.4, QLatin1String(EdgeColour)),
                           arrowHead(QStringLiteral("headOn"), 11, QLatin1String(CurrentColour)));
    for (const GraphLayout::Move &m : in.layout.moves) {
        QString d;
        const LayoutPoint a = in.layout.centers[std::size_t(m.from)],
                          b = in.layout.centers[std::size_t(m.to)];
        if (m.path.size() >= 4 && (m.path.size() - 1) % 3 == 0) {
            d = QStringLiteral("M%1,%2").arg(num(m.path[0].x), num(m.path[0].y));
            for (std::size_t i = 1; i + 2 < m.path.size(); i += 3)
                d += QStringLiteral(" C%1,%2 %3,%4 %5,%6")
                         .arg(num(m.path[i].x), num(m.path[i].y), num(m.path[i + 1].x),
                              num(m.path[i + 1].y), num(m.path[i + 2].x), num(m.path[i + 2].y));
            if (m.tip)
                d += QStringLiteral(" L%1,%2").arg(num(m.tip->x), num(m.tip->y));
        } else {
            d = QStringLiteral("M%1,%2 L%3,%4").arg(num(a.x), num(a.y), num(b.x), num(b.y));
        }
        svg += QStringLiteral("<path class=\"m\" data-from=\"%1\" data-to=\"%2\" d=\"%3\" "
                              "fill=\"none\" stroke=\"#808080\" stroke-width=\"1.2\" "
                              "marker-end=\"url(#head)\"/>\n")
                   .arg(m.from)
                   .arg(m.to)
                   .arg(d);
    }
    for (VertexId v = 0; v < in.graph.size(); ++v) {
        const LayoutPoint c = in.layout.centers[std::size_t(v)];
        const NodeSize s = in.sizes[std::size_t(v)];
        const double left = c.x - s.width / 2, top = c.y - s.height / 2;
        svg += QStringLiteral(
                   "<g class=\"v\" data-v=\"%1\"><title>%2</title>"
                   "<rect x=\"%3\" y=\"%4\" width=\"%5\" height=\"%6\" rx=\"5\" fill=\"#ffffff\" "
                   "stroke=\"#202020\" stroke-width=\"1.5\"/>"
                   "<rect class=\"queued\" x=\"%7\" y=\"%8\" width=\"%9\" height=\"3\" "
                   "fill=\"#e69f00\"/>")
                   .arg(v)
                   .arg(xmlEscaped(in.graph.position(v)), num(left), num(top), num(s.width),
                        num(s.height), num(left + 4), num(top + s.height - 5),
                        num(std::max(0.0, s.width - 8)));
        svg += QStringLiteral("<text class=\"name\" x=\"%1\" y=\"%2\">%3</text>"
                              "<text class=\"state\" x=\"%1\" y=\"%4\"></text></g>\n")
                   .arg(num(c.x), num(c.y - 2), xmlEscaped(in.graph.position(v)),
                        num(c.y + s.height / 2 - 7));
    }
    return svg;
}

} // namespace

std::vector<int> retrogradeSlideSteps(const RetrogradeResult &result, bool keyStepsOnly, int from,
                                      int to)
{
    using Kind = RetrogradeStep::Kind;
    const int count = int(result.steps.size());
    const int last = to < 0 ? count : std::min(to, count);
    std::vector<int> frames;
    for (int k = std::max(0, from); k <= last; ++k) {
        const bool key = k == from || k == last ||
                         (k > 0 && result.steps[std::size_t(k - 1)].kind != Kind::Dequeue &&
                          result.steps[std::size_t(k - 1)].kind != Kind::Decrement);
        if (!keyStepsOnly || key)
            frames.push_back(k);
    }
    return frames;
}

std::vector<int> retrogradeSlideStepsShown(const RetrogradeResult &result,
                                           const std::vector<bool> &shown, bool keyStepsOnly)
{
    using Kind = RetrogradeStep::Kind;
    const int count = int(result.steps.size());
    std::vector<int> frames{0};
    for (int k = 1; k < count; ++k) {
        const RetrogradeStep &s = result.steps[std::size_t(k - 1)];
        const bool labels = s.kind != Kind::Dequeue && s.kind != Kind::Decrement;
        if (shown[std::size_t(s.vertex)] && (labels || !keyStepsOnly))
            frames.push_back(k);
    }
    if (count > 0)
        frames.push_back(count);
    return frames;
}

QString retrogradeBeamerDeck(const GraphSlideInput &in, const std::vector<int> &frames)
{
    QString out = QStringLiteral("%% Written by GameTree Studio. Compile with pdflatex.\n"
                                 "\\RequirePackage{fix-cm}\n"
                                 "\\documentclass[aspectratio=169]{beamer}\n"
                                 "\\usepackage{tikz}\n"
                                 "\\setbeamertemplate{navigation symbols}{}\n"
                                 "\\newbox\\gtpicture\n"
                                 "\\newdimen\\gtwidth\\newdimen\\gtheight\n"
                                 "\\begin{document}\n");
    const QString title = latexText(titleOf(in));
    // A frame per slide, each with its own picture: TeX reads each once (a picture with
    // overlays would be read on every overlay, beamerwriter.cpp).
    RetrogradeReplay replay(in.result);
    for (const int k : frames) {
        replay.seek(k);
        const ShownFrame shown = shownFrame(in, replay);
        out += QStringLiteral("\\begin{frame}{%1}\n\\centering\n"
                              "\\gtwidth=0.98\\textwidth\n"
                              "\\gtheight=\\dimexpr\\textheight-2.6em-3\\baselineskip\\relax\n"
                              "\\setbox\\gtpicture=\\hbox{%%\n")
                   .arg(title);
        out += gameGraphTikz(in.graph, in.layout, in.sizes, &shown.frame,
                             shown.step ? &*shown.step : nullptr);
        out += QStringLiteral(
            "}%\n"
            "\\ifdim\\dimexpr\\gtwidth*\\ht\\gtpicture/\\wd\\gtpicture\\relax>\\gtheight\n"
            "\\resizebox{!}{\\gtheight}{\\box\\gtpicture}%\n"
            "\\else\n"
            "\\resizebox{\\gtwidth}{!}{\\box\\gtpicture}%\n"
            "\\fi\n");
        out += QStringLiteral("\n\\vfill\n\\begin{minipage}[t][2.6\\baselineskip]{\\textwidth}"
                              "\\small\\centering\n%1\n\\end{minipage}\n\\end{frame}\n")
                   .arg(latexText(caption(in, k)));
    }
    if (frames.empty())
        out += QStringLiteral("\\begin{frame}{%1}\n%2\n\\end{frame}\n")
                   .arg(title, QCoreApplication::translate("gt::Export", "No steps selected."));
    return out + QStringLiteral("\\end{document}\n");
}

QByteArray retrogradeHtmlPlayer(const GraphSlideInput &in, const std::vector<int> &frames)
{
    // Frame data: per position [fill code, second line, queued]; p the step's position, u its
    // cause; c the sentence.
    QJsonArray data;
    RetrogradeReplay replay(in.result);
    for (const int k : frames) {
        replay.seek(k);
        const ShownFrame shown = shownFrame(in, replay);
        const RetrogradeFrame &f = shown.frame;
        std::vector<char> queued(f.label.size(), 0);
        for (std::size_t i = f.head; i < f.queue.size(); ++i)
            queued[std::size_t(f.queue[i])] = 1;
        QJsonArray vertices;
        for (std::size_t v = 0; v < f.label.size(); ++v) {
            const QString second = f.label[v]
                                       ? labelWords(*f.label[v], f.remoteness[v])
                                       : QCoreApplication::translate("gt::GraphView", "d = %1")
                                             .arg(QString::number(f.counter[v]));
            vertices.append(QJsonArray{fillCode(f.label[v]), second, int(queued[v])});
        }
        const RetrogradeStep *s = shown.step ? &*shown.step : nullptr;
        data.append(QJsonObject{{QStringLiteral("v"), vertices},
                                {QStringLiteral("p"), s ? s->vertex : -1},
                                {QStringLiteral("u"), s ? s->from : -1},
                                {QStringLiteral("c"), caption(in, k)}});
    }
    QByteArray script = Script;
    auto strings = [](const char *const *list) {
        QJsonArray a;
        for (int i = 0; i < 4; ++i)
            a.append(QLatin1String(list[i]));
        return QJsonDocument(a).toJson(QJsonDocument::Compact);
    };
    script.replace("FILLS", strings(Fills));
    script.replace("INKS", strings(Inks));
    script.replace("CURRENT", "'" + QByteArray(CurrentColour) + "'");
    script.replace("EDGE", "'" + QByteArray(EdgeColour) + "'");
    script.replace("FRAMES", scriptData(QJsonDocument(data).toJson(QJsonDocument::Compact)));

    const QString title = xmlEscaped(titleOf(in));
    const double margin = 24;
    const QString viewBox = QStringLiteral("%1 %2 %3 %4")
                                .arg(num(-margin), num(-margin), num(in.layout.width + 2 * margin),
                                     num(in.layout.height + 2 * margin));
    QByteArray out = "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                     "<meta name=\"generator\" content=\"GameTree Studio\">\n<title>" +
                     title.toUtf8() +
                     "</title>\n<style>"
                     "body{margin:0;padding:1em;background:#fff;color:#202020;"
                     "font-family:'DejaVu Sans',Verdana,sans-serif}"
                     "h1{font-size:1.3em;margin:0 0 .5em}#graph{width:100%;max-height:75vh}"
                     "#graph .name{font-size:13px;text-anchor:middle}"
                     "#graph .state{font-size:12px;font-weight:bold;text-anchor:middle}"
                     ".controls{display:flex;gap:.5em;align-items:center;margin:.5em 0}"
                     "#slider{flex:1}#caption{min-height:2.6em;margin:.3em 0}"
                     "</style>\n</head>\n<body>\n<h1>" +
                     title.toUtf8() + "</h1>\n<svg id=\"graph\" viewBox=\"" + viewBox.toUtf8() +
                     "\" role=\"img\">\n" + graphSvg(in).toUtf8() + "</svg>\n" +
                     "<div class=\"controls\"><button id=\"prev\" title=\"←\">&larr;</button>"
                     "<input id=\"slider\" type=\"range\" min=\"0\" value=\"0\">"
                     "<button id=\"next\" title=\"→\">&rarr;</button></div>\n"
                     "<p id=\"caption\"></p>\n<script>" +
                     script + "</script>\n</body>\n</html>\n";
    return out;
}

} // namespace gt

#include "htmlplayerpage.h"

#include "figureframe.h"
#include "figuregeometry.h"
#include "xmltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

namespace gt {

namespace {

// The script is plain ES2015 and touches nothing outside the page. For each step it sets the
// colours and line of every shape and edge, the texts in and beside the nodes, and sizes the
// boxes of formulas and SSS* tags from the texts the browser laid out.
const char *const Script = R"JS(
(function () {
  const NS = 'http' + '://www.w3.org/2000/svg';
  const C = COLOURS, F = FRAMES, A = ANNOTATION, G = GAP, FG = FORMULAGAP, LH = A * 1.2;
  const svg = document.getElementById('tree');
  const nodes = [], edges = [];
  svg.querySelectorAll('g[id^="n"]').forEach(g => {
    nodes[+g.id.slice(1)] = {g: g, d: g.dataset, halo: g.querySelector('.halo'),
      shape: g.querySelector('.shape'), value: g.querySelector('.value'),
      name: g.querySelector('.name'), tag: g.querySelector('.tag'),
      win: g.querySelector('.window'), form: g.querySelector('.formula')};
  });
  svg.querySelectorAll('g[id^="e"]').forEach(g => {
    edges[+g.id.slice(1)] = {g: g, d: g.dataset, line: g.querySelector('.line'),
      cut: g.querySelector('.cut'), neg: g.querySelector('.neg'),
      label: g.querySelector('.label'), move: g.querySelector('.move'),
      prob: g.querySelector('.prob')};
  });
  const show = (el, on) => { el.style.display = on ? '' : 'none'; };
  function lines(el, text, x, y) {
    el.textContent = '';
    if (!text) return 0;
    const ls = text.split('\n');
    ls.forEach((l, i) => {
      const t = document.createElementNS(NS, 'tspan');
      t.setAttribute('x', x);
      t.setAttribute(i ? 'dy' : 'y', i ? LH : y);
      t.textContent = l;
      el.appendChild(t);
    });
    return ls.length;
  }
  function box(g, pad) {
    const b = g.querySelector('text').getBBox(), r = g.querySelector('rect');
    r.setAttribute('x', b.x - pad); r.setAttribute('y', b.y - pad);
    r.setAttribute('width', b.width + 2 * pad); r.setAttribute('height', b.height + 2 * pad);
  }
  // A value wider than the room its shape leaves is set smaller, as the window's canvas does
  // (NodeItem::valueScale), but never left wider than its shape: the nodes are sized once for
  // every step, and an MCTS mean such as 14.3529 comes after that.
  function fitValue(n) {
    n.value.style.fontSize = '';
    const room = +n.d.vr;
    if (!(room > 0) || !n.value.textContent) return;
    const w = n.value.getComputedTextLength();
    if (w > room) n.value.style.fontSize = (VALUEFONT * room / w).toFixed(2) + 'px';
  }
  function node(n, v) {
    const cx = +n.d.cx, cy = +n.d.cy, h = +n.d.h, text = C[v[4]];
    show(n.g, !(v[3] & 4));
    n.g.setAttribute('opacity', v[3] & 16 ? FADED : 1);
    n.shape.setAttribute('fill', C[v[0]]); n.shape.setAttribute('stroke', C[v[1]]);
    n.shape.setAttribute('stroke-width', v[2]);
    n.shape.setAttribute('stroke-dasharray', v[3] & 1 ? '4 3' : 'none');
    show(n.halo, v[3] & 2);
    n.halo.setAttribute('stroke', C[v[1]]); n.halo.setAttribute('stroke-width', v[2] + 7);
    n.value.textContent = v[5]; n.value.setAttribute('fill', text);
    fitValue(n);
    if (n.name) n.name.setAttribute('fill', text);
    const tag = v[8], beside = tag && n.d.leaf !== '1';
    const winLines = v[6] ? v[6].split('\n').length : 0;
    const column = winLines * LH + (beside ? LH + 4 : 0);
    let top = cy - column / 2;
    show(n.tag, !!tag);
    if (tag) {
      const t = n.tag.querySelector('text'), r = n.tag.querySelector('rect');
      const ink = C[v[3] & 8 ? LIVE : SOLVED], fill = C[v[3] & 8 ? LIVEFILL : SOLVEDFILL];
      t.textContent = tag; t.setAttribute('fill', ink);
      t.setAttribute('text-anchor', beside ? 'start' : 'middle');
      t.setAttribute('x', beside ? +n.d.sx + 2 : cx);
      t.setAttribute('y', (beside ? top : cy + h / 2 + G) + 2 + A * 0.9);
      r.setAttribute('fill', fill); r.setAttribute('stroke', ink);
      box(n.tag, 2);
      if (beside) top += LH + 4;
    }
    n.win.setAttribute('fill', text);
    lines(n.win, v[6], n.d.sx, top + A * 0.9);
    show(n.form, !!v[7]);
    if (v[7]) {
      const t = n.form.querySelector('text');
      t.setAttribute('fill', text);
      lines(t, v[7], cx, cy + h / 2 + FG + 2.5 + A * 0.9);
      box(n.form, 2.5);
    }
  }
  function edge(e, v) {
    const hidden = v[2] & 2, cut = v[2] & 4;
    show(e.line, !hidden); show(e.label, !hidden); show(e.cut, cut && !hidden);
    if (e.neg) { show(e.neg, v[2] & 8); e.neg.setAttribute('stroke', C[v[0]]); }
    e.line.setAttribute('stroke', C[v[0]]); e.line.setAttribute('stroke-width', v[1]);
    e.line.setAttribute('stroke-dasharray', v[2] & 1 ? '4 3' : 'none');
    e.move.setAttribute('fill', C[v[4]]);
    e.prob.textContent = v[3] ? (e.move.textContent ? ' ' : '') + v[3] : '';
    e.prob.setAttribute('fill', C[v[5]]);
    const k = v[3] ? 'p' : 'l';
    e.label.setAttribute('x', e.d[k + 'x']); e.label.setAttribute('y', e.d[k + 'y']);
    e.label.setAttribute('text-anchor', e.d[k + 'a']);
  }
  const horizon = svg.querySelector('.horizon');
  const chanceMarks = svg.querySelector('.chancemarks');
  const slider = document.getElementById('slider'), caption = document.getElementById('caption');
  const where = document.getElementById('where');
  // MCTS: the steps at which each iteration is done, stepped by phase or by whole iteration as
  // the window's iteration bar does; the plot's marker follows the iterations done.
  const IE = ITERATIONENDS, by = document.getElementById('by'), iter = document.getElementById('iter');
  const plot = document.querySelector('svg.plot');
  const done = s => { let k = 0; while (k < IE.length && IE[k] <= s) ++k; return k; };
  const atOrAfter = s => { const i = F.findIndex(f => f.s >= s); return i < 0 ? F.length - 1 : i; };
  const atOrBefore = s => { let i = 0; F.forEach((f, j) => { if (f.s <= s) i = j; }); return i; };
  const byIteration = () => by && by.value === 'iteration';
  let at = 0;
  function forward() {
    if (!byIteration()) return go(at + 1);
    const next = IE.find(e => e > F[at].s);
    go(next === undefined ? F.length - 1 : atOrAfter(next));
  }
  function back() {
    if (!byIteration()) return go(at - 1);
    let before = 0;
    IE.forEach(e => { if (e < F[at].s) before = e; });
    go(atOrBefore(before));
  }
  function goIteration(k) {
    k = Math.max(0, Math.min(IE.length, k | 0));
    go(atOrAfter(k ? IE[k - 1] : 0));
  }
  function go(i) {
    at = Math.max(0, Math.min(F.length - 1, i));
    const f = F[at];
    f.n.forEach((v, k) => node(nodes[k], v));
    f.e.forEach((v, k) => { if (v) edge(edges[k], v); });
    show(horizon, !!f.h);
    chanceMarks.innerHTML = f.k || '';
    if (f.h) {
      horizon.querySelector('text').textContent = f.h[0];
      horizon.setAttribute('transform', 'translate(0,' + f.h[1] + ')');
    }
    slider.value = at;
    caption.textContent = f.c;
    where.textContent = STEPWORD + ' ' + f.s + ' / ' + LAST;
    if (IE.length) {
      const k = done(f.s);
      where.textContent += ' \u00b7 ' + ITERWORD + ' ' + k + ' / ' + IE.length;
      if (iter) iter.value = k;
      if (plot) plot.querySelectorAll('.mark').forEach(m => {
        m.style.display = '';
        m.setAttribute('transform', 'translate(' + k * plot.dataset.dx + ',0)');
      });
    }
  }
  slider.max = F.length - 1;
  slider.addEventListener('input', () => go(+slider.value));
  document.getElementById('prev').addEventListener('click', back);
  document.getElementById('next').addEventListener('click', forward);
  if (iter) iter.addEventListener('change', () => goIteration(+iter.value));
  document.addEventListener('keydown', ev => {
    if (ev.target === slider || ev.target === iter || ev.target === by) return;
    const to = {ArrowLeft: back, ArrowRight: forward, Home: () => go(0),
      End: () => go(F.length - 1)}[ev.key];
    if (to === undefined) return;
    ev.preventDefault();
    to();
  });
  go(0);
})();
)JS";

// JSON as the script holds it. A '<' can only stand inside a JSON string, where \u003c
// means the same: then no "</script", "<!--" or "<script" can form, which would end the
// script or make the browser read the rest of the page into it. U+2028 and U+2029, line ends
// to older JavaScript, likewise. The one way any text enters the script.
QByteArray scriptData(QByteArray json)
{
    json.replace('<', "\\u003c");
    json.replace("\xe2\x80\xa8", "\\u2028");
    json.replace("\xe2\x80\xa9", "\\u2029");
    return json;
}

} // namespace

QByteArray htmlPageText(const HtmlPage &page)
{
    const Palette &p = page.palette;
    QByteArray script = Script;
    // The frames go in last: their narration may contain any of the other placeholders.
    script.replace("COLOURS", scriptData(page.colours));
    script.replace("ANNOTATION", QByteArray::number(p.annotationFontSize));
    script.replace("VALUEFONT", QByteArray::number(p.valueFontSize));
    script.replace("FORMULAGAP", QByteArray::number(std::round(besideGap(p))));
    script.replace("GAP", QByteArray::number(p.textGap));
    script.replace("SOLVEDFILL", QByteArray::number(page.solvedFill));
    script.replace("LIVEFILL", QByteArray::number(page.liveFill));
    script.replace("SOLVED", QByteArray::number(page.solved));
    script.replace("LIVE", QByteArray::number(page.live));
    script.replace("LAST", QByteArray::number(page.stepCount));
    const QByteArray word =
        QJsonDocument(QJsonArray{QCoreApplication::translate("gt::Export", "Step")})
            .toJson(QJsonDocument::Compact);
    script.replace("STEPWORD", scriptData(word.mid(1, word.size() - 2))); // the string alone
    script.replace("FADED", QByteArray::number(FadedOpacity));
    script.replace("ITERATIONENDS", scriptData(page.iterationEnds));
    const QByteArray iterationWord =
        QJsonDocument(QJsonArray{QCoreApplication::translate("gt::Export", "Iteration")})
            .toJson(QJsonDocument::Compact);
    script.replace("ITERWORD", scriptData(iterationWord.mid(1, iterationWord.size() - 2)));
    script.replace("FRAMES", scriptData(page.frames));

    const QString font = QStringLiteral("font-family:'DejaVu Sans',Verdana,sans-serif;");
    QString css = QStringLiteral(
        "body{margin:0;padding:1em;background:%1;color:%2;%3}"
        "h1{font-size:1.3em;margin:0 0 .5em}"
        "#tree{width:100%;max-height:75vh}"
        "#tree text{font-size:%4px}"
        "#tree .value{font-size:%5px;font-weight:%6;text-anchor:middle}"
        "#tree .name{font-size:%7px;font-weight:%8;text-anchor:end}"
        "#tree .move{font-size:%9px;font-style:italic}"
        "#tree .id{font-size:%13px;fill:%14}"
        "#tree .halo{fill:none;stroke-linejoin:round;opacity:.35}"
        "#tree .formula rect{stroke:%10;fill:%1}#tree .formula text{text-anchor:middle}"
        "#tree .cut{stroke:%11;stroke-width:%12;stroke-linecap:round;fill:none}"
        ".controls{display:flex;gap:.5em;align-items:center;margin:.5em 0}"
        "#slider{flex:1}#caption{min-height:2.6em;margin:.3em 0}"
        "#plot svg{max-width:100%;height:auto}");
    css = css.arg(p.background, p.foreground, font, QString::number(p.annotationFontSize),
                  QString::number(p.valueFontSize),
                  p.valueBold ? QStringLiteral("bold") : QStringLiteral("normal"),
                  QString::number(p.nameFontSize),
                  p.nameBold ? QStringLiteral("bold") : QStringLiteral("normal"),
                  QString::number(p.labelFontSize))
              .arg(p.formulaBorder, p.cutColor, QString::number(p.cutWidth),
                   QString::number(p.idFontSize), p.mutedText);

    // The page's language, as its texts are: the catalogue names its own code.
    QString lang = QCoreApplication::translate(
        "gt::Export", "en", "the code of this language for HTML's lang attribute, e.g. de");
    lang.remove(QRegularExpression(QStringLiteral("[^A-Za-z-]")));
    QByteArray out = "<!DOCTYPE html>\n<html lang=\"" + (lang.isEmpty() ? "en" : lang.toLatin1()) +
                     "\">\n<head>\n<meta charset=\"utf-8\">\n"
                     "<meta name=\"generator\" content=\"GameTree Studio\">\n<title>" +
                     xmlEscaped(page.title).toUtf8() + "</title>\n<style>" + css.toUtf8() +
                     "</style>\n</head>\n<body>\n<h1>" + xmlEscaped(page.title).toUtf8() +
                     "</h1>\n<svg id=\"tree\" viewBox=\"" + page.viewBox.toUtf8() +
                     "\" role=\"img\">\n" + page.svg.toUtf8() + "</svg>\n";
    out += "<div class=\"controls\"><button id=\"prev\" title=\"←\">&larr;</button>"
           "<input id=\"slider\" type=\"range\" min=\"0\" value=\"0\">"
           "<button id=\"next\" title=\"→\">&rarr;</button><span id=\"where\"></span></div>\n";
    if (page.iterationEnds != "[]") // MCTS: the window's iteration bar, by phase or by iteration
        out += "<div class=\"controls\"><select id=\"by\"><option value=\"iteration\">" +
               xmlEscaped(QCoreApplication::translate("gt::Export", "by iteration")).toUtf8() +
               "</option><option value=\"event\">" +
               xmlEscaped(QCoreApplication::translate("gt::Export", "by phase")).toUtf8() +
               "</option></select><label>" +
               xmlEscaped(QCoreApplication::translate("gt::Export", "Iteration")).toUtf8() +
               " <input id=\"iter\" type=\"number\" min=\"0\" max=\"" +
               QByteArray::number(page.iterationEnds.count(',') + 1) +
               "\" value=\"0\"></label></div>\n";
    out += "<p id=\"caption\"></p>\n";
    if (!page.plot.isEmpty())
        out += "<div id=\"plot\">" + page.plot.toUtf8() + "</div>\n";
    out += "<script>" + script + "</script>\n</body>\n</html>\n";
    return out;
}

} // namespace gt

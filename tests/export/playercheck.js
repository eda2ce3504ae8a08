// Replays an HTML player (core/export/htmlplayer.h) in Node.js without a browser: a small DOM
// holds the page's inline SVG, the page's own script runs against it, and the keys a reader
// presses are sent to it. Prints one JSON line per step reached with → from the first, then
// one for End, one for ← and one for dragging the slider to the middle: what every node and
// edge shows then. tst_export compares these with the frames the other exports draw.
//   node playercheck.js PAGE.html
'use strict';
const fs = require('fs');
const vm = require('vm');

const html = fs.readFileSync(process.argv[2], 'utf8');

function decode(text) {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

class Node {
  constructor(tag, attrs) {
    this.tagName = tag;
    this.attrs = attrs || {};
    this.children = [];
    this.text = '';
    // Inline "display:none" as the browser reads it; the script changes el.style.display.
    this.style = {display: /display:\s*none/.test(this.attrs.style || '') ? 'none' : ''};
    this.listeners = {};
  }
  get id() { return this.attrs.id || ''; }
  get dataset() {
    const d = {};
    for (const [k, v] of Object.entries(this.attrs))
      if (k.startsWith('data-')) d[k.slice(5)] = v;
    return d;
  }
  setAttribute(k, v) { this.attrs[k] = String(v); }
  getAttribute(k) { return this.attrs[k] === undefined ? null : this.attrs[k]; }
  appendChild(c) { c.parent = this; this.children.push(c); return c; }
  get textContent() { return this.text + this.children.map(c => c.textContent).join(''); }
  set textContent(t) { this.children = []; this.text = String(t); }
  addEventListener(type, fn) { (this.listeners[type] = this.listeners[type] || []).push(fn); }
  dispatch(type, event) { for (const fn of this.listeners[type] || []) fn(event); }
  * descendants() {
    for (const c of this.children) { yield c; yield* c.descendants(); }
  }
  matches(sel) {
    if (sel.startsWith('.')) return (this.attrs.class || '').split(' ').includes(sel.slice(1));
    const m = /^(\w+)\[id\^="(\w+)"\]$/.exec(sel);
    if (m) return this.tagName === m[1] && this.id.startsWith(m[2]);
    return this.tagName === sel;
  }
  querySelector(sel) {
    for (const d of this.descendants()) if (d.matches(sel)) return d;
    return null;
  }
  querySelectorAll(sel) { return [...this.descendants()].filter(d => d.matches(sel)); }
  // Text boxes from the font size the page's style gives and a typical advance.
  getBBox() {
    const lines = this.children.length ? this.children.map(c => c.textContent) : [this.text];
    const width = Math.max(0, ...lines.map(l => l.length)) * 6.5;
    const x = +(this.attrs.x || (this.children[0] && this.children[0].attrs.x) || 0);
    const y = +(this.attrs.y || (this.children[0] && this.children[0].attrs.y) || 0);
    return {x: x, y: y - 10, width: width, height: lines.length * 13};
  }
  // The same advance along one line (the page shrinks a value wider than its shape).
  getComputedTextLength() { return this.textContent.length * 6.5; }
}

// The inline SVG as a tree of nodes: tags with attributes, and text.
function parseSvg(svgText) {
  const root = new Node('#root');
  let at = root;
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  let m;
  while ((m = token.exec(svgText))) {
    if (m[5] !== undefined) {
      if (at !== root) at.appendChild(Object.assign(new Node('#text'), {text: decode(m[5])}));
      continue;
    }
    if (m[1]) { at = at.parent; continue; }
    const attrs = {};
    const attr = /([\w:-]+)="([^"]*)"/g;
    let a;
    while ((a = attr.exec(m[3]))) attrs[a[1]] = decode(a[2]);
    const node = at.appendChild(new Node(m[2], attrs));
    if (!m[4]) at = node;
  }
  return root.children[0];
}

const svg = parseSvg(html.slice(html.indexOf('<svg'), html.indexOf('</svg>') + 6));
const controls = {};
for (const id of ['slider', 'caption', 'where', 'prev', 'next']) controls[id] = new Node(id, {id});
const document = new Node('#document');
document.getElementById = id => (id === 'tree' ? svg : controls[id]);
document.createElementNS = (ns, tag) => new Node(tag, {});

// Where a browser ends the text of the script element that starts at `from`: the HTML
// tokenizer's script data states (HTML Living Standard, 13.2.5.4 and after). "<!--" inside a
// script escapes it, and a "<script" after that makes the next "</script>" part of the text,
// so data that holds "<!--<script>" would swallow the rest of the page. -1 when it never ends.
function scriptEnd(text, from) {
  const endTag = at => /^<\/script[\t\n\f\r />]/i.test(text.slice(at, at + 9));
  const startTag = at => /^<script[\t\n\f\r />]/i.test(text.slice(at, at + 8));
  let state = 'data', dashes = 0;
  for (let i = from; i < text.length; ++i) {
    const c = text[i];
    if (state === 'data') {
      if (c === '<' && endTag(i)) return i;
      if (text.startsWith('<!--', i)) { state = 'escaped'; dashes = 2; i += 3; }
      continue;
    }
    if (c === '-') { ++dashes; continue; }
    if (c === '>' && dashes >= 2) { state = 'data'; dashes = 0; continue; }
    dashes = 0;
    if (c !== '<') continue;
    if (state === 'escaped') {
      if (endTag(i)) return i;
      if (startTag(i)) { state = 'double escaped'; i += 6; }
    } else if (endTag(i)) {
      state = 'escaped';
      i += 8;
    }
  }
  return -1;
}

const scriptStart = html.indexOf('<script>') + 8;
const scriptStop = scriptEnd(html, scriptStart);
if (scriptStop < 0) throw new Error('the script element never ends: the page after it is lost');
if (!/^<\/script>\n<\/body>\n<\/html>\n?$/.test(html.slice(scriptStop)))
  throw new Error('the script ends early, at: ' + html.slice(scriptStop, scriptStop + 80));
vm.runInNewContext(html.slice(scriptStart, scriptStop), {document: document, Math: Math});

const shown = n => {
  for (let e = n; e; e = e.parent) if (e.style.display === 'none') return false;
  return true;
};
function state() {
  const nodes = {}, edges = {};
  for (const g of svg.querySelectorAll('g[id^="n"]')) {
    const shape = g.querySelector('.shape');
    const lines = g.querySelector('.window').children.map(t => t.textContent);
    const formula = g.querySelector('.formula');
    nodes[g.id.slice(1)] = {
      visible: shown(g), fill: shape.attrs.fill, stroke: shape.attrs.stroke,
      dashed: shape.attrs['stroke-dasharray'] !== 'none',
      halo: shown(g.querySelector('.halo')), value: g.querySelector('.value').textContent,
      window: lines, tag: shown(g.querySelector('.tag')) ? g.querySelector('.tag').textContent : '',
      formula: shown(formula) ? formula.querySelector('text').children.map(t => t.textContent) : [],
    };
  }
  for (const g of svg.querySelectorAll('g[id^="e"]')) {
    edges[g.id.slice(1)] = {
      line: shown(g.querySelector('.line')), cut: shown(g.querySelector('.cut')),
      stroke: g.querySelector('.line').attrs.stroke,
      probability: g.querySelector('.prob').textContent.trim(),
      negated: !!g.querySelector('.neg') && shown(g.querySelector('.neg')),
    };
  }
  const horizon = svg.querySelector('.horizon');
  return {where: controls.where.textContent, caption: controls.caption.textContent,
          slider: +controls.slider.value, nodes: nodes, edges: edges,
          horizon: horizon && shown(horizon) ? horizon.querySelector('text').textContent : ''};
}
const key = k => document.dispatch('keydown', {key: k, target: document, preventDefault() {}});

const count = +controls.slider.max + 1;
const out = [state()];
for (let i = 1; i < count; ++i) {
  key('ArrowRight');
  out.push(state());
}
key('ArrowRight'); // past the end: stays
out.push(state());
key('Home');
out.push(state());
key('End');
key('ArrowLeft');
out.push(state());
controls.slider.value = Math.floor(count / 2);
controls.slider.dispatch('input', {});
out.push(state());
for (const s of out) console.log(JSON.stringify(s));

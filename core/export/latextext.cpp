#include "latextext.h"

#include <QHash>

#include <cmath>

namespace gt {

namespace {

const QHash<char32_t, QString> &mathSymbols()
{
    static const QHash<char32_t, QString> symbols = {
        {U'Γ', QStringLiteral("\\Gamma")},
        {U'≤', QStringLiteral("\\leq")},
        {U'≥', QStringLiteral("\\geq")},
        {U'∞', QStringLiteral("\\infty")},
        {U'−', QStringLiteral("-")},
        {U'·', QStringLiteral("\\cdot")},
        {U'×', QStringLiteral("\\times")},
        {U'←', QStringLiteral("\\leftarrow")},
        {U'→', QStringLiteral("\\rightarrow")},
        {U'▷', QStringLiteral("\\triangleright")},
        {U'≠', QStringLiteral("\\neq")},
        {U'½', QStringLiteral("\\frac{1}{2}")},
        {U'⅓', QStringLiteral("\\frac{1}{3}")},
        {U'⅔', QStringLiteral("\\frac{2}{3}")},
        {U'¼', QStringLiteral("\\frac{1}{4}")},
        {U'¾', QStringLiteral("\\frac{3}{4}")},
        {U'⅕', QStringLiteral("\\frac{1}{5}")},
        {U'⅖', QStringLiteral("\\frac{2}{5}")},
        {U'⅗', QStringLiteral("\\frac{3}{5}")},
        {U'⅘', QStringLiteral("\\frac{4}{5}")},
        {U'⅙', QStringLiteral("\\frac{1}{6}")},
        {U'⅚', QStringLiteral("\\frac{5}{6}")},
        {U'⅛', QStringLiteral("\\frac{1}{8}")},
        {U'⅜', QStringLiteral("\\frac{3}{8}")},
        {U'⅝', QStringLiteral("\\frac{5}{8}")},
        {U'⅞', QStringLiteral("\\frac{7}{8}")},
        {U'△', QStringLiteral("\\bigtriangleup")},
        {U'▽', QStringLiteral("\\bigtriangledown")},
        {U'√', QStringLiteral("\\surd")}, // MCTS's UCB sums: "1.41·√(ln 12 / 3)"
        // The child a selection takes ("✔ 1.91"): a check mark needs amssymb, which the
        // documents do not load; plain TeX's triangle marks it as clearly.
        {U'✔', QStringLiteral("\\triangleright")},
    };
    return symbols;
}

const QHash<char32_t, QString> &textSymbols()
{
    // α, β, γ upright from Euler Roman (amsfonts, part of every TeX Live): math italic is a
    // serif face that stands out among sans-serif texts, and Computer Modern has no sans Greek.
    static const QHash<char32_t, QString> symbols = {
        {U'α', QStringLiteral("{\\usefont{U}{eur}{m}{n}\\char11}")},
        {U'β', QStringLiteral("{\\usefont{U}{eur}{m}{n}\\char12}")},
        {U'γ', QStringLiteral("{\\usefont{U}{eur}{m}{n}\\char13}")},
        {U'…', QStringLiteral("\\ldots{}")},
        {U'–', QStringLiteral("--")},
        {U'—', QStringLiteral("---")},
        {U'“', QStringLiteral("``")},
        {U'”', QStringLiteral("''")},
        {U'‘', QStringLiteral("`")},
        {U'’', QStringLiteral("'")},
        {U'\u00a0', QStringLiteral("~")},
    };
    return symbols;
}

} // namespace

QString latexText(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    // Consecutive symbols share one $…$; digits stay outside, in the text's sans-serif face
    // ("$-$0.4", "0.7$\\cdot$1"), and TeX never breaks a line between a sign and its number.
    bool inMath = false;
    auto closeMath = [&] {
        if (inMath)
            out += u'$';
        inMath = false;
    };
    for (char32_t c : text.toUcs4()) {
        if (const auto m = mathSymbols().constFind(c); m != mathSymbols().constEnd()) {
            if (!inMath)
                out += u'$';
            else if (m->front() == u'\\' || out.back().isLetter())
                out += u' ';
            inMath = true;
            out += *m;
            continue;
        }
        closeMath();
        switch (c) {
        case U'\\': out += QStringLiteral("\\textbackslash{}"); continue;
        case U'{':
        case U'}':
        case U'$':
        case U'&':
        case U'#':
        case U'_':
        case U'%':
            out += u'\\';
            out += QChar(c);
            continue;
        case U'^': out += QStringLiteral("\\textasciicircum{}"); continue;
        case U'~': out += QStringLiteral("\\textasciitilde{}"); continue;
        case U'<': out += QStringLiteral("$<$"); continue;
        case U'>': out += QStringLiteral("$>$"); continue;
        case U'|': out += QStringLiteral("$|$"); continue;
        // Braced, a bracket can never be read as an optional argument: after \\ (a line
        // break, "Missing number"), \item, or a macro of the document the text is pasted in.
        case U'[': out += QStringLiteral("{[}"); continue;
        case U']': out += QStringLiteral("{]}"); continue;
        default: break;
        }
        if (const auto t = textSymbols().constFind(c); t != textSymbols().constEnd()) {
            out += *t;
        } else if ((c >= 0x2066 && c <= 0x2069) || (c >= 0x202a && c <= 0x202e) || c == 0x200e ||
                   c == 0x200f || c == 0x061c) {
            continue; // bidi marks and isolates (narration.cpp isolates names): TeX sets no bidi
        } else if (c < 0x20 || (c >= 0x7f && c < 0xa0)) {
            // Control characters, line breaks among them: a \\ is not allowed in most places
            // a text goes (a node without align, a paragraph's start: "missing \item").
            out += u' ';
        } else if (c < 0x7f || (c >= 0xc0 && c <= 0xff && c != 0xd7 && c != 0xf7)) {
            out += QString::fromUcs4(&c, 1); // ASCII and accented Latin-1 letters
        } else {
            out += u'?';
        }
    }
    closeMath();
    return out;
}

QString latexShortText(const QString &text, int most)
{
    if (text.size() <= most)
        return text; // UTF-16 units are at least as many as code points: nothing to cut
    const auto points = text.toUcs4(); // code points, so that no pair is cut in two
    if (points.size() <= most)
        return text;
    QString out;
    for (qsizetype i = 0; i < most - 1; ++i)
        out += QString::fromUcs4(reinterpret_cast<const char32_t *>(&points[i]), 1);
    return out + QStringLiteral("…");
}

GameTree latexShortNames(const GameTree &tree)
{
    bool tooLong = false;
    for (NodeId n = 0; n < tree.size() && !tooLong; ++n)
        tooLong =
            tree.name(n).size() > MaxLatexNameChars || tree.label(n).size() > MaxLatexNameChars;
    if (!tooLong)
        return tree;
    TreeDraft draft = tree.toDraft();
    for (DraftNode &d : draft.nodes) {
        d.name = latexShortText(d.name);
        d.label = latexShortText(d.label);
    }
    const GameTree shortened = GameTree::fromDraft(draft);
    return shortened.isEmpty() ? tree : shortened;
}

QString latexColourName(const QString &role)
{
    QString name = QStringLiteral("gt");
    bool upper = true;
    for (QChar c : role) {
        if (!c.isLetter()) {
            upper = true;
            continue;
        }
        name += upper ? c.toUpper() : c;
        upper = false;
    }
    return name;
}

QString latexHtmlColour(const QString &hex)
{
    QString digits = hex.startsWith(u'#') ? hex.mid(1) : hex;
    if (digits.size() != 6)
        digits = QStringLiteral("000000");
    return digits.toUpper();
}

QString latexNumber(double v)
{
    if (!std::isfinite(v))
        return QStringLiteral("0");
    double rounded = std::round(v * 100) / 100;
    if (rounded == 0)
        rounded = 0; // never "-0"
    QString text = QString::number(rounded, 'f', 2);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text;
}

} // namespace gt

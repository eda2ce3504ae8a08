#pragma once

#include "../tree/gametree.h"

#include <QString>

namespace gt {

// Any text of a diagram (values, windows, formulas, names, move labels, titles, narration) as
// LaTeX that pdflatex sets with nothing but its base packages: TeX's special characters are
// escaped, the symbols the annotations use (≤ ≥ ∞ − · ½ Γ …) become math, and α β γ upright
// Euler letters that sit well in sans-serif text. Characters
// pdflatex cannot set without extra packages become '?', and control characters, line breaks
// among them, a space, so a user's odd node name can never break a lecturer's document;
// brackets are braced, never an optional argument. Lines are the caller's to break (`\\`
// between the texts of several lines, where the place allows it).
QString latexText(const QString &text);

// The most characters of a name or move label (MaxLatexTitleChars: of a title) a TeX export
// sets. TeX's dimensions end at 16,384 pt: an 800-character name is wider than that with the
// room the layout keeps beside it, and pdflatex stops with "Dimension too large" (issue 27),
// where the documentation allows names of 1,000 characters. Longer texts are cut with a
// visible "…".
constexpr int MaxLatexNameChars = 60;
constexpr int MaxLatexTitleChars = 160;

// `text` cut to at most `most` characters (code points), the last of them "…" when it was cut.
QString latexShortText(const QString &text, int most = MaxLatexNameChars);

// `tree` with every name and move label cut by latexShortText, for the layout and the text of
// a TeX export alike (the layout keeps room for the names it is given). The tree itself when
// nothing is too long.
GameTree latexShortNames(const GameTree &tree);

// A colour name for \definecolor: "gt" + the role, letters only ("gtMaxFill").
QString latexColourName(const QString &role);
// "#c6dbef" → "C6DBEF" for \definecolor{…}{HTML}{…}.
QString latexHtmlColour(const QString &hex);

// A number for TikZ coordinates and lengths: at most two decimals, no exponent, C locale.
QString latexNumber(double v);

} // namespace gt

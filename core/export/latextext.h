#pragma once

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

// A colour name for \definecolor: "gt" + the role, letters only ("gtMaxFill").
QString latexColourName(const QString &role);
// "#c6dbef" → "C6DBEF" for \definecolor{…}{HTML}{…}.
QString latexHtmlColour(const QString &hex);

// A number for TikZ coordinates and lengths: at most two decimals, no exponent, C locale.
QString latexNumber(double v);

} // namespace gt

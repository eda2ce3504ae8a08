#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace gt {

// Numbers as every file format writes and reads them: the C locale whatever the user's locale,
// and the shortest text that reads back to exactly the same double, so that saving and loading
// never drifts a value and `0.1` stays `0.1`.

// Integers below 10^15 in plain digits ("1000000", not "1e+06"); anything else in the
// shortest form that round-trips ("0.1", "1e-07", "1e+300"). NaN and infinities come out as
// "nan", "inf" and "-inf", which no reader accepts as a value.
QString formatNumber(double value);

// Reads the whole of `text` as a finite decimal number: an optional sign, digits with an
// optional point, an optional exponent ("-2", ".5", "1e3", "2.5E-3"). No hexadecimal, no
// "inf" or "nan", no surrounding spaces. On failure *why says what is wrong, as a phrase to put
// after the quoted text: "is not a number", "is not a finite number", "is out of range".
std::optional<double> parseNumber(QStringView text, QString *why = nullptr);

// Reads a probability as the editors take it: a number as parseNumber reads it ("0.25") or a
// fraction of two ("1/4", spaces allowed around the slash); empty text gives NaN, which means
// "none given" (uniform). The sign is not checked: callers say why a negative one is refused.
// On failure *why is a phrase like parseNumber's, or "divides by zero".
std::optional<double> parseProbability(QStringView text, QString *why = nullptr);

// True for the words that name no finite number: inf, infinity and nan, in any case, with an
// optional sign. Readers use it to say "not a finite number" rather than "not a number".
bool namesNonFiniteNumber(QStringView text);

} // namespace gt

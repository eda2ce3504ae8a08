#pragma once

#include <QString>

namespace gt {

// Text as XML 1.0 can hold it: the characters it forbids anywhere (controls other than tab,
// line feed and carriage return; U+FFFE and U+FFFF; unpaired surrogates) become U+FFFD. Names
// may hold them (the window's editor and programmatic trees take any text); an SVG with one
// is not XML at all.
QString xmlCharacters(const QString &text);

// Text for XML and HTML content and attribute values: xmlCharacters, with & < > " escaped.
QString xmlEscaped(const QString &text);

} // namespace gt

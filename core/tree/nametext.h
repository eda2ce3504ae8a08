#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace gt {

// What text a tree may hold: the one rule for names, move labels and document titles, applied
// by every reader (.tree, .json, .dot), by GameTree::fromDraft as a backstop, and by the
// editor. Such text is drawn on the canvas, written into every file format and export, and
// quoted in messages; a control character cannot be written back by every format (a NUL ends
// a C string inside cgraph), breaks lines in one-line messages, and a lone surrogate or a
// noncharacter has no UTF-8 form, so it would silently turn into "?".
//
// Refused: C0 controls U+0000-U+001F, DEL and the C1 controls U+007F-U+009F, unpaired UTF-16
// surrogates, and the noncharacters U+FFFE and U+FFFF. Multi-line text (a document's title and
// notes) may also hold line feeds and tabs.

enum class TextKind { Line, MultiLine };

// The first character `text` may not hold: where it is (a UTF-16 index) and its code point.
struct ForbiddenChar {
    qsizetype index = 0;
    char32_t codePoint = 0;
};

std::optional<ForbiddenChar> firstForbiddenChar(QStringView text, TextKind kind = TextKind::Line);

// What the character is, for messages: "a control character (U+000A)", "an unpaired
// surrogate (U+D83D)", "a noncharacter (U+FFFE)".
QString describeForbiddenChar(const ForbiddenChar &c);

} // namespace gt

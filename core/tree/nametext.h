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

// A user's name as it is put inside one of our sentences. A name that holds right-to-left
// letters or bidi controls (U+202E RIGHT-TO-LEFT OVERRIDE reversed the rest of the narration:
// "the value of .3 si CBA", issue 27) is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL
// ISOLATE, so that it orders itself and leaves the sentence around it alone; an isolate the
// name closes itself is matched by one more opened around it. Any other name is returned as
// it is, so that plain text stays plain.
QString isolatedName(const QString &name);

} // namespace gt

#pragma once

#include <QByteArray>
#include <QString>

namespace gt {

// A place in a text input, 1-based; 0 means unknown (binary input, or no position applies).
struct TextPos {
    int line = 0;
    int column = 0;
};

// Why an input could not be read, in the form every reader reports:
// "file:line:column: message" ("file:line: message" when only the line is known, "file: message"
// when there is no position).
struct ReadError {
    QString source; // file path, "<stdin>" or "<text>"
    TextPos pos;
    QString message;

    QString toString() const;
};

// Where a byte offset into UTF-8 text falls, columns counting code points (an offset past the
// end gives the position just after the text).
TextPos textPosAt(const QByteArray &utf8, qsizetype offset);

} // namespace gt

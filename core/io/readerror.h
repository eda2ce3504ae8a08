#pragma once

#include <QString>

namespace gt {

// A place in a text input, 1-based; 0 means unknown (binary input, or no position applies).
struct TextPos {
    int line = 0;
    int column = 0;
};

// Why an input could not be read, in the form every reader reports:
// "file:line:column: message" (or "file: message" when there is no position).
struct ReadError {
    QString source; // file path, "<stdin>" or "<text>"
    TextPos pos;
    QString message;

    QString toString() const;
};

} // namespace gt

#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <optional>

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

    // One line whatever the input held: a control character quoted from the input (a DOT ID,
    // a kind) shows as U+FFFD.
    QString toString() const;
};

// How every reader counts lines: a line ends at LF, at CR LF (at its LF) and at a lone CR (old
// Mac files), so that a position matches what an editor shows.
constexpr bool endsLine(char32_t c, char32_t next)
{
    return c == U'\n' || (c == U'\r' && next != U'\n');
}

// Where offsets into UTF-8 text fall, columns counting code points (an offset past the end
// gives the position just after the text). Counts on from the last offset asked for, so a
// reader that asks in increasing order pays one pass over the text in all.
class TextPosCounter {
public:
    explicit TextPosCounter(const QByteArray &utf8)
        : m_text(utf8)
    {}
    TextPos at(qsizetype offset);

private:
    const QByteArray &m_text;
    qsizetype m_offset = 0;
    TextPos m_pos{1, 1};
};

TextPos textPosAt(const QByteArray &utf8, qsizetype offset);
TextPos textPosAt(QStringView text, qsizetype index); // UTF-16 text, a code-unit index

// The first byte of `bytes` that is not well-formed UTF-8 (overlong forms, surrogates and
// values past U+10FFFF included), or -1. Every reader checks its bytes before decoding, because
// decoding would silently turn a Latin-1 "é" in a name into U+FFFD.
qsizetype invalidUtf8At(const QByteArray &bytes);

// "the text is not valid UTF-8" at the first bad byte; nothing when the text is valid.
std::optional<ReadError> checkUtf8(const QByteArray &bytes, const QString &source);

// "the file is larger than 128 MiB", at the place where the input crosses the limit.
ReadError inputTooLarge(const QByteArray &bytes, const QString &source);
ReadError inputTooLarge(QStringView text, const QString &source);

} // namespace gt

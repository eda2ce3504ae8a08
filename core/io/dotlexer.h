#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace gt {

// One token of DOT text, split as cgraph's lexer splits it.
struct DotToken {
    enum Kind : std::uint8_t {
        End,     // past the last token
        Id,      // a plain ID: letters, digits, '_', '.', bytes >= 0x80, or a number
        Quoted,  // "…"
        Html,    // <…>, angle brackets nested
        Edge,    // -> or --
        Punct,   // any other single byte: { } [ ] = ; , : + and stray bytes (NUL included)
        Comment, // /* … */, // …, a `#` line, or a byte-order mark: cgraph should see spaces
    };
    Kind kind = End;
    std::size_t begin = 0; // byte offsets in the text: [begin, end)
    std::size_t end = 0;
    int line = 1;          // where the token starts, every line break counted
    int cgraphLine = 1;    // the line cgraph's lexer counts after reading the token (below)
    int lineBreaks = 0;    // inside the token
    bool unclosed = false; // a string or /* comment that runs to the end of the text
    std::string text;      // an ID as cgraph names it: strings unescaped, HTML without < >

    char first(std::string_view source) const { return begin < source.size() ? source[begin] : 0; }
    bool isPunct(std::string_view source, char c) const
    {
        return kind == Punct && first(source) == c;
    }
    // A quoted or HTML string's contents, without its delimiters; the token for the others.
    std::size_t contentBytes() const;
    // ID, quoted or HTML string: what can name a node, a graph or an attribute.
    bool isId() const { return kind == Id || kind == Quoted || kind == Html; }
};

// The one DOT tokenizer: the check before cgraph reads a text (DotGuard) and the lookup of
// places in it (DotSource) both read the text through it, so they cannot disagree on where a
// token starts. It reads as cgraph's lexer reads: \" inside a quoted string is a quote, \\ a
// pair of backslashes, backslash-newline continues the string; HTML strings nest angle
// brackets; a `#` at the start of a line starts a preprocessor line. It judges nothing: limits
// and errors are its readers' business. Lines are counted twice: `line` counts every line
// break, `cgraphLine` counts them as cgraph does (measured on 2.42): every newline except one
// inside a quoted string, unless escaped by a backslash, so a syntax error after `"a<newline>b"`
// is reported a line early.
class DotLexer {
public:
    enum class Comments : std::uint8_t { Skip, Yield };

    explicit DotLexer(std::string_view text, Comments comments = Comments::Skip)
        : m_text(text)
        , m_comments(comments)
    {}

    DotToken next();
    const DotToken &peek(); // the token next() returns

private:
    DotToken lex();
    char at(std::size_t i) const { return i < m_text.size() ? m_text[i] : '\0'; }
    void comment(DotToken &t, std::size_t stop, bool unclosed);

    std::string_view m_text;
    Comments m_comments;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_cgraphLine = 1;
    DotToken m_peeked;
    bool m_hasPeeked = false;
};

} // namespace gt

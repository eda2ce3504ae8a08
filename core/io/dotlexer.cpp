#include "dotlexer.h"

#include <algorithm>
#include <utility>

namespace gt {

namespace {

bool isIdByte(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.' || c >= 0x80;
}

} // namespace

std::size_t DotToken::contentBytes() const
{
    if (kind != Quoted && kind != Html)
        return end - begin;
    const std::size_t delimiters = unclosed ? 1 : 2;
    return end - begin > delimiters ? end - begin - delimiters : 0;
}

DotToken DotLexer::next()
{
    if (m_hasPeeked) {
        m_hasPeeked = false;
        return std::move(m_peeked);
    }
    return lex();
}

const DotToken &DotLexer::peek()
{
    if (!m_hasPeeked) {
        m_peeked = lex();
        m_hasPeeked = true;
    }
    return m_peeked;
}

void DotLexer::comment(DotToken &t, std::size_t stop, bool unclosed)
{
    t.kind = DotToken::Comment;
    t.end = stop;
    t.unclosed = unclosed;
    t.lineBreaks = int(std::count(m_text.begin() + std::ptrdiff_t(t.begin),
                                  m_text.begin() + std::ptrdiff_t(stop), '\n'));
    m_line += t.lineBreaks;
    m_cgraphLine += t.lineBreaks;
    m_pos = stop;
}

DotToken DotLexer::lex()
{
    const std::size_t size = m_text.size();
    for (;;) {
        while (m_pos < size) {
            const char c = m_text[m_pos];
            if (c == '\n') {
                ++m_line;
                ++m_cgraphLine;
            } else if (c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v') {
                break;
            }
            ++m_pos;
        }
        DotToken t;
        t.begin = m_pos;
        t.line = m_line;
        if (m_pos >= size) {
            t.end = m_pos;
            t.cgraphLine = m_cgraphLine;
            return t;
        }
        const auto c = static_cast<unsigned char>(m_text[m_pos]);
        const auto lineEnd = [this, size] {
            const std::size_t eol = m_text.find('\n', m_pos);
            return eol == std::string_view::npos ? size : eol;
        };
        if (m_pos == 0 && m_text.substr(0, 3) == "\xEF\xBB\xBF") {
            comment(t, 3, false); // a byte-order mark
        } else if (c == '#' && (m_pos == 0 || m_text[m_pos - 1] == '\n')) {
            comment(t, lineEnd(), false); // a preprocessor line
        } else if (c == '/' && at(m_pos + 1) == '/') {
            comment(t, lineEnd(), false);
        } else if (c == '/' && at(m_pos + 1) == '*') {
            const std::size_t close = m_text.find("*/", m_pos + 2);
            comment(t, close == std::string_view::npos ? size : close + 2,
                    close == std::string_view::npos);
        } else if (c == '"') {
            t.kind = DotToken::Quoted;
            ++m_pos;
            while (m_pos < size && m_text[m_pos] != '"') {
                const char d = m_text[m_pos];
                const char e = at(m_pos + 1);
                if (d == '\\' && e == '"') {
                    t.text += '"';
                    m_pos += 2;
                } else if (d == '\\' && e == '\n') { // a continued line: not part of the text
                    ++m_cgraphLine;
                    ++t.lineBreaks;
                    m_pos += 2;
                } else if (d == '\\' && e == '\\') {
                    t.text += "\\\\";
                    m_pos += 2;
                } else {
                    t.lineBreaks += d == '\n';
                    t.text += d;
                    ++m_pos;
                }
            }
            t.unclosed = m_pos >= size;
            m_pos = std::min(m_pos + 1, size);
            m_line += t.lineBreaks;
        } else if (c == '<') {
            t.kind = DotToken::Html;
            int nesting = 1;
            const std::size_t start = ++m_pos;
            for (; m_pos < size && nesting > 0; ++m_pos) {
                if (m_text[m_pos] == '<')
                    ++nesting;
                else if (m_text[m_pos] == '>')
                    --nesting;
                else if (m_text[m_pos] == '\n')
                    ++t.lineBreaks;
            }
            t.unclosed = nesting > 0;
            t.text = std::string(m_text.substr(start, m_pos - start - (t.unclosed ? 0 : 1)));
            m_line += t.lineBreaks;
            m_cgraphLine += t.lineBreaks;
        } else if (c == '-' && (at(m_pos + 1) == '>' || at(m_pos + 1) == '-')) {
            t.kind = DotToken::Edge;
            m_pos += 2;
        } else if (isIdByte(c) || (c == '-' && (at(m_pos + 1) == '.' ||
                                                (at(m_pos + 1) >= '0' && at(m_pos + 1) <= '9')))) {
            t.kind = DotToken::Id;
            ++m_pos;
            while (m_pos < size && isIdByte(static_cast<unsigned char>(m_text[m_pos])))
                ++m_pos;
            t.text = std::string(m_text.substr(t.begin, m_pos - t.begin));
        } else {
            t.kind = DotToken::Punct;
            ++m_pos;
        }
        if (t.kind == DotToken::Comment && m_comments == Comments::Skip)
            continue;
        t.end = t.kind == DotToken::Comment ? t.end : m_pos;
        t.cgraphLine = m_cgraphLine;
        return t;
    }
}

} // namespace gt

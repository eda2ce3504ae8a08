#include "readerror.h"

#include "../tree/nametext.h"
#include "inputlimits.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdint>

namespace gt {

QString ReadError::toString() const
{
    const QString where = source.isEmpty() ? QStringLiteral("<input>") : source;
    QString text;
    if (pos.line > 0 && pos.column > 0)
        text = QStringLiteral("%1:%2:%3: %4")
                   .arg(where, QString::number(pos.line), QString::number(pos.column), message);
    else if (pos.line > 0) // a line without a column, as cgraph reports DOT syntax errors
        text = QStringLiteral("%1:%2: %3").arg(where, QString::number(pos.line), message);
    else
        text = QStringLiteral("%1: %2").arg(where, message);
    while (const std::optional<ForbiddenChar> bad = firstForbiddenChar(text))
        text[bad->index] = QChar::ReplacementCharacter;
    return text;
}

TextPos TextPosCounter::at(qsizetype offset)
{
    offset = std::min(offset, m_text.size());
    if (offset < m_offset) { // asked out of order: count again from the start
        m_offset = 0;
        m_pos = {1, 1};
    }
    for (; m_offset < offset; ++m_offset) {
        const auto c = static_cast<unsigned char>(m_text[m_offset]);
        const auto next =
            m_offset + 1 < m_text.size() ? static_cast<unsigned char>(m_text[m_offset + 1]) : 0;
        if (endsLine(c, next))
            m_pos = {m_pos.line + 1, 1};
        else if ((c & 0xC0) != 0x80 && c != '\r') // not a continuation byte, nor CR of CR LF
            ++m_pos.column;
    }
    return m_pos;
}

TextPos textPosAt(const QByteArray &utf8, qsizetype offset)
{
    return TextPosCounter(utf8).at(offset);
}

TextPos textPosAt(QStringView text, qsizetype index)
{
    TextPos pos{1, 1};
    index = std::min(index, text.size());
    for (qsizetype i = 0; i < index; ++i) {
        const char16_t c = text[i].unicode();
        const char16_t next = i + 1 < text.size() ? text[i + 1].unicode() : 0;
        if (endsLine(c, next))
            pos = {pos.line + 1, 1};
        else if (!QChar::isLowSurrogate(c) && c != u'\r')
            ++pos.column;
    }
    return pos;
}

qsizetype invalidUtf8At(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int extra = 0;
        std::uint32_t cp = 0;
        if (c < 0x80) {
            ++i;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            extra = 1, cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2, cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3, cp = c & 0x07;
        } else {
            return i;
        }
        if (i + extra >= n)
            return i;
        for (int k = 1; k <= extra; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        const std::uint32_t least[] = {0, 0x80, 0x800, 0x10000};
        if (cp < least[extra] || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)
            return i;
        i += 1 + extra;
    }
    return -1;
}

std::optional<ReadError> checkUtf8(const QByteArray &bytes, const QString &source)
{
    const qsizetype bad = invalidUtf8At(bytes);
    if (bad < 0)
        return std::nullopt;
    return ReadError{source, textPosAt(bytes, bad),
                     QCoreApplication::translate("gt::ReadError", "the text is not valid UTF-8")};
}

ReadError inputTooLarge(const QByteArray &bytes, const QString &source)
{
    return {source, textPosAt(bytes, MaxInputBytes),
            QCoreApplication::translate("gt::ReadError", "the file is larger than %1")
                .arg(maxInputSizeText())};
}

ReadError inputTooLarge(QStringView text, const QString &source)
{
    return {source, textPosAt(text, MaxInputBytes),
            QCoreApplication::translate("gt::ReadError", "the input is larger than %1")
                .arg(maxInputSizeText())};
}

} // namespace gt

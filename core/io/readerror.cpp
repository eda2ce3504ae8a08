#include "readerror.h"

#include <algorithm>

namespace gt {

QString ReadError::toString() const
{
    const QString where = source.isEmpty() ? QStringLiteral("<input>") : source;
    if (pos.line > 0 && pos.column > 0)
        return QStringLiteral("%1:%2:%3: %4")
            .arg(where, QString::number(pos.line), QString::number(pos.column), message);
    if (pos.line > 0) // a line without a column, as cgraph reports DOT syntax errors
        return QStringLiteral("%1:%2: %3").arg(where, QString::number(pos.line), message);
    return QStringLiteral("%1: %2").arg(where, message);
}

TextPos textPosAt(const QByteArray &utf8, qsizetype offset)
{
    TextPos pos{1, 1};
    offset = std::min(offset, utf8.size());
    for (qsizetype i = 0; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c == '\n')
            pos = {pos.line + 1, 1};
        else if ((c & 0xC0) != 0x80) // not a continuation byte
            ++pos.column;
    }
    return pos;
}

} // namespace gt

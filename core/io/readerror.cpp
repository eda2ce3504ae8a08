#include "readerror.h"

namespace gt {

QString ReadError::toString() const
{
    const QString where = source.isEmpty() ? QStringLiteral("<input>") : source;
    if (pos.line > 0)
        return QStringLiteral("%1:%2:%3: %4").arg(where).arg(pos.line).arg(pos.column).arg(message);
    return QStringLiteral("%1: %2").arg(where, message);
}

} // namespace gt

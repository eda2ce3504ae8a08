#include "nametext.h"

namespace gt {

std::optional<ForbiddenChar> firstForbiddenChar(QStringView text, TextKind kind)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        if (u >= 0x20 && u < 0x7F)
            continue; // the common case first: printable ASCII
        if (u < 0x20) {
            if (kind == TextKind::MultiLine && (u == u'\n' || u == u'\t'))
                continue;
            return ForbiddenChar{i, u};
        }
        if (u <= 0x9F || u == 0xFFFE || u == 0xFFFF)
            return ForbiddenChar{i, u};
        if (QChar::isHighSurrogate(u)) {
            if (i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
                ++i; // a pair: a code point above U+FFFF
                continue;
            }
            return ForbiddenChar{i, u};
        }
        if (QChar::isLowSurrogate(u))
            return ForbiddenChar{i, u};
    }
    return std::nullopt;
}

QString isolatedName(const QString &name)
{
    bool bidi = false;
    qsizetype closes = 0; // the name's own PDIs: each may close one isolate of ours
    for (const char32_t c : name.toUcs4()) {
        switch (QChar::direction(c)) {
        case QChar::DirR:
        case QChar::DirAL:
        case QChar::DirLRE:
        case QChar::DirLRO:
        case QChar::DirRLE:
        case QChar::DirRLO:
        case QChar::DirPDF:
        case QChar::DirLRI:
        case QChar::DirRLI:
        case QChar::DirFSI: bidi = true; break;
        case QChar::DirPDI:
            bidi = true;
            ++closes;
            break;
        default: break;
        }
    }
    if (!bidi)
        return name;
    return QString(closes + 1, QChar(0x2068)) + name + QString(closes + 1, QChar(0x2069));
}

QString describeForbiddenChar(const ForbiddenChar &c)
{
    const QString code =
        QStringLiteral("U+%1").arg(quint32(c.codePoint), 4, 16, QLatin1Char('0')).toUpper();
    if (c.codePoint >= 0xD800 && c.codePoint <= 0xDFFF)
        return QStringLiteral("an unpaired surrogate (%1)").arg(code);
    if (c.codePoint == 0xFFFE || c.codePoint == 0xFFFF)
        return QStringLiteral("a noncharacter (%1)").arg(code);
    return QStringLiteral("a control character (%1)").arg(code);
}

} // namespace gt

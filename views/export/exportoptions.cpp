#include "exportoptions.h"

#include <QFileInfo>

namespace gt {

bool isDeckFormat(ExportFormat format)
{
    return format == ExportFormat::PdfDeck || format == ExportFormat::Beamer ||
           format == ExportFormat::Html;
}

bool isTextFormat(ExportFormat format)
{
    return format == ExportFormat::Tikz || format == ExportFormat::Dot ||
           format == ExportFormat::Beamer || format == ExportFormat::Html;
}

std::optional<ExportFormat> exportFormatForPath(const QString &path, bool deck)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("pdf"))
        return deck ? ExportFormat::PdfDeck : ExportFormat::Pdf;
    if (suffix == QLatin1String("tex"))
        return deck ? ExportFormat::Beamer : ExportFormat::Tikz;
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return deck ? std::optional(ExportFormat::Html) : std::nullopt;
    if (deck)
        return std::nullopt;
    if (suffix == QLatin1String("svg"))
        return ExportFormat::Svg;
    if (suffix == QLatin1String("png"))
        return ExportFormat::Png;
    if (suffix == QLatin1String("dot") || suffix == QLatin1String("gv"))
        return ExportFormat::Dot;
    return std::nullopt;
}

QString defaultSuffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Svg: return QStringLiteral("svg");
    case ExportFormat::Png: return QStringLiteral("png");
    case ExportFormat::Pdf:
    case ExportFormat::PdfDeck: return QStringLiteral("pdf");
    case ExportFormat::Tikz:
    case ExportFormat::Beamer: return QStringLiteral("tex");
    case ExportFormat::Dot: return QStringLiteral("dot");
    case ExportFormat::Html: return QStringLiteral("html");
    }
    return {};
}

} // namespace gt

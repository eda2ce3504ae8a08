#include "svgattributes.h"

#include "svgbytes.h"

#include <QFontInfo>
#include <QStringList>

namespace gt {

namespace {

// A family name as one item of a CSS font-family list.
QString cssFamily(const QString &name)
{
    QString quoted = name;
    quoted.replace(u'\\', QLatin1String("\\\\")).replace(u'\'', QLatin1String("\\'"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

} // namespace

QByteArray penAttributes(const QPen &pen)
{
    SvgBytes out;
    if (pen.style() == Qt::NoPen) {
        out.add(" stroke=\"none\"");
        return out.take();
    }
    out.add(" stroke=\"");
    out.color(pen.color());
    out.add('"');
    if (pen.color().alpha() != 255) {
        out.add(" stroke-opacity=\"");
        out.number(pen.color().alphaF(), 4);
        out.add('"');
    }
    const double width = pen.widthF() == 0 ? 1.0 : pen.widthF(); // 0: cosmetic, one pixel
    if (width != 1) {
        out.add(" stroke-width=\"");
        out.number(width);
        out.add('"');
    }
    if (pen.style() != Qt::SolidLine) { // Qt's dashes are in pen widths, SVG's absolute
        const QList<qreal> dashes = pen.dashPattern();
        out.add(" stroke-dasharray=\"");
        for (qsizetype i = 0; i < dashes.size(); ++i) {
            if (i > 0)
                out.add(',');
            out.number(dashes[i] * width);
        }
        out.add('"');
        if (pen.dashOffset() != 0) {
            out.add(" stroke-dashoffset=\"");
            out.number(pen.dashOffset() * width);
            out.add('"');
        }
    }
    switch (pen.capStyle()) {
    case Qt::FlatCap: out.add(" stroke-linecap=\"butt\""); break;
    case Qt::RoundCap: out.add(" stroke-linecap=\"round\""); break;
    default: break; // square, the group's
    }
    switch (pen.joinStyle()) {
    case Qt::MiterJoin:
    case Qt::SvgMiterJoin:
        out.add(" stroke-linejoin=\"miter\" stroke-miterlimit=\"");
        out.number(pen.miterLimit());
        out.add('"');
        break;
    case Qt::RoundJoin: out.add(" stroke-linejoin=\"round\""); break;
    default: break; // bevel, the group's
    }
    return out.take();
}

QByteArray brushAttributes(const QBrush &brush)
{
    if (brush.style() == Qt::NoBrush)
        return {}; // none, the group's
    SvgBytes out;
    out.add(" fill=\"");
    out.color(brush.color());
    out.add('"');
    if (brush.color().alpha() != 255) {
        out.add(" fill-opacity=\"");
        out.number(brush.color().alphaF(), 4);
        out.add('"');
    }
    return out.take();
}

QByteArray transformAttribute(const QTransform &t)
{
    if (t.isIdentity())
        return {};
    SvgBytes out;
    if (t.type() == QTransform::TxTranslate) {
        out.add(" transform=\"translate(");
        out.pair(t.dx(), t.dy(), ',');
        out.add(")\"");
    } else {
        out.add(" transform=\"matrix(");
        for (double v : {t.m11(), t.m12(), t.m21(), t.m22()}) {
            out.number(v, 6);
            out.add(',');
        }
        out.number(t.dx());
        out.add(',');
        out.number(t.dy());
        out.add(")\"");
    }
    return out.take();
}

QByteArray opacityAttribute(double opacity)
{
    if (qFuzzyCompare(opacity, 1.0))
        return {};
    SvgBytes out;
    out.add(" opacity=\"");
    out.number(opacity, 4);
    out.add('"');
    return out.take();
}

QString fallbackFamilies(const QString &family)
{
    QStringList families{cssFamily(family)};
    const QString resolved = QFontInfo(QFont(family)).family();
    if (!resolved.isEmpty() && resolved != family)
        families << cssFamily(resolved);
    families << QStringLiteral("sans-serif");
    return families.join(QStringLiteral(", "));
}

QByteArray fontAttributes(const QFont &font, const QString &families)
{
    SvgBytes out;
    out.add(" font-family=\"");
    out.text(families);
    out.add("\" font-size=\"");
    // At 72 per inch a point is one unit, as a pixel is.
    out.number(font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF());
    out.add("\" font-weight=\"");
    out.number(font.weight(), 0); // Qt 6's weights are CSS's
    if (font.italic())
        out.add("\" font-style=\"italic\"");
    else
        out.add("\" font-style=\"normal\"");
    return out.take();
}

} // namespace gt

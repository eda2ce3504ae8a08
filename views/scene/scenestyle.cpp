#include "scenestyle.h"

#include <algorithm>

namespace gt {

namespace {

QFont pixelFont(int pixels, QFont::Weight weight = QFont::Normal, bool italic = false)
{
    QFont f;
    f.setPixelSize(pixels);
    f.setWeight(weight);
    f.setItalic(italic);
    return f;
}

// Fonts and geometry shared by both palettes.
SceneStyle baseStyle()
{
    SceneStyle s;
    s.valueFont = pixelFont(13, QFont::DemiBold);
    s.annotationFont = pixelFont(11);
    s.nameFont = pixelFont(12, QFont::Bold);
    s.labelFont = pixelFont(11, QFont::Normal, true);
    s.idFont = pixelFont(9);
    return s;
}

} // namespace

SceneStyle SceneStyle::light()
{
    SceneStyle s = baseStyle();
    s.background = QColor(0xff, 0xff, 0xff);
    s.foreground = QColor(0x1a, 0x1a, 0x1a);
    s.edge = QColor(0x55, 0x55, 0x55);
    s.mutedText = QColor(0x4d, 0x4d, 0x4d);
    s.maxFill = QColor(0xc6, 0xdb, 0xef);    // light blue
    s.minFill = QColor(0xfd, 0xd0, 0xa2);    // light orange
    s.chanceFill = QColor(0xf6, 0xe8, 0x8f); // light yellow
    s.leafFill = QColor(0xdd, 0xdd, 0xdd);
    s.pathColor = QColor(0x00, 0x72, 0xb2); // Okabe–Ito blue
    s.pathFill = QColor(0xe8, 0xf1, 0xf8);
    s.currentColor = QColor(0xd5, 0x5e, 0x00); // Okabe–Ito vermillion
    s.currentFill = QColor(0xfb, 0xe6, 0xd6);
    s.cutColor = QColor(0xd5, 0x5e, 0x00);
    s.prunedColor = QColor(0xa6, 0xa6, 0xa6);
    s.prunedText = QColor(0x8c, 0x8c, 0x8c);
    s.liveColor = QColor(0x00, 0x6b, 0x4f); // Okabe–Ito bluish green, darkened for text
    s.liveFill = QColor(0xd9, 0xf2, 0xea);
    s.solvedColor = QColor(0x6b, 0x3d, 0x8f); // reddish purple, darkened for text
    s.solvedFill = QColor(0xee, 0xe4, 0xf5);
    s.formulaBorder = QColor(0xb8, 0xa5, 0x3a);
    s.breakpointColor = QColor(0xc6, 0x28, 0x28);
    s.selectionColor = QColor(0x6a, 0x3d, 0x9a);
    return s;
}

SceneStyle SceneStyle::dark()
{
    SceneStyle s = baseStyle();
    s.background = QColor(0x1e, 0x1f, 0x22);
    s.foreground = QColor(0xe8, 0xe8, 0xe8);
    s.edge = QColor(0xa0, 0xa0, 0xa0);
    s.mutedText = QColor(0xc0, 0xc0, 0xc0);
    s.maxFill = QColor(0x23, 0x4a, 0x72);
    s.minFill = QColor(0x73, 0x45, 0x1e);
    s.chanceFill = QColor(0x66, 0x5a, 0x14);
    s.leafFill = QColor(0x46, 0x49, 0x4f);
    s.pathColor = QColor(0x56, 0xb4, 0xe9); // Okabe–Ito sky blue
    s.pathFill = QColor(0x1b, 0x33, 0x45);
    s.currentColor = QColor(0xe6, 0x9f, 0x00); // Okabe–Ito orange
    s.currentFill = QColor(0x4a, 0x36, 0x0a);
    s.cutColor = QColor(0xe6, 0x9f, 0x00);
    s.prunedColor = QColor(0x70, 0x70, 0x70);
    s.prunedText = QColor(0x80, 0x80, 0x80);
    s.liveColor = QColor(0x5f, 0xd3, 0xb0);
    s.liveFill = QColor(0x12, 0x39, 0x2f);
    s.solvedColor = QColor(0xcf, 0xa8, 0xf0);
    s.solvedFill = QColor(0x35, 0x24, 0x4a);
    s.formulaBorder = QColor(0x9a, 0x8a, 0x3a);
    s.breakpointColor = QColor(0xff, 0x5c, 0x5c);
    s.selectionColor = QColor(0xc9, 0x9b, 0xf5);
    return s;
}

SceneStyle SceneStyle::scaled(double factor) const
{
    SceneStyle s = *this;
    for (QFont *f : {&s.valueFont, &s.annotationFont, &s.nameFont, &s.labelFont, &s.idFont})
        f->setPixelSize(std::max(1, int(f->pixelSize() * factor + 0.5)));
    for (double *d : {&s.nodeSize, &s.lineWidth, &s.pathLineWidth, &s.currentLineWidth,
                      &s.edgeWidth, &s.pathEdgeWidth, &s.cutWidth, &s.textGap, &s.margin})
        *d *= factor;
    s.textDetail /= factor; // larger text stays readable further out
    return s;
}

StyleMetrics::StyleMetrics(const SceneStyle &style)
    : m_style(style)
    , m_valueWidths(style.valueFont)
    , m_annotationWidths(style.annotationFont)
    , m_nameWidths(style.nameFont)
    , m_labelWidths(style.labelFont)
    , m_idWidths(style.idFont)
{
    auto lines = [](const QFontMetricsF &fm) {
        return Lines{fm.ascent(), fm.height(), fm.capHeight()};
    };
    m_valueLines = lines(m_valueWidths.metrics);
    m_annotationLines = lines(m_annotationWidths.metrics);
    m_nameLines = lines(m_nameWidths.metrics);
    m_labelLines = lines(m_labelWidths.metrics);
    m_idLines = lines(m_idWidths.metrics);
}

StyleMetrics::Widths::Widths(const QFont &font)
    : metrics(font)
{
    const double zero = metrics.horizontalAdvance(QChar(u'0'));
    tabularDigits = metrics.horizontalAdvance(QStringLiteral("0123456789")) ==
                    metrics.horizontalAdvance(QString(10, u'0'));
    for (char16_t d = u'1'; d <= u'9' && tabularDigits; ++d)
        tabularDigits = metrics.horizontalAdvance(QChar(d)) == zero;
}

namespace {

// `text` with every digit a zero, or null when it has none.
QString digitsZeroed(const QString &text)
{
    QString zeroed;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] < u'0' || text[i] > u'9' || text[i] == u'0')
            continue;
        if (zeroed.isNull())
            zeroed = text;
        zeroed[i] = u'0';
    }
    return zeroed;
}

} // namespace

double StyleMetrics::width(Widths &widths, const QString &text)
{
    if (text.isEmpty())
        return 0;
    // A million-node tree's ids are a million distinct texts, and shaping each one took five
    // seconds of opening it (issue 29): with tabular figures "#123456" is as wide as "#000000".
    QString key = widths.tabularDigits ? digitsZeroed(text) : QString();
    if (key.isNull())
        key = text;
    auto it = widths.cache.constFind(key);
    if (it != widths.cache.constEnd())
        return *it;
    if (widths.cache.size() > 65536) // formulas and windows change every step: keep it bounded
        widths.cache.clear();
    const double w = widths.metrics.horizontalAdvance(key);
    widths.cache.insert(key, w);
    return w;
}

} // namespace gt

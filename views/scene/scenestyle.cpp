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
    , m_value(style.valueFont)
    , m_annotation(style.annotationFont)
    , m_name(style.nameFont)
    , m_label(style.labelFont)
    , m_id(style.idFont)
{
    auto lines = [](const QFontMetricsF &fm) {
        return Lines{fm.ascent(), fm.height(), fm.capHeight()};
    };
    m_valueLines = lines(m_value);
    m_annotationLines = lines(m_annotation);
    m_nameLines = lines(m_name);
    m_labelLines = lines(m_label);
    m_idLines = lines(m_id);
}

double StyleMetrics::width(QHash<QString, double> &cache, const QFontMetricsF &metrics,
                           const QString &text)
{
    if (text.isEmpty())
        return 0;
    auto it = cache.constFind(text);
    if (it != cache.constEnd())
        return *it;
    if (cache.size() > 65536) // formulas and windows change every step: keep the cache bounded
        cache.clear();
    const double w = metrics.horizontalAdvance(text);
    cache.insert(text, w);
    return w;
}

} // namespace gt

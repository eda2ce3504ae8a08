#include "stylepalette.h"

namespace gt {

namespace {

QString hex(const QColor &c)
{
    return c.name(QColor::HexRgb);
}

double fontSize(const QFont &f)
{
    return f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF();
}

} // namespace

Palette toPalette(const SceneStyle &s)
{
    Palette p;
    p.background = hex(s.background);
    p.foreground = hex(s.foreground);
    p.edge = hex(s.edge);
    p.mutedText = hex(s.mutedText);
    p.maxFill = hex(s.maxFill);
    p.minFill = hex(s.minFill);
    p.chanceFill = hex(s.chanceFill);
    p.leafFill = hex(s.leafFill);
    p.pathColor = hex(s.pathColor);
    p.pathFill = hex(s.pathFill);
    p.currentColor = hex(s.currentColor);
    p.currentFill = hex(s.currentFill);
    p.cutColor = hex(s.cutColor);
    p.prunedColor = hex(s.prunedColor);
    p.prunedText = hex(s.prunedText);
    p.liveColor = hex(s.liveColor);
    p.liveFill = hex(s.liveFill);
    p.solvedColor = hex(s.solvedColor);
    p.solvedFill = hex(s.solvedFill);
    p.formulaBorder = hex(s.formulaBorder);
    p.lineWidth = s.lineWidth;
    p.pathLineWidth = s.pathLineWidth;
    p.currentLineWidth = s.currentLineWidth;
    p.edgeWidth = s.edgeWidth;
    p.pathEdgeWidth = s.pathEdgeWidth;
    p.cutWidth = s.cutWidth;
    p.nodeSize = s.nodeSize;
    p.textGap = s.textGap;
    p.margin = s.margin;
    p.valueFontSize = fontSize(s.valueFont);
    p.annotationFontSize = fontSize(s.annotationFont);
    p.nameFontSize = fontSize(s.nameFont);
    p.labelFontSize = fontSize(s.labelFont);
    p.idFontSize = fontSize(s.idFont);
    p.valueBold = s.valueFont.weight() >= QFont::DemiBold;
    p.nameBold = s.nameFont.weight() >= QFont::DemiBold;
    p.labelItalic = s.labelFont.italic();
    return p;
}

SceneStyle exportStyle(const SceneStyle &base, const FigureOptions &o)
{
    SceneStyle s = base;
    s.showValues = o.showValues;
    s.showWindows = o.showWindows;
    s.showFormulas = o.showFormulas;
    s.showIds = o.showIds;
    s.showPrunedAs = o.pruned == PrunedMode::Hidden ? PrunedDisplay::Hidden : PrunedDisplay::Greyed;
    s.textDetail = 0; // a picture always carries its texts, however small it is drawn
    return s;
}

} // namespace gt

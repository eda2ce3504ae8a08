#include "graphstyle.h"

#include <QCoreApplication>

#include <cmath>

namespace gt {

GraphStyle GraphStyle::standard()
{
    GraphStyle s;
    s.nameFont.setPixelSize(14);
    s.labelFont.setPixelSize(13);
    s.labelFont.setBold(true);
    return s;
}

GraphStyle GraphStyle::dark()
{
    // The same Okabe–Ito hues, the fills darkened and the texts lightened, so that WIN, LOSS
    // and DRAW keep their contrast on a dark background (the canvas's dark palette).
    GraphStyle s = standard();
    s.background = QColor(0x1e, 0x1f, 0x22);
    s.foreground = QColor(0xe6, 0xe6, 0xe6);
    s.edge = QColor(0x8c, 0x8c, 0x8c);
    s.undecidedFill = QColor(0x2b, 0x2d, 0x31);
    s.winFill = QColor(0x1d, 0x4a, 0x3c);
    s.lossFill = QColor(0x5c, 0x32, 0x1c);
    s.drawFill = QColor(0x3d, 0x3d, 0x3d);
    s.winText = QColor(0x86, 0xe3, 0xc3);
    s.lossText = QColor(0xff, 0xb3, 0x8a);
    s.drawText = QColor(0xcc, 0xcc, 0xcc);
    s.current = QColor(0x56, 0xb4, 0xe9); // sky blue: the step's colour, visible on dark
    return s;
}

GraphStyle GraphStyle::scaled(double factor) const
{
    GraphStyle s = *this;
    s.nameFont.setPixelSize(int(std::lround(nameFont.pixelSize() * factor)));
    s.labelFont.setPixelSize(int(std::lround(labelFont.pixelSize() * factor)));
    s.lineWidth *= factor;
    s.currentLineWidth *= factor;
    s.edgeWidth *= factor;
    s.padding *= factor;
    return s;
}

QColor GraphStyle::fill(std::optional<GameResult> label) const
{
    if (!label)
        return undecidedFill;
    switch (*label) {
    case GameResult::Win: return winFill;
    case GameResult::Loss: return lossFill;
    case GameResult::Draw: break;
    }
    return drawFill;
}

QColor GraphStyle::text(std::optional<GameResult> label) const
{
    if (!label)
        return foreground;
    switch (*label) {
    case GameResult::Win: return winText;
    case GameResult::Loss: return lossText;
    case GameResult::Draw: break;
    }
    return drawText;
}

QString resultText(GameResult label, int remoteness)
{
    const QString rem = remoteness >= 0 ? u' ' + QString::number(remoteness) : QString();
    switch (label) {
    case GameResult::Win: return QCoreApplication::translate("gt::GraphView", "WIN") + rem;
    case GameResult::Loss: return QCoreApplication::translate("gt::GraphView", "LOSS") + rem;
    case GameResult::Draw: break;
    }
    return QCoreApplication::translate("gt::GraphView", "DRAW") + rem;
}

} // namespace gt

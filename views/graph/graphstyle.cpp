#include "graphstyle.h"

#include <QCoreApplication>

namespace gt {

GraphStyle GraphStyle::standard()
{
    GraphStyle s;
    s.nameFont.setPixelSize(14);
    s.labelFont.setPixelSize(13);
    s.labelFont.setBold(true);
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

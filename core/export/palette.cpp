#include "palette.h"

namespace gt {

std::vector<std::pair<QString, QString>> paletteColours(const Palette &p)
{
    return {
        {QStringLiteral("background"), p.background},
        {QStringLiteral("foreground"), p.foreground},
        {QStringLiteral("edge"), p.edge},
        {QStringLiteral("mutedText"), p.mutedText},
        {QStringLiteral("maxFill"), p.maxFill},
        {QStringLiteral("minFill"), p.minFill},
        {QStringLiteral("chanceFill"), p.chanceFill},
        {QStringLiteral("leafFill"), p.leafFill},
        {QStringLiteral("pathColor"), p.pathColor},
        {QStringLiteral("pathFill"), p.pathFill},
        {QStringLiteral("currentColor"), p.currentColor},
        {QStringLiteral("currentFill"), p.currentFill},
        {QStringLiteral("cutColor"), p.cutColor},
        {QStringLiteral("prunedColor"), p.prunedColor},
        {QStringLiteral("prunedText"), p.prunedText},
        {QStringLiteral("liveColor"), p.liveColor},
        {QStringLiteral("liveFill"), p.liveFill},
        {QStringLiteral("solvedColor"), p.solvedColor},
        {QStringLiteral("solvedFill"), p.solvedFill},
        {QStringLiteral("formulaBorder"), p.formulaBorder},
    };
}

} // namespace gt

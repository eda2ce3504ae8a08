#pragma once

#include "trace.h"

#include <QByteArray>

namespace gt {

// The command line's JSON: compact, keys in a fixed order, numbers in the shortest form that
// reads back exactly, infinities as the strings "inf" and "-inf" (JSON has no infinity).

QByteArray jsonNumber(double v);
// Any JSON value in the same form: arrays as [a, b], numbers by jsonNumber.
QByteArray jsonValueText(const QJsonValue &v);
// `gametree eval --json`: {"algorithm", "value", "best_child", "leaves", "pruned", "stats"},
// and "passes" (how many) for a search made of several, "tt_hits" (how many answers the
// transposition table gave) for one that keeps a table, and the keys a family adds
// (SearchSummary::extra) before "stats".
QByteArray summaryJson(const Trace &trace);
// One line of `gametree trace`: {"step", "type", "node", …, "line", "text"}.
QByteArray eventJson(const GameTree &tree, const Trace &trace, int index);
const char *eventTypeName(EventType type);

} // namespace gt

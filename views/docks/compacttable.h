#pragma once

class QTableView;

namespace gt {

// The read-only tables of the docks beside the canvas (call stack, statistics, OPEN list,
// transposition table, killer slots): no selection, no keyboard focus (the arrow keys step the
// search), rows only as tall as their text, columns as wide as their contents and the last one
// taking the rest. A dock that wants other widths sets them afterwards.
void makeCompactTable(QTableView *view);

} // namespace gt

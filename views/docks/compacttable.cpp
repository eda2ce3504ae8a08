#include "compacttable.h"

#include <QHeaderView>
#include <QTableView>

namespace gt {

void makeCompactTable(QTableView *view)
{
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setFocusPolicy(Qt::NoFocus);
    // Compact rows: a dock beside the canvas has little room.
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Fitted to the rows in sight, not to the first thousand: a far jump in a big search
    // resets a table of thousands of rows (an OPEN list, a transposition table), and
    // measuring a thousand rows' texts in every column took longer than the jump.
    view->horizontalHeader()->setResizeContentsPrecision(0);
    view->horizontalHeader()->setStretchLastSection(true);
}

} // namespace gt

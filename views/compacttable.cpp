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
    view->horizontalHeader()->setStretchLastSection(true);
}

} // namespace gt

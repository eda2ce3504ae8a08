#include "pseudocodedock.h"

#include "searchsession.h"

#include "core/search/algorithm.h"

#include <QFontDatabase>
#include <QListWidget>
#include <QScrollBar>

namespace gt {

PseudocodeDock::PseudocodeDock(SearchSession *session, QWidget *parent)
    : QDockWidget(tr("Pseudocode"), parent)
    , m_session(session)
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("pseudocodeDock"));
    m_list->setObjectName(QStringLiteral("pseudocodeList"));
    m_list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);
    // Code is read by its indentation: a wrapped line would look like a new statement. Long
    // lines scroll sideways instead.
    m_list->setWordWrap(false);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_list->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    setWidget(m_list);
    connect(m_session, &SearchSession::traceChanged, this, &PseudocodeDock::onTraceChanged);
    connect(m_session, &SearchSession::stepChanged, this, &PseudocodeDock::onStepChanged);
    onTraceChanged();
    onStepChanged();
}

QStringList PseudocodeDock::lines() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->item(i)->text();
    return out;
}

void PseudocodeDock::onTraceChanged()
{
    // The code depends only on the algorithm; rebuilding on every trace would reset scrolling.
    if (m_session->algorithm() == m_algorithm && m_list->count() > 0)
        return;
    m_algorithm = m_session->algorithm();
    m_list->clear();
    m_line = 0;
    const Algorithm *algorithm = findAlgorithm(m_algorithm);
    if (!algorithm)
        return;
    setWindowTitle(tr("Pseudocode — %1").arg(algorithm->displayName()));
    const QStringList code = algorithm->pseudocode();
    const int width = int(QString::number(code.size()).size());
    for (int i = 0; i < code.size(); ++i) {
        m_list->addItem(QStringLiteral("%1  %2").arg(i + 1, width).arg(code[i]));
        m_list->item(i)->setToolTip(code[i].trimmed()); // the whole line, however narrow the dock
    }
}

void PseudocodeDock::onStepChanged()
{
    const TraceEvent *event = m_session->currentEvent();
    const int line = event ? event->line : 0;
    if (m_line > 0 && m_line <= m_list->count()) {
        QListWidgetItem *old = m_list->item(m_line - 1);
        old->setBackground(QBrush());
        old->setForeground(QBrush());
        QFont f = old->font();
        f.setBold(false);
        old->setFont(f);
    }
    m_line = line > 0 && line <= m_list->count() ? line : 0;
    if (m_line == 0)
        return;
    // The highlight colour of the palette, not a fixed yellow: it must work on dark too.
    QListWidgetItem *item = m_list->item(m_line - 1);
    item->setBackground(palette().color(QPalette::Highlight));
    item->setForeground(palette().color(QPalette::HighlightedText));
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
    // Follow the line down, never sideways: the reader chose the horizontal position.
    const int sideways = m_list->horizontalScrollBar()->value();
    m_list->scrollToItem(item);
    m_list->horizontalScrollBar()->setValue(sideways);
}

} // namespace gt

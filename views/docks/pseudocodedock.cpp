#include "pseudocodedock.h"

#include "views/session/searchsession.h"

#include "core/search/algorithm.h"

#include <QApplication>
#include <QFontDatabase>
#include <QListWidget>
#include <QPainter>
#include <QStyledItemDelegate>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

// Paints each line wrapped to the list's width with a hanging indent (PseudocodeDock::wrapLine)
// and asks for the height that takes. Lines are wrapped in bold, as the highlighted line is
// drawn, so that highlighting never changes where a line breaks.
class HangingIndentDelegate : public QStyledItemDelegate {
public:
    explicit HangingIndentDelegate(QListWidget *list)
        : QStyledItemDelegate(list)
        , m_list(list)
    {}

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QStringList pieces = wrap(opt);
        opt.text.clear(); // the style draws the background, the highlight and the focus
        const QWidget *widget = opt.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        painter->save();
        painter->setFont(opt.font);
        painter->setPen(opt.palette.color(
            opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
        const QFontMetricsF fm(opt.font);
        QPointF at(opt.rect.left() + margin(), opt.rect.top() + fm.ascent());
        for (const QString &piece : pieces) {
            painter->drawText(at, piece);
            at.ry() += fm.lineSpacing();
        }
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QFontMetricsF fm(opt.font);
        const auto count = wrap(opt).size();
        return {int(width()), int(std::ceil(count * fm.lineSpacing() + fm.descent() / 2))};
    }

private:
    double margin() const
    {
        return m_list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) + 1;
    }
    double width() const { return std::max(40, m_list->viewport()->width()); }
    QStringList wrap(const QStyleOptionViewItem &opt) const
    {
        QFont bold = opt.font;
        bold.setBold(true);
        return PseudocodeDock::wrapLine(opt.text, QFontMetricsF(bold), width() - 2 * margin());
    }

    QListWidget *m_list;
};

} // namespace

QStringList PseudocodeDock::wrapLine(const QString &line, const QFontMetricsF &metrics,
                                     double width)
{
    // The hang: past the number, its gap and the statement's indentation, plus two.
    qsizetype start = 0;
    while (start < line.size() && line[start] == QLatin1Char(' '))
        ++start;
    while (start < line.size() && line[start].isDigit())
        ++start;
    while (start < line.size() && line[start] == QLatin1Char(' '))
        ++start;
    const QString hang(start + 2, QLatin1Char(' '));

    QStringList pieces;
    QString rest = line;
    qsizetype keep = start; // never break inside the number or the indentation
    while (metrics.horizontalAdvance(rest) > width) {
        qsizetype cut = -1;
        for (qsizetype i = rest.size() - 1; i > keep; --i) {
            if (rest[i] == QLatin1Char(' ') && rest[i - 1] != QLatin1Char(' ') &&
                metrics.horizontalAdvance(rest.left(i)) <= width) {
                cut = i;
                break;
            }
        }
        if (cut < 0) { // no space that fits: break at the first one after the word
            cut = rest.indexOf(QLatin1Char(' '), keep + 1);
            while (cut > 0 && rest[cut - 1] == QLatin1Char(' '))
                --cut;
            if (cut <= keep)
                break;
        }
        // A comment ("▷ β cut-off") that does not fit moves down whole.
        const qsizetype comment = rest.indexOf(QStringLiteral("▷"), keep + 1);
        if (comment > keep + 1 && cut > comment) {
            cut = comment;
            while (cut > keep + 1 && rest[cut - 1] == QLatin1Char(' '))
                --cut;
        }
        pieces << rest.left(cut);
        qsizetype next = cut;
        while (next < rest.size() && rest[next] == QLatin1Char(' '))
            ++next;
        if (next >= rest.size()) {
            rest.clear();
            break;
        }
        rest = hang + rest.mid(next);
        keep = hang.size();
    }
    if (!rest.isEmpty() || pieces.isEmpty())
        pieces << rest;
    return pieces;
}

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
    // Code is read by its indentation: a long line wraps with a hanging indent, so that its
    // continuation does not look like a new statement, and nothing hides past the right edge.
    m_list->setItemDelegate(new HangingIndentDelegate(m_list));
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setResizeMode(QListView::Adjust); // wrap again when the dock is resized
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
    // The code depends on the algorithm and its options (fail-soft returns v as found), not
    // on the tree: rebuilding on every trace would reset scrolling.
    const Algorithm *algorithm = findAlgorithm(m_session->algorithm());
    const QStringList code =
        algorithm ? algorithm->pseudocodeFor(m_session->options()) : QStringList();
    if (m_session->algorithm() == m_algorithm && code == m_code && m_list->count() > 0)
        return;
    m_algorithm = m_session->algorithm();
    m_code = code;
    m_list->clear();
    m_line = 0;
    if (!algorithm)
        return;
    setWindowTitle(tr("Pseudocode — %1").arg(algorithm->displayName()));
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
    if (line == m_line && (m_line == 0 || m_line <= m_list->count()))
        return; // already highlighted: restyling an item lays the list out again
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
    m_list->scrollToItem(item);
}

} // namespace gt

#include "treetextfield.h"

#include "views/widgets/plaintext.h"

#include "core/io/treetext.h"
#include "core/tree/nametext.h"
#include "core/tree/validate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>

#include <algorithm>

namespace gt {

namespace {
// Longer texts are not shown in the field: it is for the trees people type.
constexpr NodeId MaxShownNodes = 400;
} // namespace

TreeTextField::TreeTextField(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_error(plainLabel(this))
{
    m_edit->setObjectName(QStringLiteral("treeTextEdit"));
    m_edit->setPlaceholderText(tr("Type a tree, e.g. ((10,10),(9,100))"));
    m_edit->setToolTip(tr("Type or paste a tree in the .tree notation: ((3,12,8),(2,4,6)) "
                          "alternates MAX and MIN from a MAX root; max(…), min(…) and "
                          "chance(0.7: 1, 0.3: 0) name the kinds. The canvas follows as you "
                          "type."));
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 28);
    m_edit->installEventFilter(this);
    m_error->setObjectName(QStringLiteral("treeTextError"));
    // Red in both palettes; the message is also in the field's tooltip.
    m_error->setStyleSheet(QStringLiteral("color: #d62728;"));
    m_error->hide();
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_edit, 1);
    row->addWidget(m_error);
    connect(m_edit, &QLineEdit::textEdited, this, &TreeTextField::parse);
}

QString TreeTextField::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

namespace {

// The notation with every quoted name that holds right-to-left text or bidi controls isolated
// (U+2068 … U+2069, outside its quotes, where the notation reads them as space): a name holding
// U+202E reversed the rest of the field (issue 27).
QString isolatedNotation(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size();) {
        if (text[i] != u'"') {
            out += text[i++];
            continue;
        }
        qsizetype end = i + 1;
        while (end < text.size() && text[end] != u'"')
            end += text[end] == u'\\' ? 2 : 1;
        end = std::min(end + 1, text.size());
        out += isolatedName(text.mid(i, end - i));
        i = end;
    }
    return out;
}

} // namespace

void TreeTextField::showTree(const GameTree &tree)
{
    setError({});
    m_edit->setText(tree.size() <= MaxShownNodes ? isolatedNotation(writeTreeText(tree))
                                                 : QString());
    m_edit->setCursorPosition(0);
}

void TreeTextField::parse(const QString &text)
{
    if (text.trimmed().isEmpty()) {
        setError({});
        return;
    }
    ReadError error;
    const auto parsed = parseTreeText(text, QStringLiteral("<text>"), &error);
    if (!parsed) {
        setError(error.pos.column > 0 ? tr("column %1: %2").arg(error.pos.column).arg(error.message)
                                      : error.message);
        return;
    }
    // A tree that parses but that no algorithm can search (probabilities summing to 0.9) is
    // shown anyway, with the problem beside the field: the lecturer is probably still typing.
    const auto problems = validateTree(parsed->tree);
    if (problems.empty()) {
        setError({});
    } else {
        const TreeProblem &p = problems.front();
        const int column = std::size_t(p.node) < parsed->nodePos.size()
                               ? parsed->nodePos[std::size_t(p.node)].column
                               : 0;
        setError(column > 0 ? tr("column %1: %2").arg(column).arg(p.message) : p.message);
    }
    emit treeTyped(parsed->tree);
}

void TreeTextField::setError(const QString &error)
{
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    m_edit->setStyleSheet(error.isEmpty() ? QString()
                                          : QStringLiteral("QLineEdit { border: 1px solid "
                                                           "#d62728; }"));
}

bool TreeTextField::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Escape) {
            emit editingDone();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace gt

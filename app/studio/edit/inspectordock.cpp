#include "inspectordock.h"

#include "treeeditor.h"

#include "views/session/searchsession.h"
#include "views/widgets/boardwidget.h"
#include "views/widgets/plaintext.h"

#include "core/edit/treeedit.h"
#include "core/io/numbertext.h"
#include "core/tree/validate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QStringList>

#include <cmath>
#include <limits>

namespace gt {

namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

QString warningStyle()
{
    return QStringLiteral("color: #d62728; font-weight: bold;");
}

void markInvalid(QLineEdit *edit, bool invalid)
{
    edit->setStyleSheet(invalid ? QStringLiteral("QLineEdit { border: 2px solid #d62728; }")
                                : QString());
}

// One line for each of the node's key, interval and position; empty when it has none.
QString nodeDataText(const GameTree &t, NodeId n)
{
    QStringList lines;
    if (!t.key(n).isEmpty())
        lines << InspectorDock::tr("Key: %1").arg(t.key(n));
    if (const auto iv = t.interval(n))
        lines << InspectorDock::tr("Interval: [%1, %2]")
                     .arg(formatNumber(iv->pess), formatNumber(iv->opt));
    if (t.hasPosition(n))
        lines << InspectorDock::tr("Position (%1): %2").arg(t.gameId(n), t.positionText(n));
    return lines.join(u'\n');
}

} // namespace

InspectorDock::InspectorDock(TreeEditor *editor, QWidget *parent)
    : QDockWidget(tr("Inspector"), parent)
    , m_editor(editor)
{
    setObjectName(QStringLiteral("inspectorDock"));
    auto *body = new QWidget(this);
    auto *form = new QFormLayout(body);
    // A long label (German "Wahrscheinlichkeit:") goes above its field when the dock is narrow,
    // instead of pushing the fields out of sight.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_title = new QLabel(body);
    m_title->setObjectName(QStringLiteral("inspectorHeading"));
    m_title->setTextFormat(Qt::RichText); // the node in bold: its name is escaped in refresh()
    m_title->setWordWrap(true);
    form->addRow(m_title);
    m_kind = new QComboBox(body);
    m_kind->setObjectName(QStringLiteral("inspectorKind"));
    for (NodeKind k : {NodeKind::Max, NodeKind::Min, NodeKind::Chance, NodeKind::Leaf})
        m_kind->addItem(kindName(k), int(k));
    form->addRow(tr("&Kind:"), m_kind);
    m_value = new QLineEdit(body);
    m_value->setObjectName(QStringLiteral("inspectorValue"));
    m_valueCaption = new QLabel(tr("&Value:"), body);
    m_valueCaption->setBuddy(m_value);
    form->addRow(m_valueCaption, m_value);
    m_name = new QLineEdit(body);
    m_name->setObjectName(QStringLiteral("inspectorName"));
    form->addRow(tr("&Name:"), m_name);
    m_label = new QLineEdit(body);
    m_label->setObjectName(QStringLiteral("inspectorLabel"));
    m_label->setPlaceholderText(tr("the move into this node"));
    form->addRow(tr("&Move:"), m_label);
    m_prob = new QLineEdit(body);
    m_prob->setObjectName(QStringLiteral("inspectorProbability"));
    m_prob->setPlaceholderText(tr("uniform"));
    form->addRow(tr("&Probability:"), m_prob);
    m_warning = plainLabel(body);
    m_warning->setObjectName(QStringLiteral("inspectorWarning"));
    m_warning->setStyleSheet(warningStyle());
    m_warning->setWordWrap(true);
    m_normalise = new QPushButton(tr("N&ormalise"), body);
    m_normalise->setObjectName(QStringLiteral("inspectorNormalise"));
    form->addRow(m_warning); // the whole width: the sentence must not be cut off
    form->addRow(QString(), m_normalise);
    m_nodeData = plainLabel(body); // keys and positions come from files: never markup
    m_nodeData->setObjectName(QStringLiteral("inspectorNodeData"));
    m_nodeData->setWordWrap(true);
    m_nodeData->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A Gomoku position is one 240-character word: clipped, rather than widening the dock.
    m_nodeData->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    form->addRow(m_nodeData);
    m_board = new BoardWidget(body);
    m_board->setObjectName(QStringLiteral("inspectorBoard"));
    form->addRow(m_board);
    m_collapsed = new QCheckBox(tr("&Collapsed"), body);
    m_collapsed->setObjectName(QStringLiteral("inspectorCollapsed"));
    form->addRow(m_collapsed);
    m_text = new QPlainTextEdit(body);
    m_text->setObjectName(QStringLiteral("inspectorText"));
    m_text->setReadOnly(true);
    m_text->setMaximumHeight(70);
    form->addRow(tr("Subtree:"), m_text);
    auto *docCaption = new QLabel(tr("<b>Document</b>"), body);
    form->addRow(docCaption);
    m_docTitle = new QLineEdit(body);
    m_docTitle->setObjectName(QStringLiteral("inspectorTitle"));
    m_docTitle->installEventFilter(this);
    // QLineEdit keeps 32,767 characters by default and cuts the rest without a word: a longer
    // title (a .gtree allows more) would be cut the first time the field was left.
    m_docTitle->setMaxLength(std::numeric_limits<int>::max());
    m_docTitle->setPlaceholderText(tr("shown in the title bar"));
    form->addRow(tr("&Title:"), m_docTitle);
    m_docNotes = new QPlainTextEdit(body);
    m_docNotes->setObjectName(QStringLiteral("inspectorNotes"));
    m_docNotes->setPlaceholderText(tr("notes for the lecture"));
    m_docNotes->setMaximumHeight(80);
    m_docNotes->installEventFilter(this);
    form->addRow(tr("No&tes:"), m_docNotes);
    // The whole form is taller than a 720-line projector leaves beside the undo history and
    // the overview: it scrolls rather than push the window off the screen.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("inspectorScroll"));
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the form wraps instead
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    setWidget(scroll);

    m_problems = new QWidget(parent);
    m_problems->setObjectName(QStringLiteral("treeProblems"));
    auto *row = new QHBoxLayout(m_problems);
    row->setContentsMargins(0, 0, 0, 0);
    m_problemText = plainLabel(m_problems);
    m_problemText->setObjectName(QStringLiteral("treeProblemText"));
    m_problemText->setStyleSheet(warningStyle());
    m_problemNormalise = new QPushButton(tr("Normalise"), m_problems);
    m_problemNormalise->setObjectName(QStringLiteral("treeProblemNormalise"));
    m_problemNormalise->setFlat(true);
    row->addWidget(m_problemText);
    row->addWidget(m_problemNormalise);
    m_problems->hide();

    connect(m_kind, &QComboBox::activated, this, [this] {
        if (!m_refreshing)
            m_editor->setKind(m_editor->selected(), NodeKind(m_kind->currentData().toInt()));
    });
    connect(m_value, &QLineEdit::editingFinished, this, &InspectorDock::commitValue);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (!m_refreshing && m_editor->selected() != NoNode)
            m_editor->setName(m_editor->selected(), m_name->text());
    });
    connect(m_label, &QLineEdit::editingFinished, this, [this] {
        if (!m_refreshing && m_editor->selected() != NoNode)
            m_editor->setLabel(m_editor->selected(), m_label->text());
    });
    connect(m_prob, &QLineEdit::editingFinished, this, &InspectorDock::commitProbability);
    connect(m_normalise, &QPushButton::clicked, this,
            [this] { m_editor->normalise(chanceInFocus()); });
    connect(m_collapsed, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_refreshing)
            m_editor->setCollapsed(m_editor->selected(), on);
    });
    connect(m_problemNormalise, &QPushButton::clicked, this, [this] {
        for (const TreeProblem &p : validateTree(m_editor->tree())) {
            if (p.node != NoNode && m_editor->tree().kind(p.node) == NodeKind::Chance &&
                !probabilitySum(m_editor->tree(), p.node).ok) {
                m_editor->normalise(p.node);
                return;
            }
        }
    });

    // Issue 27: typed text was committed only when the field was left: no `*`, no autosave,
    // and Ctrl+Q quit without asking. Every keystroke is an edit now, merged per visit.
    connect(m_docTitle, &QLineEdit::editingFinished, this, [this] { commitDocument(); });
    connect(m_docTitle, &QLineEdit::textEdited, this, [this] { commitDocument(true); });
    connect(m_docNotes, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_refreshing)
            commitDocument(true);
    });
    connect(m_editor, &TreeEditor::titleAndNotesChanged, this, &InspectorDock::refreshDocument);
    connect(m_editor->session(), &SearchSession::treeChanged, this,
            &InspectorDock::refreshDocument);
    connect(m_editor, &TreeEditor::selectionChanged, this, &InspectorDock::refresh);
    connect(m_editor, &TreeEditor::treeEdited, this, &InspectorDock::refresh);
    connect(m_editor->session(), &SearchSession::treeChanged, this, &InspectorDock::refresh);
    connect(m_editor->session(), &SearchSession::treeRefreshed, this, &InspectorDock::refresh);
    refresh();
    refreshDocument();
}

bool InspectorDock::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_docNotes || watched == m_docTitle) && event->type() == QEvent::FocusIn)
        ++m_documentVisit; // a new visit: its typing is an undo step of its own
    if (watched == m_docNotes && event->type() == QEvent::FocusOut)
        commitDocument(); // a text box has no Return to commit with
    return QDockWidget::eventFilter(watched, event);
}

namespace {

// The longest run of characters without a space the notes are wrapped with. Qt breaks a word
// longer than a line by looking for its end again for every line, so a paragraph of one long
// word costs the square of its length: a megabyte of notes without a space kept the window busy
// for 207 s (issue 27), and wrapping it anywhere still makes one line per few characters in the
// narrow field. Notes with such a word are not wrapped (they scroll sideways), which costs their
// length alone.
constexpr qsizetype MaxWrappedWord = 400;

QPlainTextEdit::LineWrapMode notesWrapMode(const QString &notes)
{
    qsizetype run = 0;
    for (const QChar c : notes) {
        run = c.isSpace() ? 0 : run + 1;
        if (run > MaxWrappedWord)
            return QPlainTextEdit::NoWrap;
    }
    return QPlainTextEdit::WidgetWidth;
}

} // namespace

void InspectorDock::refreshDocument()
{
    if (m_typing)
        return; // the fields already show what was typed
    // Not document(): a copy of a million-node tree for two strings (issue 29).
    const QString &title = m_editor->session()->title();
    const QString &notes = m_editor->session()->notes();
    // Called after a commit, an undo or a new document: the fields show what is kept.
    const QScopedValueRollback<bool> refreshing(m_refreshing, true);
    if (m_docTitle->text() != title)
        m_docTitle->setText(title);
    if (m_docNotes->toPlainText() != notes) {
        // The mode before the text, and never on the old text: wrapping the old notes, should
        // they hold a long word, would cost what this avoids.
        if (const auto wrap = notesWrapMode(notes); wrap != m_docNotes->lineWrapMode()) {
            m_docNotes->clear();
            m_docNotes->setLineWrapMode(wrap);
        }
        m_docNotes->setPlainText(notes);
    }
}

void InspectorDock::commitDocument(bool typing)
{
    const QScopedValueRollback<bool> guard(m_typing, typing);
    const QString title = typing ? m_docTitle->text() : m_docTitle->text().trimmed();
    const QString notes = m_docNotes->toPlainText();
    if (const auto wrap = notesWrapMode(notes); wrap != m_docNotes->lineWrapMode())
        m_docNotes->setLineWrapMode(wrap); // a long word typed or pasted
    m_editor->setTitleAndNotes(title, notes, m_documentVisit);
}

NodeId InspectorDock::chanceInFocus() const
{
    const GameTree &t = m_editor->tree();
    const NodeId n = m_editor->selected();
    if (n == NoNode)
        return NoNode;
    if (t.kind(n) == NodeKind::Chance)
        return n;
    const NodeId p = t.parent(n);
    return p != NoNode && t.kind(p) == NodeKind::Chance ? p : NoNode;
}

void InspectorDock::refresh()
{
    m_refreshing = true;
    const GameTree &t = m_editor->tree();
    const NodeId n = m_editor->selected();
    const bool has = n != NoNode && n < t.size();
    for (QWidget *w : {static_cast<QWidget *>(m_kind), static_cast<QWidget *>(m_value),
                       static_cast<QWidget *>(m_name), static_cast<QWidget *>(m_label),
                       static_cast<QWidget *>(m_prob), static_cast<QWidget *>(m_collapsed)})
        w->setEnabled(has);
    if (!has) {
        m_title->setText((t.isEmpty() ? tr("No tree: press Tab on the canvas to start one.")
                                      : tr("Click a node to inspect and edit it."))
                             .toHtmlEscaped());
        for (QLineEdit *e : {m_value, m_name, m_label, m_prob}) {
            e->clear();
            markInvalid(e, false);
        }
        m_text->clear();
        m_warning->clear();
        m_nodeData->hide();
        m_board->hide();
        m_normalise->hide();
        m_refreshing = false;
        refreshProblems();
        return;
    }
    const NodeId parent = t.parent(n);
    m_title->setText(tr("<b>%1</b> · depth %2 · %n children", nullptr, t.childCount(n))
                         .arg(t.describe(n).toHtmlEscaped())
                         .arg(t.depth(n)));
    m_kind->setCurrentIndex(m_kind->findData(int(t.kind(n))));
    const bool leaf = t.kind(n) == NodeKind::Leaf;
    m_valueCaption->setText(leaf ? tr("&Value:") : tr("&Heuristic:"));
    m_value->setPlaceholderText(leaf ? QString() : tr("none"));
    m_value->setText(t.hasValue(n) ? formatNumber(t.value(n)) : QString());
    m_name->setText(t.name(n));
    m_label->setEnabled(parent != NoNode);
    m_label->setText(t.label(n));
    const bool underChance = parent != NoNode && t.kind(parent) == NodeKind::Chance;
    m_prob->setEnabled(underChance);
    m_prob->setText(underChance && t.hasProb(n) ? formatNumber(t.prob(n)) : QString());
    const QString data = nodeDataText(t, n);
    m_nodeData->setText(data);
    m_nodeData->setVisible(!data.isEmpty());
    m_board->setPicture(boardPicture(t.gameId(n), t.positionText(n)));
    m_board->setVisible(!m_board->picture().isNull());
    m_collapsed->setEnabled(!t.isLeaf(n));
    m_collapsed->setChecked(m_editor->isCollapsed(n));
    m_text->setPlainText(t.size() < 5000 ? m_editor->subtreeText(n) : tr("(too large to show)"));

    const NodeId chance = chanceInFocus();
    const ProbabilitySum sum = probabilitySum(t, chance);
    if (chance != NoNode && !sum.ok) {
        m_warning->setText(tr("⚠ The probabilities under %1 sum to %2, not 1.")
                               .arg(t.describe(chance), formatNumber(sum.sum)));
        m_normalise->show();
    } else {
        m_warning->clear();
        m_normalise->hide();
    }
    m_refreshing = false;
    refreshProblems();
}

void InspectorDock::refreshProblems()
{
    const GameTree &t = m_editor->tree();
    if (t.isEmpty()) {
        m_problems->hide();
        return;
    }
    const std::vector<TreeProblem> problems = validateTree(t);
    if (problems.empty()) {
        m_problems->hide();
        return;
    }
    QString text = QStringLiteral("⚠ ") + problems.front().message;
    if (problems.size() > 1)
        text += tr(" (and %n more)", nullptr, int(problems.size() - 1));
    m_problemText->setText(text);
    bool probabilityProblem = false;
    for (const TreeProblem &p : problems)
        probabilityProblem =
            probabilityProblem || (p.node != NoNode && t.kind(p.node) == NodeKind::Chance &&
                                   !probabilitySum(t, p.node).ok);
    m_problemNormalise->setVisible(probabilityProblem);
    m_problems->show();
}

void InspectorDock::commitValue()
{
    const NodeId n = m_editor->selected();
    if (m_refreshing || n == NoNode)
        return;
    const QString text = m_value->text().trimmed();
    const bool leaf = m_editor->tree().kind(n) == NodeKind::Leaf;
    if (text.isEmpty() && !leaf) {
        markInvalid(m_value, false);
        m_editor->setValue(n, NaN);
        return;
    }
    const auto v = parseNumber(text);
    markInvalid(m_value, !v);
    if (v)
        m_editor->setValue(n, *v);
}

void InspectorDock::commitProbability()
{
    const NodeId n = m_editor->selected();
    if (m_refreshing || n == NoNode || !m_prob->isEnabled())
        return;
    // As the in-place editor takes it: "0.25", "1/4", or empty for uniform.
    const auto p = parseProbability(m_prob->text());
    const bool valid = p && !(*p < 0); // NaN (empty) is valid
    markInvalid(m_prob, !valid);
    if (valid)
        m_editor->setProbability(n, *p);
}

} // namespace gt

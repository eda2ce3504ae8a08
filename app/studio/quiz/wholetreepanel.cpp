#include "wholetreepanel.h"

#include "quizmode.h"

#include "views/session/searchsession.h"
#include "views/widgets/plaintext.h"

#include "core/trace/narration.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gt {

namespace {

QString kindText(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Max: return QStringLiteral("MAX");
    case NodeKind::Min: return QStringLiteral("MIN");
    case NodeKind::Chance: return QStringLiteral("CHANCE");
    case NodeKind::Leaf: break;
    }
    return {};
}

} // namespace

WholeTreePanel::WholeTreePanel(QuizMode *mode, SearchSession *session, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_session(session)
    , m_table(new QTableWidget(this))
    , m_hint(plainLabel(this))
    , m_check(new QPushButton(tr("Check All"), this))
    , m_show(new QPushButton(tr("Show Answers"), this))
    , m_result(plainLabel(this))
    , m_rule(plainLabel(this))
{
    m_table->setObjectName(QStringLiteral("wholeTreeTable"));
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({tr("Node"), tr("Your value")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_check->setObjectName(QStringLiteral("wholeTreeCheck"));
    m_show->setObjectName(QStringLiteral("wholeTreeShow"));
    m_result->setObjectName(QStringLiteral("wholeTreeResult"));
    m_rule->setObjectName(QStringLiteral("wholeTreeRule"));
    for (QLabel *label : {m_hint, m_result, m_rule})
        label->setWordWrap(true);

    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    QLabel *task = plainLabel(this);
    task->setWordWrap(true);
    task->setText(tr("Type every inner node's value (≤ or ≥ where only a bound is known) and "
                     "click every pruned leaf on the canvas."));
    column->addWidget(task);
    column->addWidget(m_table, 1);
    column->addWidget(m_hint);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(m_check);
    row->addWidget(m_show);
    column->addLayout(row);
    column->addWidget(m_result);
    column->addWidget(m_rule);

    connect(m_check, &QPushButton::clicked, this, &WholeTreePanel::check);
    connect(m_show, &QPushButton::clicked, m_mode, &QuizMode::showWholeTreeAnswers);
    connect(m_mode, &QuizMode::changed, this, &WholeTreePanel::refresh);
    connect(m_mode, &QuizMode::restarted, this, &WholeTreePanel::rebuild);
    rebuild();
}

int WholeTreePanel::rowOf(int node) const
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, 0)->data(Qt::UserRole).toInt() == node)
            return r;
    return -1;
}

void WholeTreePanel::rebuild()
{
    const GameTree &tree = m_session->tree();
    std::vector<NodeId> nodes = m_mode->isActive() && m_mode->kind() == QuizMode::Kind::WholeTree
                                    ? wholeTreeQuestions(tree)
                                    : std::vector<NodeId>();
    // A table of thousands of rows is no exercise (and a million would stall the window).
    m_tooBig = nodes.size() > MaxRows;
    if (m_tooBig)
        nodes.clear();
    m_table->setRowCount(int(nodes.size()));
    for (int r = 0; r < int(nodes.size()); ++r) {
        const NodeId n = nodes[std::size_t(r)];
        // Items show their text as it is: node names come from the file.
        auto *name = new QTableWidgetItem(
            QStringLiteral("%1 (%2)").arg(nodeLabel(tree, n), kindText(tree.kind(n))));
        name->setFlags(Qt::ItemIsEnabled);
        name->setData(Qt::UserRole, n);
        m_table->setItem(r, 0, name);
        m_table->setItem(r, 1, new QTableWidgetItem());
    }
    refresh();
}

void WholeTreePanel::check()
{
    std::map<NodeId, QString> typed;
    for (int r = 0; r < m_table->rowCount(); ++r)
        typed[m_table->item(r, 0)->data(Qt::UserRole).toInt()] = m_table->item(r, 1)->text();
    NodeId bad = NoNode;
    if (!m_mode->checkWholeTree(typed, &bad) && bad != NoNode) {
        m_hint->setText(tr("The value of %1 is not a number: type one such as 3, ≤ 2, -1.5, "
                           "1/2 or inf.")
                            .arg(nodeLabel(m_session->tree(), bad)));
        m_table->setCurrentCell(rowOf(bad), 1);
    }
}

void WholeTreePanel::refresh()
{
    const int chosen = int(m_mode->chosen().size());
    m_hint->setText(m_tooBig ? tr("This tree has more than %1 inner nodes: too many to quiz "
                                  "all at once. Use the step-by-step quiz.")
                                   .arg(MaxRows)
                             : tr("Leaves clicked as pruned: %1.").arg(chosen));
    const auto &result = m_mode->wholeTreeResult();
    m_show->setEnabled(m_mode->quiz() != nullptr);
    m_check->setEnabled(m_mode->quiz() != nullptr && !m_tooBig);
    const QColor wrong(214, 39, 40, 60);
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const NodeId n = m_table->item(r, 0)->data(Qt::UserRole).toInt();
        const bool bad =
            result && std::binary_search(result->wrongNodes.begin(), result->wrongNodes.end(), n);
        m_table->item(r, 1)->setBackground(bad ? QBrush(wrong) : QBrush());
    }
    if (!result) {
        m_result->clear();
        m_rule->clear();
        return;
    }
    const grade::Verdict &v = result->verdict;
    m_result->setText(v.right      ? tr("All right! %1").arg(result->scoreText())
                      : v.step > 0 ? tr("%1. The first wrong step is step %2: %3.")
                                         .arg(result->scoreText())
                                         .arg(v.step)
                                         .arg(v.difference)
                                   : tr("%1. %2.").arg(result->scoreText(), v.difference));
    m_result->setStyleSheet(result->verdict.right ? QStringLiteral("color: #2ca02c;")
                                                  : QStringLiteral("color: #d62728;"));
    m_rule->setText(result->verdict.rule);
}

} // namespace gt

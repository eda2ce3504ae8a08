#include "transformdialog.h"

#include "views/docks/compacttable.h"
#include "views/widgets/plaintext.h"

#include "core/io/numbertext.h"
#include "core/trace/annotations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <map>

namespace gt {

namespace {

// How many distinct values the "what becomes what" line lists before it says "…".
constexpr int ShownValues = 8;

} // namespace

TransformDialog::TransformDialog(const GameTree &tree, QWidget *parent)
    : QDialog(parent)
    , m_tree(tree)
    , m_map(new QComboBox(this))
    , m_a(new QLineEdit(QStringLiteral("2"), this))
    , m_b(new QLineEdit(QStringLiteral("0"), this))
    , m_note(plainLabel(this))
    , m_values(plainLabel(this))
    , m_table(new QTableWidget(0, 5, this))
    , m_sentence(plainLabel(this))
    , m_problem(plainLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("transformDialog"));
    setWindowTitle(tr("Transform Leaf Values"));
    m_map->setObjectName(QStringLiteral("transformMap"));
    m_a->setObjectName(QStringLiteral("transformA"));
    m_b->setObjectName(QStringLiteral("transformB"));
    m_table->setObjectName(QStringLiteral("transformDecisions"));
    m_sentence->setObjectName(QStringLiteral("transformSentence"));
    m_problem->setObjectName(QStringLiteral("transformProblem"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Transform"));

    m_map->addItem(tr("x²  (square; values ≥ 0 only)"), int(LeafMapKind::Square));
    m_map->addItem(tr("x·|x|  (square keeping the sign)"), int(LeafMapKind::SignedSquare));
    m_map->addItem(tr("2^x"), int(LeafMapKind::Exp2));
    m_map->addItem(tr("a·x + b  (affine)"), int(LeafMapKind::Affine));
    m_map->addItem(tr("rank  (1, 2, 3, … by value; ties share a rank)"), int(LeafMapKind::Rank));

    auto *affine = new QHBoxLayout;
    affine->addWidget(new QLabel(tr("a:"), this));
    affine->addWidget(m_a);
    affine->addWidget(new QLabel(tr("b:"), this));
    affine->addWidget(m_b);
    auto *form = new QFormLayout;
    form->addRow(tr("&Map:"), m_map);
    form->addRow(QString(), affine);

    m_note->setWordWrap(true);
    m_values->setWordWrap(true);
    m_sentence->setWordWrap(true);
    m_problem->setWordWrap(true);
    QFont bold = m_sentence->font();
    bold.setBold(true);
    m_sentence->setFont(bold);
    m_table->setHorizontalHeaderLabels({tr("Algorithm"), tr("Root value before"),
                                        tr("Root value after"), tr("Best move before"),
                                        tr("Best move after")});
    makeCompactTable(m_table);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    // As tall as its rows: the sentence under it is what the dialog is for.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_values);
    layout->addWidget(m_table);
    layout->addWidget(m_sentence);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_map, &QComboBox::currentIndexChanged, this, &TransformDialog::update);
    connect(m_a, &QLineEdit::textChanged, this, &TransformDialog::update);
    connect(m_b, &QLineEdit::textChanged, this, &TransformDialog::update);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    update();
    resize(sizeHint().expandedTo(QSize(680, 0)));
}

std::optional<LeafMap> TransformDialog::map() const
{
    LeafMap map{LeafMapKind(m_map->currentData().toInt())};
    if (map.kind != LeafMapKind::Affine)
        return map;
    const auto a = parseNumber(m_a->text().trimmed());
    const auto b = parseNumber(m_b->text().trimmed());
    if (!a || !b)
        return std::nullopt;
    map.a = *a;
    map.b = *b;
    return map;
}

void TransformDialog::setMap(LeafMapKind kind)
{
    m_map->setCurrentIndex(m_map->findData(int(kind)));
}

QString TransformDialog::comparisonText() const
{
    return m_sentence->text();
}

QString TransformDialog::problemText() const
{
    return m_problem->text();
}

void TransformDialog::update()
{
    const auto kind = LeafMapKind(m_map->currentData().toInt());
    m_a->setEnabled(kind == LeafMapKind::Affine);
    m_b->setEnabled(kind == LeafMapKind::Affine);
    static const QString notes[] = {
        tr("Squares every value. x² is increasing only on values ≥ 0, so a tree with a negative "
           "value is refused: choose x·|x| there, or shift the values first with a·x + b."),
        tr("x·|x| squares the size and keeps the sign: increasing on every value."),
        tr("2 to the power of every value. Results beyond ±10^15 are refused, naming the node."),
        tr("a > 0 keeps the order of the values and every decision: expectations are affine too. "
           "a < 0 reverses the order (a warning); a = 0 is refused."),
        tr("The smallest distinct value becomes 1, the next 2, and so on; equal values share a "
           "rank. Heuristic values and interval bounds are ranked together with the leaves."),
    };
    m_note->setText(notes[int(kind)] +
                    tr(" Heuristic values of inner nodes are mapped too: a depth-limited search "
                       "compares them with leaf values."));
    m_table->setRowCount(0);
    m_sentence->clear();
    m_values->clear();
    const std::optional<LeafMap> chosen = map();
    QString problem;
    QString warning;
    if (!chosen) {
        problem = tr("a and b must be numbers.");
    } else {
        const LeafTransform t = transformLeafValues(m_tree, *chosen);
        if (!t.edit.ok) {
            problem = t.edit.error;
        } else {
            warning = t.warning;
            showComparison(t.edit.tree);
        }
    }
    m_problem->setText(problem.isEmpty() ? warning : problem);
    m_problem->setStyleSheet(problem.isEmpty() ? QStringLiteral("color: #8a5a00;")
                                               : QStringLiteral("color: #d62728;"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void TransformDialog::showComparison(const GameTree &after)
{
    std::map<double, double> becomes; // value -> its image, for the leaves
    for (NodeId n = 0; n < m_tree.size(); ++n) {
        if (m_tree.isLeaf(n))
            becomes.emplace(m_tree.value(n), after.value(n));
    }
    QStringList pairs;
    for (const auto &[from, to] : becomes) {
        if (pairs.size() == ShownValues) {
            pairs << QStringLiteral("…");
            break;
        }
        pairs << QStringLiteral("%1 ↦ %2").arg(formatValue(from), formatValue(to));
    }
    m_values->setText(tr("Leaf values: %1").arg(pairs.join(QStringLiteral(",  "))));

    const DecisionComparison c = compareDecisions(m_tree, after);
    auto move = [this](const std::optional<int> &best) {
        return best ? rootMoveName(m_tree, *best) : tr("none");
    };
    for (const DecisionChange &row : c.rows) {
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        const QString cells[5] = {row.algorithm, formatValue(row.valueBefore),
                                  formatValue(row.valueAfter), move(row.bestBefore),
                                  move(row.bestAfter)};
        for (int col = 0; col < 5; ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col == 4 && row.changed()) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            m_table->setItem(r, col, item);
        }
    }
    m_sentence->setText(comparisonSentence(m_tree, c));
}

} // namespace gt

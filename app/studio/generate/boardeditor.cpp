#include "boardeditor.h"

#include "views/widgets/plaintext.h"

#include "core/generate/generator.h"

#include <QGridLayout>
#include <QLineEdit>
#include <QPushButton>

namespace gt {

namespace {

// "a3" for the top left of a 3×3 board, "h8" for the centre of a 15×15 one: columns from a,
// rows counted from the bottom, as the games name their squares.
QString squareName(int square, int size)
{
    return QChar(char16_t(u'a' + square % size)) + QString::number(size - square / size);
}

} // namespace

BoardEditor::BoardEditor(QLineEdit *positionField, const Shape &shape, QWidget *parent)
    : QWidget(parent)
    , m_field(positionField)
    , m_shape(shape)
{
    setObjectName(QStringLiteral("boardEditor"));
    auto *grid = new QGridLayout(this);
    const bool small = shape.size <= 3;
    grid->setSpacing(small ? 2 : 1);
    grid->setContentsMargins(0, 0, 0, 0);
    // A 15×15 board in buttons of 16 px keeps the dialog inside a 720-line screen.
    const int side = small ? 40 : 16;
    for (int square = 0; square < shape.size * shape.size; ++square) {
        auto *button = new QPushButton(this);
        const QString name = squareName(square, shape.size);
        button->setObjectName(QStringLiteral("square-") + name);
        button->setFixedSize(side, side);
        button->setFocusPolicy(Qt::TabFocus);
        button->setToolTip(
            toolTipText(tr("%1: click for x, again for o, again to clear").arg(name)));
        QFont font = button->font();
        if (small)
            font.setPointSizeF(font.pointSizeF() * 1.6);
        else
            font.setPixelSize(11);
        font.setBold(true);
        button->setFont(font);
        connect(button, &QPushButton::clicked, this, [this, square] { cycle(square); });
        grid->addWidget(button, square / shape.size, square % shape.size);
        m_squares.push_back(button);
    }
    grid->setColumnStretch(shape.size, 1);
    connect(m_field, &QLineEdit::textChanged, this, &BoardEditor::showField);
    showField();
}

std::optional<BoardEditor::Shape> BoardEditor::shapeFor(const Generator &generator)
{
    if (generator.id() == QLatin1String("tictactoe"))
        return Shape{3, {}};
    if (generator.id() == QLatin1String("gomoku"))
        return Shape{15, {7 * 15 + 7}}; // x on h8, o to move: Gomoku's default position
    return std::nullopt;
}

QString BoardEditor::positionOption()
{
    return QStringLiteral("position");
}

QString BoardEditor::defaultBoard() const
{
    QString cells(m_shape.size * m_shape.size, QLatin1Char('.'));
    for (const int square : m_shape.defaultX)
        cells[square] = QLatin1Char('x');
    QString board;
    for (int row = 0; row < m_shape.size; ++row)
        board += (row > 0 ? QStringLiteral("/") : QString()) +
                 cells.mid(row * m_shape.size, m_shape.size);
    return board;
}

std::optional<QString> BoardEditor::cellsOf(const QString &board) const
{
    const QStringList rows = board.split(QLatin1Char('/'));
    if (rows.size() != m_shape.size)
        return std::nullopt;
    QString cells;
    for (const QString &row : rows) {
        if (row.size() != m_shape.size)
            return std::nullopt;
        for (const QChar c : row) {
            if (c != QLatin1Char('x') && c != QLatin1Char('o') && c != QLatin1Char('.'))
                return std::nullopt;
        }
        cells += row;
    }
    return cells;
}

void BoardEditor::cycle(int square)
{
    QStringList parts = m_field->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    auto cells = cellsOf(parts.isEmpty() ? defaultBoard() : parts.takeFirst());
    if (!cells)
        return; // the buttons are disabled while the field holds no board
    QChar &cell = (*cells)[square];
    cell = cell == QLatin1Char('.')   ? QLatin1Char('x')
           : cell == QLatin1Char('x') ? QLatin1Char('o')
                                      : QLatin1Char('.');
    QString board;
    for (int row = 0; row < m_shape.size; ++row)
        board += (row > 0 ? QStringLiteral("/") : QString()) +
                 cells->mid(row * m_shape.size, m_shape.size);
    QString text = board;
    for (const QString &token : parts) {
        if (!token.startsWith(QLatin1Char('@')))
            text += QLatin1Char(' ') + token;
    }
    // The default board is the default: an empty field, as the form shows a default.
    m_field->setText(text == defaultBoard() ? QString() : text);
}

void BoardEditor::showField()
{
    const QString board =
        m_field->text().section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    const auto cells = cellsOf(board.isEmpty() ? defaultBoard() : board);
    for (std::size_t square = 0; square < m_squares.size(); ++square) {
        QPushButton *button = m_squares[square];
        button->setEnabled(cells.has_value());
        const QChar c = cells ? cells->at(qsizetype(square)) : QLatin1Char('.');
        button->setText(c == QLatin1Char('.') ? QString() : QString(c));
    }
}

} // namespace gt

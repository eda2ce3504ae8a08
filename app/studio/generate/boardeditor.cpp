#include "boardeditor.h"

#include "views/widgets/plaintext.h"

#include "core/generate/generator.h"
#include "core/generate/tictactoe.h"

#include <QGridLayout>
#include <QLineEdit>
#include <QPushButton>

namespace gt {

TicTacToeBoardEditor::TicTacToeBoardEditor(QLineEdit *positionField, QWidget *parent)
    : QWidget(parent)
    , m_field(positionField)
{
    setObjectName(QStringLiteral("boardEditor"));
    auto *grid = new QGridLayout(this);
    grid->setSpacing(2);
    grid->setContentsMargins(0, 0, 0, 0);
    for (int square = 0; square < ttt::Squares; ++square) {
        auto *button = new QPushButton(this);
        const QString name = ttt::squareName(square);
        button->setObjectName(QStringLiteral("square-") + name);
        button->setFixedSize(40, 40);
        button->setFocusPolicy(Qt::TabFocus);
        button->setToolTip(
            toolTipText(tr("%1: click for x, again for o, again to clear").arg(name)));
        QFont font = button->font();
        font.setPointSizeF(font.pointSizeF() * 1.6);
        font.setBold(true);
        button->setFont(font);
        connect(button, &QPushButton::clicked, this, [this, square] { cycle(square); });
        grid->addWidget(button, square / 3, square % 3);
        m_squares[std::size_t(square)] = button;
    }
    grid->setColumnStretch(3, 1);
    connect(m_field, &QLineEdit::textChanged, this, &TicTacToeBoardEditor::showField);
    showField();
}

bool TicTacToeBoardEditor::edits(const Generator &generator)
{
    return generator.id() == QLatin1String("tictactoe");
}

QString TicTacToeBoardEditor::positionOption()
{
    return QStringLiteral("position");
}

void TicTacToeBoardEditor::cycle(int square)
{
    QStringList parts = m_field->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    ttt::Cells cells = ttt::Position().cells;
    if (!parts.isEmpty()) {
        const auto typed = ttt::parseCells(parts.takeFirst(), nullptr);
        if (!typed)
            return; // the buttons are disabled while the field holds no board
        cells = *typed;
    }
    char &cell = cells[std::size_t(square)];
    cell = cell == '.' ? 'x' : cell == 'x' ? 'o' : '.';
    QString text = ttt::cellsText(cells);
    for (const QString &token : parts) {
        if (!token.startsWith(QLatin1Char('@')))
            text += QLatin1Char(' ') + token;
    }
    // The empty board is the default: an empty field, as the form shows a default.
    m_field->setText(text == ttt::cellsText(ttt::Position().cells) ? QString() : text);
}

void TicTacToeBoardEditor::showField()
{
    const QString board =
        m_field->text().section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    const auto cells =
        board.isEmpty() ? std::optional(ttt::Position().cells) : ttt::parseCells(board, nullptr);
    for (int square = 0; square < ttt::Squares; ++square) {
        QPushButton *button = m_squares[std::size_t(square)];
        button->setEnabled(cells.has_value());
        const char c = cells ? (*cells)[std::size_t(square)] : '.';
        button->setText(c == '.' ? QString() : QString(QLatin1Char(c)));
    }
}

} // namespace gt

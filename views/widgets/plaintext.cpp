#include "plaintext.h"

#include <QLabel>
#include <QTextDocument>

namespace gt {

QString toolTipText(const QString &text)
{
    // Escaped and wrapped in <p>: a tooltip is then rich text for certain, and its only tags
    // are the ones added here. Escaping alone would leave text without tags, which the tooltip
    // would show as it is, "&lt;" and all.
    return text.isEmpty() ? QString() : Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

QMessageBox *plainMessageBox(QMessageBox::Icon icon, const QString &title, const QString &text,
                             QMessageBox::StandardButtons buttons, QWidget *parent)
{
    auto *box = new QMessageBox(icon, title, QString(), buttons, parent);
    box->setTextFormat(Qt::PlainText); // first: the text is never taken for HTML, not even once
    box->setText(text);
    return box;
}

void showWarning(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox *box = plainMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace gt

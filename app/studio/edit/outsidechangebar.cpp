#include "outsidechangebar.h"

#include "views/widgets/plaintext.h"

#include <QAction>
#include <QLabel>

namespace gt {

OutsideChangeBar::OutsideChangeBar(QWidget *parent)
    : QToolBar(tr("Changed on Disk"), parent)
{
    setObjectName(QStringLiteral("outsideChangeBar"));
    setMovable(false);
    QPalette warm = palette(); // a notice, not a toolbar: pale yellow, as the recovery bar
    warm.setColor(QPalette::Window, QColor(0xff, 0xf3, 0xcd));
    setPalette(warm);
    setAutoFillBackground(true);
    m_text = plainLabel(this); // the file's name is the user's
    m_text->setObjectName(QStringLiteral("outsideChangeText"));
    m_text->setStyleSheet(QStringLiteral("color: #533f03; padding: 0 8px;"));
    addWidget(m_text);
    m_reload = addAction(tr("Reload"));
    m_reload->setObjectName(QStringLiteral("outsideReloadAction"));
    m_save = addAction(tr("Save"));
    m_save->setObjectName(QStringLiteral("outsideSaveAction"));
    m_save->setToolTip(tr("Write the tree back to its file"));
    m_saveAs = addAction(tr("Save As…"));
    m_saveAs->setObjectName(QStringLiteral("outsideSaveAsAction"));
    m_saveAs->setToolTip(tr("Save the tree under another name; the file on disk stays as it is"));
    m_keep = addAction(tr("Keep Mine"));
    m_keep->setObjectName(QStringLiteral("outsideKeepAction"));
    hide();
}

void OutsideChangeBar::tell(DiskWatch::State state, const QString &name, bool modified,
                            const QString &problem)
{
    using State = DiskWatch::State;
    if (state == State::Same) {
        hide();
        return;
    }
    const bool changed = state == State::Changed;
    QString text;
    if (!changed)
        text = tr("“%1” was deleted or moved on disk. The tree stays open here: Save writes it "
                  "back.")
                   .arg(name);
    else if (!problem.isEmpty())
        text = tr("“%1” changed on disk, and cannot be read as it is now: %2").arg(name, problem);
    else if (modified)
        text =
            tr("“%1” changed on disk, and the tree here has changes that are not saved.").arg(name);
    else
        text = tr("“%1” changed on disk.").arg(name);
    m_text->setText(text);
    m_reload->setVisible(changed);
    m_reload->setToolTip(modified ? tr("Open the file as it is on disk; your changes are lost")
                                  : tr("Open the file as it is on disk"));
    m_save->setVisible(!changed);
    m_keep->setText(changed ? tr("Keep Mine") : tr("Dismiss"));
    m_keep->setToolTip(changed ? tr("Keep the tree shown here; Save replaces the file on disk "
                                    "with it")
                               : QString());
    show();
}

QString OutsideChangeBar::text() const
{
    return m_text->text();
}

} // namespace gt

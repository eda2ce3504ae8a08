#include "languagemenu.h"

#include "languages.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QProcess>
#include <QPushButton>

namespace gt {

namespace {

const char *const NoteContext = "gt::LanguageMenu";
const char *const NoteText =
    QT_TRANSLATE_NOOP("gt::LanguageMenu", "GameTree Studio speaks the new language after a "
                                          "restart. Unsaved work is asked about first.");

// The program's arguments for a restart, without a --language that would override the choice.
QStringList argumentsWithoutLanguage(const QStringList &arguments)
{
    QStringList out;
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--language"))
            ++i; // and its value
        else if (!arguments[i].startsWith(QLatin1String("--language=")))
            out << arguments[i];
    }
    return out;
}

} // namespace

LanguageMenu::LanguageMenu(QWidget *window)
    : QMenu(tr("&Language"), window)
    , m_window(window)
    , m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    const QString saved = savedLanguage();
    auto add = [this, &saved](const QString &code, const QString &text) {
        QAction *action = addAction(text);
        action->setCheckable(true);
        action->setChecked(code == saved);
        action->setData(code);
        action->setObjectName(QStringLiteral("language_") +
                              (code.isEmpty() ? QStringLiteral("system") : code));
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { choose(code); });
    };
    add(QString(), tr("System Language"));
    addSeparator();
    for (const StudioLanguage &l : studioLanguages())
        add(l.code, l.nativeName);
}

void LanguageMenu::choose(const QString &code)
{
    saveLanguage(code);
    const QString next = normalizedLanguage(code.isEmpty() ? QLocale::system().name() : code);
    if (next == languageInUse())
        return;
    // In the language on screen, and once more in the new one.
    const QString text =
        tr(NoteText) + QStringLiteral("\n\n") + translatedInto(next, NoteContext, NoteText);
    if (m_note)
        m_note->close();
    m_note = new QMessageBox(QMessageBox::Information, tr("Language"), text, QMessageBox::NoButton,
                             m_window);
    m_note->setAttribute(Qt::WA_DeleteOnClose);
    m_note->setTextFormat(Qt::PlainText);
    QPushButton *restart = m_note->addButton(tr("Restart Now"), QMessageBox::AcceptRole);
    restart->setObjectName(QStringLiteral("restartNow"));
    m_note->addButton(tr("Later"), QMessageBox::RejectRole);
    QPointer<QWidget> window = m_window;
    connect(restart, &QPushButton::clicked, this, [window] {
        if (window && window->close()) {
            QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                    argumentsWithoutLanguage(QCoreApplication::arguments()));
            QCoreApplication::quit();
        }
    });
    m_note->open();
}

} // namespace gt

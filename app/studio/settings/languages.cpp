#include "languages.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace gt {

namespace {

const QString LanguageKey = QStringLiteral("language");

// Where the catalogues are: installed beside the examples (a translator may drop a newer .qm
// there), else the copies built into the program.
QStringList catalogueFolders()
{
    return {QCoreApplication::applicationDirPath() +
                QStringLiteral("/../share/gametree-studio/translations"),
            QStringLiteral(":/i18n")};
}

QString &inUse()
{
    static QString code = QStringLiteral("en");
    return code;
}

QList<QTranslator *> &installed()
{
    static QList<QTranslator *> translators;
    return translators;
}

// Loads `file`_<language> for `locale` from the first folder that has it.
QTranslator *loadCatalogue(const QLocale &locale, const QString &file, const QStringList &folders)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    for (const QString &folder : folders) {
        if (translator->load(locale, file, QStringLiteral("_"), folder))
            return translator;
    }
    delete translator;
    return nullptr;
}

} // namespace

const QList<StudioLanguage> &studioLanguages()
{
    static const QList<StudioLanguage> languages = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("zh_CN"), QStringLiteral("中文（简体）")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},
    };
    return languages;
}

QString normalizedLanguage(const QString &code)
{
    // "de_AT" is German; "zh_CN" is simplified Chinese, "zh_TW" is not.
    for (const StudioLanguage &l : studioLanguages()) {
        if (code == l.code || (!l.code.contains(u'_') && code.section(u'_', 0, 0) == l.code))
            return l.code;
    }
    return QStringLiteral("en");
}

QString savedLanguage()
{
    const QString code = QSettings().value(LanguageKey).toString();
    return code.isEmpty() ? QString() : normalizedLanguage(code);
}

void saveLanguage(const QString &code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(LanguageKey);
    else
        settings.setValue(LanguageKey, normalizedLanguage(code));
}

QString installTranslations(const QString &code)
{
    for (QTranslator *t : std::as_const(installed())) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    installed().clear();
    // English is the source language; its catalogue holds only the plurals ("%n states" is
    // "1 state"). Installed first, so that another language's, installed after it, is asked
    // first; and for every language, so that a language without a catalogue reads English.
    if (QTranslator *plurals = loadCatalogue(QLocale(QLocale::English), QStringLiteral("gametree"),
                                             catalogueFolders());
        plurals && QCoreApplication::installTranslator(plurals))
        installed() << plurals;
    // No catalogue of Qt's for English, and none of Qt's for a German system read in English.
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    inUse() = QStringLiteral("en");
    if (!code.isEmpty() && normalizedLanguage(code) == QLatin1String("en"))
        return inUse();
    // English's catalogue is the plurals' above, not a language's.
    QTranslator *own = locale.language() == QLocale::English
                           ? nullptr
                           : loadCatalogue(locale, QStringLiteral("gametree"), catalogueFolders());
    if (!own)
        return inUse();
    const QString qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    for (QTranslator *t : {own, loadCatalogue(locale, QStringLiteral("qtbase"), {qtFolder})}) {
        if (t && QCoreApplication::installTranslator(t))
            installed() << t;
    }
    inUse() =
        normalizedLanguage(QFileInfo(own->filePath()).completeBaseName().section(u'_', 1, -1));
    return inUse();
}

QString languageInUse()
{
    return inUse();
}

QString translatedInto(const QString &code, const char *context, const char *text)
{
    QTranslator translator;
    for (const QString &folder : catalogueFolders()) {
        if (translator.load(QStringLiteral("gametree_") + code, folder))
            break;
    }
    const QString translated = translator.translate(context, text);
    return translated.isEmpty() ? QString::fromUtf8(text) : translated;
}

} // namespace gt

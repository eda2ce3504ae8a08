#pragma once

#include <QList>
#include <QString>

namespace gt {

// The languages the studio speaks (issue 14) and the translators that make it speak them. The
// choice is kept in QSettings ("language": a code, or empty to follow the system) and applied
// when the application starts, before any window is made: the windows take their texts once.
struct StudioLanguage {
    QString code;       // "de", "zh_CN", "ru"; "en" is the source language
    QString nativeName; // "Deutsch": as its speakers look for it, whatever language is on
};

const QList<StudioLanguage> &studioLanguages();

// The remembered choice: a code of studioLanguages(), or empty for the system's language.
QString savedLanguage();
void saveLanguage(const QString &code);

// Installs the studio's catalogue and Qt's own (qtbase_*, for the standard dialogs' buttons)
// for `code`, or for the system's preferred languages when `code` is empty, replacing any
// installed before. Returns the code of the language now in use ("en" when none matched).
QString installTranslations(const QString &code);

// What the last installTranslations() installed ("en" before any).
QString languageInUse();

// The studio's language for a locale name ("de_AT" → "de"), "en" for English and the rest.
QString normalizedLanguage(const QString &code);

// `text` of `context` in the language `code`, whatever language is installed: the note that a
// new language applies after a restart is written in both languages.
QString translatedInto(const QString &code, const char *context, const char *text);

} // namespace gt

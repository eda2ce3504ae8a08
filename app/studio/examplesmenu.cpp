#include "examplesmenu.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace gt {

namespace {

// Menu texts for the examples we ship, in teaching order; other files follow by name.
struct KnownExample {
    const char *file;
    const char *title;
};
const KnownExample Known[] = {
    {"classic", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Classic: minimax 10, expectimax 54.5")},
    {"aima-3ply", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "AIMA's three-ply tree (figure 5.2)")},
    {"chance-07", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Chance nodes with odds 0.7 / 0.3")},
    {"knuth-moore", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Perfectly ordered tree (Knuth–Moore)")},
    {"sss-beats-ab",
     QT_TRANSLATE_NOOP("gt::ExamplesMenu", "SSS* reads fewer leaves than alpha-beta")},
};

int knownIndex(const QString &path)
{
    const QString base = QFileInfo(path).completeBaseName();
    for (int i = 0; i < int(std::size(Known)); ++i) {
        if (base == QLatin1String(Known[i].file))
            return i;
    }
    return -1;
}

// The file's leading "# …" comment: what the example shows, for the tooltip.
QString description(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString first = QString::fromUtf8(file.readLine(4096)).trimmed();
    return first.startsWith(QLatin1Char('#')) ? first.mid(1).trimmed() : QString();
}

} // namespace

ExamplesMenu::ExamplesMenu(QWidget *parent)
    : QMenu(tr("E&xamples"), parent)
{
    setObjectName(QStringLiteral("examplesMenu"));
    setToolTipsVisible(true);
    const QStringList paths = examplePaths();
    for (const QString &path : paths) {
        QAction *action = addAction(displayName(path));
        action->setObjectName(QStringLiteral("example_") + QFileInfo(path).completeBaseName());
        action->setData(path);
        const QString about = description(path);
        action->setToolTip(about.isEmpty() ? displayName(path) : about);
        action->setStatusTip(about);
        connect(action, &QAction::triggered, this, [this, path] { emit exampleRequested(path); });
    }
    if (paths.isEmpty())
        addAction(tr("No examples built in"))->setEnabled(false);
}

QStringList ExamplesMenu::examplePaths()
{
    QStringList paths;
    const QDir dir(QStringLiteral(":/examples"));
    for (const QString &name : dir.entryList({QStringLiteral("*.tree")}, QDir::Files, QDir::Name))
        paths << dir.filePath(name);
    // Known examples first, in teaching order; unknown ones keep their alphabetical order.
    std::stable_sort(paths.begin(), paths.end(), [](const QString &a, const QString &b) {
        const auto rank = [](const QString &p) {
            const int i = knownIndex(p);
            return i < 0 ? int(std::size(Known)) : i;
        };
        return rank(a) < rank(b);
    });
    return paths;
}

QString ExamplesMenu::displayName(const QString &path)
{
    const int known = knownIndex(path);
    if (known >= 0)
        return tr(Known[known].title);
    QString name = QFileInfo(path).completeBaseName();
    name.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

} // namespace gt

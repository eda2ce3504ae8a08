#include "examplesmenu.h"

#include "views/widgets/plaintext.h"

#include "core/session/documentfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace gt {

namespace {

// Menu texts for the examples we ship, in teaching order; other files follow by name. A .json
// example is a whole document — algorithm, options, title and notes — so that it opens ready to
// step through; its title is the menu text and its notes the tooltip (title here: nullptr).
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
    // Issue 12: chance nodes made cheaper, B*, and leaf transforms (documents, see above).
    {"star-bounds", nullptr},
    {"chance-min-prob", nullptr},
    {"classic-samples", nullptr},
    {"bstar-intervals", nullptr},
    {"transform-square", nullptr},
    {"transform-rank", nullptr},
    // Issue 13: the deck's own games (documents).
    {"tian-ji", nullptr},
    {"ttt-depth2", nullptr},
};

bool isDocument(const QString &path)
{
    return formatForPath(path) == TreeFormat::Json;
}

// The title and notes of a .json example; nothing for a .tree file or a broken document.
std::optional<Document> exampleDocument(const QString &path)
{
    if (!isDocument(path))
        return std::nullopt;
    ReadError error;
    return loadDocument(path, &error);
}

int knownIndex(const QString &path)
{
    const QString base = QFileInfo(path).completeBaseName();
    for (int i = 0; i < int(std::size(Known)); ++i) {
        if (base == QLatin1String(Known[i].file))
            return i;
    }
    return -1;
}

// What the example shows, for the tooltip: a document's notes, else the file's leading "# …"
// comment.
QString description(const QString &path)
{
    if (const auto doc = exampleDocument(path))
        return doc->notes;
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
        // A document's notes are text from a file: shown literally, never as HTML.
        action->setToolTip(toolTipText(about.isEmpty() ? displayName(path) : about));
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
    const QStringList names = dir.entryList({QStringLiteral("*.tree"), QStringLiteral("*.json")},
                                            QDir::Files, QDir::Name);
    for (const QString &name : names) {
        // A .tree with a document of the same name is that document's tree (the tests and the
        // docs read the .tree): the menu offers the document, which also chooses the search.
        const QFileInfo info(name);
        if (info.suffix() == u"tree" &&
            names.contains(info.completeBaseName() + QStringLiteral(".json")))
            continue;
        paths << dir.filePath(name);
    }
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
    if (known >= 0 && Known[known].title)
        return tr(Known[known].title);
    if (const auto doc = exampleDocument(path); doc && !doc->title.isEmpty())
        return doc->title;
    QString name = QFileInfo(path).completeBaseName();
    name.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

} // namespace gt

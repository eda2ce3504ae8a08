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
// step through; its title is the menu text and its notes the tooltip. Both are written here
// word for word as in the file, so that they are translated: the window shows them in its
// language (translatedExample), and a test keeps them equal to the files'.
struct KnownExample {
    const char *file;
    const char *title;
    const char *notes = nullptr; // a document's notes; nullptr: a .tree file's comment
};
const KnownExample Known[] = {
    {"classic", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Classic: minimax 10, expectimax 54.5")},
    {"aima-3ply", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "AIMA's three-ply tree (figure 5.2)")},
    {"chance-07", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Chance nodes with odds 0.7 / 0.3")},
    {"knuth-moore", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Perfectly ordered tree (Knuth–Moore)")},
    {"sss-beats-ab",
     QT_TRANSLATE_NOOP("gt::ExamplesMenu", "SSS* reads fewer leaves than alpha-beta")},
    // Issue 12: chance nodes made cheaper, B*, and leaf transforms (documents, see above).
    {"star-bounds",
     QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Star1: a chance node cut off by leaf bounds"),
     QT_TRANSLATE_NOOP(
         "gt::ExamplesMenu",
         "Every leaf lies in [0, 10], so after the right chance node's first child "
         "gives 2 its second child must beat 7 to matter: watch the window (7, 10) on "
         "the edge into it: its first leaf, 7, already holds it to 7, the bar beside "
         "the chance node leaves its window, and the leaf 4 is never read. Switch to "
         "Star2 to see it probe each child first.")},
    {"chance-min-prob",
     QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Skipping unlikely chance children (--min-prob 0.5)"),
     QT_TRANSLATE_NOOP(
         "gt::ExamplesMenu",
         "Children with probability below 0.5 are not searched, so each chance node "
         "reads only its 0.7 child and the root shows 1 where the exact value is 0.7: "
         "look at the grey 0.3 branches and the approximate value at the root.")},
    {"classic-samples",
     QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Expectimax by sampling (4 draws, seed 1)"),
     QT_TRANSLATE_NOOP(
         "gt::ExamplesMenu",
         "Each min node, a fair coin under expectimax, averages 4 drawn outcomes "
         "instead of both children: the right one draws 100 three times and shows 77.25 "
         "where the exact value is 54.5. Re-sample (new seed) to watch the estimate "
         "move.")},
    {"bstar-intervals", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "B* on Berliner's hand-worked tree"),
     QT_TRANSLATE_NOOP(
         "gt::ExamplesMenu",
         "Every inner node carries [pess, opt]; B* (provebest) expands A, B, D, E, C "
         "and G and stops when pess(B) = 7 reaches opt of every other root child: watch "
         "the interval band under the tree and the bounds beside each node. F and H are "
         "never expanded.")},
    {"transform-square",
     QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Squaring the leaves flips expectimax"),
     QT_TRANSLATE_NOOP(
         "gt::ExamplesMenu",
         "Expectimax takes L (6 against ½·2 + ½·9 = 5.5); apply Edit ▸ Transform Leaf "
         "Values… with x² and it takes R (36 against 42.5), while minimax takes L both "
         "times.")},
    {"transform-rank", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Ranking the leaves flips expectimax"),
     QT_TRANSLATE_NOOP("gt::ExamplesMenu",
                       "Expectimax takes R (10 against (9 + 9 + 100)/3 ≈ 39.3); apply Edit ▸ "
                       "Transform Leaf Values… with rank and it takes L (2 against 5/3), while "
                       "minimax takes L both times.")},
    // Issue 13: the deck's own games (documents).
    {"tian-ji",
     QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Tian Ji's horse race: Sun Bin's answer wins 2-1"),
     QT_TRANSLATE_NOOP(
         "gt::ExamplesMenu",
         "Sun Bin's advice to Tian Ji (Records of the Grand Historian): the king of Qi "
         "and general Tian Ji race three horses each, one race per class, and the "
         "king's horse is a little faster than Tian Ji's in every class - but Tian Ji's "
         "top horse beats the king's middle one and his middle horse beats the king's "
         "bottom one. Racing class against class Tian Ji loses 0-3. The root is the "
         "king (MIN): he chooses the order of his horses for races 1, 2, 3 (edge 'king "
         "TMB': top, middle, bottom). Tian Ji (MAX) answers knowing it, with an order "
         "of his own (edge 'BTM': his bottom horse in race 1, his top in race 2, his "
         "middle in race 3). A leaf is named by the races Tian Ji won and lost, and its "
         "value is won minus lost. Step through minimax: under every order of the king, "
         "Tian Ji's best answer - his bottom horse against the king's top, his top "
         "against the king's middle, his middle against the king's bottom - wins 2-1, "
         "so every MAX node is worth +1 and so is the root: Sun Bin's answer wins "
         "because Tian Ji moves second and sees the king's order. No answer wins 3-0, "
         "since Tian Ji's bottom horse loses to every horse of the king.")},
    {"ttt-depth2",
     QT_TRANSLATE_NOOP("gt::ExamplesMenu", "Tic-tac-toe two plies deep: f(p) picks the centre"),
     QT_TRANSLATE_NOOP(
         "gt::ExamplesMenu",
         "Nilsson's tic-tac-toe search from the lecture, two plies deep: x (MAX) has "
         "nine first moves, o (MIN) eight replies each, and the 72 positions at the "
         "horizon are valued by f(p) = (lines still open for x) - (lines still open for "
         "o), a line being open for a side when the other has no stone on it. Edges "
         "name the square played (columns a-c, rows 1-3 from the bottom); the inspector "
         "shows each node's position. Step through minimax: after x in the centre (b2) "
         "o's best reply is a corner, f = 5 - 4 = 1; after x in a corner o takes the "
         "centre, f = 4 - 5 = -1; after x on an edge o's best gives -2. So x plays the "
         "centre and the root is worth 1. Made by: gametree generate tictactoe --depth "
         "2 (try --depth 4, or --opponent-p 0.7 with expectimax).")},
    // The MT family's passes on the paper's own tree.
    {"plaat", QT_TRANSLATE_NOOP("gt::ExamplesMenu", "MT-SSS* on Plaat et al.'s tree: four passes"),
     QT_TRANSLATE_NOOP(
         "gt::ExamplesMenu",
         "The binary tree of depth 4 from Plaat, Schaeffer, Pijls and de Bruin (1996, "
         "figures 4–7), minimax value 35. MT-SSS* is SSS* as a series of null-window "
         "alpha-beta passes with a transposition table: it starts from the bound +∞ and "
         "tests it, and each pass lowers the bound, from +∞ to 41, 36 and 35, until the "
         "fourth pass proves 35: watch the pass band under the tree. It reads the same "
         "8 leaves as SSS*, where alpha-beta reads 12 of the 16. Switch to MTD(f) or "
         "MT-DUAL* to compare their passes.")},
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
    if (auto doc = exampleDocument(path)) {
        ExamplesMenu::translate(path, &*doc);
        return doc->notes;
    }
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

void ExamplesMenu::translate(const QString &path, Document *doc)
{
    const int known = knownIndex(path);
    if (known < 0 || !path.startsWith(QLatin1String(":/examples/")))
        return;
    const KnownExample &k = Known[known];
    if (k.title && doc->title == QString::fromUtf8(k.title))
        doc->title = tr(k.title);
    if (k.notes && doc->notes == QString::fromUtf8(k.notes))
        doc->notes = tr(k.notes);
}

QStringList ExamplesMenu::knownDocumentTexts(const QString &name)
{
    for (const KnownExample &k : Known) {
        if (name == QLatin1String(k.file) && k.notes)
            return {QString::fromUtf8(k.title), QString::fromUtf8(k.notes)};
    }
    return {};
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

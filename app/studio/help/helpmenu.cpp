#include "helpmenu.h"

#include "shortcutsdialog.h"
#include "windowtour.h"

#include "views/widgets/plaintext.h"

#include "core/layout/graphviz.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QMainWindow>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

#ifndef GT_STUDIO_VERSION
#define GT_STUDIO_VERSION ""
#endif
#ifndef GT_LICENSE
#define GT_LICENSE ""
#endif

namespace gt {

HelpMenu::HelpMenu(QMainWindow *window, const TourParts &tour)
    : QMenu(tr("&Help"), window)
    , m_window(window)
    , m_tourParts(tour)
{
    setObjectName(QStringLiteral("helpMenu"));
    m_shortcuts = addAction(tr("&Keyboard Shortcuts"), this, [this] { showShortcuts(); });
    m_shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    m_shortcuts->setShortcuts(QKeySequence::HelpContents); // F1
    m_shortcuts->setStatusTip(tr("Every key of the window, with its command and menu"));
    m_notation = addAction(tr("The Tree &Notation"), this, [this] { showNotation(); });
    m_notation->setObjectName(QStringLiteral("notationAction"));
    m_notation->setStatusTip(tr("How to type a tree: ((10,10),(9,100)), kinds, names, "
                                "probabilities"));
    m_tour = addAction(tr("&Tour of the Window"), this, [this] { startTour(); });
    m_tour->setObjectName(QStringLiteral("tourAction"));
    m_tour->setStatusTip(tr("The parts of the window, one after the other"));
    addSeparator();
    m_about = addAction(tr("&About GameTree Studio"), this, [this] { showAbout(); });
    m_about->setObjectName(QStringLiteral("aboutAction"));
    m_about->setMenuRole(QAction::AboutRole);
    // F1 works with the menu bar hidden too (presentation mode).
    window->addAction(m_shortcuts);
}

ShortcutsDialog *HelpMenu::showShortcuts()
{
    if (!m_shortcutsDialog) {
        m_shortcutsDialog = new ShortcutsDialog(m_window);
        m_shortcutsDialog->setAttribute(Qt::WA_DeleteOnClose);
    } else {
        m_shortcutsDialog->refill(); // keys may have changed since
    }
    m_shortcutsDialog->show();
    m_shortcutsDialog->raise();
    return m_shortcutsDialog;
}

QDialog *HelpMenu::showNotation()
{
    if (!m_notationDialog) {
        auto *dialog = new QDialog(m_window);
        dialog->setObjectName(QStringLiteral("notationDialog"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowTitle(tr("The Tree Notation"));
        auto *text = new QTextBrowser(dialog);
        text->setObjectName(QStringLiteral("notationText"));
        text->setOpenLinks(false); // its links are to files of the source tree
        QFile page(QStringLiteral(":/help/notation.md"));
        if (page.open(QIODevice::ReadOnly))
            text->setMarkdown(QString::fromUtf8(page.readAll()));
        else
            text->setPlainText(tr("The notation page is not built into this program."));
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
        auto *column = new QVBoxLayout(dialog);
        column->addWidget(text);
        column->addWidget(buttons);
        dialog->resize(760, 560);
        m_notationDialog = dialog;
    }
    m_notationDialog->show();
    m_notationDialog->raise();
    return m_notationDialog;
}

namespace {

// "View ▸ Presentation Mode (F5)": the menu and the action as the window spells them, in the
// language it speaks, with the action's key when it has one.
QString menuPath(const QMenu *menu, const QAction *action)
{
    auto plain = [](QString text) {
        // "示例(&X)": a mnemonic of its own in brackets, as Chinese menus write it, goes whole.
        static const QRegularExpression bracketed(QStringLiteral("\\(&[^&]\\)"));
        text.remove(bracketed);
        text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
        text.remove(u'&');
        text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
        if (text.endsWith(u'…')) // "Export…" opens a dialog; in a sentence it is "Export"
            text.chop(1);
        return text.trimmed();
    };
    QString path = plain(menu->title());
    if (action) {
        path += QStringLiteral(" ▸ ") + plain(action->text());
        if (!action->shortcut().isEmpty())
            path +=
                QStringLiteral(" (%1)").arg(action->shortcut().toString(QKeySequence::NativeText));
    }
    return path;
}

} // namespace

void HelpMenu::addMenuStops(std::vector<WindowTour::Stop> &stops) const
{
    const TourParts &p = m_tourParts;
    if (!p.menuBar)
        return;
    if (p.examples)
        stops.push_back({p.menuBar, tr("Examples"),
                         tr("Ready-made trees from lectures and textbooks: the classic, AIMA's "
                            "three-ply tree, chance nodes, a perfectly ordered tree, a tree where "
                            "SSS* reads fewer leaves than alpha-beta, and lessons saved with their "
                            "own search (B*, Star1, MT-SSS*, Tian Ji's horses). A tree opens under "
                            "the algorithm you picked; a lesson opens with its own."),
                         p.examples->menuAction()});
    if (p.viewMenu && p.presentation)
        stops.push_back({p.menuBar, tr("Presentation mode"),
                         tr("%1 shows the tree, the narration and the stepper over the whole "
                            "screen in large type, for a projector. The arrow keys and a "
                            "clicker step; Esc leaves.")
                             .arg(menuPath(p.viewMenu, p.presentation)),
                         p.viewMenu->menuAction()});
    if (p.viewMenu && p.compare)
        stops.push_back({p.menuBar, tr("Compare"),
                         tr("%1 steps two to four algorithms through this tree side by side, "
                            "by step or by leaf read, and says which reads the fewest leaves "
                            "and whether they agree on the value.")
                             .arg(menuPath(p.viewMenu, p.compare)),
                         p.viewMenu->menuAction()});
    if (p.fileMenu && p.exportAction)
        stops.push_back({p.menuBar, tr("Export"),
                         tr("%1 saves the step on screen as SVG, PNG, PDF, TikZ or DOT, or the "
                            "whole search as a PDF deck, Beamer slides or a web page that "
                            "plays it. The file's extension decides the format.")
                             .arg(menuPath(p.fileMenu, p.exportAction)),
                         p.fileMenu->menuAction()});
}

WindowTour *HelpMenu::startTour()
{
    if (!m_windowTour) {
        const TourParts &p = m_tourParts;
        std::vector<WindowTour::Stop> stops = {
            {p.algorithm, tr("Algorithm"),
             tr("Pick the search to watch. Its options are in Search Options; the "
                "Algorithm menu lists the same searches.")},
            {p.treeText, tr("Type a tree"),
             tr("Type a tree such as ((10,10),(9,100)) and press Enter. Help ▸ The Tree "
                "Notation has the whole notation; File ▸ Open and Examples bring "
                "ready-made trees.")},
            {p.canvas, tr("The tree"),
             tr("What the search knows at this step: values, the α–β window, cut-offs. "
                "Click a node to select it and Tab to add a child; double-click to edit "
                "it. The wheel zooms, Ctrl+0 fits the whole tree.")},
            {p.stepper, tr("Stepping"),
             tr("→ and ← step forwards and back, Space plays, Home and End jump to the "
                "start and the end. Drag the timeline to any step.")},
            {p.narration, tr("Narration"), tr("What the last step did and why, in words.")},
            {p.pseudocode, tr("Pseudocode"),
             tr("The algorithm, with the line the search is at marked.")},
            {p.searchOptions, tr("Search options"),
             tr("Depth, fail-soft, move ordering and the other options of the chosen "
                "algorithm; a change searches again at once.")},
            {p.callStack, tr("Call stack"),
             tr("The nodes the search is inside, with their α, β and values so far.")},
            {p.statistics, tr("Statistics"),
             tr("Leaves read, cut-offs and the value, beside what the other algorithms "
                "need on this tree.")},
            {p.inspector, tr("Inspector"),
             tr("The selected node's kind, value, name and move, to edit; and the "
                "document's title and notes.")},
        };
        addMenuStops(stops);
        m_windowTour = new WindowTour(m_window, std::move(stops));
        connect(m_windowTour, &WindowTour::ended, this, [this] {
            if (m_tourParts.canvas)
                m_tourParts.canvas->setFocus();
        });
    }
    m_windowTour->start();
    return m_windowTour;
}

QString HelpMenu::aboutText()
{
    const QString licence = QStringLiteral(GT_LICENSE);
    const QString graphviz = graphvizVersion();
    return tr("GameTree Studio %1").arg(QStringLiteral(GT_STUDIO_VERSION)) + QLatin1Char('\n') +
           tr("Step through game-tree searches: minimax, alpha-beta, SSS*, expectimax and "
              "more.") +
           QStringLiteral("\n\n") +
           tr("Licence: %1").arg(licence.isEmpty() ? tr("not declared in this build") : licence) +
           QLatin1Char('\n') +
           tr("Qt %1 (built with Qt %2)")
               .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)) +
           QLatin1Char('\n') +
           tr("Graphviz %1").arg(graphviz.isEmpty() ? tr("(version unknown)") : graphviz);
}

QMessageBox *HelpMenu::showAbout()
{
    if (!m_aboutBox) {
        m_aboutBox = plainMessageBox(QMessageBox::Information, tr("About GameTree Studio"),
                                     aboutText(), QMessageBox::Close, m_window);
        m_aboutBox->setObjectName(QStringLiteral("aboutBox"));
        m_aboutBox->setAttribute(Qt::WA_DeleteOnClose);
        if (const QIcon icon = QApplication::windowIcon(); !icon.isNull())
            m_aboutBox->setIconPixmap(icon.pixmap(64, 64)); // the program's, when installed
    }
    m_aboutBox->open();
    return m_aboutBox;
}

} // namespace gt

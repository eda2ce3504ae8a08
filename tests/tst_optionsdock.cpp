// The options form and the picker only edit the session's AlgorithmChoice (core/session): every
// change is one search, counted by the session's trace revision. Before the choice, the dock
// kept a second memory and searched a second time when an algorithm came without the options
// it remembered ("the caller forgot optionsFor()"), overwriting a document's own.
#include "app/studio/compare/comparepanel.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/search/searchoptionsdock.h"

#include "views/session/searchsession.h"
#include "views/widgets/optionform.h"

#include "core/search/algorithm.h"

#include "treetexthelpers.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QMainWindow>
#include <QSpinBox>
#include <QtTest>

using namespace gt;
using gt::test::parse;

namespace {

const QString AlphaBeta = QStringLiteral("alphabeta");
const QString Minimax = QStringLiteral("minimax");

SearchOptions options(std::initializer_list<std::pair<const char *, QVariant>> values)
{
    SearchOptions out;
    for (const auto &[name, value] : values)
        out.set(QString::fromLatin1(name), value);
    return out;
}

Document document(const QString &algorithm, const SearchOptions &options = {})
{
    Document d;
    d.tree = parse(QStringLiteral("max(min(3,12,8),min(2,4,6),min(14,5,2))"));
    d.algorithm = algorithm;
    d.options = options;
    return d;
}

// The session with its dock and picker, as the window wires them.
struct Studio {
    QMainWindow window;
    SearchSession *session = new SearchSession(&window);
    SearchOptionsDock *dock = new SearchOptionsDock(session, &window);
    AlgorithmPicker *picker = new AlgorithmPicker(session, &window);

    // Searches made since `since` (a trace revision).
    quint64 searches(quint64 since) const { return session->traceRevision() - since; }
    void pick(const QString &id) const
    {
        QComboBox *box = picker->comboBox();
        emit box->activated(box->findData(id));
    }
    QCheckBox *failHardBox() const
    {
        return dock->findChild<QCheckBox *>(QStringLiteral("option-fail-hard"));
    }
};

} // namespace

class TstOptionsDock : public QObject {
    Q_OBJECT
private slots:
    // A document with options of its own, for an algorithm other than the one shown: one
    // search, with its options, and the form shows them. The old dock searched again with the
    // options it remembered for the algorithm (none), and the document's fail-hard was lost.
    void aDocumentsOwnOptionsAreOneSearch()
    {
        Studio s;
        s.session->setDocument(document(Minimax));
        const quint64 before = s.session->traceRevision();
        s.session->setDocument(document(AlphaBeta, options({{"fail-hard", true}})));
        QCOMPARE(s.searches(before), 1u);
        QCOMPARE(s.session->algorithm(), AlphaBeta);
        QCOMPARE(s.session->options(), options({{"fail-hard", true}}));
        QVERIFY(s.failHardBox() && s.failHardBox()->isChecked());
        QCOMPARE(s.session->choice()->optionsFor(AlphaBeta), options({{"fail-hard", true}}));
    }

    // A click in the form: one search with the new options, remembered by the choice.
    void changingAnOptionInTheFormIsOneSearch()
    {
        Studio s;
        s.session->setDocument(document(AlphaBeta));
        QCheckBox *box = s.failHardBox();
        QVERIFY(box && !box->isChecked());
        const quint64 before = s.session->traceRevision();
        box->click();
        QCOMPARE(s.searches(before), 1u);
        QVERIFY(s.session->options().flag(QStringLiteral("fail-hard")));
        QCOMPARE(s.session->choice()->optionsFor(AlphaBeta), options({{"fail-hard", true}}));
        QString error;
        QCOMPARE(s.session->trace()->events.size(),
                 search(s.session->tree(), AlphaBeta, options({{"fail-hard", true}}), &error)
                     ->events.size());
        // Minimax's depth typed in: one search more.
        s.pick(Minimax);
        auto *depth = s.dock->findChild<QSpinBox *>(QStringLiteral("option-depth"));
        QVERIFY(depth);
        const quint64 typed = s.session->traceRevision();
        depth->setValue(1);
        QCOMPARE(s.searches(typed), 1u);
        QCOMPARE(s.session->options(), options({{"depth", 1}}));
    }

    // The picker brings the options the algorithm was last searched with, in the same search;
    // the form follows.
    void pickingIsOneSearchWithTheRememberedOptions()
    {
        Studio s;
        s.session->setDocument(document(AlphaBeta));
        s.session->choice()->setOptions(Minimax, options({{"depth", 1}}));
        for (int round = 0; round < 2; ++round) {
            quint64 before = s.session->traceRevision();
            s.pick(Minimax);
            QCOMPARE(s.searches(before), 1u);
            QCOMPARE(s.session->options(), options({{"depth", 1}}));
            QCOMPARE(s.dock->form()->values(), options({{"depth", 1}}));
            before = s.session->traceRevision();
            s.pick(AlphaBeta);
            QCOMPARE(s.searches(before), 1u);
            QVERIFY(s.session->options().isEmpty());
        }
        // Picking what is shown searches nothing.
        const quint64 before = s.session->traceRevision();
        s.pick(AlphaBeta);
        QCOMPARE(s.searches(before), 0u);
    }

    // "Re-sample": the next seed, one search.
    void resampleIsOneSearch()
    {
        Studio s;
        Document d = document(QStringLiteral("expectiminimax"));
        d.tree = parse(QStringLiteral("max(chance(0.7: 1, 0.3: 0), chance(0.7: -1, 0.3: 1))"));
        d.options = options({{"samples", 5}, {"seed", 41}});
        s.session->setDocument(d);
        QVERIFY(s.dock->resampleAction()->isEnabled());
        const quint64 before = s.session->traceRevision();
        s.dock->resampleAction()->trigger();
        QCOMPARE(s.searches(before), 1u);
        QCOMPARE(s.session->options().integer(QStringLiteral("seed"), -1), 42);
        QCOMPARE(s.dock->form()->values(), s.session->options());
    }

    // A comparison's panel starts from the main window's options and keeps its own: set in the
    // panel, they stay there; an algorithm first picked in the panel brings the window's.
    void comparePanelFallsBackToTheWindowsChoice()
    {
        Studio s;
        s.session->setDocument(document(AlphaBeta, options({{"fail-hard", true}})));
        s.session->choice()->setOptions(Minimax, options({{"depth", 1}}));
        ComparePanel panel(s.session->tree(), AlphaBeta, s.session->choice());
        SearchSession *mine = panel.session();
        QCOMPARE(mine->options(), options({{"fail-hard", true}}));
        auto *box = panel.optionForm()->findChild<QCheckBox *>(QStringLiteral("option-fail-hard"));
        QVERIFY(box && box->isChecked());
        quint64 before = mine->traceRevision();
        box->click();
        QCOMPARE(mine->traceRevision() - before, 1u);
        QVERIFY(mine->options().isEmpty());
        QCOMPARE(s.session->options(), options({{"fail-hard", true}})); // the window's stay
        QComboBox *combo = panel.picker()->comboBox();
        before = mine->traceRevision();
        emit combo->activated(combo->findData(Minimax));
        QCOMPARE(mine->traceRevision() - before, 1u);
        QCOMPARE(mine->options(), options({{"depth", 1}}));
        emit combo->activated(combo->findData(AlphaBeta));
        QVERIFY(mine->options().isEmpty()); // the panel's own, not the window's fail-hard
    }
};

QTEST_MAIN(TstOptionsDock)
#include "tst_optionsdock.moc"

// The session library alone (core/session, QtCore only): what a document is searched with —
// the algorithm chosen, every algorithm's remembered options within its declaration, a
// document's algorithm and options read and written, the settings, and one change for each
// search (changed()).
#include "core/search/algorithm.h"
#include "core/session/algorithmchoice.h"
#include "core/session/documentfiles.h"
#include "core/session/remembersettings.h"

#include "treetexthelpers.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace gt;
using gt::test::parse;

namespace {

const QString AlphaBeta = QStringLiteral("alphabeta");
const QString Minimax = QStringLiteral("minimax");
const QString FailHard = QStringLiteral("fail-hard");
const QString Depth = QStringLiteral("depth");

SearchOptions options(std::initializer_list<std::pair<const char *, QVariant>> values)
{
    SearchOptions out;
    for (const auto &[name, value] : values)
        out.set(QString::fromLatin1(name), value);
    return out;
}

} // namespace

class TstAlgorithmChoice : public QObject {
    Q_OBJECT
private slots:
    void startsWithTheRegistrysFirstAlgorithm()
    {
        AlgorithmChoice choice;
        QCOMPARE(choice.algorithm(), algorithms().front()->id());
        QVERIFY(choice.options().isEmpty());
    }

    // Alpha-beta fail-hard, minimax to depth 1, alpha-beta again: fail-hard is back.
    void rememberedOptionsSurviveSwitching()
    {
        AlgorithmChoice choice;
        choice.choose(AlphaBeta);
        choice.setOptions(options({{"fail-hard", true}}));
        choice.choose(Minimax);
        QVERIFY(choice.options().isEmpty());
        choice.setOptions(options({{"depth", 1}}));
        choice.choose(AlphaBeta);
        QCOMPARE(choice.options(), options({{"fail-hard", true}}));
        QCOMPARE(choice.optionsFor(Minimax), options({{"depth", 1}}));
        // Set for an algorithm not chosen: remembered, not searched with.
        choice.setOptions(Minimax, options({{"depth", 2}}));
        QCOMPARE(choice.algorithm(), AlphaBeta);
        QCOMPARE(choice.options(), options({{"fail-hard", true}}));
        choice.choose(Minimax);
        QCOMPARE(choice.options(), options({{"depth", 2}}));
    }

    // Every algorithm keeps only what it declares: minimax has no fail-hard, and a document or
    // a command line that sets it for every algorithm leaves minimax's options as they were.
    void optionsAreKeptToTheDeclaration()
    {
        QVERIFY(findOption(findAlgorithm(AlphaBeta)->options(), FailHard));
        QVERIFY(!findOption(findAlgorithm(Minimax)->options(), FailHard));
        QVERIFY(findOption(findAlgorithm(Minimax)->options(), Depth));
        AlgorithmChoice choice;
        choice.choose(Minimax);
        choice.setOptions(options({{"fail-hard", true}, {"depth", 3}}));
        QCOMPARE(choice.options(), options({{"depth", 3}}));
        choice.setOptions(AlphaBeta, options({{"fail-hard", true}, {"nonsense", 1}}));
        QCOMPARE(choice.optionsFor(AlphaBeta), options({{"fail-hard", true}}));
        choice.adopt(AlphaBeta, options({{"fail-hard", true}, {"samples", 4}}));
        QCOMPARE(choice.options(), options({{"fail-hard", true}}));
        // An algorithm this version does not know keeps what it was given (a newer document's):
        // its search says what is wrong.
        choice.adopt(QStringLiteral("newer"), options({{"fail-hard", true}}));
        QCOMPARE(choice.options(), options({{"fail-hard", true}}));
        QString error;
        QVERIFY(!choice.search(parse(QStringLiteral("max(1,2)")), &error));
        QVERIFY(!error.isEmpty());
    }

    // One changed() per change of what is searched, none for a change that changes nothing:
    // each is one search of the session's. (The options dock once searched a second time when an
    // algorithm came without its remembered options.)
    void oneChangePerSearch()
    {
        AlgorithmChoice choice;
        QSignalSpy changes(&choice, &AlgorithmChoice::changed);
        choice.choose(choice.algorithm());
        QCOMPARE(changes.count(), 0);
        choice.choose(AlphaBeta);
        QCOMPARE(changes.count(), 1);
        choice.setOptions(options({{"fail-hard", true}}));
        QCOMPARE(changes.count(), 2);
        choice.setOptions(options({{"fail-hard", true}}));
        QCOMPARE(changes.count(), 2);
        choice.setOptions(Minimax, options({{"depth", 1}})); // not the chosen one
        QCOMPARE(changes.count(), 2);
        choice.choose(Minimax); // the algorithm and its options: one change
        QCOMPARE(changes.count(), 3);
        QCOMPARE(choice.options(), options({{"depth", 1}}));
        choice.adopt(AlphaBeta, options({{"depth", 2}})); // a document's own options
        QCOMPARE(changes.count(), 4);
        QCOMPARE(choice.options(), options({{"depth", 2}}));
        QCOMPARE(choice.optionsFor(AlphaBeta), options({{"depth", 2}})); // they win
        choice.adopt(AlphaBeta, options({{"depth", 2}}));
        QCOMPARE(changes.count(), 4);
        choice.forgetAll();
        QCOMPARE(changes.count(), 5);
        QVERIFY(choice.options().isEmpty());
        QVERIFY(choice.optionsFor(Minimax).isEmpty());
        choice.forgetAll();
        QCOMPARE(changes.count(), 5);
    }

    // A comparison's panel starts from the main window's options and keeps its own.
    void fallbackGivesOptionsUntilSetHere()
    {
        AlgorithmChoice main;
        main.setOptions(AlphaBeta, options({{"fail-hard", true}}));
        main.setOptions(Minimax, options({{"depth", 1}}));
        AlgorithmChoice panel;
        panel.setFallback(&main);
        QCOMPARE(panel.optionsFor(Minimax), options({{"depth", 1}}));
        panel.choose(AlphaBeta);
        QCOMPARE(panel.options(), options({{"fail-hard", true}}));
        panel.setOptions(SearchOptions());
        QCOMPARE(main.optionsFor(AlphaBeta), options({{"fail-hard", true}})); // the panel's own
        // Not yet chosen in the panel: the main window's latest.
        main.setOptions(Minimax, options({{"depth", 2}}));
        panel.choose(Minimax);
        QCOMPARE(panel.options(), options({{"depth", 2}}));
        // Chosen once, the options are the panel's: a later change there does not reach them.
        main.setOptions(Minimax, options({{"depth", 3}}));
        panel.choose(AlphaBeta);
        panel.choose(Minimax);
        QCOMPARE(panel.options(), options({{"depth", 2}}));
    }

    // The search entry is core/search's search() with the choice's algorithm and options.
    void searchesWithTheChoice()
    {
        const GameTree tree = parse(QStringLiteral("max(min(3,12,8),min(2,4,6),min(14,5,2))"));
        AlgorithmChoice choice;
        choice.choose(AlphaBeta);
        choice.setOptions(options({{"fail-hard", true}}));
        QString error;
        const auto mine = choice.search(tree, &error);
        const auto direct = search(tree, AlphaBeta, options({{"fail-hard", true}}), &error);
        QVERIFY(mine && direct);
        QCOMPARE(mine->algorithm, AlphaBeta);
        QCOMPARE(mine->events.size(), direct->events.size());
        QCOMPARE(mine->summary.value, direct->summary.value);
        choice.setOptions(SearchOptions());
        const auto soft = choice.search(tree, &error);
        QVERIFY(soft);
        QCOMPARE(soft->events.size(), search(tree, AlphaBeta, {}, &error)->events.size());
    }

    // A document's algorithm and options, read, adopted, switched away from and back, and
    // written again: the same bytes.
    void documentRoundTrip()
    {
        Document original;
        original.tree = parse(QStringLiteral("max(min(3,12,8),min(2,4,6))"));
        original.algorithm = AlphaBeta;
        original.options = options({{"fail-hard", true}, {"depth", 1}});
        const QByteArray bytes = writeJsonDocument(original);
        ReadError error;
        const auto read = readJsonDocument(bytes, QStringLiteral("doc.json"), &error);
        QVERIFY2(read, qPrintable(error.toString()));
        AlgorithmChoice choice;
        choice.setOptions(AlphaBeta, options({{"depth", 4}})); // remembered before: the file wins
        choice.adopt(read->algorithm, read->options);
        QCOMPARE(choice.algorithm(), AlphaBeta);
        QCOMPARE(choice.options(), original.options);
        choice.choose(Minimax);
        choice.choose(AlphaBeta);
        Document saved = *read;
        saved.algorithm = choice.algorithm();
        saved.options = choice.options();
        QCOMPARE(writeJsonDocument(saved), bytes);
    }

    // core/io does not know the default algorithm: a Document made in code names none, and the
    // session floor gives it the registry's first, as a document read from a file gets it.
    void aDocumentThatNamesNoAlgorithmGetsTheDefault()
    {
        const QString first = algorithms().front()->id();
        QCOMPARE(algorithmCatalogue().defaultAlgorithm(), first);
        QCOMPARE(algorithmCatalogue().algorithms.size(), algorithms().size());
        QCOMPARE(algorithmCatalogue().all.size(), allAlgorithmOptions().size());
        ReadError error;
        const auto fromText = readDocument("max(1,2)", TreeFormat::Text, "t.tree", &error);
        QVERIFY2(fromText, qPrintable(error.toString()));
        QCOMPARE(fromText->algorithm, first);
        const auto fromJson = readJsonDocument(
            R"({"format": "gametree-studio", "version": 1, "nodes": [{"kind": "leaf", "value": 1}]})",
            "d.json", &error);
        QVERIFY2(fromJson, qPrintable(error.toString()));
        QCOMPARE(fromJson->algorithm, first);

        Document made;
        made.tree = parse(QStringLiteral("max(1,2)"));
        QVERIFY(made.algorithm.isEmpty());
        const auto written = readJsonDocument(writeJsonDocument(made), "d.json", &error);
        QVERIFY2(written, qPrintable(error.toString()));
        QCOMPARE(written->algorithm, first);
        QCOMPARE(writeJsonDocument(*written), writeJsonDocument(made));
        AlgorithmChoice choice;
        choice.choose(AlphaBeta == first ? Minimax : AlphaBeta);
        choice.adopt(made.algorithm, made.options);
        QCOMPARE(choice.algorithm(), first);
    }

    // Kept between runs as the command line types them; another choice reads them back.
    void settingsRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("settings.ini"));
        {
            AlgorithmChoice choice;
            choice.setOptions(AlphaBeta, options({{"fail-hard", true}}));
            choice.setOptions(Minimax, options({{"depth", 2}}));
            QSettings s(path, QSettings::IniFormat);
            s.setValue(QStringLiteral("search/failSoft"), true);         // retired
            s.setValue(QStringLiteral("search/alphabeta/fail-soft"), 1); // no such option now
            writeRememberedOptions(s, choice);
            QCOMPARE(s.value(QStringLiteral("search/alphabeta/fail-hard")).toString(),
                     QStringLiteral("true"));
            QCOMPARE(s.value(QStringLiteral("search/minimax/depth")).toString(),
                     QStringLiteral("2"));
            QVERIFY(!s.contains(QStringLiteral("search/failSoft")));
            QVERIFY(!s.contains(QStringLiteral("search/alphabeta/fail-soft")));
        }
        const QSettings s(path, QSettings::IniFormat);
        AlgorithmChoice choice;
        choice.choose(Minimax);
        QSignalSpy changes(&choice, &AlgorithmChoice::changed);
        readRememberedOptions(s, choice);
        QCOMPARE(changes.count(), 1); // the algorithm chosen: one search; the others remember
        QCOMPARE(choice.options(), options({{"depth", 2}}));
        QCOMPARE(choice.optionsFor(AlphaBeta), options({{"fail-hard", true}}));
    }
};

QTEST_GUILESS_MAIN(TstAlgorithmChoice)
#include "tst_algorithmchoice.moc"

// Three languages (issue 14): the studio speaks German when German is chosen — menus, docks,
// the narration and the pseudocode —, the `gametree` CLI stays English whatever the locale,
// and the catalogues are complete and keep every placeholder.
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/open/examplesmenu.h"
#include "app/studio/search/algorithmpicker.h"
#include "app/studio/settings/languagemenu.h"
#include "app/studio/settings/languages.h"
#include "app/studio/window/mainwindow.h"

#include "views/docks/narrationdock.h"
#include "views/docks/pseudocodedock.h"
#include "views/export/exporter.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"
#include "views/widgets/intervalband.h"

#include "core/generate/generator.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/trace/narration.h"

#include "treetexthelpers.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <QXmlStreamReader>

#include <memory>

using namespace gt;

namespace {

const char *const AimaTree = "A=max(a1: B=min(b1: 3, b2: 12, b3: 8), a2: C=min(c1: 2, c2: 4, c3: "
                             "6), a3: D=min(d1: 14, d2: 5, d3: 2))";

// One <message> of a .ts file: its translation, or each plural form of it.
struct TsMessage {
    QString context, source;
    QStringList translations;
    bool unfinished = false;
    bool numerus = false;
};

QList<TsMessage> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QList<TsMessage> out;
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            TsMessage m;
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (!(xml.isEndElement() && xml.name() == QLatin1String("message")) &&
                   !xml.atEnd()) {
                xml.readNext();
                if (!xml.isStartElement())
                    continue;
                if (xml.name() == QLatin1String("source")) {
                    m.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    const QString type = xml.attributes().value(QLatin1String("type")).toString();
                    m.unfinished = type == QLatin1String("unfinished") ||
                                   type == QLatin1String("vanished") ||
                                   type == QLatin1String("obsolete");
                    if (!m.numerus)
                        m.translations << xml.readElementText();
                } else if (xml.name() == QLatin1String("numerusform")) {
                    m.translations << xml.readElementText();
                }
            }
            out << m;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return out;
}

QString tsPath(const QString &code)
{
    return QStringLiteral(GT_SOURCE_DIR "/resources/translations/gametree_%1.ts").arg(code);
}

// The placeholders of a text: %1 … %99, each once however often it is used.
QStringList placeholders(const QString &text)
{
    QStringList out;
    static const QRegularExpression re(QStringLiteral("%L?(\\d{1,2})"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured(1);
    out.removeDuplicates();
    out.sort();
    return out;
}

} // namespace

class TestI18n : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_i18n"));
    }

    void init() { QSettings().clear(); }

    void cleanup() { installTranslations(QStringLiteral("en")); }

    // German chosen: the menus, a dock's title, the pseudocode and a narration sentence of
    // the real window are German.
    void windowSpeaksGerman()
    {
        QCOMPARE(installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(languageInUse(), QStringLiteral("de"));
        MainWindow window;
        window.show();
        QStringList menus;
        for (QAction *a : window.menuBar()->actions())
            menus << a->text();
        QVERIFY2(menus.contains(QStringLiteral("&Datei")), qPrintable(menus.join(u' ')));
        QVERIFY2(menus.contains(QStringLiteral("&Ansicht")), qPrintable(menus.join(u' ')));
        QVERIFY2(menus.contains(QStringLiteral("&Bearbeiten")), qPrintable(menus.join(u' ')));
        QVERIFY(window.findChild<LanguageMenu *>());

        QVERIFY(window.openExample(QStringLiteral(":/examples/aima-3ply.tree")));
        window.picker()->prefer(QStringLiteral("alphabeta"));
        SearchSession *s = window.session();
        int cut = -1;
        for (int i = 0; i < int(s->trace()->events.size()) && cut < 0; ++i)
            if (s->trace()->events[i].type == EventType::Cutoff)
                cut = i;
        QVERIFY(cut >= 0);
        s->setStep(cut + 1);
        QVERIFY2(window.narrationDock()->text().contains(
                     QStringLiteral("Bei C gilt β = 2 ≤ α = 3: die übrigen Kinder c2 = 4 und "
                                    "c3 = 6 werden abgeschnitten.")),
                 qPrintable(window.narrationDock()->text()));
        const QStringList code = findAlgorithm(QStringLiteral("alphabeta"))->pseudocode();
        QVERIFY2(code.join(u'\n').contains(QStringLiteral("für jedes Kind")),
                 qPrintable(code.join(u'\n')));
    }

    // Every entry of the Examples menu speaks German, and an example document opens with its
    // title and notes in German: the documents' own words (8 of the 14 entries) stayed English.
    void examplesSpeakGerman()
    {
        // The English written for the translators is each document's word for word.
        for (const QString &path : ExamplesMenu::examplePaths()) {
            if (!path.endsWith(QLatin1String(".json")))
                continue;
            ReadError error;
            const auto doc = loadDocument(path, &error);
            QVERIFY2(doc, qPrintable(error.toString()));
            const QStringList known =
                ExamplesMenu::knownDocumentTexts(QFileInfo(path).completeBaseName());
            QCOMPARE(known, (QStringList{doc->title, doc->notes}));
        }
        QStringList english;
        for (const QString &path : ExamplesMenu::examplePaths())
            english << ExamplesMenu::displayName(path);
        QVERIFY(english.size() >= 14);
        installTranslations(QStringLiteral("de"));
        QStringList untranslated;
        for (const QString &path : ExamplesMenu::examplePaths()) {
            const QString german = ExamplesMenu::displayName(path);
            if (english.contains(german))
                untranslated << german;
        }
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(u'\n')));
        MainWindow window;
        QVERIFY(window.openExample(QStringLiteral(":/examples/tian-ji.json")));
        QVERIFY2(window.session()->title().startsWith(QStringLiteral("Tian Jis Pferderennen")),
                 qPrintable(window.session()->title()));
        QVERIFY2(window.session()->notes().contains(QStringLiteral("Sun Bin")),
                 qPrintable(window.session()->notes()));
        QVERIFY(!window.session()->notes().contains(QStringLiteral("Records of the Grand")));
    }

    // B*'s band writes its caption on one line under the chart: on a narrow window (1024 wide;
    // at 1280×720 it now just fits) the German one is wider than the band, so it is elided
    // there and whole in the tooltip, never cut mid-word.
    void bstarCaptionFitsInGerman()
    {
        installTranslations(QStringLiteral("de"));
        MainWindow window;
        window.show();
        window.showNormal(); // the first window opens maximized (to fit its screen)
        window.resize(1024, 720);
        QVERIFY(window.openExample(QStringLiteral(":/examples/bstar-intervals.json")));
        window.picker()->prefer(QStringLiteral("bstar"));
        window.session()->setStep(6);
        IntervalBand *band = window.intervalBand();
        QVERIFY(band->isVisible());
        const QString caption = band->toolTip();
        QVERIFY2(caption.startsWith(QStringLiteral("Trennungstest: ")), qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("PROVEBEST: Arbeit unter")), qPrintable(caption));
        QVERIFY(QFontMetricsF(window.canvas()->scene()->sceneStyle().annotationFont)
                    .horizontalAdvance(caption) > band->width() - 20);
    }

    // The inspector at 1280×720 in German: "Wahrscheinlichkeit:" is a long label; the form
    // puts long labels above their fields rather than push the fields out of the dock.
    void inspectorFieldsShowInGerman()
    {
        installTranslations(QStringLiteral("de"));
        MainWindow window;
        window.show();
        window.showNormal(); // the first window opens maximized (to fit its screen)
        window.resize(1280, 720);
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *scroll = window.findChild<QScrollArea *>(QStringLiteral("inspectorScroll"));
        QVERIFY(scroll);
        const int right = scroll->viewport()->width();
        int checked = 0;
        for (QLineEdit *field : scroll->widget()->findChildren<QLineEdit *>()) {
            if (!field->isVisibleTo(scroll->widget()))
                continue;
            const QRect r(field->mapTo(scroll->widget(), QPoint(0, 0)), field->size());
            QVERIFY2(r.right() < right && field->width() >= 50,
                     qPrintable(QStringLiteral("%1: %2 px wide, right edge %3 of %4")
                                    .arg(field->objectName())
                                    .arg(field->width())
                                    .arg(r.right())
                                    .arg(right)));
            ++checked;
        }
        QVERIFY(checked >= 4); // value, name, move, probability, title
    }

    // Qt's own texts (the standard buttons) follow the language too.
    void qtOwnTextsFollow()
    {
        installTranslations(QStringLiteral("de"));
        QMessageBox box(QMessageBox::Question, QString(), QString(),
                        QMessageBox::Ok | QMessageBox::Cancel);
        QCOMPARE(box.button(QMessageBox::Cancel)->text(), QStringLiteral("Abbrechen"));
    }

    // A locale names its language ("de_AT" is German); with nothing chosen the system's
    // language is followed: C.UTF-8 under CTest, English, which needs no catalogue.
    void systemLanguage()
    {
        QCOMPARE(normalizedLanguage(QStringLiteral("de_AT")), QStringLiteral("de"));
        QCOMPARE(normalizedLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(normalizedLanguage(QStringLiteral("zh_TW")), QStringLiteral("en"));
        QCOMPARE(normalizedLanguage(QStringLiteral("ru_RU")), QStringLiteral("ru"));
        QCOMPARE(installTranslations(QString()), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("gt::MainWindow", "&File"), QStringLiteral("&File"));
    }

    // View ▸ Language remembers the choice and says, in both languages, that it applies
    // after a restart.
    void languageMenuRemembersAndSaysRestart()
    {
        installTranslations(QStringLiteral("en"));
        MainWindow window;
        window.show();
        auto *menu = window.findChild<LanguageMenu *>();
        QVERIFY(menu);
        auto *german = menu->findChild<QAction *>(QStringLiteral("language_de"));
        QVERIFY(german);
        QCOMPARE(german->text(), QStringLiteral("Deutsch"));
        german->trigger();
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("de"));
        QCOMPARE(savedLanguage(), QStringLiteral("de"));
        QVERIFY(menu->restartNote());
        const QString note = menu->restartNote()->text();
        QVERIFY2(note.contains(QStringLiteral("after a restart")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("Neustart")), qPrintable(note));
        menu->findChild<QAction *>(QStringLiteral("language_system"))->trigger();
        QVERIFY(!QSettings().contains(QStringLiteral("language")));
    }

    // Issue 29: English said "Purge 1 state(s)", "1 subtree(s) never reached are pruned" and
    // "under MAX node node 17". A count takes its plural from English's numerus catalogue,
    // in the studio (installed with English) and in the CLI's traces alike.
    void englishSaysOneState()
    {
        QCOMPARE(installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        const GameTree tree =
            test::parse(QStringLiteral("max(min(max(min(41,5),min(12,90)),max(min(101,80),min(20,"
                                       "30))),min(max(min(34,80),min(36,35)),max(min(50,36),min("
                                       "25,3))))"));
        QString error;
        const auto trace = search(tree, QStringLiteral("sss"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        QStringList purges;
        for (int i = 0; i < int(trace->events.size()); ++i) {
            const QString text = narrate(tree, *trace, i);
            QVERIFY2(!text.contains(QStringLiteral("(s)")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("node node")), qPrintable(text));
            if (trace->events[std::size_t(i)].type == EventType::SssPurge)
                purges << text;
        }
        QVERIFY2(purges.contains(QStringLiteral(
                     "Purge 1 state below node 17 from OPEN: it cannot beat node 17's solution, "
                     "so 1 subtree never reached is pruned.")),
                 qPrintable(purges.join(u'\n')));
        QVERIFY2(purges.contains(QStringLiteral(
                     "Purge 2 states below node 0 from OPEN: none of them can beat node 0's "
                     "solution, so 2 subtrees never reached are pruned.")),
                 qPrintable(purges.join(u'\n')));
        QCOMPARE(QCoreApplication::translate("gt::NarrationDock", "%n leaves", nullptr, 1),
                 QStringLiteral("1 leaf"));

        // The command line's trace of the same search.
        QProcess p;
        p.start(QStringLiteral(GT_CLI_PATH),
                {QStringLiteral("trace"), QStringLiteral(GT_GOLDEN_DIR "/traces/plaat.tree"),
                 QStringLiteral("--algo"), QStringLiteral("sss")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("Purge 1 state below node 17")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("Γ4: node 21 is solved under node 17 (MAX), which")));
        QVERIFY(!out.contains(QStringLiteral("(s)")));
    }

    // The CLI's output is a contract: English under a German locale, HTML player included.
    void cliStaysEnglish()
    {
        QTemporaryDir dir;
        const QString html = dir.filePath(QStringLiteral("p.html"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GT_CLI_PATH),
                {QStringLiteral("slides"),
                 QStringLiteral(GT_SOURCE_DIR "/resources/examples/aima-3ply.tree"),
                 QStringLiteral("--algo"), QStringLiteral("alphabeta"), QStringLiteral("-o"),
                 html});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(file.readAll());
        QVERIFY(page.contains(QStringLiteral("<html lang=\"en\">")));
        QVERIFY(
            page.contains(QStringLiteral("the remaining children c2 = 4 and c3 = 6 are pruned")));
        QVERIFY(!page.contains(QStringLiteral("abgeschnitten")));
        p.start(QStringLiteral(GT_CLI_PATH), {QStringLiteral("algorithms")});
        QVERIFY(p.waitForFinished(60000));
        const QString list = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(list.contains(QStringLiteral("Alpha-beta")), qPrintable(list.left(400)));
        QVERIFY(!list.contains(QStringLiteral("Kind")));
    }

    // The studio's exports speak its language: the HTML player's page says lang="de", its
    // step counter and the narration in its captions are German, as is a picture's legend.
    void exportsInGerman()
    {
        installTranslations(QStringLiteral("de"));
        const GameTree tree = test::parse(QString::fromLatin1(AimaTree));
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        ExportOptions options;
        options.figure.caption = true;
        options.figure.legend = true;
        const auto html = exportBytes({&tree, &*trace, -1}, options, ExportFormat::Html, &error);
        QVERIFY2(html, qPrintable(error));
        const QString page = QString::fromUtf8(*html);
        QVERIFY(page.contains(QStringLiteral("<html lang=\"de\">")));
        QVERIFY(page.contains(QStringLiteral("Schritt")));
        QVERIFY2(page.contains(QStringLiteral("die übrigen Kinder c2 = 4 und c3 = 6 werden "
                                              "abgeschnitten")),
                 qPrintable(page.left(2000)));
        const auto svg = exportBytes({&tree, &*trace, -1}, options, ExportFormat::Svg, &error);
        QVERIFY2(svg, qPrintable(error));
        QVERIFY(QString::fromUtf8(*svg).contains(QStringLiteral("abgeschnitten")));
    }

    // Every German entry is translated (none unfinished or empty) and keeps the source's
    // placeholders and its leading and trailing spaces (pieces of sentences are joined by
    // them); a pseudocode line keeps its indentation, which the dock shows.
    void germanCatalogueComplete()
    {
        const QList<TsMessage> messages = readTs(tsPath(QStringLiteral("de")));
        QVERIFY(messages.size() > 500);
        QStringList problems;
        for (const TsMessage &m : messages) {
            const QString where = m.context + QStringLiteral(": ") + m.source.left(60);
            if (m.unfinished || m.translations.isEmpty())
                problems << QStringLiteral("untranslated: ") + where;
            for (const QString &t : m.translations) {
                if (t.isEmpty())
                    problems << QStringLiteral("empty: ") + where;
                else if (placeholders(m.source) != placeholders(t))
                    problems << QStringLiteral("placeholders differ: ") + where;
                else if (m.source.startsWith(u' ') != t.startsWith(u' ') ||
                         m.source.endsWith(u' ') != t.endsWith(u' '))
                    problems << QStringLiteral("a piece of a sentence loses its space: ") + where;
                else if (m.context == QLatin1String("gt::Pseudocode") &&
                         m.source.indexOf(m.source.trimmed()) != t.indexOf(t.trimmed()))
                    problems << QStringLiteral("indentation differs: ") + where;
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // The three catalogues hold the same texts: none was extracted into one only.
    void cataloguesAgree()
    {
        auto keys = [](const QString &code) {
            QStringList out;
            for (const TsMessage &m : readTs(tsPath(code)))
                out << m.context + u'\x1f' + m.source;
            out.sort();
            return out;
        };
        const QStringList de = keys(QStringLiteral("de"));
        QCOMPARE(keys(QStringLiteral("zh_CN")), de);
        QCOMPARE(keys(QStringLiteral("ru")), de);
    }

    // The options form makes its row labels of the options' names: each label is listed for
    // the translators.
    void everyOptionLabelIsListed()
    {
        QSet<QString> listed;
        for (const TsMessage &m : readTs(tsPath(QStringLiteral("de"))))
            if (m.context == QLatin1String("gt::OptionForm"))
                listed.insert(m.source);
        OptionSpecs specs = allAlgorithmOptions();
        for (const Generator *g : generators())
            for (const OptionSpec &spec : g->options())
                specs.push_back(spec);
        for (const OptionSpec &spec : specs) {
            QString label = spec.name;
            label.replace(u'-', u' ');
            label[0] = label[0].toUpper();
            QVERIFY2(listed.contains(label), qPrintable(label));
        }
    }
};

QTEST_MAIN(TestI18n)
#include "tst_i18n.moc"

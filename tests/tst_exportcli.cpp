// `gametree render` and `gametree slides` as users and scripts see them (DESIGN.md): every
// output format from the command line, the figure flags, PNG scale and DPI, and the usage
// errors (exit 2) that name the flag. tst_export checks the files' contents in depth.
#include "clirunner.h"

#include <QImage>
#include <QTemporaryDir>
#include <QtTest>
#include <QXmlStreamReader>

namespace {

using gt::test::gametree;
using gt::test::Result;

const QString Aima = QStringLiteral(GT_SOURCE_DIR "/resources/examples/aima-3ply.tree");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TstExportCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString out(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void renderEveryFormat_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("start");
        QTest::newRow("svg") << "cut.svg" << QByteArray("<?xml");
        QTest::newRow("png") << "cut.png" << QByteArray("\x89PNG");
        QTest::newRow("pdf") << "cut.pdf" << QByteArray("%PDF");
        QTest::newRow("tex") << "cut.tex" << QByteArray("%% Written by GameTree Studio");
        QTest::newRow("dot") << "cut.dot" << QByteArray("// Written by GameTree Studio");
        QTest::newRow("gv") << "cut.gv" << QByteArray("// Written by GameTree Studio");
    }
    void renderEveryFormat()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, start);
        const Result r =
            gametree({"render", Aima, "--algo", "alphabeta", "--step", "16", "--legend",
                      "--caption", "--ids", "--title", "AIMA", "-o", out(file)});
        QVERIFY2(r.exit == 0, r.err.constData());
        QVERIFY(r.out.isEmpty() && r.err.isEmpty()); // quiet on success
        QVERIFY(readAll(out(file)).startsWith(start));
    }

    void titleWithMarkupCharactersStaysXml()
    {
        // `--title "Q&A"` went into the SVG's <title> unescaped: no XML reader took the file.
        const QString title = QStringLiteral("Q&A <b> \"x\" > y");
        const Result r = gametree(
            {"render", Aima, "--algo", "alphabeta", "--title", title, "-o", out("title.svg")});
        QVERIFY2(r.exit == 0, r.err.constData());
        QXmlStreamReader xml(readAll(out("title.svg")));
        QStringList titles, texts;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("title"))
                titles << xml.readElementText();
            else if (xml.isStartElement() && xml.name() == QLatin1String("text"))
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(titles, QStringList{title});
        QVERIFY(texts.contains(title)); // drawn above the tree, as written
    }

    void renderBareTreeAndBareTikz()
    {
        Result r =
            gametree({"render", "--text", "max(min(3,12,8), min(2,4,6))", "-o", out("bare.svg")});
        QVERIFY2(r.exit == 0, r.err.constData());
        r = gametree({"render", Aima, "--algo", "alphabeta", "--bare", "-o", out("bare.tex")});
        QCOMPARE(r.exit, 0);
        QVERIFY(readAll(out("bare.tex")).startsWith("\\begin{tikzpicture}"));
    }

    void pngScaleAndDpi()
    {
        auto size = [&](const QStringList &extra) {
            const QString path = out(QStringLiteral("s%1.png").arg(extra.join(QString())));
            const Result r = gametree(
                QStringList{"render", Aima, "--algo", "alphabeta", "--final", "-o", path} + extra);
            return r.exit == 0 ? QImage(path).size() : QSize();
        };
        const QSize one = size({"--scale", "1"});
        QVERIFY(one.isValid());
        QCOMPARE(size({"--scale", "3"}), one * 3);
        QCOMPARE(size({"--dpi", "216"}), one * 3);
        QCOMPARE(size({}), one * 2); // the default: 2 pixels a point
        const QString path = out("t.png");
        QCOMPARE(gametree({"render", Aima, "--transparent", "-o", path}).exit, 0);
        QCOMPARE(QImage(path).pixelColor(0, 0).alpha(), 0);
    }

    void slidesEveryFormat()
    {
        for (const char *file : {"deck.pdf", "deck.tex", "deck.html"}) {
            const Result r = gametree({"slides", Aima, "--algo", "alphabeta", "--key-steps",
                                       "--caption", "-o", out(QLatin1String(file))});
            QVERIFY2(r.exit == 0, r.err.constData());
        }
        QVERIFY(readAll(out("deck.pdf")).startsWith("%PDF"));
        QVERIFY(readAll(out("deck.tex")).contains("{beamer}"));
        QVERIFY(readAll(out("deck.html")).startsWith("<!DOCTYPE html>"));
        // A range: steps 3 to 7 are five lines of player data.
        const Result r = gametree({"slides", Aima, "--algo", "alphabeta", "--from", "3", "--to",
                                   "7", "-o", out("range.html")});
        QCOMPARE(r.exit, 0);
        QCOMPARE(readAll(out("range.html")).count("\n{\"s\":"), 5);
    }

    // Issue 27: a deck draws the whole tree on every page, so its cost is steps × nodes. The
    // key steps of max(1,…,1) with 10,000 leaves are 10,002 pages of 10,001 nodes: the PDF deck
    // built items for minutes without a word. Both decks now refuse it at once, as the player
    // refuses a page past its size, and say what to do.
    void decksOfSteppedBigTreesAreRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        QTest::newRow("pdf") << "wide.pdf"
                             << "PDF";
        QTest::newRow("beamer") << "wide.tex"
                                << "Beamer";
    }
    void decksOfSteppedBigTreesAreRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QString text = QStringLiteral("max(1");
        for (int i = 1; i < 10'000; ++i)
            text += QStringLiteral(",1");
        text += u')';
        const QString tree = out(QStringLiteral("wide.tree"));
        QFile f(tree);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text.toLatin1()) > 0);
        f.close();
        const Result r =
            gametree({"slides", tree, "--algo", "alphabeta", "--key-steps", "-o", out(file)});
        QCOMPARE(r.exit, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral("a %1 deck of ").arg(kind)), r.err.constData());
        QVERIFY2(err.contains(QStringLiteral("over 10001 nodes")), r.err.constData());
        QVERIFY2(err.contains(QStringLiteral("(the limit is 10 million)")), r.err.constData());
        QVERIFY2(err.contains(QStringLiteral("choose fewer steps")), r.err.constData());
        QVERIFY(!QFile::exists(out(file)));
        // A few steps of the same tree are a deck.
        const Result few = gametree(
            {"slides", tree, "--algo", "alphabeta", "--from", "0", "--to", "3", "-o", out(file)});
        QVERIFY2(few.exit == 0, few.err.constData());
        QVERIFY(QFile::exists(out(file)));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString o = QStringLiteral("-o");
        QTest::newRow("no output") << QStringList{"render", Aima} << "-o OUT";
        QTest::newRow("unknown suffix") << QStringList{"render", Aima, o, "x.jpg"} << "x.jpg";
        QTest::newRow("html is a deck") << QStringList{"render", Aima, o, "x.html"} << "x.html";
        QTest::newRow("svg is no deck")
            << QStringList{"slides", Aima, "--algo", "minimax", o, "x.svg"} << "x.svg";
        QTest::newRow("slides need a search")
            << QStringList{"slides", Aima, o, "x.pdf"} << "--algo";
        QTest::newRow("step past the end")
            << QStringList{"render", Aima, "--algo", "alphabeta", "--step", "30", o, "x.svg"}
            << "steps 0 to 29";
        QTest::newRow("step without a search")
            << QStringList{"render", Aima, "--step", "3", o, "x.svg"} << "--step needs --algo";
        QTest::newRow("step and final")
            << QStringList{"render", Aima,      "--algo", "minimax", "--step",
                           "3",      "--final", o,        "x.svg"}
            << "--final";
        QTest::newRow("scale and dpi")
            << QStringList{"render", Aima, "--scale", "2", "--dpi", "300", o, "x.png"} << "--dpi";
        QTest::newRow("scale on svg")
            << QStringList{"render", Aima, "--scale", "2", o, "x.svg"} << ".png";
        QTest::newRow("bad scale")
            << QStringList{"render", Aima, "--scale", "0", o, "x.png"} << "--scale";
        QTest::newRow("transparent tex")
            << QStringList{"render", Aima, "--transparent", o, "x.tex"} << "--transparent";
        QTest::newRow("bare svg") << QStringList{"render", Aima, "--bare", o, "x.svg"} << "--bare";
        QTest::newRow("pruned") << QStringList{"render", Aima, "--pruned", "maybe", o, "x.svg"}
                                << "--pruned";
        QTest::newRow("from after to")
            << QStringList{"slides", Aima,   "--algo", "minimax", "--from",
                           "5",      "--to", "2",      o,         "x.pdf"}
            << "--from 5";
        QTest::newRow("side to move without negamax")
            << QStringList{"render", Aima, "--algo", "alphabeta", "--side-to-move", o, "x.svg"}
            << "--side-to-move";
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        for (QString &a : args) {
            if (a.startsWith(QLatin1String("x.")))
                a = out(a);
        }
        const Result r = gametree(args);
        QCOMPARE(r.exit, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1); // one line
    }

    // Negamax's values from the side to move, as View ▸ Negamax Values from the Side to Move
    // shows them: MIN's values negated, with the "−" disc on the edges where the sign changes,
    // except where --depth hands a node's reading to the side above it.
    void renderAndSlidesFromTheSideToMove()
    {
        const auto render = [&](const QStringList &extra, const QString &file) {
            QStringList args{"render", Aima, "--algo", "negamax"};
            args << extra << "-o" << out(file);
            const Result r = gametree(args);
            return r.exit == 0 ? readAll(out(file)) : QByteArray("exit ") + r.err;
        };
        const QByteArray maxView = render({}, "max.svg");
        const QByteArray sideView = render({"--side-to-move", "--legend"}, "side.svg");
        QVERIFY2(maxView.contains(">3</text>"), maxView.constData());
        QVERIFY(!maxView.contains(">−3</text>"));
        QVERIFY2(sideView.contains(">−3</text>"), sideView.constData()); // B from MIN's side
        QVERIFY(sideView.contains("negamax negates the value here"));    // the legend says why
        // TikZ draws the discs itself: one on each edge into a MIN node and into each leaf MIN
        // reads (12), none with --depth 1, where MAX reads the MIN nodes at the horizon.
        const QByteArray disc = "circle (6pt)";
        QCOMPARE(render({"--side-to-move"}, "side.tex").count(disc), 12);
        QCOMPARE(render({"--side-to-move", "--depth", "1"}, "depth.tex").count(disc), 0);
        QCOMPARE(render({}, "max.tex").count(disc), 0);
        const Result slides = gametree({"slides", Aima, "--algo", "negamax", "--side-to-move",
                                        "--to", "3", "-o", out("side-slides.tex")});
        QVERIFY2(slides.exit == 0, slides.err.constData());
        QVERIFY(readAll(out("side-slides.tex")).contains(disc));
    }

    void badInputExitsOne()
    {
        const Result r = gametree({"render", "--text", "max(1,", "-o", out("bad.svg")});
        QCOMPARE(r.exit, 1);
        QVERIFY(!QFile::exists(out("bad.svg")));
    }
};

QTEST_GUILESS_MAIN(TstExportCli)
#include "tst_exportcli.moc"

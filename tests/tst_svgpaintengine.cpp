// The SVG export's own paint engine (views/export/svgpaintengine.h, issue 29): numbers and texts
// as XML takes them, the painter's state written where it changes and inherited right, and
// whole exported pictures that look as Qt's QSvgGenerator drew them — rendered side by side
// by QSvgRenderer — with the same texts in the same order.
#include "views/export/framepicture.h"
#include "views/export/svgbytes.h"
#include "views/export/svgpaintdevice.h"

#include "core/generate/randomtree.h"
#include "core/io/treetext.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QtTest>
#include <QXmlStreamReader>

#include <map>

using namespace gt;

namespace {

// One element the file draws, with the attributes it has from its <g>s and its own, and which
// <g> holds it (counted from 1 in the order they open; 0 is none).
struct Drawn {
    QString name;
    std::map<QString, QString> attributes;
    QString text;
    int group = 0;

    QString operator[](const char *key) const
    {
        const auto found = attributes.find(QLatin1String(key));
        return found == attributes.end() ? QString() : found->second;
    }
};

// The drawn elements of `svg`; an empty list and a warning when it is no XML.
std::vector<Drawn> drawnElements(const QByteArray &svg)
{
    std::vector<Drawn> drawn;
    std::vector<std::pair<std::map<QString, QString>, int>> groups{{{}, 0}};
    int opened = 0;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && (xml.name() == u"g" || xml.name() == u"svg"))
            groups.pop_back();
        if (!xml.isStartElement())
            continue;
        Drawn d{xml.name().toString(), groups.back().first, {}, groups.back().second};
        for (const QXmlStreamAttribute &a : xml.attributes())
            d.attributes[a.qualifiedName().toString()] = a.value().toString();
        if (d.name == u"g" || d.name == u"svg") {
            groups.emplace_back(d.attributes, d.name == u"g" ? ++opened : 0);
            continue;
        }
        if (d.name == u"text" || d.name == u"title" || d.name == u"desc")
            d.text = xml.readElementText();
        drawn.push_back(std::move(d));
    }
    if (xml.hasError()) {
        qWarning("not XML at line %lld: %s", xml.lineNumber(), qPrintable(xml.errorString()));
        return {};
    }
    return drawn;
}

std::vector<Drawn> named(const std::vector<Drawn> &drawn, const char *name)
{
    std::vector<Drawn> out;
    std::copy_if(drawn.begin(), drawn.end(), std::back_inserter(out),
                 [&](const Drawn &d) { return d.name == QLatin1String(name); });
    return out;
}

QStringList texts(const std::vector<Drawn> &drawn)
{
    QStringList out;
    for (const Drawn &d : named(drawn, "text"))
        out << d.text;
    return out;
}

QString number(double value, int decimals = 3)
{
    SvgBytes bytes;
    bytes.number(value, decimals);
    return QString::fromLatin1(bytes.bytes());
}

// The picture as the export wrote it before our engine: QSvgGenerator set up as pictureSvg()
// set it up.
QByteArray generatorSvg(const FramePicture &picture)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setResolution(72);
    svg.setSize(picture.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), picture.size()));
    QPainter painter(&svg);
    picture.paint(&painter);
    painter.end();
    return buffer.data();
}

QByteArray engineSvg(const FramePicture &picture)
{
    const QSizeF size = picture.size();
    SvgPaintDevice svg(size.toSize(), QRectF(QPointF(0, 0), size), QStringLiteral("t"), {});
    QPainter painter(&svg);
    picture.paint(&painter);
    painter.end();
    return svg.takeBytes();
}

// `svg` drawn by QSvgRenderer on white, its longer side at most `longest` pixels.
QImage rendered(const QByteArray &svg, int longest)
{
    QSvgRenderer renderer(svg);
    const QSizeF box = renderer.viewBoxF().size();
    const double scale = std::min(2.0, longest / std::max(box.width(), box.height()));
    QImage image((box * scale).toSize(), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter);
    return image;
}

// The pixels whose colour differs by more than `tolerance` in some channel.
int differingPixels(const QImage &a, const QImage &b, int tolerance)
{
    int count = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *p = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *q = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            const int d =
                std::max({std::abs(qRed(p[x]) - qRed(q[x])), std::abs(qGreen(p[x]) - qGreen(q[x])),
                          std::abs(qBlue(p[x]) - qBlue(q[x]))});
            count += d > tolerance;
        }
    }
    return count;
}

} // namespace

class TestSvgPaintEngine : public QObject {
    Q_OBJECT

private slots:
    void numbersArePlainDecimals()
    {
        QCOMPARE(number(0), QStringLiteral("0"));
        QCOMPARE(number(-0.0004), QStringLiteral("0")); // never "-0"
        QCOMPARE(number(1.5), QStringLiteral("1.5"));
        QCOMPARE(number(-3), QStringLiteral("-3"));
        QCOMPARE(number(0.125), QStringLiteral("0.125"));
        QCOMPARE(number(-0.0625), QStringLiteral("-0.063"));
        QCOMPARE(number(2.0996), QStringLiteral("2.1"));
        QCOMPARE(number(1.0 / 3, 6), QStringLiteral("0.333333"));
        QCOMPARE(number(0.25, 0), QStringLiteral("0"));
        // QSvgGenerator wrote six digits: 4.54001e+06, five points off at the right edge of a
        // 100,000-node picture.
        QCOMPARE(number(4540012.345), QStringLiteral("4540012.345"));
        QCOMPARE(number(1e20), QStringLiteral("100000000000000000000"));
        QCOMPARE(number(std::numeric_limits<double>::quiet_NaN()), QStringLiteral("0"));
    }

    void textsAreEscapedForXml()
    {
        SvgBytes bytes;
        bytes.text(QStringLiteral("a & b < c > \"d\""));
        QCOMPARE(bytes.bytes(), QByteArray("a &amp; b &lt; c &gt; &quot;d&quot;"));
        SvgBytes other;
        const QString text = QStringLiteral("α=−∞ <") + QChar(1) + QChar(0xfffe);
        other.text(text);
        QCOMPARE(other.bytes(), QStringLiteral("α=−∞ &lt;\uFFFD\uFFFD").toUtf8());
    }

    // Each element in the state it was drawn with, a group only where that state changed,
    // and a text filled with the pen even in a group whose fill is a translucent brush.
    void stateIsWrittenWhereItChanges()
    {
        SvgPaintDevice device(QSize(100, 50), QRectF(0, 0, 100, 50), QStringLiteral("Q&A <1>"),
                              QStringLiteral("d"));
        QPainter p(&device);
        p.setPen(QPen(Qt::red, 2, Qt::DashLine));
        p.setBrush(QColor(0, 0, 255, 64));
        p.drawRect(QRectF(1, 2, 3, 4));
        p.drawRect(QRectF(-5, 6, 7, 8));
        p.save();
        p.setPen(QPen(Qt::red, 2, Qt::DashLine));
        p.restore();
        p.drawRect(QRectF(10, 0, -4, 2)); // normalized: x 6, width 4
        p.setPen(Qt::blue);
        p.drawEllipse(QRectF(0, 0, 10, 4));
        QFont font(QStringLiteral("Sans Serif"));
        font.setPixelSize(13);
        font.setBold(true);
        p.setFont(font);
        p.setPen(Qt::black);
        p.drawText(QPointF(3, 4), QStringLiteral("x & <y>") + QChar(1));
        p.translate(4540012.345, 7.25);
        p.drawLine(QPointF(0, 0), QPointF(1, 1));
        p.scale(2, 3);
        p.setOpacity(0.4);
        p.drawRect(QRectF(0, 0, 1, 1));
        p.end();
        const QByteArray svg = device.takeBytes();
        QVERIFY2(QSvgRenderer(svg).isValid(), svg.constData());
        const std::vector<Drawn> drawn = drawnElements(svg);
        QVERIFY(!drawn.empty());

        QCOMPARE(named(drawn, "title").front().text, QStringLiteral("Q&A <1>"));
        const std::vector<Drawn> rects = named(drawn, "rect");
        QCOMPARE(rects.size(), std::size_t(4));
        QCOMPARE(rects[0].group, rects[1].group); // nothing changed between them
        QCOMPARE(rects[1].group, rects[2].group); // save() and restore() change nothing
        QCOMPARE(rects[0]["stroke"], QStringLiteral("#ff0000"));
        QCOMPARE(rects[0]["stroke-width"], QStringLiteral("2"));
        QCOMPARE(rects[0]["stroke-dasharray"], QStringLiteral("8,4")); // Qt's 4,2 pen widths
        QCOMPARE(rects[0]["fill"], QStringLiteral("#0000ff"));
        QCOMPARE(rects[0]["fill-opacity"].toDouble(), 0.251);
        QCOMPARE(rects[2]["x"], QStringLiteral("6"));
        QCOMPARE(rects[2]["width"], QStringLiteral("4"));

        const Drawn ellipse = named(drawn, "ellipse").front();
        QVERIFY(ellipse.group != rects[0].group);
        QCOMPARE(ellipse["stroke"], QStringLiteral("#0000ff"));
        QCOMPARE(ellipse["stroke-dasharray"], QString()); // solid again
        QCOMPARE(ellipse["rx"], QStringLiteral("5"));

        const Drawn text = named(drawn, "text").front();
        QCOMPARE(text.text, QStringLiteral("x & <y>\uFFFD"));
        QCOMPARE(text["fill"], QStringLiteral("#000000"));
        QCOMPARE(text["fill-opacity"].isEmpty() ? 1.0 : text["fill-opacity"].toDouble(), 1.0);
        QCOMPARE(text["stroke"], QStringLiteral("none"));
        QCOMPARE(text["font-size"], QStringLiteral("13"));
        QCOMPARE(text["font-weight"], QStringLiteral("700"));
        QVERIFY(text["font-family"].startsWith(QLatin1String("'Sans Serif'")));
        QVERIFY(text["font-family"].endsWith(QLatin1String(", sans-serif")));
        QCOMPARE(text["xml:space"], QStringLiteral("preserve"));

        const Drawn line = named(drawn, "line").front();
        QCOMPARE(line["transform"], QStringLiteral("translate(4540012.345,7.25)"));
        QCOMPARE(line["opacity"], QString());
        QCOMPARE(rects[3]["transform"], QStringLiteral("matrix(2,0,0,3,4540012.345,7.25)"));
        QCOMPARE(rects[3]["opacity"], QStringLiteral("0.4"));
    }

    // Whole pictures of several searches, each drawn by Qt's generator and by our engine and
    // rendered by QSvgRenderer: the same texts in the same order, and pixels that differ only
    // where a rounded coordinate moves an antialiased edge.
    void picturesMatchQtsGenerator_data()
    {
        QTest::addColumn<QString>("tree");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("step");
        QTest::addColumn<bool>("dark");
        const QString examples = QStringLiteral(GT_SOURCE_DIR "/resources/examples/");
        QTest::newRow("classic") << QStringLiteral("((10,10),(9,100))")
                                 << QStringLiteral("alphabeta") << 5 << false;
        QTest::newRow("classic, dark")
            << QStringLiteral("((10,10),(9,100))") << QStringLiteral("alphabeta") << -1 << true;
        QTest::newRow("chance formulas") << examples + QStringLiteral("chance-07.tree")
                                         << QStringLiteral("expectiminimax") << -1 << false;
        QTest::newRow("star2 bars") << examples + QStringLiteral("star-bounds.json")
                                    << QStringLiteral("star2") << 12 << false;
        QTest::newRow("SSS* OPEN") << examples + QStringLiteral("sss-beats-ab.tree")
                                   << QStringLiteral("sss") << 6 << false;
        QTest::newRow("B*") << examples + QStringLiteral("bstar-intervals.tree")
                            << QStringLiteral("bstar") << 5 << false;
        QTest::newRow("MCTS boards") << examples + QStringLiteral("ttt-depth2.json")
                                     << QStringLiteral("mcts") << 30 << false;
        QTest::newRow("two phases") << examples + QStringLiteral("aima-3ply.tree")
                                    << QStringLiteral("minimax-bfs") << 5 << false;
        QTest::newRow("1,111 nodes") << QString() << QStringLiteral("alphabeta") << -1 << false;
    }
    void picturesMatchQtsGenerator()
    {
        QFETCH(QString, tree);
        QFETCH(QString, algorithm);
        QFETCH(int, step);
        QFETCH(bool, dark);
        GameTree t;
        if (tree.isEmpty()) {
            RandomTreeOptions random;
            random.minBranching = random.maxBranching = 10;
            random.depth = 3;
            random.minValue = -50; // "−" and two digits
            random.maxValue = 50;
            random.seed = 7;
            t = randomTree(random);
        } else if (tree.startsWith(u'(')) {
            t = parseTreeText(tree, QStringLiteral("<text>"), nullptr)->tree;
        } else {
            ReadError error;
            auto document = loadDocument(tree, &error);
            QVERIFY2(document, qPrintable(error.toString()));
            t = document->tree;
        }
        SearchOptions searchOptions;
        if (algorithm == u"mcts")
            searchOptions.set(QStringLiteral("iterations"), 12);
        QString error;
        const auto trace = search(t, algorithm, searchOptions, &error);
        QVERIFY2(trace, qPrintable(error));
        ExportOptions options;
        options.dark = dark;
        options.figure.showIds = true;
        options.figure.legend = true;
        options.figure.caption = true;
        options.figure.title = QStringLiteral("Figure & <1>");
        FramePicture picture(t, &*trace, options);
        picture.setStep(step);

        const QByteArray before = generatorSvg(picture), after = engineSvg(picture);
        const std::vector<Drawn> drawnBefore = drawnElements(before);
        const std::vector<Drawn> drawnAfter = drawnElements(after);
        QVERIFY(!drawnAfter.empty());
        QCOMPARE(texts(drawnAfter), texts(drawnBefore));
        QVERIFY(after.size() < before.size() / 2);

        const QImage a = rendered(before, 3000), b = rendered(after, 3000);
        QCOMPARE(b.size(), a.size());
        // Antialiased edges move by a rounding (QSvgGenerator wrote six digits, we write a
        // thousandth); a shape, colour, opacity or text that differs changes whole areas.
        const int pixels = a.width() * a.height();
        QVERIFY2(differingPixels(a, b, 64) <= pixels / 2000,
                 qPrintable(QStringLiteral("%1 of %2 pixels differ")
                                .arg(differingPixels(a, b, 64))
                                .arg(pixels)));
    }
};

QTEST_MAIN(TestSvgPaintEngine)
#include "tst_svgpaintengine.moc"

// Every export format on every example tree (issue 5), through the one entry point the dialog,
// the clipboard and the command line share (views/export/exporter.h): SVG is well-formed XML
// that keeps the values as text, PDFs have one page per chosen step, PNGs the size the scale
// or DPI asks for, TikZ and Beamer compile with pdflatex, annotated DOT re-renders with
// `neato -n2` at the pinned positions, and the HTML player holds every step and nothing from
// outside. TikZ and DOT are also compared with golden files (tests/golden/export/; run with
// GT_UPDATE_GOLDEN=1 to rewrite them after a deliberate change, then review the diff).
// External tools are skipped when they are not installed.
#include "treetexthelpers.h"

#include "views/export/exporter.h"
#include "views/export/framepicture.h"
#include "views/export/stylepalette.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"

#include "core/export/figureframe.h"
#include "core/export/figuregeometry.h"
#include "core/export/htmlplayer.h"
#include "core/export/latextext.h"
#include "core/export/stepselection.h"
#include "core/export/xmltext.h"
#include "core/generate/randomtree.h"
#include "core/io/dotreader.h"
#include "core/io/dotwriter.h"
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/trace/annotations.h"
#include "core/trace/replayer.h"

#include <QElapsedTimer>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <QXmlStreamReader>

#include <map>

using namespace gt;

namespace {

// The examples and the search each is about.
const std::pair<const char *, const char *> Examples[] = {
    {"aima-3ply", "alphabeta"},   {"chance-07", "expectiminimax"}, {"classic", "expectimax"},
    {"knuth-moore", "alphabeta"}, {"sss-beats-ab", "sss"},
};

struct Example {
    GameTree tree;
    Trace trace;
};

QString tool(const char *name)
{
    return QStandardPaths::findExecutable(QLatin1String(name));
}

struct Run {
    int exit = -1;
    QByteArray out, err;
};

Run run(const QString &program, const QStringList &args, const QString &dir = {},
        const QByteArray &input = {})
{
    QProcess p;
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    p.start(program, args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// Pages of a PDF: pdfinfo when it is there, else the page objects Qt writes.
int pdfPages(const QByteArray &pdf)
{
    if (const QString pdfinfo = tool("pdfinfo"); !pdfinfo.isEmpty()) {
        const Run r = run(pdfinfo, {QStringLiteral("-")}, {}, pdf);
        const auto m =
            QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(r.out));
        if (r.exit == 0 && m.hasMatch())
            return m.captured(1).toInt();
    }
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    return int(QString::fromLatin1(pdf).count(page));
}

// Compiles `tex` with pdflatex in a fresh directory; the PDF's bytes and its pages (from
// pdflatex's "Output written on figure.pdf (N pages" line: its object streams hide the page
// objects from a plain search), or a failure with the log's first error.
QByteArray pdflatex(const QByteArray &tex, QString *failure, int *pages = nullptr)
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("figure.tex")));
    if (!file.open(QIODevice::WriteOnly) || file.write(tex) != tex.size()) {
        *failure = QStringLiteral("cannot write the .tex file");
        return {};
    }
    file.close();
    const Run r = run(tool("pdflatex"),
                      {QStringLiteral("-interaction=nonstopmode"), QStringLiteral("-halt-on-error"),
                       QStringLiteral("figure.tex")},
                      dir.path());
    QFile pdf(dir.filePath(QStringLiteral("figure.pdf")));
    if (r.exit != 0 || !pdf.open(QIODevice::ReadOnly)) {
        const QString out = QString::fromUtf8(r.out);
        const qsizetype at = out.indexOf(QLatin1String("\n!"));
        *failure = QStringLiteral("pdflatex failed: ") + out.mid(at < 0 ? 0 : at, 600);
        return {};
    }
    if (pages) {
        const auto m =
            QRegularExpression(QStringLiteral("Output written on figure\\.pdf \\((\\d+) page"))
                .match(QString::fromUtf8(r.out).remove(u'\n'));
        *pages = m.hasMatch() ? m.captured(1).toInt() : -1;
    }
    return pdf.readAll();
}

// Every <text> of an SVG, trimmed; fails the test when the XML is not well-formed.
QStringList svgTexts(const QByteArray &svg)
{
    QStringList texts;
    QXmlStreamReader xml(svg);
    QString current;
    bool inText = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text")) {
            inText = true;
            current.clear();
        } else if (xml.isCharacters() && inText) {
            current += xml.text();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("text")) {
            inText = false;
            texts << current.trimmed();
        }
    }
    if (xml.hasError())
        qWarning("SVG error at line %lld: %s", xml.lineNumber(), qPrintable(xml.errorString()));
    return xml.hasError() ? QStringList{QStringLiteral("<invalid>")} : texts;
}

QStringList leafValues(const GameTree &tree)
{
    QStringList values;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n))
            values << formatValue(tree.value(n));
    }
    return values;
}

ExportOptions everything()
{
    ExportOptions o;
    o.figure.showIds = true;
    o.figure.legend = true;
    o.figure.caption = true;
    o.figure.title = QStringLiteral("Figure 1");
    return o;
}

QByteArray exported(const ExportSource &source, const ExportOptions &options, ExportFormat format)
{
    QString error;
    const auto bytes = exportBytes(source, options, format, &error);
    if (!bytes)
        qWarning("export failed: %s", qPrintable(error));
    return bytes.value_or(QByteArray());
}

// The first cut-off of a search, or its last step when nothing is cut.
int cutoffStep(const Trace &trace)
{
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        if (trace.events[i].type == EventType::Cutoff)
            return int(i) + 1;
    }
    return int(trace.events.size());
}

// A tree under tests/golden (`path` without .tree) searched with `algo`.
Example goldenSearch(const QString &path, const QString &algo, const SearchOptions &options = {})
{
    ReadError readError;
    const auto doc = loadDocument(QStringLiteral(GT_GOLDEN_DIR "/%1.tree").arg(path), &readError);
    if (!doc)
        qFatal("%s", qPrintable(readError.toString()));
    QString error;
    auto trace = search(doc->tree, algo, options, &error);
    if (!trace)
        qFatal("%s", qPrintable(error));
    return {doc->tree, std::move(*trace)};
}

// What each output language treats specially: HTML and script markup, TeX's specials and line
// breaks, XML's forbidden characters, DOT's quotes. The tree model refuses control characters
// in names (core/tree/nametext.h), so hostileTree() holds only the names a tree can carry;
// the escaping functions are still given the rest directly (escapingFunctionsTakeAnyText),
// as every writer must be safe on its own.
const QString ControlNames[] = {
    QStringLiteral("a\n[x]"),
    QStringLiteral("nul") + QChar(0) + QStringLiteral("bel\aesc\x1b") + QChar(0x2028) +
        QChar(0xfffe),
    QStringLiteral("line\r\nbreak\tand -->"),
};

GameTree hostileTree()
{
    const QString names[] = {
        QStringLiteral("<!--<script>"),
        QStringLiteral("</script><p>x"),
        QStringLiteral("a [x]"),
        QStringLiteral("\\\"\\n{}$&#_%^~[]"),
        QStringLiteral("sep") + QChar(0x2028) + QStringLiteral("and -->"),
    };
    TreeDraft d;
    DraftNode root;
    root.kind = NodeKind::Max;
    root.name = names[0];
    d.nodes.push_back(root);
    int k = 0;
    for (int i = 0; i < 3; ++i) {
        d.nodes[0].children.push_back(std::int32_t(d.nodes.size()));
        DraftNode min;
        min.kind = NodeKind::Min;
        min.name = names[std::size(names) - 1 - std::size_t(i)];
        min.label = names[std::size_t(i + 1) % std::size(names)];
        const auto at = d.nodes.size();
        d.nodes.push_back(min);
        for (int j = 0; j < 2; ++j) {
            d.nodes[at].children.push_back(std::int32_t(d.nodes.size()));
            DraftNode leaf;
            leaf.value = (i * 7 + j * 3) % 10;
            leaf.name = names[std::size_t(k++) % std::size(names)];
            leaf.label = names[std::size_t(k) % std::size(names)];
            d.nodes.push_back(leaf);
        }
    }
    return GameTree::fromDraft(d);
}

} // namespace

class TstExport : public QObject {
    Q_OBJECT
    std::map<QString, Example> m_examples;

    const Example &example(const QString &name) { return m_examples.at(name); }
    void addExampleRows()
    {
        QTest::addColumn<QString>("name");
        for (const auto &[name, algo] : Examples)
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    // Plays `html`, the player of every step of `trace`, in Node.js (skips without it) and
    // compares what every node and edge shows after each key with the frames the other
    // exports draw.
    void replayPlayer(const GameTree &tree, const Trace &trace, const QByteArray &html,
                      const ExportOptions &options)
    {
        const int steps = int(trace.events.size()) + 1;
        const QString node = tool("node");
        if (node.isEmpty())
            QSKIP("Node.js is not installed: the player's script was not run");
        QTemporaryDir dir;
        QFile page(dir.filePath(QStringLiteral("player.html")));
        QVERIFY(page.open(QIODevice::WriteOnly));
        page.write(html);
        page.close();
        const Run replay = run(
            node, {QStringLiteral(GT_SOURCE_DIR "/tests/export/playercheck.js"), page.fileName()});
        QVERIFY2(replay.exit == 0, replay.err.constData());
        const QList<QByteArray> lines = replay.out.trimmed().split('\n');
        QCOMPARE(int(lines.size()), steps + 4);
        const Palette palette = toPalette(SceneStyle::light());
        const FigureGeometry g = estimateGeometry(tree, palette, options.figure);
        FigureFrames frames(tree, &trace, g, palette, options.figure);
        auto strings = [](const QJsonValue &v) {
            QStringList out;
            for (const QJsonValue &s : v.toArray())
                out << s.toString();
            return out;
        };
        auto check = [&](const QByteArray &line, int step) {
            const QJsonObject shown = QJsonDocument::fromJson(line).object();
            QCOMPARE(shown.value(QLatin1String("where")).toString(),
                     QStringLiteral("Step %1 / %2").arg(step).arg(steps - 1));
            QCOMPARE(shown.value(QLatin1String("slider")).toInt(), step);
            const FigureFrame f = frames.frame(step);
            QCOMPARE(shown.value(QLatin1String("caption")).toString(), f.caption);
            QCOMPARE(shown.value(QLatin1String("horizon")).toString(), f.horizon.label);
            const QJsonObject nodes = shown.value(QLatin1String("nodes")).toObject();
            for (NodeId n = 0; n < tree.size(); ++n) {
                const QJsonObject v = nodes.value(QString::number(n)).toObject();
                const NodeDrawing &d = f.nodes[n];
                const QString where = QStringLiteral("step %1 node %2").arg(step).arg(n);
                QVERIFY2(v.value(QLatin1String("visible")).toBool() == d.visible,
                         qPrintable(where));
                if (!d.visible)
                    continue;
                QVERIFY2(v.value(QLatin1String("fill")).toString() == d.fill, qPrintable(where));
                QVERIFY2(v.value(QLatin1String("stroke")).toString() == d.outline,
                         qPrintable(where));
                QVERIFY2(v.value(QLatin1String("halo")).toBool() == d.halo, qPrintable(where));
                QVERIFY2(v.value(QLatin1String("value")).toString() == d.value, qPrintable(where));
                QVERIFY2(strings(v.value(QLatin1String("window"))) == d.window, qPrintable(where));
                QVERIFY2(strings(v.value(QLatin1String("formula"))) == d.formula,
                         qPrintable(where));
                QVERIFY2(v.value(QLatin1String("tag")).toString() == d.tag, qPrintable(where));
            }
            const QJsonObject edges = shown.value(QLatin1String("edges")).toObject();
            for (NodeId c = 1; c < tree.size(); ++c) {
                const QJsonObject v = edges.value(QString::number(c)).toObject();
                const EdgeDrawing &d = f.edges[c];
                const QString where = QStringLiteral("step %1 edge %2").arg(step).arg(c);
                QVERIFY2(v.value(QLatin1String("cut")).toBool() == d.cut, qPrintable(where));
                QVERIFY2(v.value(QLatin1String("line")).toBool() == (d.look != EdgeLook::Hidden),
                         qPrintable(where));
                QVERIFY2(v.value(QLatin1String("stroke")).toString() == d.colour,
                         qPrintable(where));
                QVERIFY2(v.value(QLatin1String("probability")).toString() == d.probability,
                         qPrintable(where));
                QVERIFY2(v.value(QLatin1String("negated")).toBool() == d.negated,
                         qPrintable(where));
            }
        };
        for (int s = 0; s < steps; ++s) // → from the first step to the last
            check(lines[s], s);
        check(lines[steps], steps - 1);     // → at the end stays there
        check(lines[steps + 1], 0);         // Home
        check(lines[steps + 2], steps - 2); // End, then ←
        check(lines[steps + 3], steps / 2); // the slider dragged to the middle
    }

private slots:
    void initTestCase()
    {
        for (const auto &[name, algo] : Examples) {
            ReadError readError;
            auto doc = loadDocument(QStringLiteral(GT_SOURCE_DIR "/resources/examples/%1.tree")
                                        .arg(QLatin1String(name)),
                                    &readError);
            QVERIFY2(doc, qPrintable(readError.toString()));
            QString error;
            auto trace = search(doc->tree, QLatin1String(algo), {}, &error);
            QVERIFY2(trace, qPrintable(error));
            m_examples.emplace(QLatin1String(name), Example{doc->tree, std::move(*trace)});
        }
    }

    void svgIsXmlWithTheValues_data() { addExampleRows(); }
    void svgIsXmlWithTheValues()
    {
        QFETCH(QString, name);
        const Example &e = example(name);
        const int cut = cutoffStep(e.trace);
        for (int step : {0, cut, -1}) {
            const QByteArray svg =
                exported({&e.tree, &e.trace, step}, everything(), ExportFormat::Svg);
            const QStringList texts = svgTexts(svg);
            QVERIFY2(!texts.contains(QStringLiteral("<invalid>")), "SVG is not well-formed");
            for (const QString &value : leafValues(e.tree))
                QVERIFY2(texts.contains(value),
                         qPrintable(value + " missing at step " + QString::number(step)));
            QVERIFY(texts.contains(QStringLiteral("Figure 1")));
            QVERIFY(texts.contains(QStringLiteral("MAX"))); // the legend
            QVERIFY(texts.contains(QStringLiteral("#0")) || // ids, beside a name
                    texts.filter(QStringLiteral(" #0")).size() == 1);
            QVERIFY(!texts.filter(QStringLiteral("Step ")).isEmpty()); // the narration
            QVERIFY(svg.contains("sans-serif")); // a browser never falls back to a serif face
        }
        // The final frame shows the root's value.
        const QByteArray svg = exported({&e.tree, &e.trace, -1}, {}, ExportFormat::Svg);
        QVERIFY(svgTexts(svg).contains(formatValue(e.trace.summary.value)));
    }

    void pngHasTheRequestedSize_data() { addExampleRows(); }
    void pngHasTheRequestedSize()
    {
        QFETCH(QString, name);
        const Example &e = example(name);
        const ExportSource source{&e.tree, &e.trace, cutoffStep(e.trace)};
        ExportOptions options = everything();
        FramePicture picture(e.tree, &e.trace, options);
        picture.setStep(source.step);
        const QSizeF points = picture.size();
        auto expected = [&](double factor) {
            return QSize(int(std::ceil(points.width() * factor)),
                         int(std::ceil(points.height() * factor)));
        };

        options.scale = 2;
        QImage image = QImage::fromData(exported(source, options, ExportFormat::Png), "PNG");
        QCOMPARE(image.size(), expected(2));
        QCOMPARE(image.pixelColor(0, 0), QColor(Qt::white)); // white by default
        QVERIFY(!image.hasAlphaChannel());
        QCOMPARE(std::lround(image.dotsPerMeterX() * 0.0254), 144);

        options.dpi = 216; // 3 pixels a point
        image = QImage::fromData(exported(source, options, ExportFormat::Png), "PNG");
        QCOMPARE(image.size(), expected(3));
        QCOMPARE(std::lround(image.dotsPerMeterX() * 0.0254), 216);

        options.dpi = 0;
        options.scale = 1;
        options.transparent = true;
        image = QImage::fromData(exported(source, options, ExportFormat::Png), "PNG");
        QCOMPARE(image.size(), expected(1));
        QVERIFY(image.hasAlphaChannel());
        QCOMPARE(image.pixelColor(0, 0).alpha(), 0);
        // …and the tree is still drawn on it.
        int opaque = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                opaque += image.pixelColor(x, y).alpha() == 255;
        QVERIFY(opaque > 50);
    }

    void pdfPageCounts_data() { addExampleRows(); }
    void pdfPageCounts()
    {
        QFETCH(QString, name);
        const Example &e = example(name);
        const ExportSource source{&e.tree, &e.trace, -1};
        const int steps = int(e.trace.events.size()) + 1; // 0 (before the search) to the end
        ExportOptions options = everything();

        QByteArray pdf = exported(source, options, ExportFormat::Pdf);
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdfPages(pdf), 1);
        pdf = exported(source, options, ExportFormat::PdfDeck);
        QCOMPARE(pdfPages(pdf), steps);
        options.steps.keyStepsOnly = true;
        const int keys = int(selectSteps(e.tree, e.trace, options.steps).size());
        QVERIFY(keys > 1 && keys < steps);
        QCOMPARE(pdfPages(exported(source, options, ExportFormat::PdfDeck)), keys);
        options.steps = StepSelection{false, 2, 5};
        QCOMPARE(pdfPages(exported(source, options, ExportFormat::PdfDeck)), 4);

        // Text stays text: the values can be searched for in the PDF.
        if (const QString pdftotext = tool("pdftotext"); !pdftotext.isEmpty()) {
            const Run r = run(pdftotext, {QStringLiteral("-"), QStringLiteral("-")}, {},
                              exported(source, everything(), ExportFormat::Pdf));
            const QStringList words =
                QString::fromUtf8(r.out).split(QRegularExpression(QStringLiteral("\\s+")));
            for (const QString &value : leafValues(e.tree))
                QVERIFY2(words.contains(value), qPrintable(value));
        }
    }

    void widePdfPagesStayWithinAcrobatsLimit()
    {
        // 1,093 nodes side by side made one page 39,031 pt wide; Acrobat opens 14,400 at most.
        RandomTreeOptions o;
        o.minBranching = o.maxBranching = 3;
        o.depth = 6;
        o.seed = 1;
        const GameTree tree = randomTree(o);
        QCOMPARE(tree.size(), 1093);
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        FramePicture picture(tree, &*trace, {});
        QVERIFY(picture.size().width() > 14400); // what the page would have been
        static const QRegularExpression box(
            QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
        ExportOptions options;
        options.steps = StepSelection{false, 100, 102};
        for (ExportFormat format : {ExportFormat::Pdf, ExportFormat::PdfDeck}) {
            const QByteArray pdf = exported({&tree, &*trace, -1}, options, format);
            int pages = 0;
            for (const auto &m : box.globalMatch(QString::fromLatin1(pdf))) {
                ++pages;
                const double w = m.captured(1).toDouble(), h = m.captured(2).toDouble();
                QVERIFY2(w <= 14400 && h <= 14400, qPrintable(m.captured(0)));
                QVERIFY(w > 14000); // scaled to the limit, not further
                QVERIFY(std::abs(w / h - picture.size().width() / picture.size().height()) <
                        0.05 * w / h);
            }
            QCOMPARE(pages, format == ExportFormat::Pdf ? 1 : 3);
            if (const QString pdftotext = tool("pdftotext"); !pdftotext.isEmpty()) {
                const Run r = run(pdftotext, {QStringLiteral("-"), QStringLiteral("-")}, {}, pdf);
                QVERIFY(r.out.contains(formatValue(tree.value(tree.size() - 1)).toUtf8()));
            }
        }
    }

    void tikzCompiles_data() { addExampleRows(); }
    void tikzCompiles()
    {
        QFETCH(QString, name);
        if (tool("pdflatex").isEmpty())
            QSKIP("pdflatex is not installed (GT_WITH_EXTRAS=1 .ci/setup-debian installs it)");
        const Example &e = example(name);
        const ExportSource source{&e.tree, &e.trace, cutoffStep(e.trace)};
        ExportOptions options = everything();
        const QByteArray tex = exported(source, options, ExportFormat::Tikz);
        QVERIFY(tex.contains("\\documentclass"));
        // Only TikZ: no package a lecturer's installation might lack.
        const auto packages = QRegularExpression(QStringLiteral("\\\\usepackage\\{([^}]*)\\}"))
                                  .globalMatch(QString::fromUtf8(tex));
        for (const auto &m : packages)
            QCOMPARE(m.captured(1), QStringLiteral("tikz"));
        QString failure;
        int pages = 0;
        const QByteArray pdf = pdflatex(tex, &failure, &pages);
        QVERIFY2(!pdf.isEmpty(), qPrintable(failure));
        QCOMPARE(pages, 1);
        if (const QString pdftotext = tool("pdftotext"); !pdftotext.isEmpty()) {
            const Run r = run(pdftotext, {QStringLiteral("-"), QStringLiteral("-")}, {}, pdf);
            const QString text = QString::fromUtf8(r.out);
            for (const QString &value : leafValues(e.tree))
                QVERIFY2(text.contains(value.startsWith(u'−') ? value.mid(1) : value),
                         qPrintable(value));
            QVERIFY(text.contains(QLatin1String("Figure 1")));
        }

        // The bare picture pastes into any document that loads TikZ.
        options.bareTikz = true;
        const QByteArray bare = exported(source, options, ExportFormat::Tikz);
        QVERIFY(bare.startsWith("\\begin{tikzpicture}"));
        QVERIFY(!bare.contains("\\documentclass"));
        if (name != QLatin1String("aima-3ply"))
            return; // one paste is enough to show it, and pdflatex is slow
        const QByteArray document = "\\documentclass{article}\n\\usepackage{tikz}\n"
                                    "\\begin{document}\nA figure:\n\n" +
                                    bare + "\n\\end{document}\n";
        QVERIFY2(!pdflatex(document, &failure).isEmpty(), qPrintable(failure));
    }

    void beamerHasOneOverlayPerStep_data() { addExampleRows(); }
    void beamerHasOneOverlayPerStep()
    {
        QFETCH(QString, name);
        if (tool("pdflatex").isEmpty())
            QSKIP("pdflatex is not installed (GT_WITH_EXTRAS=1 .ci/setup-debian installs it)");
        if (const QString kpsewhich = tool("kpsewhich");
            !kpsewhich.isEmpty() && run(kpsewhich, {QStringLiteral("beamer.cls")}).exit != 0)
            QSKIP("the beamer class is not installed (texlive-latex-recommended)");
        const Example &e = example(name);
        ExportOptions options = everything();
        // All the steps of the smallest search, the first eight key steps of the others:
        // pdflatex takes a quarter of a second per overlay.
        if (name != QLatin1String("classic")) {
            options.steps.keyStepsOnly = true;
            const auto keys = selectSteps(e.tree, e.trace, options.steps);
            if (keys.size() > 8)
                options.steps.to = keys[7];
        }
        const auto steps = selectSteps(e.tree, e.trace, options.steps);
        QVERIFY(steps.size() >= 5 && steps.size() <= 15);
        const QByteArray tex = exported({&e.tree, &e.trace, -1}, options, ExportFormat::Beamer);
        QVERIFY(tex.contains("{beamer}"));
        QString failure;
        int pages = 0;
        const QByteArray pdf = pdflatex(tex, &failure, &pages);
        QVERIFY2(!pdf.isEmpty(), qPrintable(failure));
        QCOMPARE(pages, int(steps.size()));
        if (!tool("pdfinfo").isEmpty())
            QCOMPARE(pdfPages(pdf), int(steps.size()));
    }

    void beamerSetsTheLegendOutsideTheScaledTree()
    {
        if (tool("pdflatex").isEmpty() || tool("pdftotext").isEmpty())
            QSKIP("pdflatex or pdftotext is not installed");
        // The Knuth–Moore tree is wide: scaled to the slide's width, a legend inside the
        // picture shrank with it to unreadable type.
        const Example &e = example(QStringLiteral("knuth-moore"));
        ExportOptions options = everything();
        const int last = int(e.trace.events.size());
        options.steps = StepSelection{false, last, last};
        const QByteArray tex = exported({&e.tree, &e.trace, -1}, options, ExportFormat::Beamer);
        QVERIFY(tex.contains("\\setbox\\gtlegend"));
        QString failure;
        const QByteArray pdf = pdflatex(tex, &failure);
        QVERIFY2(!pdf.isEmpty(), qPrintable(failure));
        const Run r =
            run(tool("pdftotext"),
                {QStringLiteral("-bbox"), QStringLiteral("-"), QStringLiteral("-")}, {}, pdf);
        // The words' heights in points, and the leaves' values below the legend's.
        static const QRegularExpression word(
            QStringLiteral("yMin=\"([0-9.]+)\" xMax=\"[0-9.]+\" yMax=\"([0-9.]+)\">([^<]*)<"));
        double legend = 0, value = 0, valueBottom = 0, legendTop = 1e9;
        for (const auto &m : word.globalMatch(QString::fromUtf8(r.out))) {
            const double top = m.captured(1).toDouble(), bottom = m.captured(2).toDouble();
            if (m.captured(3) == QLatin1String("MAX")) {
                legend = bottom - top;
                legendTop = top;
            } else if (m.captured(3) == QLatin1String("10")) {
                value = bottom - top;
                valueBottom = bottom;
            }
        }
        QVERIFY2(legend > 6, qPrintable(QString::number(legend))); // 0.8 × 11 pt type
        QVERIFY2(value > 2.5, qPrintable(QString::number(value))); // ids no longer widen it
        QVERIFY(valueBottom < legendTop);                          // under the tree
    }

    void beamerOfALongSearchStaysSmall()
    {
        // 52 steps: writing every overlay's whole picture ran TeX out of memory.
        const Example &e = example(QStringLiteral("knuth-moore"));
        const QByteArray tex =
            exported({&e.tree, &e.trace, -1}, everything(), ExportFormat::Beamer);
        QCOMPARE(tex.count("\\begin{tikzpicture}"), 2); // the tree, and the legend under it
        QVERIFY(tex.contains(QByteArray("\\only<1-") +
                             QByteArray::number(e.trace.events.size() + 1) + ">{}"));
        QVERIFY2(tex.size() < 150'000, QByteArray::number(tex.size()));
    }

    void dotRerendersAtThePinnedPositions_data() { addExampleRows(); }
    void dotRerendersAtThePinnedPositions()
    {
        QFETCH(QString, name);
        const Example &e = example(name);
        const ExportSource source{&e.tree, &e.trace, cutoffStep(e.trace)};
        const QByteArray dot = exported(source, everything(), ExportFormat::Dot);

        // It is still a tree our own reader takes back.
        ReadError readError;
        const auto back = readDotTree(dot, QStringLiteral("export.dot"), &readError);
        QVERIFY2(back, qPrintable(readError.toString()));
        QCOMPARE(back->size(), e.tree.size());
        for (NodeId n = 0; n < e.tree.size(); ++n) {
            QCOMPARE(back->kind(n), e.tree.kind(n));
            QCOMPARE(back->parent(n), e.tree.parent(n));
            if (e.tree.isLeaf(n))
                QCOMPARE(back->value(n), e.tree.value(n));
        }

        const QString neato = tool("neato");
        if (neato.isEmpty())
            QSKIP("Graphviz's neato is not installed");
        const Run svg = run(neato, {QStringLiteral("-n2"), QStringLiteral("-Tsvg")}, {}, dot);
        QVERIFY2(svg.exit == 0, svg.err.constData());
        const QStringList texts = svgTexts(svg.out);
        QVERIFY(!texts.contains(QStringLiteral("<invalid>")));
        for (const QString &value : leafValues(e.tree))
            QVERIFY2(texts.contains(value), qPrintable(value));

        // The leaves sit where the diagram has them (Graphviz may shift the whole picture).
        const Run plain = run(neato, {QStringLiteral("-n2"), QStringLiteral("-Tplain")}, {}, dot);
        QCOMPARE(plain.exit, 0);
        std::map<QString, QPointF> placed, decorations;
        static const QRegularExpression treeNode(QStringLiteral("^n\\d+$"));
        for (const QString &line : QString::fromUtf8(plain.out).split(u'\n')) {
            const QStringList f = line.split(u' ');
            if (f.size() > 4 && f[0] == QLatin1String("node"))
                (treeNode.match(f[1]).hasMatch() ? placed : decorations)[f[1]] =
                    QPointF(f[2].toDouble() * 72, f[3].toDouble() * 72);
        }
        QCOMPARE(int(placed.size()), e.tree.size());
        // The legend and the caption sit under the tree, as in the other formats.
        double lowest = 1e9;
        for (const auto &[id, at] : placed)
            lowest = std::min(lowest, at.y());
        int under = 0;
        for (const auto &[id, at] : decorations) {
            if (id.startsWith(QLatin1String("legend")) || id == QLatin1String("caption")) {
                QVERIFY2(at.y() < lowest - 10, qPrintable(id));
                ++under;
            }
        }
        QVERIFY(decorations.count(QStringLiteral("caption")) == 1);
        QVERIFY(under > 4);
        const ExportOptions options = everything();
        const FigureGeometry g =
            estimateGeometry(e.tree, toPalette(SceneStyle::light()), options.figure);
        NodeId first = NoNode;
        for (NodeId n = 0; n < e.tree.size(); ++n) {
            if (!e.tree.isLeaf(n))
                continue;
            if (first == NoNode) {
                first = n;
                continue;
            }
            const QPointF moved =
                placed[QStringLiteral("n%1").arg(n)] - placed[QStringLiteral("n%1").arg(first)];
            const LayoutPoint a = g.layout.centers[first], b = g.layout.centers[n];
            QVERIFY(std::abs(moved.x() - (b.x - a.x)) < 1);
            QVERIFY(std::abs(moved.y() + (b.y - a.y)) < 1); // Graphviz counts y upwards
        }

        if (const QString dotTool = tool("dot"); !dotTool.isEmpty())
            QCOMPARE(run(dotTool, {QStringLiteral("-Tsvg")}, {}, dot).exit, 0);
    }

    void htmlHoldsEveryStepAndNothingFromOutside_data() { addExampleRows(); }
    void htmlHoldsEveryStepAndNothingFromOutside()
    {
        QFETCH(QString, name);
        const Example &e = example(name);
        ExportOptions options = everything();
        const QByteArray html = exported({&e.tree, &e.trace, -1}, options, ExportFormat::Html);
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        // One line of data per step, numbered 0 to the end.
        const int steps = int(e.trace.events.size()) + 1;
        QCOMPARE(int(html.count("\n{\"s\":")), steps);
        for (int s = 0; s < steps; ++s)
            QVERIFY(html.contains("\n{\"s\":" + QByteArray::number(s) + ",\"c\":"));
        // Nothing is fetched: no links, sources, imports or addresses.
        for (const char *outside : {"src=", "href=", "url(", "@import", "http://", "https://",
                                    "<link", "<img", "<iframe"})
            QVERIFY2(!html.contains(outside), outside);
        QVERIFY(html.contains("ArrowLeft") && html.contains("ArrowRight"));
        QVERIFY(html.contains("type=\"range\""));
        QVERIFY(html.contains("<title>Figure 1</title>"));
        // The inline SVG drawing is well-formed XML.
        const qsizetype from = html.indexOf("<svg"), to = html.indexOf("</svg>");
        QVERIFY(from > 0 && to > from);
        QVERIFY(!svgTexts(html.mid(from, to + 6 - from)).contains(QStringLiteral("<invalid>")));

        options.steps.keyStepsOnly = true;
        const QByteArray keys = exported({&e.tree, &e.trace, -1}, options, ExportFormat::Html);
        QCOMPARE(int(keys.count("\n{\"s\":")),
                 int(selectSteps(e.tree, e.trace, options.steps).size()));

        // The page replays in Node.js (tests/export/playercheck.js: a small DOM, the page's own
        // script, the keys and the slider) and shows at every step what the other exports draw.
        replayPlayer(e.tree, e.trace, html, everything());
    }

    // Names and moves that end a script, or make a browser swallow the page into it: a deck
    // with them still plays, and shows them as they are.
    void htmlPlayerPlaysWithHostileNames()
    {
        const GameTree tree = hostileTree();
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        const QByteArray html = exported({&tree, &*trace, -1}, everything(), ExportFormat::Html);
        QCOMPARE(html.count("<script"), 1);
        QCOMPARE(html.count("</script"), 1);
        QVERIFY(!html.contains("<!--"));
        replayPlayer(tree, *trace, html, everything());
    }

    // The player draws the alpha-beta family's marks as the other exports do: the horizon line
    // of each pass of iterative deepening, and negamax's "−" discs in the side-to-move view.
    void htmlPlayerDrawsHorizonAndNegation_data()
    {
        QTest::addColumn<QString>("tree");
        QTest::addColumn<QString>("algo");
        QTest::addColumn<QString>("drawn"); // what the page must hold
        QTest::newRow("id") << "heuristic"
                            << "id"
                            << "horizon d = 2";
        QTest::newRow("negamax") << "aima"
                                 << "negamax"
                                 << "class=\"neg\"";
    }
    void htmlPlayerDrawsHorizonAndNegation()
    {
        QFETCH(QString, tree);
        QFETCH(QString, algo);
        QFETCH(QString, drawn);
        const Example e = goldenSearch(QStringLiteral("traces/") + tree, algo);
        ExportOptions options = everything();
        options.figure.sideToMove = true;
        const QByteArray html = exported({&e.tree, &e.trace, -1}, options, ExportFormat::Html);
        QVERIFY(html.contains(drawn.toUtf8()));
        replayPlayer(e.tree, e.trace, html, options);
    }

    // The same names in TeX: a line break in a name gave \\ where none is allowed (a node
    // without align, "missing \item" in Beamer's caption), and `a` + line break + `[x]` an
    // optional argument of \\ ("Missing number"). Every text is one line of safe TeX, and the
    // TikZ file, the pasted picture and the Beamer deck compile.
    void texCompilesWithHostileNames()
    {
        const GameTree tree = hostileTree();
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        for (NodeId n = 0; n < tree.size(); ++n) {
            for (const QString &text : {tree.name(n), tree.label(n)}) {
                const QString tex = latexText(text);
                for (QChar c : tex)
                    QVERIFY2(c.unicode() >= 0x20, qPrintable(tex));
                QVERIFY2(!tex.contains(QLatin1String("\\\\")), qPrintable(tex));
                QVERIFY2(!tex.contains(QRegularExpression(QStringLiteral("(^|[^{])[\\[\\]]"))),
                         qPrintable(tex));
            }
        }
        if (tool("pdflatex").isEmpty())
            QSKIP("pdflatex is not installed (GT_WITH_EXTRAS=1 .ci/setup-debian installs it)");
        ExportOptions options = everything();
        const ExportSource source{&tree, &*trace, cutoffStep(*trace)};
        QString failure;
        QVERIFY2(!pdflatex(exported(source, options, ExportFormat::Tikz), &failure).isEmpty(),
                 qPrintable(failure));
        options.bareTikz = true;
        const QByteArray document = "\\documentclass{article}\n\\usepackage{tikz}\n"
                                    "\\begin{document}\n\\begin{itemize}\n\\item\n" +
                                    exported(source, options, ExportFormat::Tikz) +
                                    "\\end{itemize}\n\\end{document}\n";
        QVERIFY2(!pdflatex(document, &failure).isEmpty(), qPrintable(failure));
        if (const QString kpsewhich = tool("kpsewhich");
            !kpsewhich.isEmpty() && run(kpsewhich, {QStringLiteral("beamer.cls")}).exit != 0)
            QSKIP("the beamer class is not installed (texlive-latex-recommended)");
        options = everything();
        options.steps.keyStepsOnly = true;
        QVERIFY2(!pdflatex(exported({&tree, &*trace, -1}, options, ExportFormat::Beamer), &failure)
                      .isEmpty(),
                 qPrintable(failure));
    }

    // Issue 27: names of 800 characters (the documentation allows 1,000) made pdflatex stop
    // with "! Dimension too large" in `render -o .tex` and `slides -o .tex`. TeX output cuts
    // names, move labels and the title with a visible ellipsis, layout included, and compiles.
    void texCutsLongNames()
    {
        const QString longName = QString(800, u'W');
        const QString longMove = QString(800, u'm');
        const GameTree tree = test::parse(QStringLiteral("%1=max(%2: %1=min(3, 12), %1=min(2, 4), "
                                                         "%1=min(14, 5))")
                                              .arg(longName, longMove));
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        ExportOptions options = everything();
        options.figure.title = QString(1000, u'T');
        const ExportSource source{&tree, &*trace, cutoffStep(*trace)};
        options.steps.keyStepsOnly = true;
        const QByteArray tikz = exported(source, options, ExportFormat::Tikz);
        const QByteArray beamer = exported({&tree, &*trace, -1}, options, ExportFormat::Beamer);
        for (const QByteArray &tex : {tikz, beamer}) {
            QVERIFY(!tex.isEmpty());
            QVERIFY(tex.contains(QByteArray(MaxLatexNameChars - 1, 'W') + "\\ldots{}"));
            QVERIFY(!tex.contains(QByteArray(MaxLatexNameChars, 'W')));
            QVERIFY(!tex.contains(QByteArray(MaxLatexNameChars, 'm')));
            QVERIFY(!tex.contains(QByteArray(MaxLatexTitleChars, 'T')));
            QVERIFY(tex.contains(QByteArray(MaxLatexTitleChars - 1, 'T') + "\\ldots{}"));
        }
        // The layout keeps room for the names as TeX sets them: no coordinate comes near TeX's
        // limit of 16,384 pt.
        const QRegularExpression coordinate(QStringLiteral("\\((-?[0-9.]+),(-?[0-9.]+)\\)"));
        for (const auto &m : coordinate.globalMatch(QString::fromUtf8(tikz)))
            QVERIFY2(std::abs(m.captured(1).toDouble()) < 8000, qPrintable(m.captured(0)));
        // The isolates around a right-to-left name in a caption (narration.cpp) are dropped, not
        // set as "?": TeX sets no bidi.
        QCOMPARE(latexText(QStringLiteral("\u2068AB\u2069 \u202Ex")), QStringLiteral("AB x"));
        if (tool("pdflatex").isEmpty())
            QSKIP("pdflatex is not installed (GT_WITH_EXTRAS=1 .ci/setup-debian installs it)");
        QString failure;
        QVERIFY2(!pdflatex(tikz, &failure).isEmpty(), qPrintable(failure));
        if (const QString kpsewhich = tool("kpsewhich");
            !kpsewhich.isEmpty() && run(kpsewhich, {QStringLiteral("beamer.cls")}).exit != 0)
            QSKIP("the beamer class is not installed (texlive-latex-recommended)");
        QVERIFY2(!pdflatex(beamer, &failure).isEmpty(), qPrintable(failure));
    }

    // The same names in SVG (QSvgGenerator writes texts as they are) and in the player's
    // inline drawing: characters XML forbids (NUL, other controls, U+FFFE) become U+FFFD, and
    // the files stay well-formed XML that keeps the rest of each name.
    void svgIsXmlWithHostileNames()
    {
        const GameTree tree = hostileTree();
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        for (int step : {0, cutoffStep(*trace), -1}) {
            const QByteArray svg =
                exported({&tree, &*trace, step}, everything(), ExportFormat::Svg);
            const QStringList texts = svgTexts(svg);
            QVERIFY2(!texts.contains(QStringLiteral("<invalid>")), "SVG is not well-formed");
            QVERIFY(texts.join(u' ').contains(QLatin1String("<!--<script>")));
        }
        const QByteArray html = exported({&tree, &*trace, -1}, everything(), ExportFormat::Html);
        const qsizetype from = html.indexOf("<svg"), to = html.indexOf("</svg>");
        const QStringList texts = svgTexts(html.mid(from, to + 6 - from));
        QVERIFY2(!texts.contains(QStringLiteral("<invalid>")), "the player's SVG is not XML");
        QVERIFY(texts.contains(QStringLiteral("sep") + QChar(0x2028) + QStringLiteral("and -->")));
    }

    // Every writer is safe on its own, whatever a text holds — the model refuses control
    // characters, but an escaping rule must not rely on that.
    void escapingFunctionsTakeAnyText()
    {
        const QChar bad(QChar::ReplacementCharacter);
        QCOMPARE(xmlCharacters(ControlNames[1]),
                 QStringLiteral("nul") + bad + QStringLiteral("bel") + bad + QStringLiteral("esc") +
                     bad + QChar(0x2028) + bad);
        for (const QString &name : ControlNames) {
            const QString tex = latexText(name);
            for (QChar c : tex)
                QVERIFY2(c.unicode() >= 0x20, qPrintable(tex));
            QVERIFY2(!tex.contains(QLatin1String("\\\\")), qPrintable(tex));
            QVERIFY2(!tex.contains(QRegularExpression(QStringLiteral("(^|[^{])[\\[\\]]"))),
                     qPrintable(tex));
            for (QChar c : dotQuoted(name)) // a tab or CR inside quotes is harmless to Graphviz
                QVERIFY2(c.unicode() >= 0x20 || c == u'\t' || c == u'\r',
                         qPrintable(dotQuoted(name)));
            for (QChar c : xmlCharacters(name))
                QVERIFY(c.unicode() >= 0x20 || c == u'\n' || c == u'\r' || c == u'\t');
        }
    }

    // The same names in annotated DOT: every text quoted so that dot and neato take the file
    // and draw SVG that is XML, whatever the names hold.
    void dotTakesHostileNames()
    {
        const GameTree tree = hostileTree();
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        const QByteArray dot =
            exported({&tree, &*trace, cutoffStep(*trace)}, everything(), ExportFormat::Dot);
        QVERIFY(!dot.isEmpty());
        for (char c : dot) // Graphviz stops at NUL, and copies other controls into its SVG
            QVERIFY2(uchar(c) >= 0x20 || c == '\n' || c == '\r' || c == '\t',
                     qPrintable(QString::number(int(c))));
        for (const char *layout : {"dot", "neato"}) {
            const QString program = tool(layout);
            if (program.isEmpty())
                QSKIP("Graphviz is not installed");
            const Run svg = run(program, {QStringLiteral("-n2"), QStringLiteral("-Tsvg")}, {}, dot);
            QVERIFY2(svg.exit == 0, svg.err.constData());
            QVERIFY2(!svgTexts(svg.out).contains(QStringLiteral("<invalid>")), layout);
        }
    }

    void optionsChangeWhatIsDrawn()
    {
        const Example &e = example(QStringLiteral("aima-3ply"));
        const int cut = cutoffStep(e.trace);
        const Palette palette = toPalette(SceneStyle::light());
        auto frameWith = [&](const FigureOptions &o, int step) {
            const FigureGeometry g = estimateGeometry(e.tree, palette, o);
            FigureFrames frames(e.tree, &e.trace, g, palette, o);
            return frames.frame(step);
        };
        FigureOptions o;
        FigureFrame f = frameWith(o, cut);
        QCOMPARE(f.nodes[5].value, QStringLiteral("≤ 2")); // C's bound at the cut-off
        QCOMPARE(f.nodes[5].window, (QStringList{QStringLiteral("α=3"), QStringLiteral("β=2")}));
        QVERIFY(f.edges[7].cut && f.edges[8].cut);
        QVERIFY(f.nodes[7].visible && f.nodes[7].dashed); // greyed
        QCOMPARE(f.nodes[7].value, QStringLiteral("4"));
        QVERIFY(f.nodes[0].name == QStringLiteral("A"));

        o.showValues = false;
        o.showWindows = false;
        o.pruned = PrunedMode::Hidden;
        o.showIds = true;
        f = frameWith(o, cut);
        QVERIFY(f.nodes[5].value.isEmpty());
        QVERIFY(f.nodes[5].window.isEmpty());
        QCOMPARE(f.nodes[2].value, QStringLiteral("3")); // leaves always show theirs
        QVERIFY(!f.nodes[7].visible);
        QCOMPARE(f.edges[7].look, EdgeLook::Hidden);
        QVERIFY(!f.edges[7].cut); // a hidden subtree leaves neither stub nor cut mark
        QCOMPARE(f.nodes[0].name, QStringLiteral("A"));
        QCOMPARE(f.nodes[0].id, QStringLiteral("#0"));    // above the node, not beside it
        QVERIFY(f.nodes[1].idLeft && !f.nodes[9].idLeft); // away from the edge coming in
        QVERIFY(f.nodes[3].idLeft); // b2: straight down, its label is on the right
        ExportOptions hiddenCut;
        hiddenCut.figure = o;
        const QByteArray hiddenTex =
            exported({&e.tree, &e.trace, cut}, hiddenCut, ExportFormat::Tikz);
        QVERIFY(!hiddenTex.contains("line cap=round")); // the cut strokes
        QVERIFY(!hiddenTex.contains("dash pattern"));   // nothing pruned is drawn
        QVERIFY(!exported({&e.tree, &e.trace, cut}, hiddenCut, ExportFormat::Dot).contains("cut7"));
        hiddenCut.figure.pruned = PrunedMode::Greyed;
        QVERIFY(exported({&e.tree, &e.trace, cut}, hiddenCut, ExportFormat::Tikz)
                    .contains("line cap=round"));
        QVERIFY(exported({&e.tree, &e.trace, cut}, hiddenCut, ExportFormat::Dot).contains("cut7"));

        // Hidden pruned leaves leave the SVG, greyed ones stay.
        ExportOptions hidden;
        hidden.figure.pruned = PrunedMode::Hidden;
        const QStringList shown =
            svgTexts(exported({&e.tree, &e.trace, -1}, {}, ExportFormat::Svg));
        const QStringList gone =
            svgTexts(exported({&e.tree, &e.trace, -1}, hidden, ExportFormat::Svg));
        QVERIFY(shown.contains(QStringLiteral("6")));
        QVERIFY(!gone.contains(QStringLiteral("6")) && !gone.contains(QStringLiteral("4")));

        // Chance formulas: on by default, off on request.
        const Example &c = example(QStringLiteral("chance-07"));
        const Palette p = palette;
        FigureOptions withFormulas;
        FigureGeometry g = estimateGeometry(c.tree, p, withFormulas);
        FigureFrames frames(c.tree, &c.trace, g, p, withFormulas);
        const QString formula = frames.frame(-1).nodes[1].formula.join(u' ');
        QVERIFY2(formula.contains(QStringLiteral("0.7·1")) &&
                     formula.contains(QStringLiteral("= 0.7")),
                 qPrintable(formula));
        FigureOptions noFormulas;
        noFormulas.showFormulas = false;
        FigureFrames without(c.tree, &c.trace, g, p, noFormulas);
        QVERIFY(without.frame(-1).nodes[1].formula.isEmpty());
        const QByteArray tex = exported({&c.tree, &c.trace, -1}, {}, ExportFormat::Tikz);
        QVERIFY(tex.contains("0.7$\\cdot$1 + 0.3$\\cdot$0 = 0.7"));

        // Title, legend and caption appear in the text formats too.
        const QByteArray dot = exported({&e.tree, &e.trace, cut}, everything(), ExportFormat::Dot);
        QVERIFY(dot.contains("    label=\"Figure 1\";")); // the graph's label, on top
        QVERIFY(dot.contains("caption [decoration=\"caption\""));
        QVERIFY(dot.contains("label=\"Step " + QByteArray::number(cut)));
        QVERIFY(dot.contains("label=\"cut-off\\l\""));
        const QByteArray tikz =
            exported({&e.tree, &e.trace, cut}, everything(), ExportFormat::Tikz);
        QVERIFY(tikz.contains("{Figure 1}"));
        QVERIFY(tikz.contains("{cut-off}"));
        QVERIFY(tikz.contains("{Step " + QByteArray::number(cut) + " of "));
    }

    void dotDrawsWhatTheCanvasDraws()
    {
        // Chance formulas in opaque rounded boxes under their node, not edge labels that the
        // edges run through.
        const Example &c = example(QStringLiteral("chance-07"));
        const QByteArray chance = exported({&c.tree, &c.trace, -1}, {}, ExportFormat::Dot);
        QVERIFY(!chance.contains("taillabel"));
        const auto formula =
            QRegularExpression(QStringLiteral("formula1 \\[decoration=\"formula\", shape=\"box\", "
                                              "style=\"rounded,filled\", fillcolor=\"#ffffff\", "
                                              "color=\"([^\"]+)\".*pos=\"[-0-9.]+,([-0-9.]+)!\""))
                .match(QString::fromUtf8(chance));
        QVERIFY2(formula.hasMatch(), chance.constData());
        const Palette palette = toPalette(SceneStyle::light());
        QCOMPARE(formula.captured(1), palette.formulaBorder);
        const FigureGeometry g = estimateGeometry(c.tree, palette, {});
        const double bottom = g.layout.height - g.layout.centers[1].y - g.shapes[1].height / 2;
        QVERIFY(formula.captured(2).toDouble() < bottom - 8); // under the circle, clear of it

        // A cut edge is pruned-grey and dashed with the two orange strokes across it; the
        // current node has its halo, under it.
        const Example &e = example(QStringLiteral("aima-3ply"));
        const QByteArray dot =
            exported({&e.tree, &e.trace, cutoffStep(e.trace)}, {}, ExportFormat::Dot);
        QVERIFY(!dot.contains("tee"));
        const QString text = QString::fromUtf8(dot);
        const auto edge7 =
            QRegularExpression(
                QStringLiteral("n5 -> n7 \\[[^\n]*color=\"([^\"]+)\"[^\n]*style=\"dashed\""))
                .match(text);
        QVERIFY2(edge7.hasMatch(), dot.constData());
        QCOMPARE(edge7.captured(1), palette.prunedColor);
        for (const char *stroke :
             {"cut7_0a -> cut7_0b", "cut7_1a -> cut7_1b", "cut8_0a -> cut8_0b"})
            QVERIFY2(text.contains(QLatin1String(stroke) + QStringLiteral(" [color=\"") +
                                   palette.cutColor),
                     stroke);
        QVERIFY(text.indexOf(QLatin1String("halo5 [")) < text.indexOf(QLatin1String("n0 [")));
        QVERIFY(text.contains(QStringLiteral("color=\"") + palette.currentColor + // 35%
                              QStringLiteral("59\", penwidth=")));
        // The legend explains what is drawn and no more: at the end nothing is current.
        ExportOptions legend;
        legend.figure.legend = true;
        const QByteArray final = exported({&e.tree, &e.trace, -1}, legend, ExportFormat::Dot);
        QVERIFY(final.contains("label=\"cut-off\\l\""));
        QVERIFY(final.contains("label=\"leaf read\\l\""));
        QVERIFY(!final.contains("label=\"current\\l\""));
        QVERIFY(!final.contains("label=\"on the path\\l\""));
        QVERIFY(!final.contains("label=\"not reached\\l\""));
    }

    void legendListsOnlyWhatIsShown()
    {
        const Example &e = example(QStringLiteral("aima-3ply"));
        auto texts = [&](int step, PrunedMode pruned = PrunedMode::Greyed) {
            const Palette palette = toPalette(SceneStyle::light());
            FigureOptions o;
            o.pruned = pruned;
            const FigureGeometry g = estimateGeometry(e.tree, palette, o);
            FigureFrames frames(e.tree, &e.trace, g, palette, o);
            QStringList out;
            for (const LegendEntry &entry : legendEntries(e.tree, &e.trace, frames.frame(step).use))
                out << entry.text;
            return out;
        };
        QCOMPARE(texts(-1), (QStringList{"MAX", "MIN", "leaf read", "pruned", "cut-off"}));
        QCOMPARE(texts(-1, PrunedMode::Hidden), (QStringList{"MAX", "MIN", "leaf read"}));
        QCOMPARE(texts(0), (QStringList{"MAX", "MIN", "leaf", "not reached"}));
        QCOMPARE(texts(cutoffStep(e.trace)),
                 (QStringList{"MAX", "MIN", "leaf read", "not reached", "on the path", "current",
                              "pruned", "cut-off"}));
        // The pictures drawn by the canvas list the same.
        ExportOptions options;
        options.figure.legend = true;
        const QStringList svg =
            svgTexts(exported({&e.tree, &e.trace, -1}, options, ExportFormat::Svg));
        QVERIFY(svg.contains(QStringLiteral("leaf read")) &&
                svg.contains(QStringLiteral("cut-off")));
        QVERIFY(!svg.contains(QStringLiteral("current")) &&
                !svg.contains(QStringLiteral("not reached")));
    }

    void formulaBoxesClearTheHalo()
    {
        // The box under a chance node overlapped the tip of its circle; on the canvas (and so
        // in SVG, PNG and PDF) and in the text exports it starts clear of the current node's
        // halo, which reaches 1.5 outline widths beyond the outline.
        const Example &c = example(QStringLiteral("chance-07"));
        TreeScene scene;
        scene.setSceneStyle(SceneStyle::light());
        scene.setTree(&c.tree, tidyLayout(c.tree, scene.measureNodes(c.tree), LayoutOptions{}));
        Replayer replayer(c.tree, c.trace);
        replayer.seek(replayer.stepCount());
        scene.setFrame(&replayer.frame());
        const SceneStyle &s = scene.sceneStyle();
        const NodeItem *chance = scene.item(1);
        const double gap = chance->formulaBox().top() - chance->shapeRect().bottom();
        QVERIFY2(gap >= 1.5 * s.currentLineWidth + 1, qPrintable(QString::number(gap)));
        const Palette palette = toPalette(s);
        const FigureGeometry g = estimateGeometry(c.tree, palette, {});
        QCOMPARE(formulaTop(g, 1, palette) - g.layout.centers[1].y - g.shapes[1].height / 2, gap);
    }

    void idsTakeNoRoom()
    {
        // An id beside each node made trees 2.3 times wider; above it in small type, none.
        const Example &e = example(QStringLiteral("knuth-moore"));
        ExportOptions plain, ids;
        ids.figure.showIds = true;
        FramePicture without(e.tree, &e.trace, plain), with(e.tree, &e.trace, ids);
        QVERIFY2(
            with.size().width() <= without.size().width() * 1.05,
            qPrintable(
                QStringLiteral("%1 vs %2").arg(with.size().width()).arg(without.size().width())));
        const Palette palette = toPalette(SceneStyle::light());
        QVERIFY(estimateGeometry(e.tree, palette, ids.figure).layout.width <=
                estimateGeometry(e.tree, palette, plain.figure).layout.width * 1.05);
        QVERIFY(svgTexts(exported({&e.tree, &e.trace, -1}, ids, ExportFormat::Svg))
                    .contains(QStringLiteral("#39")));
    }

    void keyStepsAreTheOnesALecturerStopsAt()
    {
        const Example &e = example(QStringLiteral("aima-3ply"));
        const auto keys = selectSteps(e.tree, e.trace, StepSelection{true, 0, -1});
        const int cut = cutoffStep(e.trace);
        QVERIFY(std::find(keys.begin(), keys.end(), cut) != keys.end());
        QCOMPARE(keys.back(), int(e.trace.events.size())); // the answer
        int reads = 0;
        for (const TraceEvent &ev : e.trace.events)
            reads += ev.type == EventType::ReadLeaf;
        QVERIFY(int(keys.size()) >= reads + 1 + 3); // leaves, the cut, the root's children
        const auto range = selectSteps(e.tree, e.trace, StepSelection{false, 10, 12});
        QCOMPARE(range, (std::vector<int>{10, 11, 12}));

        // SSS* reports no values upwards: it stops where a child of the root is solved, and
        // that frame shows the child's value.
        const Example &s = example(QStringLiteral("sss-beats-ab"));
        int solved = -1;
        for (std::size_t i = 0; i < s.trace.events.size(); ++i) {
            const TraceEvent &ev = s.trace.events[i];
            if (ev.type == EventType::SssPush && ev.node == 8 &&
                SssStatus(ev.detail) == SssStatus::Solved)
                solved = int(i) + 1;
        }
        const auto sssKeys = selectSteps(s.tree, s.trace, StepSelection{true, 0, -1});
        QVERIFY(std::find(sssKeys.begin(), sssKeys.end(), solved) != sssKeys.end());
        const Palette palette = toPalette(SceneStyle::light());
        const FigureGeometry g = estimateGeometry(s.tree, palette, {});
        FigureFrames frames(s.tree, &s.trace, g, palette, {});
        QCOMPARE(frames.frame(solved).nodes[8].value, QStringLiteral("7"));
        // The state taken is the current node: node 9, solved at 7, taken for Γ6.
        const FigureFrame taken = frames.frame(solved - 15);
        QVERIFY2(taken.caption.contains(QLatin1String("Take (node 9, SOLVED, 7)")),
                 qPrintable(taken.caption));
        QVERIFY(taken.nodes[9].halo);
        QCOMPARE(taken.nodes[9].value, QStringLiteral("7"));
    }

    // What exports check before building anything (a PNG's size from the layout, an HTML
    // player's from the tree and the steps) never exceeds what they would write: nothing
    // that fits is refused.
    void leastSizesNeverExceedTheOutput_data() { addExampleRows(); }
    void leastSizesNeverExceedTheOutput()
    {
        QFETCH(QString, name);
        const Example &e = example(name);
        for (const ExportOptions &base : {ExportOptions(), everything()}) {
            for (PrunedMode pruned : {PrunedMode::Greyed, PrunedMode::Hidden}) {
                ExportOptions options = base;
                options.figure.pruned = pruned;
                for (int step : {0, cutoffStep(e.trace), -1}) {
                    FramePicture picture(e.tree, &e.trace, options);
                    picture.setStep(step);
                    const QSizeF least = FramePicture::leastSize(e.tree, &e.trace, step, options);
                    QVERIFY2(least.width() <= picture.size().width() &&
                                 least.height() <= picture.size().height(),
                             qPrintable(QStringLiteral("step %1: %2×%3 > %4×%5")
                                            .arg(step)
                                            .arg(least.width())
                                            .arg(least.height())
                                            .arg(picture.size().width())
                                            .arg(picture.size().height())));
                }
            }
        }
        for (bool keys : {false, true}) {
            ExportOptions options = everything();
            options.steps.keyStepsOnly = keys;
            const auto steps = selectSteps(e.tree, e.trace, options.steps);
            const QByteArray html = exported({&e.tree, &e.trace, -1}, options, ExportFormat::Html);
            QVERIFY(htmlPlayerLeastBytes(e.tree.size(), steps.size()) <= html.size());
        }
    }

    // …and the page's estimate is not far below what is written.
    void htmlEstimateIsClose()
    {
        RandomTreeOptions o;
        o.minBranching = 2;
        o.maxBranching = 4;
        o.depth = 5;
        const GameTree tree = randomTree(o);
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        ExportOptions options;
        options.steps.keyStepsOnly = true;
        const qint64 least =
            htmlPlayerLeastBytes(tree.size(), selectSteps(tree, *trace, options.steps).size());
        const qint64 page = exported({&tree, &*trace, -1}, options, ExportFormat::Html).size();
        QVERIFY2(least <= page && page < 2 * least,
                 qPrintable(QStringLiteral("%1 of %2").arg(least).arg(page)));
    }

    // A picture dropped before it is drawn (an export refused on its exact size) is deleted
    // at once: QGraphicsScene's list of unpolished items made deleting quadratic, 17 s for a
    // 200,000-level chain (over 5 minutes at a million).
    void unpaintedPictureIsDeletedAtOnce()
    {
        TreeDraft d;
        constexpr int Depth = 200'000;
        for (int i = 0; i < Depth; ++i) {
            DraftNode n;
            n.kind = NodeKind::Max;
            n.children = {i + 1};
            d.nodes.push_back(n);
        }
        d.nodes.emplace_back();
        d.nodes.back().value = 1;
        const GameTree tree = GameTree::fromDraft(d);
        QElapsedTimer timer;
        {
            const FramePicture picture(tree, nullptr, {});
            timer.start();
        }
        qInfo("deleted in %lld ms", timer.elapsed());
        QVERIFY(timer.elapsed() < 4000);
    }

    void decksNeedASearchAndARange()
    {
        const Example &e = example(QStringLiteral("classic"));
        QString error;
        QVERIFY(!exportBytes({&e.tree, nullptr, -1}, {}, ExportFormat::PdfDeck, &error));
        QVERIFY(error.contains(QLatin1String("algorithm")));
        ExportOptions options;
        options.steps = StepSelection{false, 500, -1};
        QVERIFY(!exportBytes({&e.tree, &e.trace, -1}, options, ExportFormat::Html, &error));
        QVERIFY(error.contains(QLatin1String("range")));
        // The bare tree draws in every single-picture format.
        for (ExportFormat f : {ExportFormat::Svg, ExportFormat::Png, ExportFormat::Pdf,
                               ExportFormat::Tikz, ExportFormat::Dot})
            QVERIFY(!exported({&e.tree, nullptr, -1}, {}, f).isEmpty());
    }

    void goldenTikzAndDot_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("step");
        QTest::addColumn<bool>("all");
        QTest::newRow("aima-cutoff") << "aima-3ply" << -2 << true;
        QTest::newRow("aima-final") << "aima-3ply" << -1 << false;
        QTest::newRow("chance07-final") << "chance-07" << -1 << true;
        QTest::newRow("sss-final") << "sss-beats-ab" << -1 << false;
    }
    void goldenTikzAndDot()
    {
        QFETCH(QString, name);
        QFETCH(int, step);
        QFETCH(bool, all);
        const Example &e = example(name);
        const ExportSource source{&e.tree, &e.trace, step == -2 ? cutoffStep(e.trace) : step};
        ExportOptions options = all ? everything() : ExportOptions{};
        options.figure.caption = false; // the narration's wording is tst_cli's golden business
        compareWithGolden(source, options);
    }

    // The alpha-beta family's marks (issue 11) in TikZ and DOT, each at the first step that
    // draws it, with the legend explaining it: the horizon line and h= values and the PV badge
    // of iterative deepening, the killer and history badges, a leaf read again (×2), a table
    // hit and the subtree it spared, and negamax's values from the side to move with the "−"
    // on the edges. The trees are the golden traces' (tests/golden/traces) and, for the history
    // badge, one of `gametree random` (tests/golden/export/history.tree).
    void goldenAlphaBetaFamily_data()
    {
        QTest::addColumn<QString>("tree"); // under tests/golden, without .tree
        QTest::addColumn<QString>("algo");
        QTest::addColumn<QString>("option"); // "name=value", or empty
        QTest::addColumn<QString>("tag");    // the first step drawing a tag so starting; "": end
        QTest::addColumn<QStringList>("expected"); // legend texts the exports must hold
        QTest::addColumn<bool>("sideToMove");
        QTest::newRow("id-horizon") << "traces/heuristic"
                                    << "id"
                                    << ""
                                    << "PV"
                                    << QStringList{"horizon: the pass sees nothing below it",
                                                   "best move of the previous pass, tried first"}
                                    << false;
        QTest::newRow("id-killer")
            << "traces/killer"
            << "id"
            << "order=killer"
            << "K1" << QStringList{"killer move 1 of its ply, tried early"} << false;
        QTest::newRow("id-history") << "export/history"
                                    << "id"
                                    << "order=history"
                                    << "H "
                                    << QStringList{"history score, tried early for it",
                                                   "heuristic value, read at the horizon"}
                                    << false;
        QTest::newRow("aspiration-read-again")
            << "traces/aima"
            << "aspiration"
            << ""
            << "×2" << QStringList{"leaf read again in a later pass"} << false;
        QTest::newRow("tt-skipped") << "traces/keyed"
                                    << "alphabeta"
                                    << "tt=true"
                                    << ""
                                    << QStringList{"skipped by the table, not pruned",
                                                   "the table answered (the value it gave)"}
                                    << false;
        QTest::newRow("negamax-side")
            << "traces/aima"
            << "negamax"
            << ""
            << "" << QStringList{"negamax negates the value here (side to move)"} << true;
    }
    void goldenAlphaBetaFamily()
    {
        QFETCH(QString, tree);
        QFETCH(QString, algo);
        QFETCH(QString, option);
        QFETCH(QString, tag);
        QFETCH(QStringList, expected);
        QFETCH(bool, sideToMove);
        SearchOptions searchOptions;
        if (!option.isEmpty()) {
            const QStringList kv = option.split(u'=');
            searchOptions.set(kv[0], kv[1] == u"true" ? QVariant(true) : QVariant(kv[1]));
        }
        const Example e = goldenSearch(tree, algo, searchOptions);
        ExportOptions options;
        options.figure.legend = true;
        options.figure.sideToMove = sideToMove;
        int step = -1;
        if (!tag.isEmpty()) { // the first step that draws the tag
            const FigureGeometry geometry = estimateGeometry(e.tree, {}, options.figure);
            FigureFrames frames(e.tree, &e.trace, geometry, {}, options.figure);
            for (int s = 0; s <= frames.stepCount() && step < 0; ++s) {
                const FigureFrame f = frames.frame(s);
                for (const NodeDrawing &d : f.nodes)
                    if (d.visible && d.tag.startsWith(tag))
                        step = s;
            }
            QVERIFY2(step >= 0, qPrintable("no step draws " + tag));
        }
        const ExportSource source{&e.tree, &e.trace, step};
        for (ExportFormat f : {ExportFormat::Svg, ExportFormat::Tikz, ExportFormat::Dot}) {
            const QString text = QString::fromUtf8(exported(source, options, f));
            for (const QString &legend : expected)
                QVERIFY2(text.contains(legend), qPrintable(defaultSuffix(f) + ": " + legend));
        }
        compareWithGolden(source, options);
    }

    // The chance searches' marks: *-minimax's bar, edge windows and probes, the approximate
    // searches' estimates, tags, draw counts and bounds, B*'s bounds. Each row exports the
    // first step whose legend lists every expected entry; every export (the HTML player
    // too) explains and draws them, and the TikZ and DOT match their goldens.
    void goldenChanceMarks_data()
    {
        QTest::addColumn<QString>("tree"); // under tests/golden, without .tree
        QTest::addColumn<QString>("algo");
        QTest::addColumn<QString>("options");      // "name=value;name=value", or empty
        QTest::addColumn<QStringList>("expected"); // legend texts
        QTest::addColumn<QStringList>("drawn");    // texts the text exports must draw
        const QString bar = QStringLiteral("bar at a chance node: its value lies in [low, high]; "
                                           "cut off once it leaves α–β");
        const QString window = QStringLiteral("(α, β) on an edge: the window the child gets");
        QTest::newRow("star1-bar")
            << "traces/regular"
            << "star1"
            << "bounds=0:10" << QStringList{bar, window} << QStringList{"α=", "(0, "};
        QTest::newRow("star2-probe")
            << "traces/regular"
            << "star2"
            << "bounds=0:10"
            << QStringList{bar, window, QStringLiteral("≥ W / ≤ W: a probe bound on the child")}
            << QStringList{"α="};
        QTest::newRow("expectimax-samples")
            << "traces/classic"
            << "expectimax"
            << "samples=4;seed=1"
            << QStringList{QStringLiteral("×k: drawn k times"), QStringLiteral("≈ v: an estimate")}
            << QStringList{"×"};
        QTest::newRow("expectimax-min-prob")
            << "traces/chance07"
            << "expectimax"
            << "min-prob=0.5"
            << QStringList{QStringLiteral("skipped P=p: a child below the threshold, not "
                                          "searched")}
            << QStringList{"skipped P="};
        QTest::newRow("bstar-bounds")
            << "traces/bstar"
            << "bstar"
            << "" << QStringList{QStringLiteral("[pess, opt]: B* bounds on the node value")}
            << QStringList{};
    }
    void goldenChanceMarks()
    {
        QFETCH(QString, tree);
        QFETCH(QString, algo);
        QFETCH(QString, options);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, drawn);
        SearchOptions searchOptions;
        for (const QString &o : options.split(u';', Qt::SkipEmptyParts)) {
            const QStringList kv = o.split(u'='), ends = kv[1].split(u':'); // "0:10": bounds
            searchOptions.set(kv[0], ends.size() == 2 ? QVariant(QVariantList{ends[0].toDouble(),
                                                                              ends[1].toDouble()})
                                                      : QVariant(kv[1].toDouble()));
        }
        const Example e = goldenSearch(tree, algo, searchOptions);
        ExportOptions exportOptions;
        exportOptions.figure.legend = true;
        int step = -1;
        {
            const FigureGeometry geometry = estimateGeometry(e.tree, {}, exportOptions.figure);
            FigureFrames frames(e.tree, &e.trace, geometry, {}, exportOptions.figure);
            for (int s = 0; s <= frames.stepCount() && step < 0; ++s) {
                QStringList listed;
                for (const LegendEntry &entry :
                     legendEntries(e.tree, &e.trace, frames.frame(s).use))
                    listed << entry.text;
                if (std::all_of(expected.begin(), expected.end(),
                                [&](const QString &t) { return listed.contains(t); }))
                    step = s;
            }
        }
        QVERIFY2(step >= 0, "no step shows every mark");
        qInfo("%s: step %d", QTest::currentDataTag(), step);
        const ExportSource source{&e.tree, &e.trace, step};
        // TeX spells some of them otherwise: its golden shows them.
        for (ExportFormat f : {ExportFormat::Svg, ExportFormat::Dot, ExportFormat::Html}) {
            const QString text = QString::fromUtf8(exported(source, exportOptions, f));
            for (const QString &legend : expected) {
                // The SVG breaks a text where its font changes (α, ≥): each run of words is there.
                static const QRegularExpression nonLatin(QStringLiteral("[^A-Za-z ]+"));
                const QStringList runs = f == ExportFormat::Svg
                                             ? legend.split(nonLatin, Qt::SkipEmptyParts)
                                             : QStringList{legend};
                for (const QString &run : runs)
                    QVERIFY2(run.trimmed().size() < 4 || text.contains(run.trimmed()),
                             qPrintable(defaultSuffix(f) + ": " + legend));
            }
            if (f != ExportFormat::Svg)
                for (const QString &mark : drawn)
                    QVERIFY2(text.contains(mark), qPrintable(defaultSuffix(f) + ": " + mark));
        }
        compareWithGolden(source, exportOptions);
    }

    // At every step of the same searches, the legend lists a chance mark exactly when some
    // drawing in the picture shows it, and "not reached" only for a drawn node (B* hides the
    // nodes it has not generated).
    void legendListsChanceMarksWhenDrawn_data() { goldenChanceMarks_data(); }
    void legendListsChanceMarksWhenDrawn()
    {
        QFETCH(QString, tree);
        QFETCH(QString, algo);
        QFETCH(QString, options);
        SearchOptions searchOptions;
        for (const QString &o : options.split(u';', Qt::SkipEmptyParts)) {
            const QStringList kv = o.split(u'='), ends = kv[1].split(u':');
            searchOptions.set(kv[0], ends.size() == 2 ? QVariant(QVariantList{ends[0].toDouble(),
                                                                              ends[1].toDouble()})
                                                      : QVariant(kv[1].toDouble()));
        }
        const Example e = goldenSearch(tree, algo, searchOptions);
        const FigureOptions figure;
        const FigureGeometry geometry = estimateGeometry(e.tree, {}, figure);
        FigureFrames frames(e.tree, &e.trace, geometry, {}, figure);
        for (int s = 0; s <= frames.stepCount(); ++s) {
            const FigureFrame f = frames.frame(s);
            QStringList listed;
            for (const LegendEntry &entry : legendEntries(e.tree, &e.trace, f.use))
                listed << entry.text;
            auto anyNode = [&](auto shows) {
                return std::any_of(f.nodes.begin(), f.nodes.end(),
                                   [&](const NodeDrawing &d) { return d.visible && shows(d); });
            };
            auto anyEdge = [&](auto shows) {
                return std::any_of(f.edges.begin() + 1, f.edges.end(), [&](const EdgeDrawing &d) {
                    return d.look != EdgeLook::Hidden && shows(d);
                });
            };
            auto starts = [&](const QString &entry) {
                return std::any_of(listed.begin(), listed.end(),
                                   [&](const QString &t) { return t.startsWith(entry); });
            };
            const std::pair<const char *, bool> marks[] = {
                {"bar at a chance node",
                 anyNode([](const NodeDrawing &d) { return d.bar.has_value(); })},
                {"(α, β) on an edge",
                 anyEdge([](const EdgeDrawing &d) { return !d.window.isEmpty(); })},
                {"≥ W / ≤ W", anyNode([](const NodeDrawing &d) { return !d.probe.isEmpty(); })},
                {"≈ v", anyNode([](const NodeDrawing &d) { return d.value.startsWith(u"≈"); })},
                {"exact v",
                 anyNode([](const NodeDrawing &d) { return d.tag.startsWith(u"exact"); })},
                {"skipped P=p",
                 anyNode([](const NodeDrawing &d) { return d.tag.startsWith(u"skipped"); })},
                {"≥ a, ≤ b", anyNode([](const NodeDrawing &d) {
                     return d.window.size() == 2 && d.window[0].startsWith(u"≥");
                 })},
                {"×k: drawn",
                 anyEdge([](const EdgeDrawing &d) { return d.probability.contains(u'×'); })},
                {"[pess, opt]", anyNode([](const NodeDrawing &d) {
                     return d.window.size() == 1 && d.window[0].startsWith(u'[');
                 })},
                {"not reached", anyNode([](const NodeDrawing &d) {
                     return d.state == NodeState::Unreached &&
                            d.fill == stateDrawing(NodeKind::Max, NodeState::Unreached, {}).fill;
                 })},
            };
            for (const auto &[entry, drawn] : marks)
                QVERIFY2(starts(QString::fromUtf8(entry)) == drawn,
                         qPrintable(QStringLiteral("step %1: %2 %3")
                                        .arg(s)
                                        .arg(QString::fromUtf8(entry),
                                             drawn ? "drawn, not listed" : "listed, not drawn")));
        }
    }

    // B*'s nodes not generated yet are left out of the text exports: a frame whose drawn nodes
    // are all finished lists no "not reached", however many such nodes wait unseen; the
    // raster exports draw them as ghosts and list "not generated yet".
    void legendSkipsNodesNotGenerated()
    {
        const Example e = goldenSearch(QStringLiteral("traces/bstar"), QStringLiteral("bstar"));
        Replayer replayer(e.tree, e.trace);
        replayer.seek(0);
        Frame frame = replayer.frame();
        int hidden = 0;
        for (std::size_t n = 0; n < frame.nodes.size(); ++n) {
            NodeFrame f = frame.nodes[n];
            if (f.notGenerated)
                ++hidden;
            else
                f.state = NodeState::Done;
            frame.nodes.set(n, f);
        }
        QVERIFY(hidden > 0);
        LegendUse use;
        use.add(e.tree, frame, PrunedMode::Greyed);
        QVERIFY(!use.state[int(NodeState::Unreached)]);
        QVERIFY(use.state[int(NodeState::Done)]);
        QVERIFY(!use.ungenerated);
        // The raster exports draw the canvas, which shows them as ghosts: then they are listed.
        LegendUse ghosts;
        ghosts.add(e.tree, frame, PrunedMode::Greyed, {}, true);
        QVERIFY(!ghosts.state[int(NodeState::Unreached)]);
        QVERIFY(ghosts.ungenerated);
        QStringList texts;
        for (const LegendEntry &entry : legendEntries(e.tree, &e.trace, ghosts))
            texts << entry.text;
        QVERIFY(texts.contains(QStringLiteral("not generated yet")));
    }

    // The HTML player's picture (and a deck's pages) keeps room for *-minimax's bar right of
    // the last chance node: its view box reaches further right than the same tree's under
    // expectimax, which draws no bar.
    void htmlPlayerKeepsRoomForChanceMarks()
    {
        auto viewBox = [](const QString &algo, const SearchOptions &o) {
            const Example e = goldenSearch(QStringLiteral("traces/chance07"), algo, o);
            const QString html = QString::fromUtf8(
                exported({&e.tree, &e.trace, -1}, ExportOptions{}, ExportFormat::Html));
            static const QRegularExpression box(QStringLiteral("viewBox=\"([^\"]+)\""));
            const QStringList v = box.match(html).captured(1).split(u' ');
            return QRectF(v.value(0).toDouble(), v.value(1).toDouble(), v.value(2).toDouble(),
                          v.value(3).toDouble());
        };
        SearchOptions bounds;
        bounds.set(QStringLiteral("bounds"), QVariantList{-1, 1});
        const QRectF star = viewBox(QStringLiteral("star2"), bounds);
        const QRectF plain = viewBox(QStringLiteral("expectimax"), {});
        QVERIFY(!plain.isEmpty());
        QVERIFY2(star.right() > plain.right() + 5,
                 qPrintable(QStringLiteral("%1 vs %2").arg(star.right()).arg(plain.right())));
    }

    // The legend explains a mark only while the picture draws it: iterative deepening's end
    // has the horizon but no badge left; negamax in MAX's view has no "−"; alpha-beta without
    // the table has no table entries.
    void legendLeavesOutMarksNotDrawn()
    {
        const auto legendOf = [](const QString &tree, const QString &algo, bool sideToMove) {
            const Example e = goldenSearch(QStringLiteral("traces/") + tree, algo);
            ExportOptions options;
            options.figure.legend = true;
            options.figure.sideToMove = sideToMove;
            return QString::fromUtf8(exported({&e.tree, &e.trace, -1}, options, ExportFormat::Dot));
        };
        const QString id = legendOf(QStringLiteral("heuristic"), QStringLiteral("id"), false);
        QVERIFY(id.contains(QLatin1String("horizon: the pass sees nothing below it")));
        QVERIFY(!id.contains(QLatin1String("best move of the previous pass")));
        QVERIFY(!id.contains(QLatin1String("leaf read again")));
        const QString maxView = legendOf(QStringLiteral("aima"), QStringLiteral("negamax"), false);
        QVERIFY(!maxView.contains(QLatin1String("negamax negates")));
        QVERIFY(!maxView.contains(QLatin1String("horizon")));
        // The switch does nothing for a search without the view.
        const QString ab = legendOf(QStringLiteral("keyed"), QStringLiteral("alphabeta"), true);
        QVERIFY(!ab.contains(QLatin1String("negamax negates")));
        QVERIFY(!ab.contains(QLatin1String("table")));
        QVERIFY(ab.contains(QLatin1String("cut-off")));
    }

private:
    // TikZ and DOT of `source` against tests/golden/export/<data tag>.tex and .dot.
    void compareWithGolden(const ExportSource &source, const ExportOptions &options)
    {
        const QString base = QStringLiteral(GT_GOLDEN_DIR "/export/") + QTest::currentDataTag();
        for (const auto &[format, suffix] :
             {std::pair{ExportFormat::Tikz, ".tex"}, std::pair{ExportFormat::Dot, ".dot"}}) {
            const QByteArray actual = exported(source, options, format);
            QFile file(base + QLatin1String(suffix));
            if (qEnvironmentVariableIntValue("GT_UPDATE_GOLDEN") == 1) {
                QDir().mkpath(QFileInfo(file).path());
                QVERIFY(file.open(QIODevice::WriteOnly));
                file.write(actual);
                continue;
            }
            QVERIFY2(file.open(QIODevice::ReadOnly),
                     qPrintable(file.fileName() + " is missing: run with GT_UPDATE_GOLDEN=1"));
            const QList<QByteArray> want = file.readAll().split('\n'), got = actual.split('\n');
            for (qsizetype i = 0; i < std::min(want.size(), got.size()); ++i)
                QVERIFY2(
                    want[i] == got[i],
                    qPrintable(QStringLiteral("%1%2 line %3:\n  want %4\n  got  %5")
                                   .arg(QTest::currentDataTag(), QLatin1String(suffix))
                                   .arg(i + 1)
                                   .arg(QString::fromUtf8(want[i]), QString::fromUtf8(got[i]))));
            QCOMPARE(got.size(), want.size());
        }
    }
};

QTEST_MAIN(TstExport)
#include "tst_export.moc"

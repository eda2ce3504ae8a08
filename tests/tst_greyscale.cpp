// States told apart without colour (issue 29, item 9): a lecture's handout is often printed in
// grey, and one student in twelve does not tell red from green. A step of alpha-beta is
// exported as SVG through the one export entry point, every colour in it turned to its grey,
// and each node's outline read back: pruned, visited and on-the-path nodes (and the current
// one) must differ in their line — dash pattern, width, a halo — not only in colour. The check
// is shown to fail on a copy whose path outlines are as thin as the visited ones.
// GT_GREY_PNG=file.png keeps the grey picture to look at.
#include "treetexthelpers.h"

#include "views/export/exporter.h"

#include "core/search/algorithm.h"

#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QtTest>
#include <QXmlStreamReader>

#include <map>
#include <vector>

using namespace gt;

namespace {

// DESIGN.md's tree. After step 22 alpha-beta has pruned 4 and 6 under the second MIN node,
// finished the first two MIN nodes, and stands at the leaf 5 under the third.
const QString Textbook = QStringLiteral("max(min(3,12,8), min(2,4,6), min(14,5,2))");
constexpr int Step = 22;

// Every "#rrggbb" as the grey of the same lightness (Rec. 601 luma): what a grey printer makes.
QByteArray greyed(QByteArray svg)
{
    static const QRegularExpression colour(QStringLiteral("#([0-9a-fA-F]{6})\\b"));
    QString text = QString::fromUtf8(svg);
    QString out;
    qsizetype last = 0;
    for (auto it = colour.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QColor c(u'#' + m.captured(1));
        const int grey = qRound(0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue());
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += QColor(grey, grey, grey).name();
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out.toUtf8();
}

// How a node's outline is drawn, colour left out.
struct Line {
    double width = 0;
    QString dashes; // "" for a solid line
    bool halo = false;
    bool operator==(const Line &) const = default;
    QString toString() const
    {
        return QStringLiteral("width %1, %2%3")
            .arg(width)
            .arg(dashes.isEmpty() ? QStringLiteral("solid") : QStringLiteral("dashes ") + dashes)
            .arg(halo ? QStringLiteral(", halo") : QString());
    }
};

// The nodes of an SVG export by the value written in them. The export writes each node's
// items in groups translated to the node's centre: the outline (a filled shape), a halo (an
// unfilled shape under it) and the texts, the value first. A group writes only what differs
// from the outermost one, which holds the painter's defaults.
std::map<QString, Line> nodeLines(const QByteArray &svg)
{
    struct Group {
        std::map<QString, QString> attributes; // its own over those of the groups around it
        QString value(QLatin1String key) const
        {
            const auto found = attributes.find(key);
            return found == attributes.end() ? QString() : found->second;
        }
    };
    struct Node {
        std::vector<Line> outlines, halos;
        QString value;
    };
    std::map<QString, Node> byCentre; // the transform's translation
    std::vector<Group> groups;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == u"g")
            groups.pop_back();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"g") {
            Group group = groups.empty() ? Group{} : groups.back();
            for (const QXmlStreamAttribute &a : xml.attributes())
                group.attributes[a.name().toString()] = a.value().toString();
            groups.push_back(std::move(group));
            continue;
        }
        if (groups.empty())
            continue;
        const Group &g = groups.back();
        const QString centre = g.value(QLatin1String("transform"));
        if (xml.name() == u"text") {
            Node &node = byCentre[centre];
            if (node.value.isEmpty())
                node.value = xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
            continue;
        }
        if (xml.name() != u"rect" && xml.name() != u"path" && xml.name() != u"ellipse" &&
            xml.name() != u"polygon")
            continue;
        if (g.value(QLatin1String("stroke")) == u"none")
            continue;
        Line line{g.value(QLatin1String("stroke-width")).toDouble(),
                  g.value(QLatin1String("stroke-dasharray"))};
        (g.value(QLatin1String("fill")) == u"none" ? byCentre[centre].halos
                                                   : byCentre[centre].outlines)
            .push_back(line);
    }
    std::map<QString, Line> lines;
    for (const auto &[centre, node] : byCentre) {
        if (node.outlines.size() != 1 || node.value.isEmpty())
            continue; // the background, edges, cut marks
        Line line = node.outlines.front();
        line.halo = !node.halos.empty();
        lines[node.value] = line;
    }
    return lines;
}

// Which states look alike once colour is gone, in words; empty when every state has one line
// of its own and no two share it.
QString alikeWithoutColour(const std::map<QString, Line> &lines,
                           const std::vector<std::pair<QString, QStringList>> &states)
{
    std::vector<Line> looks;
    for (const auto &[state, values] : states) {
        std::optional<Line> look;
        for (const QString &value : values) {
            const auto found = lines.find(value);
            if (found == lines.end())
                return QStringLiteral("no %1 node showing %2 in the picture").arg(state, value);
            if (look && !(*look == found->second))
                return QStringLiteral("%1 nodes drawn two ways: %2 and %3")
                    .arg(state, look->toString(), found->second.toString());
            look = found->second;
        }
        looks.push_back(*look);
    }
    for (std::size_t i = 0; i < states.size(); ++i) {
        for (std::size_t j = i + 1; j < states.size(); ++j) {
            if (looks[i] == looks[j])
                return QStringLiteral("%1 and %2 nodes differ only in colour (%3)")
                    .arg(states[i].first, states[j].first, looks[i].toString());
        }
    }
    return {};
}

// The nodes of step 22 by state, each named by the value it shows.
const std::vector<std::pair<QString, QStringList>> States = {
    {QStringLiteral("pruned"), {QStringLiteral("4"), QStringLiteral("6")}},
    {QStringLiteral("visited"),
     {QStringLiteral("12"), QStringLiteral("8"), QStringLiteral("14"), QStringLiteral("≤ 2")}},
    {QStringLiteral("on-the-path"), {QStringLiteral("≥ 3"), QStringLiteral("≤ 14")}},
    {QStringLiteral("current"), {QStringLiteral("5")}},
};

} // namespace

class TstGreyscale : public QObject {
    Q_OBJECT

private:
    QByteArray m_svg; // the step's export, in colour

private slots:
    void initTestCase()
    {
        const GameTree tree = test::parse(Textbook);
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        const auto svg = exportBytes({&tree, &*trace, Step}, {}, ExportFormat::Svg, &error);
        QVERIFY2(svg, qPrintable(error));
        m_svg = *svg;
    }

    void statesDifferInTheirLines()
    {
        const QByteArray grey = greyed(m_svg);
        QVERIFY(!grey.contains("#0072b2")); // no colour left: the path's blue is a grey now
        const std::map<QString, Line> lines = nodeLines(grey);
        const QString alike = alikeWithoutColour(lines, States);
        QVERIFY2(alike.isEmpty(), qPrintable(alike));

        // The grey picture, drawn from the grey SVG, to look at.
        QSvgRenderer renderer(grey);
        QVERIFY(renderer.isValid());
        QImage picture(renderer.defaultSize() * 3, QImage::Format_RGB32);
        picture.fill(Qt::white);
        QPainter painter(&picture);
        renderer.render(&painter);
        painter.end();
        picture = picture.convertToFormat(QImage::Format_Grayscale8);
        QVERIFY(!picture.isNull());
        if (const QByteArray keep = qgetenv("GT_GREY_PNG"); !keep.isEmpty())
            QVERIFY(picture.save(QString::fromLocal8Bit(keep)));
    }

    // The check has teeth: the same picture with the path's outlines as thin as the visited
    // nodes' differs from them in colour alone, and is refused.
    void aPictureThatOnlyRecoloursIsRefused()
    {
        const std::map<QString, Line> lines = nodeLines(greyed(m_svg));
        const double visited = lines.at(QStringLiteral("12")).width;
        const double path = lines.at(QStringLiteral("≥ 3")).width;
        QVERIFY(path != visited);
        QByteArray doctored = m_svg;
        doctored.replace(QByteArray("stroke-width=\"") + QByteArray::number(path) + '"',
                         QByteArray("stroke-width=\"") + QByteArray::number(visited) + '"');
        const QString alike = alikeWithoutColour(nodeLines(greyed(doctored)), States);
        QVERIFY(alike.contains(QStringLiteral("visited and on-the-path nodes differ only in "
                                              "colour")));
    }
};

QTEST_MAIN(TstGreyscale)
#include "tst_greyscale.moc"

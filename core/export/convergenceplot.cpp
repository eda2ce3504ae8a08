// MCTS's convergence plot as SVG text (convergenceplot.h).
#include "convergenceplot.h"

#include "xmltext.h"

#include "../trace/narration.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gt {

namespace {

// A plot's size in px: wide enough for a few hundred iterations to read as a curve, each panel
// as tall as a chart in the dock.
constexpr double Width = 640, PanelHeight = 200, Left = 52, Right = 18, Top = 34, Gap = 46,
                 Bottom = 40, FontSize = 11;

// Series colours told apart without the palette's node colours, which mean states; a child's
// three lines (visits, Q, its exact value) share one.
const char *const SeriesColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
                                     "#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"};

QString num(double v)
{
    return QString::number(std::round(v * 100) / 100, 'g', 10);
}

QString seriesColour(std::size_t i)
{
    return QLatin1String(SeriesColours[i % std::size(SeriesColours)]);
}

// Round tick values from lo to hi, about `count` of them, at 1, 2 or 5 times a power of ten;
// the range is widened to whole ticks.
std::vector<double> niceTicks(double *lo, double *hi, int count)
{
    if (!(*hi > *lo))
        *hi = *lo + 1;
    const double raw = (*hi - *lo) / count;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    double step = power;
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= raw) {
            step = m * power;
            break;
        }
    *lo = std::floor(*lo / step + 1e-9) * step;
    *hi = std::ceil(*hi / step - 1e-9) * step;
    std::vector<double> ticks;
    for (double t = *lo; t <= *hi + step / 2; t += step)
        ticks.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    return ticks;
}

QString tickText(double v)
{
    QString s = QString::number(v, 'g', 6);
    return s.startsWith(u'-') ? QStringLiteral("−") + s.mid(1) : s;
}

// One panel: frame, grid, ticks and title; `y` maps a value to px.
struct Panel {
    double top = 0, low = 0, high = 1;
    double y(double v) const { return top + PanelHeight - (v - low) / (high - low) * PanelHeight; }
};

QString panelSvg(const Panel &panel, const std::vector<double> &yTicks,
                 const std::vector<double> &xTicks, double x0, double dx, const QString &title,
                 const Palette &p)
{
    const double right = Width - Right;
    QString out = QStringLiteral("<text x=\"%1\" y=\"%2\" font-weight=\"bold\">%3</text>\n")
                      .arg(num(Left), num(panel.top - 8), xmlEscaped(title));
    for (double t : yTicks) {
        const double y = panel.y(t);
        out += QStringLiteral("<path d=\"M%1 %2H%3\" stroke=\"%4\" stroke-opacity=\"0.25\"/>"
                              "<text x=\"%5\" y=\"%6\" text-anchor=\"end\">%7</text>\n")
                   .arg(num(Left), num(y), num(right), p.mutedText, num(Left - 4), num(y + 4),
                        tickText(t));
    }
    for (double t : xTicks) {
        const double x = x0 + t * dx;
        out += QStringLiteral("<path d=\"M%1 %2V%3\" stroke=\"%4\" stroke-opacity=\"0.25\"/>"
                              "<text x=\"%1\" y=\"%5\" text-anchor=\"middle\">%6</text>\n")
                   .arg(num(x), num(panel.top), num(panel.top + PanelHeight), p.mutedText,
                        num(panel.top + PanelHeight + 14), tickText(t));
    }
    out += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"none\" "
                          "stroke=\"%5\"/>\n")
               .arg(num(Left), num(panel.top), num(right - Left), num(PanelHeight), p.foreground);
    return out;
}

// A series as one path; a NaN (no Q before the first visit) lifts the pen.
QString seriesPath(const MctsConvergence &d, const std::vector<double> &values, const Panel &panel,
                   double x0, double dx, const QString &colour, const QString &id)
{
    QString path;
    bool pen = false;
    for (std::size_t j = 0; j < values.size(); ++j) {
        if (std::isnan(values[j])) {
            pen = false;
            continue;
        }
        path += QStringLiteral("%1%2 %3")
                    .arg(QChar(pen ? u'L' : u'M'))
                    .arg(num(x0 + d.iteration[j] * dx), num(panel.y(values[j])));
        pen = true;
    }
    if (path.isEmpty())
        return {};
    return QStringLiteral("<path id=\"%1\" d=\"%2\" fill=\"none\" stroke=\"%3\" "
                          "stroke-width=\"1.8\" stroke-linejoin=\"round\"/>\n")
        .arg(id, path, colour);
}

} // namespace

ConvergencePlot convergencePlotSvg(const GameTree &tree, const MctsConvergence &data,
                                   const Palette &palette, int markedIteration)
{
    const QString visitsTitle =
        QCoreApplication::translate("gt::Export", "Visits N of each root child");
    const QString qTitle = QCoreApplication::translate(
        "gt::Export", "Q of each root child (dashed: its minimax value)");
    const QString xTitle = QCoreApplication::translate("gt::Export", "iteration");

    // The ranges hold every point and every reference value, so a dashed line is never off.
    double visitsHigh = 1;
    double qLow = std::numeric_limits<double>::infinity(), qHigh = -qLow;
    std::vector<std::vector<double>> visits(data.children.size());
    for (std::size_t i = 0; i < data.children.size(); ++i) {
        for (std::int64_t n : data.visits[i]) {
            visits[i].push_back(double(n));
            visitsHigh = std::max(visitsHigh, double(n));
        }
        for (double q : data.q[i])
            if (!std::isnan(q))
                qLow = std::min(qLow, q), qHigh = std::max(qHigh, q);
        if (!std::isnan(data.reference[i]))
            qLow = std::min(qLow, data.reference[i]), qHigh = std::max(qHigh, data.reference[i]);
    }
    if (!(qLow <= qHigh))
        qLow = 0, qHigh = 1;
    if (qLow == qHigh)
        qLow -= 1, qHigh += 1;
    double visitsLow = 0, xLow = 0, xHigh = std::max(1, data.iterations);
    const std::vector<double> visitTicks = niceTicks(&visitsLow, &visitsHigh, 4);
    const std::vector<double> qTicks = niceTicks(&qLow, &qHigh, 4);
    std::vector<double> xTicks = niceTicks(&xLow, &xHigh, 6);
    const double x0 = Left, dx = (Width - Right - Left) / xHigh;

    // The legend: one swatch and name per root child, wrapped to the width.
    QString legend;
    double lx = Left, ly = 14;
    for (std::size_t i = 0; i < data.children.size(); ++i) {
        const QString name = nodeLabel(tree, data.children[i]);
        const double w = 22 + FontSize * 0.6 * name.size() + 12;
        if (lx > Left && lx + w > Width - Right)
            lx = Left, ly += 16;
        legend += QStringLiteral("<path d=\"M%1 %2h16\" stroke=\"%3\" stroke-width=\"3\"/>"
                                 "<text x=\"%4\" y=\"%5\">%6</text>\n")
                      .arg(num(lx), num(ly - 4), seriesColour(i), num(lx + 20), num(ly),
                           xmlEscaped(name));
        lx += w;
    }
    const Panel top{Top + ly, visitsLow, visitsHigh};
    const Panel bottom{top.top + PanelHeight + Gap, qLow, qHigh};
    const double height = bottom.top + PanelHeight + Bottom;

    QString body = legend;
    body += panelSvg(top, visitTicks, xTicks, x0, dx, visitsTitle, palette);
    body += panelSvg(bottom, qTicks, xTicks, x0, dx, qTitle, palette);
    body += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\">%3</text>\n")
                .arg(num((Left + Width - Right) / 2), num(height - 8), xmlEscaped(xTitle));
    for (std::size_t i = 0; i < data.children.size(); ++i) {
        const QString colour = seriesColour(i);
        body += seriesPath(data, visits[i], top, x0, dx, colour, QStringLiteral("visits%1").arg(i));
        body += seriesPath(data, data.q[i], bottom, x0, dx, colour, QStringLiteral("q%1").arg(i));
        if (!std::isnan(data.reference[i]))
            body += QStringLiteral("<path id=\"reference%1\" d=\"M%2 %3H%4\" stroke=\"%5\" "
                                   "stroke-width=\"1.5\" stroke-dasharray=\"6 4\"/>\n")
                        .arg(i)
                        .arg(num(x0), num(bottom.y(data.reference[i])),
                             num(x0 + data.iterations * dx), colour);
    }
    // The marker of the iteration shown, in the text's colour, in both panels.
    const bool marked = markedIteration >= 0;
    const double mx = x0 + std::max(0, markedIteration) * dx;
    for (const Panel *panel : {&top, &bottom})
        body +=
            QStringLiteral("<path class=\"mark\" d=\"M%1 %2V%3\" stroke=\"%4\" "
                           "stroke-width=\"1.5\"%5/>\n")
                .arg(num(mx), num(panel->top), num(panel->top + PanelHeight), palette.foreground,
                     marked ? QString() : QStringLiteral(" style=\"display:none\""));

    ConvergencePlot plot;
    plot.width = Width;
    plot.height = height;
    plot.svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" "
                              "width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\" data-x0=\"%3\" "
                              "data-dx=\"%4\" font-family=\"DejaVu Sans, Verdana, sans-serif\" "
                              "font-size=\"%5\" fill=\"%6\">\n"
                              "<rect width=\"100%\" height=\"100%\" fill=\"%7\"/>\n")
                   .arg(num(Width), num(height), num(x0), QString::number(dx, 'g', 10),
                        num(FontSize), palette.foreground, palette.background) +
               body + QStringLiteral("</svg>\n");
    return plot;
}

} // namespace gt

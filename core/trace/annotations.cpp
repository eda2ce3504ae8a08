#include "annotations.h"

#include "eventquery.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {

// The translation context of this file's texts, named so that lupdate finds them.
struct PassTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Pass)
};

} // namespace

QString formatValue(double v)
{
    if (std::isnan(v))
        return {};
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
    if (v == 0)
        return QStringLiteral("0"); // never "-0"
    // At most four decimals, trailing zeros dropped: 7.666666667 reads as 7.6667 on a node, in
    // a dock and in a sentence alike. Values too small or too large for that keep four
    // significant digits. Machine-readable output (JSON) writes numbers in full elsewhere.
    QString text;
    if (std::abs(v) >= 1e15 || std::abs(v) < 0.5e-4) {
        text = QString::number(v, 'g', 4);
    } else {
        text = QString::number(v, 'f', 4);
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
        if (text == QLatin1String("-0"))
            return QStringLiteral("0");
    }
    if (text.startsWith(QLatin1Char('-')))
        text.replace(0, 1, QStringLiteral("−"));
    return text;
}

QString formatProbability(double p)
{
    struct Fraction {
        int num, den;
        const char *glyph;
    };
    static const Fraction fractions[] = {
        {1, 2, "½"}, {1, 3, "⅓"}, {2, 3, "⅔"}, {1, 4, "¼"}, {3, 4, "¾"},
        {1, 5, "⅕"}, {2, 5, "⅖"}, {3, 5, "⅗"}, {4, 5, "⅘"}, {1, 6, "⅙"},
        {5, 6, "⅚"}, {1, 8, "⅛"}, {3, 8, "⅜"}, {5, 8, "⅝"}, {7, 8, "⅞"},
    };
    for (const Fraction &f : fractions) {
        if (std::abs(p - double(f.num) / f.den) < 1e-9)
            return QString::fromUtf8(f.glyph);
    }
    return QString::number(p, 'g', 4);
}

QString intervalText(const NodeFrame &f)
{
    if (f.notGenerated || std::isnan(f.pess) || std::isnan(f.opt))
        return {};
    return QStringLiteral("[%1, %2]").arg(formatValue(f.pess), formatValue(f.opt));
}

QString valueText(const NodeFrame &f)
{
    // A node this pass has not visited yet shows what the last pass to visit it found.
    const double value = f.visitedEarlier ? f.earlierValue : f.value;
    if (std::isnan(value))
        return {};
    switch (f.visitedEarlier ? f.earlierBound : f.bound) {
    case Bound::None: return {};
    case Bound::Exact: // a horizon node's value is a guess, not what is below it
        if (!std::isnan(f.exactValue) && !f.visitedEarlier)
            return QStringLiteral("≈ ") + formatValue(value);
        return f.heuristic && !f.visitedEarlier ? QStringLiteral("h=") + formatValue(value)
                                                : formatValue(value);
    case Bound::Lower: return QStringLiteral("≥ ") + formatValue(value);
    case Bound::Upper: return QStringLiteral("≤ ") + formatValue(value);
    }
    return {};
}

QString orderBadgeText(const NodeFrame &f)
{
    if (!f.orderedEarly)
        return {};
    switch (f.orderReason) {
    case OrderReason::PreviousBest: return QStringLiteral("PV");
    case OrderReason::Killer1: return QStringLiteral("K1");
    case OrderReason::Killer2: return QStringLiteral("K2");
    case OrderReason::History: return QStringLiteral("H ") + formatValue(f.orderScore);
    }
    return {};
}

QString formatWindowEnd(double v)
{
    if (!std::isfinite(v))
        return formatValue(v);
    auto digits = [](double x) {
        return QString::number(x, 'g', QLocale::FloatingPointShortest).size();
    };
    const double below = std::nextafter(v, -INFINITY), above = std::nextafter(v, INFINITY);
    if (digits(below) < digits(v) && digits(below) <= digits(above))
        return formatValue(below) + QStringLiteral("⁺");
    if (digits(above) < digits(v))
        return formatValue(above) + QStringLiteral("⁻");
    return formatValue(v);
}

namespace {

// Which end of a null window (a, b) the search meant: the one written shorter (b also when
// it is infinite), so (35⁻, 35) asks about 35 and (3, 3⁺) about 3. True: b.
bool meansUpperEnd(double a, double b)
{
    auto digits = [](double v) {
        return QString::number(v, 'g', QLocale::FloatingPointShortest).size();
    };
    return std::isinf(b) || (!std::isinf(a) && digits(b) < digits(a));
}

} // namespace

// A null window (a, a⁺) asks "value > a?", which on doubles is the same question as "value ≥
// a⁺". It is put in terms of whichever end is the value the search meant, the one written
// shorter ("≥ 35" rather than "> 34.999999999999993"): a test "≥ γ" has the window (γ⁻, γ), a
// test "> γ" the window (γ, γ⁺). Returns the window as "(35⁻, 35)" and the question.
std::pair<QString, QString> nullWindowWords(double a, double b)
{
    if (meansUpperEnd(a, b)) {
        const QString g = formatValue(b);
        return {QStringLiteral("(%1⁻, %1)").arg(g), PassTr::tr("is the value ≥ %1?").arg(g)};
    }
    const QString g = formatValue(a);
    return {QStringLiteral("(%1, %1⁺)").arg(g), PassTr::tr("is the value > %1?").arg(g)};
}

QString passDescription(const Pass &pass)
{
    const QString window =
        QStringLiteral("(%1, %2)").arg(formatWindowEnd(pass.alpha), formatWindowEnd(pass.beta));
    const bool fullWindow =
        std::isinf(pass.alpha) && std::isinf(pass.beta) && pass.alpha < 0 && pass.beta > 0;
    QString text;
    switch (pass.kind) {
    case PassKind::Window: text = PassTr::tr("window %1").arg(window); break;
    case PassKind::Depth:
        text =
            pass.depth >= 0 ? PassTr::tr("depth %1").arg(pass.depth) : PassTr::tr("no depth limit");
        if (!fullWindow)
            text += PassTr::tr(" · window %1").arg(window);
        return text;
    case PassKind::NullWindowTest:
        if (std::nextafter(pass.alpha, pass.beta) == pass.beta) {
            const auto [null, question] = nullWindowWords(pass.alpha, pass.beta);
            text = PassTr::tr("null-window test %1, %2").arg(null, question);
        } else {
            text = PassTr::tr("null-window test %1").arg(window);
        }
        break;
    case PassKind::ReSearch: text = PassTr::tr("re-search %1").arg(window); break;
    }
    if (pass.depth >= 0)
        text += PassTr::tr(" · depth %1").arg(pass.depth);
    return text;
}

QString passText(const Frame &frame)
{
    if (frame.pass.number <= 0)
        return {};
    return QCoreApplication::translate("gt::Pass", "Pass %1 of %2 · %3")
        .arg(frame.pass.number)
        .arg(std::max(frame.passCount, frame.pass.number))
        .arg(passDescription(frame.pass));
}

PassIndex::PassIndex(const GameTree &tree, const Trace &trace)
{
    for (int i = 0; i < int(trace.events.size()); ++i) {
        const TraceEvent &e = trace.events[std::size_t(i)];
        if (const auto pass = passStartedBy(e)) {
            m_marks.push_back({i, true, *pass, 0});
            continue;
        }
        // The pass's result: the root returns (the last pass: the search ends with its value).
        if (const auto finished = finishedBy(e); finished && finished->node == tree.root())
            m_marks.push_back({i, false, {}, finished->value});
    }
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (!tree.hasValue(n) || !std::isfinite(tree.value(n)))
            continue;
        m_values = m_values ? std::pair{std::min(m_values->first, tree.value(n)),
                                        std::max(m_values->second, tree.value(n))}
                            : std::pair{tree.value(n), tree.value(n)};
    }
}

namespace {

// Whether a window end stands for an infinity: it is one, or its neighbour is (the search
// wrote "≥ +∞" as (+∞⁻, +∞), whose α is the largest double).
bool meansInfinity(double v)
{
    return std::isinf(v) || std::isinf(std::nextafter(v, v > 0 ? INFINITY : -INFINITY));
}

// The value a window end was meant as: 5 for 5⁻ (the re-search (5⁻, +∞) asks "≥ 5?"), the end
// itself when it is the shortest written number near it (as formatWindowEnd decides).
double meantValue(double v)
{
    auto digits = [](double x) {
        return QString::number(x, 'g', QLocale::FloatingPointShortest).size();
    };
    const double below = std::nextafter(v, -INFINITY), above = std::nextafter(v, INFINITY);
    if (digits(below) < digits(v) && digits(below) <= digits(above))
        return below;
    return digits(above) < digits(v) ? above : v;
}

// The values a pass asks about: a null window's one value, else its finite ends.
std::vector<double> askedValues(const Pass &pass)
{
    const bool null = std::nextafter(pass.alpha, pass.beta) == pass.beta;
    if (null) {
        const double v = meansUpperEnd(pass.alpha, pass.beta) ? pass.beta : pass.alpha;
        return meansInfinity(v) ? std::vector<double>{} : std::vector<double>{v};
    }
    std::vector<double> asked;
    for (const double end : {pass.alpha, pass.beta}) {
        if (!meansInfinity(end))
            asked.push_back(meantValue(end));
    }
    return asked;
}

} // namespace

PassLine PassIndex::at(int step) const
{
    PassLine line;
    for (const Mark &m : m_marks) {
        if (m.event >= step)
            break;
        if (m.start) {
            line.passes.push_back({m.pass});
        } else if (!line.passes.empty()) {
            PassResult &r = line.passes.back();
            r.result = m.value;
            r.outcome = r.result <= r.pass.alpha  ? PassOutcome::FailLow
                        : r.result >= r.pass.beta ? PassOutcome::FailHigh
                                                  : PassOutcome::Inside;
        }
    }
    if (!line.passes.empty()) {
        const Pass &first = line.passes.front().pass;
        if (std::nextafter(first.alpha, first.beta) == first.beta) {
            const double asked = meansUpperEnd(first.alpha, first.beta) ? first.beta : first.alpha;
            line.guess = meansInfinity(asked) ? std::copysign(INFINITY, asked) : asked;
        } else if (std::isfinite(first.alpha) && std::isfinite(first.beta)) {
            line.guess = (first.alpha + first.beta) / 2;
        }
    }

    // The values asked about and returned, and what the results proved.
    line.bracketed = !line.passes.empty();
    for (const PassResult &r : line.passes) {
        for (const double v : askedValues(r.pass))
            line.values.push_back(v);
        line.bracketed = line.bracketed && r.pass.kind != PassKind::Depth &&
                         r.pass.depth == line.passes.front().pass.depth;
        if (r.outcome == PassOutcome::Pending)
            continue;
        if (std::isfinite(r.result))
            line.values.push_back(r.result);
        if (r.outcome != PassOutcome::FailHigh)
            line.upper = std::min(line.upper, r.result);
        if (r.outcome != PassOutcome::FailLow)
            line.lower = std::max(line.lower, r.result);
    }
    std::sort(line.values.begin(), line.values.end());
    line.values.erase(std::unique(line.values.begin(), line.values.end()), line.values.end());

    // The range: the values searched and a finite guess; before any, the tree's values.
    std::vector<double> span = line.values;
    if (line.guess && std::isfinite(*line.guess))
        span.push_back(*line.guess);
    if (span.empty() && m_values)
        span = {m_values->first, m_values->second};
    if (!span.empty()) {
        const auto [lo, hi] = std::minmax_element(span.begin(), span.end());
        line.low = *lo;
        line.high = *hi;
    }
    if (line.high <= line.low) { // one value (or none): a unit around it
        line.low -= 0.5;
        line.high += 0.5;
    }
    return line;
}

PassLine passLine(const GameTree &tree, const Trace &trace, int step)
{
    return PassIndex(tree, trace).at(step);
}

QString passOutcomeText(const PassResult &r)
{
    switch (r.outcome) {
    case PassOutcome::Pending: return {};
    case PassOutcome::Inside: return PassTr::tr("inside: %1").arg(formatValue(r.result));
    case PassOutcome::FailLow: return PassTr::tr("fail low: %1").arg(formatValue(r.result));
    case PassOutcome::FailHigh: return PassTr::tr("fail high: %1").arg(formatValue(r.result));
    }
    return {};
}

QString readCountText(const NodeFrame &f)
{
    return f.readCount >= 2 ? QStringLiteral("×%1").arg(f.readCount) : QString();
}

QString horizonText(const Frame &frame)
{
    if (frame.pass.number <= 0 || frame.pass.depth < 0)
        return {};
    return QCoreApplication::translate("gt::Pass", "horizon d = %1").arg(frame.pass.depth);
}

LevelBand levelBand(const GameTree &tree, const Frame &frame)
{
    if (frame.queued.empty() || frame.finished)
        return {};
    // In phase 2 the current node has just received a child's value; nothing has in phase 1.
    const NodeId c = frame.current;
    if (c != NoNode && frame.nodes[c].childrenDone > 0)
        return {ListPhase::BackingUp, tree.depth(c)};
    // Breadth first, each node put on OPEN is at least as deep as those before it.
    return {ListPhase::Generating, tree.depth(frame.queued.back())};
}

QString levelBandText(const LevelBand &band)
{
    switch (band.phase) {
    case ListPhase::None: return {};
    case ListPhase::Generating:
        return QCoreApplication::translate("gt::Pass", "phase 1 · frontier at level %1")
            .arg(band.depth);
    case ListPhase::BackingUp:
        return QCoreApplication::translate("gt::Pass", "phase 2 · backing up level %1")
            .arg(band.depth);
    }
    return {};
}

QString listTagText(const NodeFrame &f)
{
    if (f.list == ListPlace::Open)
        return QStringLiteral("OPEN");
    if (f.list == ListPlace::Closed && f.state != NodeState::Done && f.closedAt > 0)
        return QStringLiteral("C %1").arg(f.closedAt);
    return {};
}

QString tableText(const NodeFrame &f)
{
    if (!f.tableHit)
        return {};
    switch (f.bound) {
    case Bound::Lower: return QStringLiteral("TT ≥ ") + formatValue(f.value);
    case Bound::Upper: return QStringLiteral("TT ≤ ") + formatValue(f.value);
    default: return QStringLiteral("TT ") + formatValue(f.value);
    }
}

QString windowText(const NodeFrame &f)
{
    if (!f.hasWindow)
        return {};
    return QStringLiteral("α=%1, β=%2").arg(formatWindowEnd(f.alpha), formatWindowEnd(f.beta));
}

QString chanceFormula(const GameTree &tree, const Frame &frame, NodeId node)
{
    if (node < 0 || std::size_t(node) >= frame.averaging.size() || !frame.averaging[node])
        return {};
    // Under --min-prob or --samples only the children searched are written, each with its
    // weight in the sum: its probability renormalised by the mass kept ("0.625·4"), or its draws
    // out of k ("3/5·4"); as wide as the exact formula the layout makes room for.
    bool skipped = false;
    double kept = 0;
    int k = 0;
    for (int i = 0; i < tree.childCount(node); ++i) {
        const NodeFrame &cf = frame.nodes[tree.child(node, i)];
        skipped = skipped || !std::isnan(cf.skippedProbability);
        kept += std::isnan(cf.skippedProbability) ? tree.childProbability(node, i) : 0;
        k += cf.draws;
    }
    QStringList terms;
    double sum = 0;
    bool complete = true, any = false;
    for (int i = 0; i < tree.childCount(node); ++i) {
        const NodeFrame &cf = frame.nodes[tree.child(node, i)];
        if (k > 0 ? cf.draws == 0 : !std::isnan(cf.skippedProbability))
            continue;
        const double p = tree.childProbability(node, i);
        const double w = k > 0 ? double(cf.draws) / k : skipped ? p / kept : p;
        const bool known = cf.state == NodeState::Done && cf.bound != Bound::None;
        // *-minimax: a child that failed is known only as a bound, "≤ 7", and sums to nothing
        const bool exact = known && (cf.bound == Bound::Exact || !frame.hasLeafBounds);
        any = any || known;
        if (exact)
            sum += w * cf.value;
        else
            complete = false;
        QString v = exact ? formatValue(cf.value) : known ? valueText(cf) : QStringLiteral("?");
        if (known && cf.value < 0)
            v = QStringLiteral("(") + v + QStringLiteral(")");
        const QString weight =
            k > 0 ? QStringLiteral("%1/%2").arg(cf.draws).arg(k) : formatProbability(w);
        terms << weight + QStringLiteral("·") + v;
    }
    if (!any)
        return {};
    QString text = terms.join(QStringLiteral(" + "));
    if (complete)
        text += QStringLiteral(" = ") + formatValue(sum);
    return text;
}

std::optional<ChanceBar> chanceBar(const GameTree &tree, const Frame &frame, NodeId node)
{
    if (!frame.hasLeafBounds || node < 0 || node >= tree.size() || tree.isLeaf(node) ||
        tree.kind(node) != NodeKind::Chance)
        return std::nullopt;
    const NodeFrame &f = frame.nodes[node];
    if ((f.state != NodeState::OnPath && f.state != NodeState::Current) || !f.hasWindow)
        return std::nullopt;
    ChanceBar bar;
    bar.leafLow = frame.leafLow;
    bar.leafHigh = frame.leafHigh;
    bar.alpha = f.alpha;
    bar.beta = f.beta;
    for (int i = 0; i < tree.childCount(node); ++i) {
        const NodeFrame &c = frame.nodes[tree.child(node, i)];
        const double p = tree.childProbability(node, i);
        double lo = frame.leafLow, hi = frame.leafHigh;
        if (c.state == NodeState::Done && c.bound != Bound::None) { // searched: a value or a
            lo = c.bound == Bound::Upper ? lo : c.value;            // bound it failed with
            hi = c.bound == Bound::Lower ? hi : c.value;
        } else if (c.probeBound == Bound::Lower) {
            lo = c.probeValue;
        } else if (c.probeBound == Bound::Upper) {
            hi = c.probeValue;
        }
        bar.low += p * lo;
        bar.high += p * hi;
    }
    bar.outside = bar.high <= bar.alpha || bar.low >= bar.beta;
    return bar;
}

QString edgeWindowText(const NodeFrame &f)
{
    if (!f.edgeWindow)
        return {};
    return QStringLiteral("(%1, %2)")
        .arg(formatWindowEnd(f.edgeAlpha), formatWindowEnd(f.edgeBeta));
}

QString probeText(const NodeFrame &f)
{
    if (f.probeBound != Bound::Lower && f.probeBound != Bound::Upper)
        return {};
    return (f.probeBound == Bound::Lower ? QStringLiteral("≥ ") : QStringLiteral("≤ ")) +
           formatValue(f.probeValue);
}

QString approximationText(const NodeFrame &f)
{
    if (!std::isnan(f.skippedProbability))
        return PassTr::tr("skipped P=%1").arg(formatProbability(f.skippedProbability));
    if (std::isnan(f.exactValue))
        return {};
    return PassTr::tr("exact %1").arg(formatValue(f.exactValue));
}

QString skippedIntervalText(const NodeFrame &f)
{
    if (std::isnan(f.intervalLow))
        return {};
    return QStringLiteral("≥ %1, ≤ %2")
        .arg(formatValue(f.intervalLow), formatValue(f.intervalHigh));
}

QString drawCountText(const NodeFrame &f)
{
    return f.draws > 0 ? QStringLiteral("×%1").arg(f.draws) : QString();
}

std::vector<CallFrame> callStack(const GameTree &tree, const Frame &frame)
{
    std::vector<CallFrame> stack;
    for (NodeId n = frame.current; n != NoNode; n = tree.parent(n)) {
        const NodeFrame &f = frame.nodes[n];
        if (f.state != NodeState::OnPath && f.state != NodeState::Current)
            break;
        CallFrame c;
        c.node = n;
        c.hasWindow = f.hasWindow;
        c.alpha = f.alpha;
        c.beta = f.beta;
        c.value = f.value;
        stack.push_back(c);
    }
    std::reverse(stack.begin(), stack.end());
    for (std::size_t i = 0; i + 1 < stack.size(); ++i)
        stack[i].childIndex = tree.childIndex(stack[i + 1].node);
    return stack;
}

} // namespace gt

namespace gt {

QString statNumber(double v)
{
    QString s = QString::number(v, 'f', 2);
    if (s.startsWith(u'-'))
        s = QStringLiteral("−") + s.mid(1);
    return s == QStringLiteral("−0.00") ? QStringLiteral("0.00") : s;
}

QString ucbSumText(bool maxParent, double q, double c, std::int64_t parentVisits,
                   std::int64_t visits, double ucb)
{
    return QStringLiteral("%1 %2 %3·√(ln %4 / %5) = %6")
        .arg(statNumber(q), maxParent ? QStringLiteral("+") : QStringLiteral("−"), statNumber(c))
        .arg(parentVisits)
        .arg(visits)
        .arg(statNumber(ucb));
}

QString ucbFormula(const GameTree &tree, const Frame &frame, NodeId node)
{
    if (node <= 0 || std::size_t(node) >= frame.nodes.size() || !frame.nodes[node].ranked)
        return {};
    const NodeFrame &f = frame.nodes[node];
    const NodeId p = tree.parent(node);
    const NodeFrame &pf = frame.nodes[p];
    const QString sum = ucbSumText(tree.kind(p) == NodeKind::Max, f.value, pf.orderScore, pf.visits,
                                   f.visits, f.orderScore);
    return f.picked ? QStringLiteral("✔ ") + sum : sum;
}

QString visitsText(const GameTree &tree, const NodeFrame &f, NodeId node)
{
    if (f.tree != TreePlace::InTree)
        return {};
    // Q is the value while nothing else is (bound None): a result just read, or the search's
    // value at the end, shows inside the node instead.
    if (f.visits == 0 || std::isnan(f.value) || f.bound != Bound::None || tree.isLeaf(node))
        return QStringLiteral("N=%1").arg(f.visits);
    return QStringLiteral("N=%1, Q=%2").arg(f.visits).arg(formatValue(f.value));
}

namespace {

QString proofNumberWord(std::int32_t n)
{
    return n == ProofNumberInfinite ? QStringLiteral("∞") : QString::number(n);
}

} // namespace

QString proofNumbersText(const NodeFrame &f)
{
    if (f.proofNumber == ProofNumberNone)
        return {};
    const QString numbers =
        QStringLiteral("pn=%1, dn=%2")
            .arg(proofNumberWord(f.proofNumber), proofNumberWord(f.disproofNumber));
    return f.picked ? QStringLiteral("✔ ") + numbers : numbers;
}

} // namespace gt

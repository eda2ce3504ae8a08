#pragma once

// Shared checks for the fuzz targets: what every reader must guarantee once it has accepted
// an input. A broken guarantee aborts, which libFuzzer (and the replay driver) report as a
// finding with the input that caused it.

#include "core/io/readerror.h"
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/trace/annotations.h"
#include "core/trace/replayer.h"
#include "core/trace/tracejson.h"
#include "core/tree/gametree.h"
#include "core/tree/nametext.h"
#include "core/tree/validate.h"

#include <QString>

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace gt::fuzz {

// Trees above this size are only parsed: a search or layout of a big tree per input would
// slow the fuzzer down without exercising different code.
constexpr NodeId MaxSearchedNodes = 2000;

[[noreturn]] inline void fail(const char *what, const QString &detail = {})
{
    std::fprintf(stderr, "fuzz check failed: %s %s\n", what, qPrintable(detail));
    std::abort();
}

inline void check(bool ok, const char *what, const QString &detail = {})
{
    if (!ok)
        fail(what, detail);
}

inline bool sameNumber(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}

// What every refusal promises: a message, on one line.
inline void checkRefusal(const ReadError &error, const char *what)
{
    const QString text = error.toString();
    check(!error.message.isEmpty(), what, text);
    check(!firstForbiddenChar(text), "an error message holds a control character", text);
}

// What every accepted tree promises, valid or not: names and move labels hold nothing the
// text rule forbids (core/tree/nametext.h), so every writer can write them.
inline void checkTreeText(const GameTree &tree)
{
    for (NodeId n = 0; n < tree.size(); ++n) {
        check(!firstForbiddenChar(tree.name(n)), "a name breaks the text rule", tree.name(n));
        check(!firstForbiddenChar(tree.label(n)), "a label breaks the text rule", tree.label(n));
        for (const QString &text : {tree.key(n), tree.gameId(n), tree.positionText(n)})
            check(!firstForbiddenChar(text), "node data breaks the text rule", text);
    }
}

// Runs every algorithm that accepts the (valid) tree, replays each trace forwards and back,
// lays the tree out, and checks that the algorithms that must agree do: minimax, alpha-beta
// and SSS* give one root value on a max/min tree, and the trace's final frame is finished.
inline void exerciseValidTree(const GameTree &tree)
{
    if (tree.isEmpty() || tree.size() > MaxSearchedNodes)
        return;
    check(validateTree(tree).empty(), "exerciseValidTree called with an invalid tree");
    std::optional<double> minimaxValue;
    for (const Algorithm *algorithm : algorithms()) {
        if (algorithm->refusal(tree))
            continue;
        // Its defaults, then every switch it declares on (fail-soft).
        SearchOptions switchesOn;
        for (const OptionSpec &spec : algorithm->options()) {
            if (spec.type == OptionSpec::Type::Flag)
                switchesOn.set(spec.name, true);
        }
        for (const SearchOptions &options : {SearchOptions(), switchesOn}) {
            QString error;
            const std::optional<Trace> trace = search(tree, algorithm->id(), options, &error);
            check(trace.has_value(), "search failed on a valid tree it accepts", error);
            check(std::isfinite(trace->summary.value), "search value is not finite");
            check(std::abs(trace->summary.value) <= MaxAbsValue, "search value out of bounds");
            // What `gametree eval` prints, as text and as JSON: a number, never ∞, NaN or null.
            const QString shown = formatValue(trace->summary.value);
            check(!shown.isEmpty() && !shown.contains(QChar(0x221E)), "value shown as", shown);
            check(jsonNumber(trace->summary.value) != "null" &&
                      !jsonNumber(trace->summary.value).contains("inf"),
                  "value written as", QString::fromLatin1(jsonNumber(trace->summary.value)));
            const QString id = algorithm->id();
            if (id == QLatin1String("minimax"))
                minimaxValue = trace->summary.value;
            else if (minimaxValue &&
                     (id == QLatin1String("alphabeta") || id == QLatin1String("sss")))
                check(
                    trace->summary.value == *minimaxValue, "root value differs from minimax",
                    id + QStringLiteral(": %1 vs %2").arg(trace->summary.value).arg(*minimaxValue));
            Replayer replayer(tree, *trace);
            replayer.seek(replayer.stepCount());
            replayer.seek(0);
            replayer.seek(replayer.stepCount() / 2);
        }
    }
    const TreeLayout layout = tidyLayout(tree, {}, LayoutOptions{});
    check(layout.centers.size() == std::size_t(tree.size()), "layout lost nodes");
    for (const LayoutPoint &p : layout.centers)
        check(std::isfinite(p.x) && std::isfinite(p.y), "layout position is not finite");
}

// Every field of two trees, with NaN equal to NaN (an absent value or probability).
// `withRootEdge`: compare the root's own move label and probability too; the .tree notation
// does not write them (they belong to a parent's edge), the .json and .dot formats do.
inline void checkSameTree(const GameTree &a, const GameTree &b, const char *what,
                          bool withRootEdge = true)
{
    check(a.size() == b.size(), what,
          QStringLiteral("node count %1 vs %2").arg(a.size()).arg(b.size()));
    for (NodeId n = 0; n < a.size(); ++n) {
        const QString where = QStringLiteral("node %1").arg(n);
        check(a.kind(n) == b.kind(n), what, where + QStringLiteral(" kind"));
        check(a.parent(n) == b.parent(n), what, where + QStringLiteral(" parent"));
        check(sameNumber(a.value(n), b.value(n)), what,
              where + QStringLiteral(" value %1 vs %2").arg(a.value(n)).arg(b.value(n)));
        const bool edge = n > 0 || withRootEdge;
        check(!edge || sameNumber(a.prob(n), b.prob(n)), what,
              where + QStringLiteral(" prob %1 vs %2").arg(a.prob(n)).arg(b.prob(n)));
        check(a.name(n) == b.name(n), what,
              where + QStringLiteral(" name \"%1\" vs \"%2\"").arg(a.name(n), b.name(n)));
        if (edge)
            check(a.label(n) == b.label(n), what,
                  where + QStringLiteral(" label \"%1\" vs \"%2\"").arg(a.label(n), b.label(n)));
        check(a.key(n) == b.key(n), what,
              where + QStringLiteral(" key \"%1\" vs \"%2\"").arg(a.key(n), b.key(n)));
        const auto ia = a.interval(n), ib = b.interval(n);
        check(ia.has_value() == ib.has_value() &&
                  (!ia || (sameNumber(ia->pess, ib->pess) && sameNumber(ia->opt, ib->opt))),
              what, where + QStringLiteral(" interval"));
        check(a.gameId(n) == b.gameId(n) && a.positionText(n) == b.positionText(n), what,
              where + QStringLiteral(" position \"%1 %2\" vs \"%3 %4\"")
                          .arg(a.gameId(n), a.positionText(n), b.gameId(n), b.positionText(n)));
    }
}

} // namespace gt::fuzz

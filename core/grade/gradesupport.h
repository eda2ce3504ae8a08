#pragma once

#include "grade.h"

#include <QString>

#include <vector>

namespace gt::grade {

// What the graders share: the words for nodes and values, the comparison of numbers, and the
// "first difference" rule (the earliest step wins).

QString tr(const char *text); // QCoreApplication::translate("gt::grade", text)

// Whether `answer` is `expected` within the tolerance (infinities equal themselves).
bool sameNumber(double answer, double expected, const GradeOptions &options);

// A value as the trace shows it: "3", "≤ 2", "≥ 5".
QString valueWords(double value, Bound bound);
// A leaf as a student finds it on the canvas: "c2" when named, else "node 7 (leaf 4)"; any
// other node by its label ("C", "node 3").
QString nodeWords(const GameTree &tree, NodeId n);
// The root's value as its children make it: "A = max(B = 3, C ≤ 2, D ≤ 2) = 3", or the
// weighted sum of a chance root; empty when the root is a leaf.
QString rootFormula(const GameTree &tree, const Trace &trace,
                    const std::vector<NodeOutcome> &outcome);

// The step (from 1) at which each node is first visited, or for B* generated (0: never), and
// the step of the event that ends the search (the last).
std::vector<int> firstVisitSteps(const GameTree &tree, const Trace &trace);
int lastStep(const Trace &trace);

// Why a node the search visits is not pruned, at its first visit `step`: the window its parent
// holds then ("At C the window is (α = 3, β = 5): no cut-off, so c2 is read."), or, without
// windows, what the search does there (its narration).
QString whyVisited(const GameTree &tree, const Trace &trace, int step, NodeId node);

// The candidate differences of one grading; the earliest step decides (0: after every step).
class Findings {
public:
    void add(int step, NodeId node, const QString &difference, const QString &rule,
             TextPos where = {});
    Verdict first() const;

private:
    std::vector<Verdict> m_all;
};

// A Verdict for a difference at `step` whose rule is the narration of that step.
Verdict wrongAt(const GameTree &tree, const Trace &trace, int step, NodeId node,
                const QString &difference, TextPos where = {});

} // namespace gt::grade

namespace gt::grade {

// The node a student's answer calls `name`: a node's name, else the move label on the edge into
// it, when exactly one node has it; NoNode otherwise (*ambiguous says whether several did).
NodeId nodeNamed(const GameTree &tree, const QString &name, bool *ambiguous = nullptr);
// A number as students' programs print it: "3", "-2.5", "1/3", "inf", "-Infinity", "+∞",
// "−0.4" (with the minus sign U+2212).
std::optional<double> parseNumber(QString text);

} // namespace gt::grade

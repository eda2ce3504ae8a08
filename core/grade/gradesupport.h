#pragma once

#include "grade.h"

#include <QHash>
#include <QString>

#include <vector>

namespace gt::grade {

// What the graders share: the words for nodes and values, the comparison of numbers, and the
// "first difference" rule (the earliest step wins).

QString tr(const char *text); // QCoreApplication::translate("gt::grade", text)

// Whether `answer` is `expected` within the tolerance (infinities equal themselves).
bool sameNumber(double answer, double expected, const GradeOptions &options);
// Whether an answered value says what the search found: the number, and a bound where the
// answer writes one ("≤ 2" must be an upper bound; "= 3" must be exact).
bool sameValue(const ValueClaim &answer, const ValueClaim &expected, const GradeOptions &options);

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
    // Whether a difference at `step` would come first: callers skip the words of one that
    // would not (a wrong answer on a big tree has as many differences as leaves).
    bool wouldLead(int step) const;
    Verdict first() const;

private:
    std::vector<Verdict> m_all;
};

// A Verdict for a difference at `step` whose rule is the narration of that step.
Verdict wrongAt(const GameTree &tree, const Trace &trace, int step, NodeId node,
                const QString &difference, TextPos where = {});

} // namespace gt::grade

namespace gt::grade {

// The nodes a student's answer may call by name: a node's name, else the move label on the
// edge into it, when exactly one node has it. Built once per answer: lists of a million names
// must not search the tree per name.
class NameIndex {
public:
    explicit NameIndex(const GameTree &tree);
    // The node, or NoNode (*ambiguous says whether several nodes have the name).
    NodeId find(const QString &name, bool *ambiguous = nullptr) const;

private:
    static constexpr NodeId Several = -2;
    QHash<QString, NodeId> m_names, m_labels;
};

// A number as students' programs print it: "3", "-2.5", "1/3", "inf", "-Infinity", "+∞",
// "−0.4" (with the minus sign U+2212).
std::optional<double> parseNumber(QString text);

} // namespace gt::grade

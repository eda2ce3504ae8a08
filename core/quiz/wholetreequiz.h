#pragma once

#include "quiz.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace gt {

// The whole-tree quiz: the student gives every inner node's value and clicks every pruned leaf
// at once; core/grade names the first wrong step with the rule that decides it, and the score
// counts the nodes. Plain data, no widgets: the panel collects what was typed and clicked.
struct WholeTreeResult {
    grade::Verdict verdict;         // right, or the first wrong step in words with its rule
    int valuesRight = 0;            // inner nodes whose value the student gave rightly
    int valuesAsked = 0;            // inner nodes the search gives a value
    bool prunedRight = false;       // the set of pruned leaves is the search's
    std::vector<NodeId> wrongNodes; // nodes whose value is wrong or missing, ascending
    QString scoreText() const;      // "Values: 3 of 4 · pruned leaves: right"
};

// The inner nodes the whole-tree quiz asks a value of: every inner node, in preorder.
std::vector<NodeId> wholeTreeQuestions(const GameTree &tree);

// Grades what the student typed (by node; empty text: no value given) and the leaves clicked
// as pruned. A text that is not a number is refused: nothing graded, *badNode says where.
std::optional<WholeTreeResult> gradeWholeTreeQuiz(const GameTree &tree, const Trace &trace,
                                                  const std::map<NodeId, QString> &typed,
                                                  const std::vector<NodeId> &prunedLeaves,
                                                  NodeId *badNode = nullptr);

} // namespace gt

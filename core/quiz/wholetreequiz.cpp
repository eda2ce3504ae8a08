#include "wholetreequiz.h"

#include "../grade/gradesupport.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

namespace gt {

QString WholeTreeResult::scoreText() const
{
    // Named context: lupdate would file a tr() here under gt::WholeTreeResult.
    return QCoreApplication::translate("gt::Quiz", "Values: %1 of %2 · pruned leaves: %3")
        .arg(valuesRight)
        .arg(valuesAsked)
        .arg(prunedRight ? QCoreApplication::translate("gt::Quiz", "right")
                         : QCoreApplication::translate("gt::Quiz", "wrong"));
}

std::vector<NodeId> wholeTreeQuestions(const GameTree &tree)
{
    std::vector<NodeId> inner;
    for (NodeId n = 0; n < tree.size(); ++n)
        if (!tree.isLeaf(n))
            inner.push_back(n);
    return inner;
}

std::optional<WholeTreeResult> gradeWholeTreeQuiz(const GameTree &tree, const Trace &trace,
                                                  const std::map<NodeId, QString> &typed,
                                                  const std::vector<NodeId> &prunedLeaves,
                                                  NodeId *badNode)
{
    grade::WholeTreeAnswer answer;
    for (const auto &[node, text] : typed) {
        if (text.trimmed().isEmpty())
            continue;
        const auto claim = parseQuizValue(text);
        if (!claim) {
            if (badNode)
                *badNode = node;
            return std::nullopt;
        }
        answer.values.emplace(node, *claim);
    }
    answer.pruned = std::set<NodeId>(prunedLeaves.begin(), prunedLeaves.end());

    WholeTreeResult result;
    result.verdict = grade::gradeWholeTree(tree, trace, answer, {QuizTolerance});
    const std::vector<grade::NodeOutcome> found = grade::outcomes(tree, trace);
    for (NodeId n : wholeTreeQuestions(tree)) {
        const grade::NodeOutcome &o = found[std::size_t(n)];
        const auto given = answer.values.find(n);
        if (!o.value) { // never reached: no value to give
            if (given != answer.values.end())
                result.wrongNodes.push_back(n);
            continue;
        }
        ++result.valuesAsked;
        if (given != answer.values.end() &&
            grade::sameValue(given->second, *o.value, {QuizTolerance}))
            ++result.valuesRight;
        else
            result.wrongNodes.push_back(n);
    }
    std::set<NodeId> pruned;
    for (NodeId n = 0; n < tree.size(); ++n)
        if (tree.isLeaf(n) && found[std::size_t(n)].pruned)
            pruned.insert(n);
    result.prunedRight = pruned == *answer.pruned;
    return result;
}

} // namespace gt

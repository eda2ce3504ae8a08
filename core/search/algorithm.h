#pragma once

#include "../trace/trace.h"
#include "../tree/gametree.h"
#include "../tree/validate.h"
#include "searchoptions.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gt {

// One search algorithm: a pure function from a tree and options to a Trace. Algorithms never
// talk to the screen; each lives in one file of core/search and is listed once in
// registry.cpp.
class Algorithm {
public:
    virtual ~Algorithm() = default;

    virtual QString id() const = 0;          // registry and command-line name: "alphabeta"
    virtual QString displayName() const = 0; // for menus: "Alpha-beta"
    // Pseudocode shown in the stepper; TraceEvent::line is a 1-based index into it.
    virtual QStringList pseudocode() const = 0;
    // Why this algorithm cannot search `tree`, naming the node that shows it (so that a file's
    // reader can point at it), or nothing when it can. The tree is valid.
    virtual std::optional<TreeProblem> refusalAt(const GameTree &tree) const;
    // refusalAt()'s message alone.
    std::optional<QString> refusal(const GameTree &tree) const;
    // Runs the whole search. Precondition: the tree is valid and refusal() is empty.
    virtual Trace run(const GameTree &tree, const SearchOptions &options) const = 0;
};

// All built-in algorithms in menu order.
const std::vector<const Algorithm *> &algorithms();
const Algorithm *findAlgorithm(const QString &id);

// Validates, checks refusal and runs: the one entry point for callers that are handed any
// tree. On failure returns nothing, *error says why, naming the node, and *errorNode is that
// node (NoNode when the failure is not about one).
std::optional<Trace> search(const GameTree &tree, const QString &algorithmId,
                            const SearchOptions &options, QString *error,
                            NodeId *errorNode = nullptr);

} // namespace gt

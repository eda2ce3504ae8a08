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

// One search algorithm: a pure function from a tree and options to a Trace, and the
// description of itself that everything else is generated from (the command line's flags and
// --help, a document's options, the studio's option widgets and settings, the narration's
// introduction, `gametree algorithms`). Algorithms never talk to the screen; each lives in one
// file of core/search and is listed once in registry.cpp, so nothing outside core/search
// needs to know its name.
class Algorithm {
public:
    // What a search's `value` is: the root's game value (minimax, or expected at chance
    // nodes), an estimate of it made by sampling (mcts), or the answer of a proof, 1 or 0
    // (pns). Tests and graders hold only the first to the game's value.
    enum class ValueMeaning { GameValue, Estimate, Proof };

    virtual ~Algorithm() = default;

    virtual QString id() const = 0;          // registry and command-line name: "alphabeta"
    virtual QString displayName() const = 0; // for menus: "Alpha-beta"
    // Pseudocode shown in the stepper; TraceEvent::line is a 1-based index into it.
    virtual QStringList pseudocode() const = 0;
    // The pseudocode as a search with `options` runs it (fail-soft returns v as found, not
    // clamped), with the same line numbers. By default pseudocode(), for an algorithm whose
    // options change no line.
    virtual QStringList pseudocodeFor(const SearchOptions &options) const;
    // How it goes about a search, in a sentence or two: the narration's step 0 and
    // `gametree algorithms`. Translated (context "gt::Algorithm").
    virtual QString introduction() const = 0;
    // The options it reads, shared ones from commonoptions.h; it ignores any others.
    virtual OptionSpecs options() const = 0;
    // What its traces' frames use beyond values: stamped on every trace by search(), added
    // to what run() set for its options (negamax --tt: TraceFeature::TranspositionTable).
    virtual TraceFeatures features() const = 0;
    virtual ValueMeaning valueMeaning() const { return ValueMeaning::GameValue; }
    // The kinds of inner node it searches (leaves are always taken).
    virtual QList<NodeKind> acceptedKinds() const = 0;
    // Why it cannot search `tree`, naming the node that shows it (so that a file's reader can
    // point at it), or nothing when it can. The tree is valid. By default: the first node of a
    // kind acceptedKinds() leaves out, and which algorithm takes it.
    virtual std::optional<TreeProblem> refusalAt(const GameTree &tree) const;
    // The same with the options it would run with, for an algorithm whose needs depend on them
    // (iterative deepening needs heuristic values only down to its depth limit). By default
    // refusalAt(tree); search() asks this one.
    virtual std::optional<TreeProblem> refusalWith(const GameTree &tree,
                                                   const SearchOptions &options) const;
    // refusalAt()'s message alone.
    std::optional<QString> refusal(const GameTree &tree) const;
    // Runs the whole search. Precondition: the tree is valid and refusal() is empty.
    virtual Trace run(const GameTree &tree, const SearchOptions &options) const = 0;
};

// All built-in algorithms in menu order. The first call also installs the event kinds.
const std::vector<const Algorithm *> &algorithms();
// Builds the table of every event kind — core/trace's common ones and each family's — and
// installs it for the machinery of core/trace (installEventKinds); once, explicitly, on the
// first call. algorithms() and so search() call it; so does a reader of traces that no search
// made (a student's trace read back).
void registerBuiltinEventKinds();
const Algorithm *findAlgorithm(const QString &id);
// The id a new document searches with: the first algorithm of the list.
QString defaultAlgorithmId();
// "minimax, alphabeta, …": the ids in menu order, for messages and usage texts.
QString algorithmIdList();
// Every algorithm, in the order a comparison adds them beside the one on screen: the lecture's
// classics first (alpha-beta, SSS*, MTD(f), minimax, then the chance searches), the rest in
// menu order. Kept here so that no view lists algorithm ids.
std::vector<const Algorithm *> comparisonOrder();

// Every option some algorithm declares, once each, shared ones first: the command line's
// flags and the keys a document may hold. The same name always means the same option
// (asserted when the list is built, tested in tst_search).
const OptionSpecs &allAlgorithmOptions();
// The algorithms that declare the option `name`, in menu order.
std::vector<const Algorithm *> algorithmsWithOption(const QString &name);

// What to search `tree` with when the algorithm asked for refuses it: the first algorithm in
// menu order whose node kinds cover the tree's and that reads every node as written (not
// TraceFeature::AveragesMin). Nothing when there is none.
const Algorithm *suggestedAlgorithm(const GameTree &tree);

// Validates, checks refusal and the depth limit, runs, and stamps the algorithm's features on
// the trace: the one entry point for callers that are handed any tree. On failure returns
// nothing, *error says why, naming the node, and *errorNode is that node (NoNode when the
// failure is not about one).
std::optional<Trace> search(const GameTree &tree, const QString &algorithmId,
                            const SearchOptions &options, QString *error,
                            NodeId *errorNode = nullptr);

} // namespace gt

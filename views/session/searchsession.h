#pragma once

#include "core/edit/treeedit.h"
#include "core/io/document.h"
#include "core/session/algorithmchoice.h"
#include "core/trace/frame.h"
#include "core/trace/trace.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>

#include <memory>
#include <optional>
#include <vector>

namespace gt {

class Replayer;

// The one place the GUI keeps "what is being searched and where we are in it": the document
// (its tree; its algorithm and options are its AlgorithmChoice's, core/session), the trace
// computed from it, a replayer and the current step. Each change of the choice is one search.
// Every view listens to its three signals and asks it for the frame; none of them runs a
// search itself. When the chosen algorithm refuses the tree there is no trace, the frame shows
// the bare tree and refusal() says why, so the GUI can explain instead of failing.
class SearchSession : public QObject {
    Q_OBJECT
public:
    explicit SearchSession(QObject *parent = nullptr);
    ~SearchSession() override;

    // What is searched with: the picker and the options form change it, and each change is one
    // search here (AlgorithmChoice::changed()).
    AlgorithmChoice *choice() const { return m_choice; }

    // Replaces everything. The step is taken from document.step (-1: the final frame). The
    // document's algorithm and options become the choice's, its options winning over those
    // remembered.
    // `searched`, when given, is the trace of document.algorithm with document.options on this
    // tree, already computed (on a worker thread, for a big tree); it is used instead of
    // searching again.
    void setDocument(Document document, std::optional<Trace> searched = std::nullopt);
    // Replaces only the tree (typing, editing); algorithm and options are kept, and the step
    // follows the event it showed (core/trace/stepfollow.h: the end stays the end), its node
    // followed through `oldToNew` (by old id; empty: the ids did not change).
    void setTree(GameTree tree, const std::vector<NodeId> &oldToNew = {});
    // Replaces the tree after a hand edit, doing what `change` invalidates: a new shape is laid
    // out again (treeChanged(); node breakpoints are dropped), new values re-run the search on
    // the old layout (treeRefreshed()), new names or labels only redraw (treeRefreshed() and
    // stepChanged(), the trace stays). A non-empty `algorithm` is chosen from now on (a chance
    // node made under alpha-beta), with the options it was last searched with, in the same
    // search, so the step is kept. The step follows its event, as in setTree().
    void setEditedTree(GameTree tree, TreeChange change, const QString &algorithm = QString(),
                       const std::vector<NodeId> &oldToNew = {});
    // Shorthands for the choice's adopt() and setOptions(): an algorithm with options of its
    // own (they win over those remembered), or other options for the one chosen. One search;
    // the step is kept as setTree() keeps it.
    void setAlgorithm(const QString &id, const SearchOptions &options)
    {
        m_choice->adopt(id, options);
    }
    void setOptions(const SearchOptions &options) { m_choice->setOptions(options); }
    // The document's title and notes: kept in the .json, no effect on the search.
    void setTitleAndNotes(const QString &title, const QString &notes);
    const QString &title() const { return m_document.title; }
    const QString &notes() const { return m_document.notes; }

    // The document with its step field set to the step shown.
    Document document() const;
    const GameTree &tree() const { return m_document.tree; }
    QString algorithm() const { return m_choice->algorithm(); }
    const SearchOptions &options() const { return m_choice->options(); }
    // Increases with every tree replacement, so that work started for an older tree (a dot
    // layout on a worker thread) can tell it is stale.
    quint64 treeRevision() const { return m_treeRevision; }
    // Counts the traces computed: a new trace may sit where the last one was (trace()).
    quint64 traceRevision() const { return m_traceRevision; }

    // Nothing when the algorithm refused the tree (or the tree is empty).
    const Trace *trace() const { return m_trace ? &*m_trace : nullptr; }
    QString refusal() const { return m_refusal; }
    // What the chosen algorithm's frames use (an OPEN list, averaging MIN nodes, passes…),
    // whether or not it could search this tree.
    TraceFeatures features() const { return m_features; }
    const Frame &frame() const;
    // The same frame shared, for TreeScene::setFrame to read where it is (nothing without a
    // trace: then frame() is a bare frame to copy).
    std::shared_ptr<const Frame> sharedFrame() const;
    // The nodes the last step change changed: from the frame shown before it to frame(),
    // both named (FrameChange), for TreeScene::setFrame.
    const FrameChange &frameChange() const { return m_change; }
    // The event that led to the current frame; nothing at step 0.
    const TraceEvent *currentEvent() const;

    // Heap bytes of the replayer (beyond its frame) and of the frame kept for a tree without
    // a trace, for the benchmarks' bytes-per-node figures.
    std::size_t replayerBytes() const;
    std::size_t bareFrameBytes() const { return frameBytes(m_bareFrame); }
    // A big trace's checkpoints are taken on a worker thread as soon as it is computed
    // (Replayer::prepare), so that the first jump to its end does not replay it all in the
    // window; prepared() says they have arrived. Whether that is still under way:
    bool isPreparing() const { return m_preparing.isRunning(); }
    int checkpointedTo() const;               // Replayer::checkpointedTo(); 0 without a trace
    static constexpr int PrepareFrom = 20000; // nodes or events: smaller traces replay at once
    // A document of this many nodes holds the PaintGate until the canvas has painted it.
    static constexpr int HoldPaintFrom = 200000;

    int step() const { return m_step; }
    // A big document opened at the start goes to its saved step once the checkpoints are in.
    bool hasPendingStep() const { return m_pendingStep > 0; }
    int stepCount() const; // the last step; 0 without a trace
    // The quiz holds the steps back at its question until it is answered: no step goes past
    // `limit` (-1: no limit), and a step that would is held there with stepHeld().
    void setStepLimit(int limit);
    int stepLimit() const { return m_stepLimit; }

    // A search made of iterations (MCTS: select, expand, play out, back up) can be stepped a
    // whole iteration at a time. iterationEnds() lists the step at which each iteration has been
    // backed up to the root (mctsIterationEnds); empty for a trace without iterations, and then
    // the granularity has no effect.
    enum class Granularity { Event, Iteration };
    Q_ENUM(Granularity)
    bool hasIterations() const { return !m_iterationEnds.empty(); }
    const std::vector<int> &iterationEnds() const { return m_iterationEnds; }
    int iterationCount() const { return int(m_iterationEnds.size()); }
    int iterationsDone() const; // the iterations backed up by the step shown
    void setGranularity(Granularity granularity);
    Granularity granularity() const { return m_granularity; }

    // Breakpoints: a set of nodes, every cut-off, every leaf read.
    void setNodeBreakpoint(NodeId node, bool on);
    bool hasNodeBreakpoint(NodeId node) const;
    const std::vector<char> &nodeBreakpoints() const { return m_nodeBreakpoints; }
    void clearNodeBreakpoints();
    void setBreakOnCutoffs(bool on);
    bool breakOnCutoffs() const { return m_breakOnCutoffs; }
    void setBreakOnLeafReads(bool on);
    bool breakOnLeafReads() const { return m_breakOnLeafReads; }
    // Whether the event that leads to `step` stops a run.
    bool isBreakStep(int step) const;
    bool anyBreakpoint() const; // whether any step can be a break step

public slots:
    void setStep(int step); // clamps
    // One event, or with Granularity::Iteration (and iterations) nextIteration() and
    // previousIteration().
    void stepForward();
    void stepBack();
    // To the end of the next iteration (stopping earlier at a break step on the way, as
    // stepOver does), and back to the end of the last iteration before the step shown (step 0
    // before the first). Without iterations, one event.
    void nextIteration();
    void previousIteration();
    // To the end of iteration k (clamped to 0 … iterationCount(); 0 is step 0).
    void goToIteration(int k);
    void first();
    void last();
    // Both stop earlier at the first break step on the way (isBreakStep).
    void stepOver();            // to the step where the current node's subtree is finished
    void stepOut();             // to the step where the current node's parent is finished
    void runToNextBreakpoint(); // to the next break step, or the end

signals:
    // The tree is about to be replaced: a worker reading it (a big tree's edges) must stop.
    void treeAboutToChange();
    void treeChanged();         // the structure changed: lay out again
    void treeRefreshed();       // same shape, new values or texts: redraw, keep the layout
    void traceChanged();        // algorithm, options or tree changed: new trace (or none)
    void stepChanged(int step); // the frame changed
    void breakpointsChanged();
    void stepHeld(); // a step forward was held back at the step limit
    void granularityChanged(Granularity granularity);
    void prepared(); // the trace's checkpoints, taken on a worker thread, are the replayer's

private:
    // Runs the search (or takes `searched`), rebuilds the replayer and puts the step on the new
    // trace: where its event went (setTree()), or clamped (a document names its own step).
    enum class StepRule { FollowEvent, Clamp };
    void onChoiceChanged(); // one search, the step kept
    void recompute(std::optional<Trace> searched = std::nullopt,
                   StepRule rule = StepRule::FollowEvent, const std::vector<NodeId> &oldToNew = {});
    void runTo(int target); // to target, or the first break step before it
    // The worker reads the tree and the trace: it is stopped (and waited for) before either
    // changes or goes.
    void startPreparing();
    void stopPreparing();
    void onPrepared();

    AlgorithmChoice *m_choice;
    Document m_document; // its algorithm and options are m_choice's (document() fills them in)
    quint64 m_treeRevision = 0;
    quint64 m_traceRevision = 0;
    std::optional<Trace> m_trace;
    std::unique_ptr<Replayer> m_replayer;
    struct Prepared {
        quint64 traceRevision = 0;
        std::shared_ptr<Replayer> replayer; // null: stopped
    };
    QFutureWatcher<Prepared> m_preparing;
    std::shared_ptr<std::atomic<bool>> m_stopPreparing;
    QString m_refusal;
    TraceFeatures m_features;
    Frame m_bareFrame; // every node unreached: shown when there is no trace
    FrameChange m_change;
    int m_step = 0;
    int m_pendingStep = -1; // the document's step, taken once prepared (setDocument)
    int m_stepLimit = -1;
    std::vector<int> m_iterationEnds; // steps, ascending (iterationEnds())
    Granularity m_granularity = Granularity::Event;
    std::vector<char> m_nodeBreakpoints; // by node id
    bool m_breakOnCutoffs = false;
    bool m_breakOnLeafReads = false;
};

} // namespace gt

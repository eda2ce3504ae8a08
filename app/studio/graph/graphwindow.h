#pragma once

#include "core/graph/neighbourhood.h"
#include "core/graph/retrogradereplay.h"
#include "core/layout/graphlayout.h"

#include <QFutureWatcher>

#include <QFont>
#include <QMainWindow>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QLabel;
class QSlider;
class QStackedWidget;

namespace gt {

class GraphPanel;
class GraphPresentation;
class GraphQuizBar;
class GraphScene;
class GraphView;

// A game graph in a window of its own (issue 31): the positions laid out by Graphviz, and its
// retrograde analysis stepped with → ← Home End — the counters, labels, remoteness and the
// queue appearing step by step, a sentence giving the rule of each step. The tree window stays
// as it is; MainWindow opens this one for a DOT file that is a graph and not a tree.
class GraphWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit GraphWindow(QWidget *parent = nullptr);
    ~GraphWindow() override;

    // Reads a DOT digraph and shows it at step 0; on failure the window keeps what it showed
    // and lastError() is "file:line:column: message".
    bool openFile(const QString &path);
    // Shows `graph` (a generated game, a folded tree) under `name`; `origin`, when given, says
    // in the panel where it came from.
    void showGraph(GameGraph graph, const QString &name, const QString &origin = QString());
    // The graph of a game of core/generate/gamegraphs.h ("grundy", "tictactoe", "lgame") from
    // its default start; false and lastError() when there is none.
    bool openGame(const QString &id);
    QString lastError() const { return m_lastError; }
    // The picture in the dark palette or the light one, as the main window's canvas.
    void setDark(bool dark);
    GraphPresentation *presentation() const { return m_presentation; }

    const GameGraph *graph() const { return m_graph ? &*m_graph : nullptr; }
    const RetrogradeResult &result() const { return m_result; }
    bool isDrawn() const; // the whole graph laid out (small enough, Graphviz succeeded)
    // A graph too big to draw whole shows the positions around one (neighbourhood.h): the
    // start at first, then the one found in the panel or double-clicked.
    bool isNeighbourhoodShown() const { return m_focus != NoVertex; }
    VertexId neighbourhoodCentre() const { return m_focus; }
    void showNeighbourhood(VertexId centre);
    // Graphviz is at work on a worker thread, or its picture is not shown yet.
    bool isLayoutRunning() const;
    bool isStepped() const { return m_replay != nullptr; } // the steps were kept
    int step() const;
    int stepCount() const;
    void setStep(int step);
    // Page Down / Page Up: the next (previous) step that changes a position drawn — its label,
    // its counter, its place in the queue. Through a neighbourhood of the L-game's two million
    // steps this is the walk a lecture takes; with the whole graph drawn it is → and ←.
    void stepToNextShown();
    void stepToPreviousShown();
    // What the neighbourhood drawn is, for the exports and the panel: "The neighbourhood of P:
    // the 12 positions within 1 move of it, before it and after it."; empty for the whole graph.
    QString neighbourhoodCaption() const;
    QString narration() const;
    GraphScene *scene() const { return m_scene; }
    GraphView *view() const { return m_view; }
    GraphPanel *panel() const { return m_panel; }
    GraphQuizBar *quizBar() const { return m_quizBar; }

    // Writes the graph as it shows now, by the file's suffix: SVG (.svg), PDF (.pdf), TikZ
    // (.tex: a document pdflatex sets, the picture alone within it), DOT (.dot, .gv: the graph
    // `gametree solve` reads back, with the analysis as labels), else a PNG. A neighbourhood
    // shown is exported alone, its positions and the moves among them, with
    // neighbourhoodCaption() under it (DOT: its label), its labels the whole analysis's.
    bool exportPicture(const QString &path, QString *error);
    // The whole graph as DOT with the analysis, also when only a neighbourhood is drawn.
    bool exportWholeGraph(const QString &path, QString *error);
    // The analysis step by step, by the file's suffix: a PDF deck (.pdf, a page per step), a
    // Beamer deck (.tex) or an HTML player (.html); `keyStepsOnly` keeps the steps that label.
    // Needs the steps. A neighbourhood shown makes slides of itself: the steps about its
    // positions (Page Down's walk), or only those that label one when they are more than
    // MaxNeighbourhoodSlides.
    bool exportSlides(const QString &path, bool keyStepsOnly, QString *error);

private:
    // Up to this many positions Graphviz runs at once (a fraction of a second); beyond, on a
    // worker thread.
    static constexpr VertexId SynchronousLayoutVertices = 150;
    // A neighbourhood is cut at this many positions, so that it is laid out at once.
    static constexpr VertexId NeighbourhoodVertices = SynchronousLayoutVertices;
    // A graph too big to draw is still stepped up to this many moves. The L-game's 2 million
    // moves make 395,736 steps (most moves lead to draws, which decrement nothing), 20 bytes
    // each: 7.5 MiB, and a jump replays only the steps between (docs/benchmarks.md), so the
    // record itself is kept, without checkpoints. Beyond, a DOT graph is solved only.
    static constexpr std::int64_t MaxSteppedMoves = 5'000'000;
    // A neighbourhood's slides keep every step about its positions up to this many frames (a
    // deck, a player of a reasonable size), else only the steps that label one.
    static constexpr std::size_t MaxNeighbourhoodSlides = 400;
    // Up to this many moves and positions a neighbourhood is laid out at once; the others go
    // to a worker thread. Moves alone were not enough: the L-game's start and its 143
    // neighbours have only 185 moves among them, and took Graphviz 2.9 s of the GUI thread.
    static constexpr std::int64_t SynchronousLayoutMoves = 300;
    static constexpr VertexId SynchronousNeighbourhoodVertices = 40;
    struct LayoutJob {
        int generation = 0;
        std::optional<GraphLayout> layout;
        QString error;
        std::optional<GraphNeighbourhood> part; // a neighbourhood's layout, not the graph's
    };

    void createStepper();
    QString neighbourhoodTitle() const; // the slides' title: "lgame: P and the positions …"
    void layOutWhole();                 // the whole graph, at once or on a worker thread
    void applyScale(); // the style and type for presentation mode's scale, laid out again
    int shownStep(int from, int direction) const; // -1: none
    void showLayout(const std::optional<GraphLayout> &layout, const QString &error);
    void showNeighbourhoodLayout(GraphNeighbourhood part, const std::optional<GraphLayout> &layout,
                                 const QString &error);
    void createMenus();
    void showFrame();
    void lookAt(VertexId v); // a position found or double-clicked
    void chooseExport();
    void chooseWholeExport();
    void chooseSlidesExport();
    bool writeText(const QString &path, const QByteArray &bytes, QString *error);

    std::optional<GameGraph> m_graph;
    RetrogradeResult m_result;
    std::optional<GraphLayout> m_layout;      // what the scene draws: for the TikZ export
    std::optional<GraphNeighbourhood> m_part; // the neighbourhood the scene draws, if one
    std::vector<bool> m_shown; // by vertex: drawn now (empty: the whole graph or nothing)
    std::unique_ptr<RetrogradeReplay> m_replay;
    RetrogradeFrame m_solved;    // what a neighbourhood shows of a graph solved without its steps
    VertexId m_focus = NoVertex; // the centre of the neighbourhood shown, if one is
    QString m_wholeError;        // why the whole graph is not drawn
    QString m_lastError;
    QFutureWatcher<LayoutJob> m_layoutWatcher;
    int m_layoutGeneration = 0; // which showGraph() a layout belongs to
    // A job of this generation is queued or at work: the watcher's isRunning() turns false
    // before its finished() has shown the picture.
    bool m_layoutPending = false;
    GraphScene *m_scene;
    GraphView *m_view;
    QStackedWidget *m_centre;
    QLabel *m_tooBig;
    QLabel *m_narration;
    GraphPanel *m_panel;
    GraphQuizBar *m_quizBar;
    QSlider *m_slider = nullptr;
    QLabel *m_stepLabel = nullptr;
    QAction *m_start = nullptr;
    QAction *m_back = nullptr;
    QAction *m_forward = nullptr;
    QAction *m_end = nullptr;
    QAction *m_previousShown = nullptr;
    QAction *m_nextShown = nullptr;
    GraphPresentation *m_presentation = nullptr;
    bool m_dark = false;
    QFont m_narrationFont; // at scale 1
};

} // namespace gt

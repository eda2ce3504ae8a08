#pragma once

#include "core/graph/retrogradereplay.h"
#include "core/layout/graphlayout.h"

#include <QFutureWatcher>

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QLabel;
class QSlider;
class QStackedWidget;

namespace gt {

class GraphPanel;
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
    // Shows `graph` (a generated game) under `name`.
    void showGraph(GameGraph graph, const QString &name);
    // The graph of a game of core/generate/gamegraphs.h ("grundy", "tictactoe", "lgame") from
    // its default start; false and lastError() when there is none.
    bool openGame(const QString &id);
    QString lastError() const { return m_lastError; }

    const GameGraph *graph() const { return m_graph ? &*m_graph : nullptr; }
    const RetrogradeResult &result() const { return m_result; }
    bool isDrawn() const;         // laid out (small enough, Graphviz succeeded)
    bool isLayoutRunning() const; // Graphviz is at work on a worker thread
    bool isStepped() const { return m_replay != nullptr; } // the steps were kept
    int step() const;
    int stepCount() const;
    void setStep(int step);
    QString narration() const;
    GraphScene *scene() const { return m_scene; }
    GraphView *view() const { return m_view; }
    GraphPanel *panel() const { return m_panel; }

    // Writes the graph as it shows now, by the file's suffix: SVG (.svg), PDF (.pdf), TikZ
    // (.tex: a document pdflatex sets, the picture alone within it), DOT (.dot, .gv: the graph
    // `gametree solve` reads back, with the analysis as labels), else a PNG. Every format but
    // DOT needs the picture (isDrawn()); DOT is written for a graph too big to draw as well.
    bool exportPicture(const QString &path, QString *error);

private:
    // Up to this many positions Graphviz runs at once (a fraction of a second); beyond, on a
    // worker thread.
    static constexpr VertexId SynchronousLayoutVertices = 150;
    struct LayoutJob {
        int generation = 0;
        std::optional<GraphLayout> layout;
        QString error;
    };

    void createStepper();
    void showLayout(const std::optional<GraphLayout> &layout, const QString &error);
    void createMenus();
    void showFrame();
    void chooseExport();
    bool writeText(const QString &path, const QByteArray &bytes, QString *error);
    bool writePdf(const QString &path, QString *error);

    std::optional<GameGraph> m_graph;
    RetrogradeResult m_result;
    std::optional<GraphLayout> m_layout; // what the scene draws: for the TikZ export
    std::unique_ptr<RetrogradeReplay> m_replay;
    QString m_lastError;
    QFutureWatcher<LayoutJob> m_layoutWatcher;
    int m_layoutGeneration = 0; // which showGraph() a layout belongs to
    GraphScene *m_scene;
    GraphView *m_view;
    QStackedWidget *m_centre;
    QLabel *m_tooBig;
    QLabel *m_narration;
    GraphPanel *m_panel;
    QSlider *m_slider = nullptr;
    QLabel *m_stepLabel = nullptr;
    QAction *m_start = nullptr;
    QAction *m_back = nullptr;
    QAction *m_forward = nullptr;
    QAction *m_end = nullptr;
};

} // namespace gt

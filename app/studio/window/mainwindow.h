#pragma once

#include "app/studio/edit/documenthost.h"

#include "core/io/document.h"
#include "core/io/readerror.h"
#include "core/trace/trace.h"

#include <optional>
#include <vector>

#include <QMainWindow>

class QDockWidget;
class QLabel;
class QToolBar;

namespace gt {

class AlgorithmPicker;
class CallStackDock;
class CanvasController;
class CompareWindow;
class DocumentController;
class EditActions;
class ErrorNotice;
class ExportActions;
class HelpMenu;
class InspectorDock;
class IterationBar;
class ExamplesMenu;
class GraphWindow;
class NarrationDock;
class OpenDock;
class TableDock;
class PassBand;
class IntervalBand;
class OrderingDock;
class MctsConvergenceDock;
class PresentationMode;
class PrintActions;
class PseudocodeDock;
class QuizDock;
class QuizMode;
class RecentFiles;
class SearchOptionsDock;
class SearchSession;
class StatisticsDock;
class StepActions;
class StepperBar;
struct StudioParts;
class TreeEditor;
class TreeLoader;
class TreeTextField;

// The GameTree Studio window: the canvas in the middle, the stepper under it, the algorithm
// and the "type a tree" field above, the docks around it. It composes the parts and moves
// documents in and out (files, examples, drops, typed text); the parts talk to each other
// only through the SearchSession. It wires and owns: the parts get what they need from it as
// constructor arguments (the DocumentController the window as its DocumentHost), and nothing but
// main() and the tests that drive the window includes this header.
class MainWindow : public QMainWindow, public DocumentHost {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a .tree, .json or .dot file; a DOT file that is a game graph and not a tree (a
    // cycle, `result=`) opens in the graph window instead. On failure the current tree stays, the
    // status bar names the place (file:line:column) and `lastError()` returns it; `interactive`
    // also shows a message box. A tree that reads but does not validate (saved mid-edit) opens, and
    // the status bar says what is left to fix.
    bool openFile(const QString &path, bool interactive = false) override;
    bool openExample(const QString &resourcePath);
    // An empty, untitled document (File ▸ New, after the document controller asked).
    void newDocument() override;
    // A generated tree as an untitled document called `name` (File ▸ New from Generator…,
    // after the document controller asked), searched as an opened .tree file would be.
    void openGenerated(const GameTree &tree, const QString &name) override;
    QString lastError() const override { return m_lastError; }
    QString documentName() const override { return m_documentName; }
    // The document as Save and autosave write it: the session's, except that an algorithm this
    // version does not know, named by the opened file, is written back as it was (with its
    // options) while the window still shows the stand-in it chose, as `gametree convert` keeps
    // it.
    Document documentToSave() const override;
    // The document names `algorithm`, which this version does not know: the window goes on
    // with the algorithm it shows, says so in the status bar, and documentToSave() writes
    // `algorithm` and `options` back while that stand-in stays chosen.
    void keepUnknownAlgorithm(const QString &algorithm, const SearchOptions &options) override;

    void setDark(bool dark);
    bool isDark() const;

    SearchSession *session() const { return m_session; }
    CanvasController *canvas() const { return m_canvas; }
    StepperBar *stepper() const { return m_stepper; }
    StepActions *stepActions() const { return m_steps; }
    IterationBar *iterationBar() const { return m_iterationBar; } // MCTS: granularity, go to k
    AlgorithmPicker *picker() const { return m_picker; }
    TreeTextField *treeTextField() const { return m_textField; }
    PseudocodeDock *pseudocodeDock() const { return m_pseudocode; }
    NarrationDock *narrationDock() const { return m_narration; }
    CallStackDock *callStackDock() const { return m_callStack; }
    StatisticsDock *statisticsDock() const { return m_statistics; }
    OpenDock *openDock() const { return m_open; }
    PassBand *passBand() const { return m_passBand; }
    IntervalBand *intervalBand() const { return m_intervalBand; }
    SearchOptionsDock *searchOptionsDock() const { return m_searchOptions; }
    ExamplesMenu *examplesMenu() const { return m_examples; }
    PresentationMode *presentation() const { return m_presentation; }
    TreeEditor *editor() const { return m_editor; }
    EditActions *editActions() const { return m_editActions; }
    DocumentController *documents() const { return m_documents; }
    InspectorDock *inspectorDock() const { return m_inspector; }
    ExportActions *exportActions() const { return m_exportActions; }
    CompareWindow *compareWindow() const { return m_compare; } // View ▸ Compare Algorithms
    PrintActions *printActions() const { return m_printActions; }
    HelpMenu *helpMenu() const { return m_help; }
    QDockWidget *undoHistoryDock() const { return m_undoDock; }
    QDockWidget *overviewDock() const { return m_overviewDock; }
    QuizMode *quizMode() const { return m_quiz; }
    QuizDock *quizDock() const { return m_quizDock; }
    GraphWindow *graphWindow() const { return m_graphWindow; } // game graphs (issue 31)
    bool isLoading() const override; // a big file is being read on a worker thread

signals:
    // A file read on a worker thread (see isLoading) has become the document on screen.
    void fileLoaded();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createDocks();
    void createToolBars();
    void createMenus();
    void createEditing(); // the editor, its actions and docks, the document controller
    // `searched`: the trace of the search adopt() will choose, made on a worker thread with
    // `searchedWith`; it is used only if algorithm and options turn out the same.
    // `searchWith`: what a document without a search of its own is searched with (empty: the
    // algorithm the user last picked).
    void adopt(Document document, bool keepsSearch, const QString &name,
               std::optional<Trace> searched = std::nullopt,
               const SearchOptions &searchedWith = SearchOptions(),
               const QString &searchWith = QString());
    void openLoaded(const QString &path, Document document, std::optional<Trace> searched,
                    const SearchOptions &searchedWith, const std::vector<ReadError> &problems);
    void reportReadError(const QString &message, bool interactive);
    void chooseOpenFile();
    // A DOT file read as a game graph, in the graph window; the tree on screen stays.
    bool openGraphFile(const QString &path, bool interactive);
    void onTreeTyped(const GameTree &tree);
    void updateTitle();
    StudioParts studioParts(); // what the studio's settings restore and keep

    SearchSession *m_session;
    CanvasController *m_canvas;
    StepperBar *m_stepper;
    PassBand *m_passBand = nullptr;
    IntervalBand *m_intervalBand = nullptr;
    StepActions *m_steps;
    AlgorithmPicker *m_picker;
    TreeTextField *m_textField;
    PseudocodeDock *m_pseudocode = nullptr;
    NarrationDock *m_narration = nullptr;
    CallStackDock *m_callStack = nullptr;
    StatisticsDock *m_statistics = nullptr;
    OpenDock *m_open = nullptr;
    TableDock *m_table = nullptr;
    OrderingDock *m_ordering = nullptr;
    MctsConvergenceDock *m_convergence = nullptr;
    SearchOptionsDock *m_searchOptions = nullptr;
    ExamplesMenu *m_examples = nullptr;
    RecentFiles *m_recent = nullptr;
    TreeLoader *m_loader = nullptr; // big files are read on a worker thread
    PresentationMode *m_presentation = nullptr;
    QToolBar *m_mainBar = nullptr;
    QToolBar *m_stepBar = nullptr;
    IterationBar *m_iterationBar = nullptr;
    ErrorNotice *m_errorNotice = nullptr; // a file that could not be read, until the next action
    QString m_lastError;
    QString m_documentName;
    // The opened document's algorithm when this version does not know it (a newer version's, a
    // typo), with its options, and the algorithm shown in its place.
    struct ForeignAlgorithm {
        QString id;
        SearchOptions options;
        QString shownAs;
    };
    std::optional<ForeignAlgorithm> m_foreign;
    TreeEditor *m_editor = nullptr;
    EditActions *m_editActions = nullptr;
    DocumentController *m_documents = nullptr;
    InspectorDock *m_inspector = nullptr;
    QDockWidget *m_undoDock = nullptr;
    QDockWidget *m_overviewDock = nullptr; // the minimap of the canvas
    ExportActions *m_exportActions = nullptr;
    CompareWindow *m_compare = nullptr;
    QuizMode *m_quiz = nullptr; // Step ▸ Quiz
    QuizDock *m_quizDock = nullptr;
    PrintActions *m_printActions = nullptr;
    HelpMenu *m_help = nullptr;
    GraphWindow *m_graphWindow = nullptr;
};

} // namespace gt

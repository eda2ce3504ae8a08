#pragma once

#include "core/generate/generator.h"

#include <QDialog>
#include <QFuture>

#include <memory>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTimer;
class QVBoxLayout;

namespace gt {

class OptionForm;

// File ▸ New from Generator…: the generators as they describe themselves — the list, the
// chosen one's description and a form generated from its options, a seed for the random ones —
// and the size of the tree OK makes, shown before it is made. The tree is made on a worker
// thread (the whole tic-tac-toe tree takes seconds), with a busy bar and Stop while it runs, so
// the window never freezes; a newer choice or Stop drops the tree being made. Nothing here
// knows a generator or an option by name (a game's board editor knows its own); messages that
// name options as command-line flags are put in the form's words. The dialog fits the chosen
// game's form and any problem shown. The choices are kept in the settings for the next time.
// File ▸ New from Game… is the same dialog over the games alone.
class GeneratorDialog : public QDialog {
    Q_OBJECT
public:
    enum class Scope { AllGenerators, GamesOnly };
    explicit GeneratorDialog(QWidget *parent = nullptr, Scope scope = Scope::AllGenerators);

    const Generator *generator() const;
    void setGenerator(const QString &id);
    OptionValues values() const;
    std::uint64_t seed() const;
    // The tree OK makes, waiting for it if it is still being made; nothing when problem() says
    // why not (or it was stopped).
    std::optional<GameTree> tree();
    QString problem();
    QString previewText() const; // "40 nodes: 27 leaves, depth 3", or the problem
    bool isMaking() const;       // a tree is being made on the worker thread

    void accept() override;

private:
    // What the worker thread hands back: the tree, or why there is none.
    struct Made {
        std::optional<GameTree> tree;
        QString problem;
    };

    void showGenerator();
    void scheduleUpdate();
    void update();
    void made(quint64 job, const std::shared_ptr<Made> &result);
    void stop();
    void showPreview();
    void fitContents(bool shrink); // room for the form and a problem's lines
    void restoreChoices();
    void saveChoices() const;

    QListWidget *m_list;
    QLabel *m_description;
    OptionForm *m_form;
    QLabel *m_seedLabel;
    QLineEdit *m_seed;
    QPushButton *m_newSeed;
    QVBoxLayout *m_boardSlot; // the chosen game's board editor, when it has one
    QWidget *m_board = nullptr;
    QLabel *m_preview;
    QWidget *m_working; // the busy bar and Stop, while a tree is being made
    QPushButton *m_stop;
    QDialogButtonBox *m_buttons;
    QTimer *m_updateTimer; // typing a number of many digits makes one tree, not one per digit
    QTimer *m_busyDelay;   // shows the busy bar when a tree takes a while
    QString m_remembered;  // the settings key of the last choice: one for each scope
    std::optional<GameTree> m_tree;
    QString m_problem;
    // The job whose tree is wanted; a finished job of another number is dropped. 0: none.
    quint64 m_job = 0;
    quint64 m_jobs = 0; // jobs started
    QFuture<std::shared_ptr<Made>> m_making;
};

} // namespace gt

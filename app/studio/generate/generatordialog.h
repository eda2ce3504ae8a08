#pragma once

#include "core/generate/generator.h"

#include <QDialog>

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
// and the size of the tree OK makes, shown before it is made. Nothing here knows a generator
// or an option by name (a game's board editor knows its own). The choices are kept in the
// settings for the next time. File ▸ New from Game… is the same dialog over the games alone.
class GeneratorDialog : public QDialog {
    Q_OBJECT
public:
    enum class Scope { AllGenerators, GamesOnly };
    explicit GeneratorDialog(QWidget *parent = nullptr, Scope scope = Scope::AllGenerators);

    const Generator *generator() const;
    void setGenerator(const QString &id);
    OptionValues values() const;
    std::uint64_t seed() const;
    // The tree OK makes, made now if a change is still waiting; nothing when problem() says
    // why not.
    std::optional<GameTree> tree();
    QString problem();
    QString previewText() const; // "40 nodes: 27 leaves, depth 3", or the problem

    void accept() override;

private:
    void showGenerator();
    void scheduleUpdate();
    void update();
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
    QDialogButtonBox *m_buttons;
    QTimer *m_updateTimer; // typing a number of many digits makes one tree, not one per digit
    QString m_remembered;  // the settings key of the last choice: one for each scope
    std::optional<GameTree> m_tree;
    QString m_problem;
};

} // namespace gt

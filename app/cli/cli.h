#pragma once

#include "core/graph/gamegraph.h"
#include "core/io/document.h"
#include "core/io/treefile.h"
#include "core/search/algorithm.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <QStringList>

#include <optional>

namespace gt {
class AlgorithmChoice;
class GraphGame;
class Generator;
} // namespace gt

namespace gt::cli {

// Exit statuses of the command-line contract (DESIGN.md).
enum Exit { Ok = 0, BadInput = 1, BadUsage = 2 };

// Thrown nowhere: commands return an Exit after printing one line to stderr.
int fail(Exit status, const QString &message);

// Parses `args` (args[0] is "gametree <command>") and handles --help. Returns nullopt with
// *exit set when the command should stop (help shown or a usage error printed).
bool parseArguments(QCommandLineParser &parser, const QStringList &args, const QString &usage,
                    int *exit);

// `text`, which the caller prints from column `indent`, broken at spaces into lines of at most
// `width` columns, the later lines indented to the same column: for the usage texts.
QString wrapText(const QString &text, int indent, int width = 80);

// Adds the TREE argument and --text; reads the tree from a path, '-' (stdin) or --text.
// *where, when given, receives where the tree's nodes are, for searchTree().
void addTreeInput(QCommandLineParser &parser);
std::optional<Document> readTreeInput(const QCommandLineParser &parser, int *exit,
                                      NodeLocator *where = nullptr);
// The same with the positional arguments that name the tree given (`check` takes TREE ANSWER
// and hands over only TREE's part: empty with --text).
std::optional<Document> readTreeInput(const QCommandLineParser &parser,
                                      const QStringList &treeArguments, int *exit,
                                      NodeLocator *where = nullptr);

// The search `choice` makes (core/session) for a command. A failure is printed as a reader's
// error would be, at the place of the node it is about ("in.tree:1:5: node 1 is a chance node;
// …"), and sets *exit.
std::optional<Trace> searchTree(const Document &doc, NodeLocator &where,
                                const AlgorithmChoice &choice, int *exit);

int runEval(const QStringList &args);
int runTrace(const QStringList &args);
int runRandom(const QStringList &args);
int runGenerate(const QStringList &args);
// `gametree generate GEN …` once GEN is known (args[0] is "gametree generate GEN"); the flags
// named in `required` must be given even where the generator has a default.
int runGenerator(const Generator &generator, const QStringList &args, const QStringList &required);
int runConvert(const QStringList &args);
int runRender(const QStringList &args);
int runSlides(const QStringList &args);
int runAlgorithms(const QStringList &args);
// Issue 12: a monotone map of the values, and the decisions it changes.
int runTransform(const QStringList &args);
// Issue 13: the Baltic OI 2002 L-game task (lgame.in on a path or standard input).
int runLGame(const QStringList &args);
// Issue 31: retrograde analysis of a game graph (a DOT file or --game GEN).
int runSolve(const QStringList &args);
// The games `solve --game` and `check --graph --game` know, "grundy, tictactoe, lgame"; the
// value of --game in `args`, looked for before parsing (the game's options are flags).
QString graphGameIds();
QString graphGameArgument(const QStringList &args);
// A DOT game graph from a path or '-' (stdin); nothing with the error printed and *exit set.
std::optional<GameGraph> readGraphArgument(const QString &path, int *exit);
// The graph a command names: built by `game` (when given) with its options from `parser`, else
// read from `path`. Nothing with the error printed and *exit set (BadUsage for the game's).
std::optional<GameGraph> readGraphInput(const QCommandLineParser &parser, const GraphGame *game,
                                        const QString &path, bool moveLabels, int *exit);
// `check --graph`: a student's labels of a game graph against its analysis.
int runGraphCheck(const QStringList &args);
// `slides --graph`: retrograde analysis stepped as a deck (.pdf, .tex) or a player (.html).
int runGraphSlides(const QStringList &args);
// Issue 14: grade a student's answer against the search (0 right, 1 wrong, 2 bad usage/input).
int runCheck(const QStringList &args);

} // namespace gt::cli

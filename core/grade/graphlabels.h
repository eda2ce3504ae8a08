#pragma once

#include "../graph/retrograde.h"
#include "../io/readerror.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace gt::grade {

// One label a student gave a position of a game graph (docs/grading.md, "Labels of a game
// graph"), and where it was written.
struct GraphLabelClaim {
    TextPos where; // the line of a text file; line 0 for a JSON entry
    QString entry; // JSON: "vertices[3]"; empty for a line
    VertexId vertex = NoVertex;
    GameResult label = GameResult::Draw;
    int remoteness = -1; // -1: not given ('-' or nothing)
    bool hasRemoteness = false;
};

// Reads a student's labels of `graph`: lines `position label [remoteness]` (label win, loss or
// draw; remoteness a number of plies or '-'; `#` starts a comment; a position with spaces or a
// '#' is written in double quotes), or the JSON of `gametree solve --json` ({"vertices":
// [{"position" or "id", "label", "remoteness"}…]}, anything else in it ignored). Nothing and
// *error at the first bad line ("file:line: no position “x” in the graph"): an unknown position
// or label, a bad remoteness, a position labelled twice, no label at all.
std::optional<std::vector<GraphLabelClaim>> readGraphLabels(const QByteArray &bytes,
                                                            const QString &source,
                                                            const GameGraph &graph,
                                                            ReadError *error);

// A label that differs from the analysis: what was given, what is right, the rule of the step
// that decided the position.
struct GraphLabelMistake {
    GraphLabelClaim claim;
    QString message; // "p is LOSS 2, not WIN 2"
    QString rule;    // the narration of the step that labelled p
};

struct GraphLabelVerdict {
    int given = 0;
    int right = 0;
    std::vector<GraphLabelMistake> mistakes; // in the order given
    bool isRight() const { return mistakes.empty(); }
};

// Grades the claims against `result` (made with its steps recorded, for the rules): a label is
// right when it is the analysis's and, when a remoteness is given, that is the analysis's too
// (a draw has none).
GraphLabelVerdict gradeGraphLabels(const GameGraph &graph, const RetrogradeResult &result,
                                   const std::vector<GraphLabelClaim> &claims);

} // namespace gt::grade

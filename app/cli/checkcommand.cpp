// `gametree check`: grade a student's answer against the search's own trace (issue 14). The
// grading is core/grade's; this file reads the two inputs and prints the verdict.
#include "cli.h"
#include "searchflags.h"

#include "core/grade/answerreader.h"
#include "core/grade/grade.h"
#include "core/io/readerror.h"
#include "core/trace/tracejson.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <cstdio>

namespace gt::cli {

namespace {

// Exit statuses of `check`: its own, since 1 means a wrong answer here (DESIGN.md).
enum CheckExit { Right = 0, Wrong = 1, CheckBadInput = 2 };

const char *usageText =
    "Grades ANSWER, a student's answer for TREE searched with ALGO, against the search's own "
    "trace: exit 0 when right, else 1 and the first difference in words, with the rule of the "
    "step that decides it. ANSWER is a file (- for standard input): one value; a list of leaves "
    "read (ids or names, separated by spaces, commas or newlines); lines 'value: 3', "
    "'leaves: ...', 'pruned: ...', 'best: L', 'visits: 26 74' (mcts: the root children's N); a "
    "trace in the JSON lines of 'gametree trace'; "
    "a whole-tree answer {\"values\": {...}, \"pruned\": [...]}; or the JSON of 'gametree "
    "eval --json'. docs/grading.md describes them. Bad usage or input exits with 2.";

std::optional<QByteArray> readAnswerBytes(const QString &path, int *exit)
{
    QFile in;
    const bool ok = path == QLatin1String("-")
                        ? in.open(stdin, QIODevice::ReadOnly)
                        : (in.setFileName(path), in.open(QIODevice::ReadOnly));
    if (!ok) {
        *exit = fail(Exit(CheckBadInput),
                     QStringLiteral("%1: cannot read the answer: %2").arg(path, in.errorString()));
        return std::nullopt;
    }
    return readCapped(in);
}

QByteArray verdictJson(const grade::Verdict &v, const QString &source)
{
    QJsonObject o{{QStringLiteral("right"), v.right}};
    if (!v.right) {
        o.insert(QStringLiteral("step"), v.step);
        o.insert(QStringLiteral("node"), v.node);
        o.insert(QStringLiteral("difference"), v.difference);
        o.insert(QStringLiteral("rule"), v.rule);
        o.insert(QStringLiteral("message"), v.message());
        if (v.where.line > 0) {
            o.insert(QStringLiteral("file"), source);
            o.insert(QStringLiteral("line"), v.where.line);
            o.insert(QStringLiteral("column"), v.where.column);
        }
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

int runCheck(const QStringList &args)
{
    // Labels of a game graph (issue 31): another input and another grader, the same verdicts.
    if (args.contains(QStringLiteral("--graph")))
        return runGraphCheck(args);
    QCommandLineParser parser;
    addTreeInput(parser);
    addSearchFlags(parser, true);
    parser.addPositionalArgument(QStringLiteral("ANSWER"),
                                 QStringLiteral("The answer: a file, or - for standard input."));
    parser.addOption(
        {QStringLiteral("answer"),
         QStringLiteral("What a bare answer is: %1 (default auto: one number is a value; JSON is "
                        "a trace, a whole-tree answer or the shape of eval --json; anything "
                        "else the leaves read).")
             .arg(grade::answerKindNames().join(QStringLiteral(", "))),
         QStringLiteral("KIND"), QStringLiteral("auto")});
    parser.addOption({QStringLiteral("numbers"),
                      QStringLiteral("What bare numbers in a list of leaves are: ids (preorder, "
                                     "as eval --json prints them) or values (the leaves' "
                                     "values)."),
                      QStringLiteral("ids|values"), QStringLiteral("ids")});
    parser.addOption({QStringLiteral("tolerance"),
                      QStringLiteral("How close a number must be: |answer - value| <= T * "
                                     "max(1, |value|)."),
                      QStringLiteral("T"), QStringLiteral("1e-6")});
    parser.addOption({QStringLiteral("json"),
                      QStringLiteral("Print the verdict as one JSON object (right, step, node, "
                                     "difference, rule, message, file, line, column).")});
    int exit = Ok;
    if (!parseArguments(parser, args, QString::fromUtf8(usageText), &exit))
        return exit;
    // TREE ANSWER, or with --text only ANSWER.
    QStringList treeArguments = parser.positionalArguments();
    const bool hasText = parser.isSet(QStringLiteral("text"));
    if (treeArguments.size() != (hasText ? 1 : 2))
        return fail(BadUsage, hasText ? QStringLiteral("give one ANSWER after --text (see --help)")
                                      : QStringLiteral("give TREE and ANSWER (see --help)"));
    const QString answerPath = treeArguments.takeLast();
    if (answerPath == QLatin1String("-") && treeArguments.value(0) == QLatin1String("-"))
        return fail(BadUsage, QStringLiteral("TREE and ANSWER cannot both be standard input"));
    const auto kind = grade::answerKindFromName(parser.value(QStringLiteral("answer")));
    if (!kind)
        return fail(BadUsage, QStringLiteral("unknown --answer '%1' (known: %2)")
                                  .arg(parser.value(QStringLiteral("answer")),
                                       grade::answerKindNames().join(QStringLiteral(", "))));
    const QString numbers = parser.value(QStringLiteral("numbers"));
    if (numbers != QLatin1String("ids") && numbers != QLatin1String("values"))
        return fail(BadUsage,
                    QStringLiteral("unknown --numbers '%1': use ids or values").arg(numbers));
    grade::GradeOptions options;
    bool toleranceOk = false;
    options.tolerance = parser.value(QStringLiteral("tolerance")).toDouble(&toleranceOk);
    if (!toleranceOk || !(options.tolerance >= 0) || std::isinf(options.tolerance))
        return fail(BadUsage, QStringLiteral("--tolerance needs a number >= 0, not '%1'")
                                  .arg(parser.value(QStringLiteral("tolerance"))));

    // A tree that cannot be read or searched is bad input: 2 here, where 1 means wrong.
    const auto searched = readAndSearch(parser, true, &exit, &treeArguments);
    if (!searched)
        return CheckBadInput;
    const auto bytes = readAnswerBytes(answerPath, &exit);
    if (!bytes)
        return exit;
    const QString source =
        answerPath == QLatin1String("-") ? QStringLiteral("<stdin>") : answerPath;
    const GameTree &tree = searched->doc.tree;
    const Trace &trace = *searched->trace;
    ReadError error;
    const auto answer = grade::readAnswer(
        *bytes, source, tree, *kind,
        numbers == QLatin1String("values") ? grade::LeafNumbers::Values : grade::LeafNumbers::Ids,
        &error, trace.events.size() + 1);
    if (!answer)
        return fail(Exit(CheckBadInput), error.toString());
    if (answer->bestMove && !grade::hasBestMove(trace))
        return fail(Exit(CheckBadInput),
                    QStringLiteral("%1: the root is a chance node or a leaf: it has no best move")
                        .arg(source));
    if (answer->visits && !grade::hasVisits(trace))
        return fail(Exit(CheckBadInput),
                    QStringLiteral("%1: %2 keeps no visit counts: only mcts has them")
                        .arg(source, trace.algorithm));
    const grade::Verdict verdict = grade::gradeAnswer(tree, trace, *answer, options);
    if (parser.isSet(QStringLiteral("json"))) {
        std::printf("%s\n", verdictJson(verdict, source).constData());
    } else if (verdict.right) {
        std::printf("right\n");
    } else {
        const QString place = verdict.where.line > 0
                                  ? ReadError{source, verdict.where, QString()}.toString()
                                  : QString();
        std::printf("%swrong: %s\n", qPrintable(place), qPrintable(verdict.message()));
    }
    return verdict.right ? Right : Wrong;
}

} // namespace gt::cli

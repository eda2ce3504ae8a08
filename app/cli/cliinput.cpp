// Reading the TREE argument every command shares, and the usage/exit conventions.
#include "cli.h"

#include "core/io/inputlimits.h"
#include "core/io/readerror.h"
#include "core/session/algorithmchoice.h"
#include "core/session/documentfiles.h"

#include <QFile>
#include <QTextStream>

#include <cstdio>

namespace gt::cli {

int fail(Exit status, const QString &message)
{
    std::fprintf(stderr, "gametree: %s\n", qPrintable(message));
    return status;
}

bool parseArguments(QCommandLineParser &parser, const QStringList &args, const QString &usage,
                    int *exit)
{
    parser.setApplicationDescription(usage);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help."));
    parser.addOption(help);
    if (!parser.parse(args)) {
        *exit = fail(BadUsage, parser.errorText() + QStringLiteral(" (see --help)"));
        return false;
    }
    if (parser.isSet(help)) {
        // Qt names the executable's full path; users type "gametree <command>".
        QString text = parser.helpText();
        const int options = text.indexOf(QStringLiteral(" [options]"));
        if (text.startsWith(QStringLiteral("Usage: ")) && options > 0)
            text.replace(7, options - 7, args.front());
        // A usage line ends where its last argument's syntax does, not in padding.
        const qsizetype lineEnd = text.indexOf(u'\n');
        qsizetype trimmed = lineEnd;
        while (trimmed > 0 && text.at(trimmed - 1) == u' ')
            --trimmed;
        if (lineEnd > 0)
            text.remove(trimmed, lineEnd - trimmed);
        std::fputs(qPrintable(text), stdout);
        *exit = Ok;
        return false;
    }
    return true;
}

QString wrapText(const QString &text, int indent, int width)
{
    QString out;
    int column = indent;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (column > indent && column + 1 + word.size() > width) {
            out += QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
            column = indent;
        } else if (!out.isEmpty()) {
            out += QLatin1Char(' ');
            ++column;
        }
        out += word;
        column += int(word.size());
    }
    return out;
}

void addTreeInput(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        QStringLiteral("TREE"),
        QStringLiteral("A .gtree, .json, .tree or .dot file, or - for standard "
                       "input (read as .tree notation)."),
        QStringLiteral("[TREE]"));
    parser.addOption({QStringLiteral("text"),
                      QStringLiteral("The tree in .tree notation, e.g. \"((10,10),(9,100))\"."),
                      QStringLiteral("TREE")});
    parser.addOption({QStringLiteral("format"),
                      QStringLiteral("The format of standard input: tree, json or dot."),
                      QStringLiteral("FORMAT"), QStringLiteral("tree")});
}

std::optional<Document> readTreeInput(const QCommandLineParser &parser, int *exit,
                                      NodeLocator *where)
{
    return readTreeInput(parser, parser.positionalArguments(), exit, where);
}

std::optional<Document> readTreeInput(const QCommandLineParser &parser,
                                      const QStringList &positional, int *exit, NodeLocator *where)
{
    const bool hasText = parser.isSet(QStringLiteral("text"));
    if (positional.size() > 1 || (hasText && !positional.isEmpty()) ||
        (!hasText && positional.isEmpty())) {
        *exit = fail(BadUsage, QStringLiteral("give one TREE: a path, - for standard input, or "
                                              "--text \"...\" (see --help)"));
        return std::nullopt;
    }
    ReadError error;
    std::optional<Document> doc;
    if (hasText) {
        doc = readDocument(parser.value(QStringLiteral("text")).toUtf8(), TreeFormat::Text,
                           QStringLiteral("<text>"), &error, where);
    } else if (positional.front() == QLatin1String("-")) {
        const QString name = parser.value(QStringLiteral("format"));
        const auto format = formatForPath(QStringLiteral("stdin.") + name);
        if (!format) {
            *exit = fail(BadUsage,
                         QStringLiteral("unknown --format '%1': use tree, json or dot").arg(name));
            return std::nullopt;
        }
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            *exit = fail(BadInput, QStringLiteral("cannot read standard input"));
            return std::nullopt;
        }
        doc = readDocument(readCapped(in), *format, QStringLiteral("<stdin>"), &error, where);
    } else {
        doc = loadDocument(positional.front(), &error, where);
    }
    if (!doc)
        *exit = fail(BadInput, error.toString());
    return doc;
}

std::optional<Trace> searchTree(const Document &doc, NodeLocator &where,
                                const AlgorithmChoice &choice, int *exit)
{
    QString error;
    NodeId node = NoNode;
    std::optional<Trace> trace = choice.search(doc.tree, &error, &node);
    if (!trace)
        *exit = fail(BadInput, node == NoNode ? error : where.errorAt(node, error).toString());
    return trace;
}

} // namespace gt::cli

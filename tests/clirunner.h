#pragma once

// Runs the `gametree` built beside the tests as users and scripts do, for the tests of the
// command-line contract: its exit status and what it wrote to standard output and error.
#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace gt::test {

struct Result {
    int exit = -1; // -1: it crashed
    QByteArray out;
    QByteArray err;
};

inline Result gametree(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(QStringLiteral(GT_CLI_PATH), args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        qFatal("gametree did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace gt::test

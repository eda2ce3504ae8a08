#pragma once

// Runs the `gametree` built beside the tests as users and scripts do, for the tests of the
// command-line contract: its exit status and what it wrote to standard output and error.
#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QThread>

namespace gt::test {

struct Result {
    int exit = -1; // -1: it crashed
    QByteArray out;
    QByteArray err;
};

// Standard input written in pieces, a pause after each but the last: as a slow writer to a
// pipe does, so that gametree's first read finds only the first piece.
inline Result gametreeInPieces(const QStringList &args, const QList<QByteArray> &pieces)
{
    QProcess p;
    p.start(QStringLiteral(GT_CLI_PATH), args);
    for (const QByteArray &piece : pieces) {
        p.write(piece);
        p.waitForBytesWritten(10000);
        if (&piece != &pieces.back())
            QThread::msleep(300);
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        qFatal("gametree did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

inline Result gametree(const QStringList &args, const QByteArray &input = {})
{
    return gametreeInPieces(args, input.isEmpty() ? QList<QByteArray>() : QList{input});
}

} // namespace gt::test

// Writing files so that a failure never costs the old one: the new contents go in whole or not at
// all, and every failure is told in words a user can act on ("the disk is full; the file on disk
// is unchanged"), in the library and on the command line alike. The full disk is a real one: a
// small tmpfs, filled up.
#include "core/io/atomicwrite.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>

#include <sys/mount.h>
#include <sys/stat.h>

#include "smalldisk.h"

using namespace gt;

namespace {

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

const char FullDisk[] = "the disk is full; the file on disk is unchanged";

// `name` on `disk` holding "old contents": the file a failed write must leave as it was.
QString oldFile(const test::SmallDisk &disk, const QString &name)
{
    const QString path = disk.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write("old contents") != 12)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

// Skips the test where mounting a small disk is not allowed.
#define SKIP_UNLESS_MOUNTED(disk)                                                                  \
    if (!(disk).isMounted())                                                                       \
    QSKIP(qPrintable((disk).why()))

class TstAtomicWrite : public QObject {
    Q_OBJECT

private slots:
    // The words for each failure, whatever the disk at hand can produce.
    void errorMessages()
    {
        const QString p = QStringLiteral("/d/x.json");
        QCOMPARE(writeErrorMessage(p, ENOSPC, true),
                 QStringLiteral("cannot write /d/x.json: the disk is full; the file on disk is "
                                "unchanged"));
        QCOMPARE(writeErrorMessage(p, EDQUOT, true), writeErrorMessage(p, ENOSPC, true));
        QCOMPARE(writeErrorMessage(p, ENOSPC, false),
                 QStringLiteral("cannot write /d/x.json: the disk is full"));
        QCOMPARE(writeErrorMessage(p, EROFS, true),
                 QStringLiteral("cannot write /d/x.json: the disk is read-only; the file on disk "
                                "is unchanged"));
        QCOMPARE(writeErrorMessage(p, EACCES, false),
                 QStringLiteral("cannot write /d/x.json: permission denied: you may not write in "
                                "the folder /d"));
        QCOMPARE(writeErrorMessage(p, EPERM, false), writeErrorMessage(p, EACCES, false));
        QCOMPARE(writeErrorMessage(p, ENOTDIR, false),
                 QStringLiteral("cannot write /d/x.json: Not a directory"));
    }

    void writesAndReplacesKeepingTheMode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("doc.json"));
        QString error;
        QVERIFY2(writeFileAtomically(path, "first", &error), qPrintable(error));
        QCOMPARE(contents(path), QByteArray("first"));
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0640) == 0);
        QVERIFY2(writeFileAtomically(path, "second", &error), qPrintable(error));
        QCOMPARE(contents(path), QByteArray("second"));
        struct stat st {};
        QVERIFY(::stat(QFile::encodeName(path).constData(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, mode_t(0640));
        QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("doc.json")});
    }

    // A link stays a link; the file it points to gets the contents.
    void writesThroughALink()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("real.tree"));
        const QString link = dir.filePath(QStringLiteral("link.tree"));
        QVERIFY(QFile::link(target, link)); // dangling until the first write
        QString error;
        QVERIFY2(writeFileAtomically(link, "(1,2)", &error), qPrintable(error));
        QVERIFY2(writeFileAtomically(link, "(3,4)", &error), qPrintable(error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(contents(target), QByteArray("(3,4)"));
    }

    // A name at the file system's limit: the temporary name beside it must not exceed it.
    void longNameIsWritten()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QString(250, u'n') + QStringLiteral(".json"));
        QString error;
        QVERIFY2(writeFileAtomically(path, "{}", &error), qPrintable(error));
        QCOMPARE(contents(path), QByteArray("{}"));
        QCOMPARE(filesIn(dir.path()).size(), 1);
    }

    void fullDiskKeepsTheOldFile()
    {
        test::SmallDisk disk;
        SKIP_UNLESS_MOUNTED(disk);
        const QString path = oldFile(disk, QStringLiteral("kept.json"));
        QVERIFY(disk.fill());
        QString error;
        QString reason;
        QVERIFY(!writeFileAtomically(path, QByteArray(200'000, 'n'), &error, &reason));
        QCOMPARE(error, QStringLiteral("cannot write %1: %2").arg(path, QLatin1String(FullDisk)));
        QCOMPARE(reason, QStringLiteral("the disk is full"));
        QCOMPARE(contents(path), QByteArray("old contents"));
        QCOMPARE(filesIn(disk.filePath(QStringLiteral("."))),
                 (QStringList{QStringLiteral("filler"), QStringLiteral("kept.json")}));
        // A new file on a full disk: nothing was there to keep.
        const QString fresh = disk.filePath(QStringLiteral("new.json"));
        QVERIFY(!writeFileAtomically(fresh, "{}", &error));
        QCOMPARE(error, QStringLiteral("cannot write %1: the disk is full").arg(fresh));
        QVERIFY(!QFile::exists(fresh));
    }

    void readOnlyDiskSaysSo()
    {
        test::SmallDisk disk;
        SKIP_UNLESS_MOUNTED(disk);
        const QString path = oldFile(disk, QStringLiteral("kept.json"));
        QString error;
        const QByteArray mountPoint = QFile::encodeName(disk.filePath(QStringLiteral(".")));
        QVERIFY(::mount(nullptr, mountPoint.constData(), nullptr, MS_REMOUNT | MS_RDONLY,
                        nullptr) == 0);
        QVERIFY(!writeFileAtomically(path, "new", &error));
        QCOMPARE(error, QStringLiteral("cannot write %1: the disk is read-only; the file on disk "
                                       "is unchanged")
                            .arg(path));
        QCOMPARE(contents(path), QByteArray("old contents"));
    }

    // The command line writes through the same door and says the same.
    void commandLineSaysTheDiskIsFull()
    {
        test::SmallDisk disk;
        SKIP_UNLESS_MOUNTED(disk);
        QTemporaryDir dir;
        const QString in = dir.filePath(QStringLiteral("in.tree"));
        QString error;
        QVERIFY(writeFileAtomically(in, "max(min(3,12,8), min(2,4,6), min(14,5,2))", &error));
        const QString out = oldFile(disk, QStringLiteral("out.json"));
        QVERIFY(disk.fill());
        QProcess cli;
        cli.start(QStringLiteral(GT_CLI_PATH), {QStringLiteral("convert"), in, out});
        QVERIFY(cli.waitForFinished(60'000));
        const QString stderrText = QString::fromLocal8Bit(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY2(stderrText.contains(
                     QStringLiteral("cannot write %1: %2").arg(out, QLatin1String(FullDisk))),
                 qPrintable(stderrText));
        QCOMPARE(contents(out), QByteArray("old contents"));
    }
};

QTEST_GUILESS_MAIN(TstAtomicWrite)
#include "tst_atomicwrite.moc"

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

#include <algorithm>
#include <cerrno>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

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

// A character device of our own, made with mknod (root only): a copy of /dev/null (1,3) in a
// temporary folder, so that a failing test replaces this copy, never the system's device.
bool makeNullDevice(const QString &path)
{
    return ::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, makedev(1, 3)) == 0;
}

mode_t typeOf(const QString &path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

// Reads everything a FIFO receives until its writer closes it, on a thread of its own. The
// reader opens without waiting and gives up after ten seconds, so that a write that never comes
// (the FIFO replaced by a regular file, as before issue 27) fails the test instead of hanging it.
struct FifoReader {
    explicit FifoReader(const QString &path)
        : fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK))
        , thread([this] {
            for (int waited = 0; fd >= 0 && waited < 100;) {
                pollfd p{fd, POLLIN, 0};
                if (::poll(&p, 1, 100) == 0) {
                    ++waited;
                    continue;
                }
                char chunk[4096];
                const ssize_t n = ::read(fd, chunk, sizeof chunk);
                if (n > 0)
                    received.append(chunk, n);
                else if (n == 0 && !received.isEmpty())
                    break; // the writer has closed it
                else
                    ++waited, ::usleep(100'000); // no writer yet: POLLHUP before the first one
            }
        })
    {}
    ~FifoReader()
    {
        if (thread.joinable())
            thread.join();
        if (fd >= 0)
            ::close(fd);
    }
    QByteArray take()
    {
        thread.join();
        return received;
    }
    int fd;
    QByteArray received;
    std::thread thread;
};

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

    // A link to a regular file elsewhere: the temporary file goes beside the file at the end of
    // the links, the rename lands on that file, and the link stays the link it was.
    void linkToAFileElsewhereReplacesThatFile()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("links")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("files")));
        const QString target = dir.filePath(QStringLiteral("files/real.tree"));
        const QString middle = dir.filePath(QStringLiteral("links/middle.tree"));
        const QString link = dir.filePath(QStringLiteral("links/out.tree"));
        QVERIFY(QFile::link(QStringLiteral("../files/real.tree"), middle)); // relative
        QVERIFY(QFile::link(QStringLiteral("middle.tree"), link));
        QString error;
        QVERIFY2(writeFileAtomically(target, "(1,2)", &error), qPrintable(error));
        QVERIFY2(writeFileAtomically(link, "(3,4)", &error), qPrintable(error));
        QCOMPARE(contents(target), QByteArray("(3,4)"));
        QCOMPARE(typeOf(link), mode_t(S_IFLNK));
        QCOMPARE(typeOf(middle), mode_t(S_IFLNK));
        QCOMPARE(filesIn(dir.filePath(QStringLiteral("links"))),
                 (QStringList{QStringLiteral("middle.tree"), QStringLiteral("out.tree")}));
        QCOMPARE(filesIn(dir.filePath(QStringLiteral("files"))),
                 QStringList{QStringLiteral("real.tree")});
    }

    // Issue 27: a link to a character device is written into, and the device stays a device
    // (before, QSaveFile renamed a regular file over it). mknod needs root; CI runs as root.
    void linkToACharacterDeviceWritesIntoIt()
    {
        QTemporaryDir dir;
        const QString device = dir.filePath(QStringLiteral("mynull"));
        if (!makeNullDevice(device))
            QSKIP("mknod is not allowed here (not root)");
        const QString link = dir.filePath(QStringLiteral("out.svg"));
        QVERIFY(QFile::link(device, link));
        QString error;
        QVERIFY2(writeFileAtomically(link, "<svg/>", &error), qPrintable(error));
        QVERIFY2(writeFileAtomically(device, "<svg/>", &error), qPrintable(error));
        QCOMPARE(typeOf(device), mode_t(S_IFCHR));
        QCOMPARE(typeOf(link), mode_t(S_IFLNK));
        QCOMPARE(filesIn(dir.path()),
                 (QStringList{QStringLiteral("mynull"), QStringLiteral("out.svg")}));
    }

    // A FIFO, named or reached through a link, gets the bytes and stays a FIFO.
    void fifoIsWrittenInto()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo.tree"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        const QString link = dir.filePath(QStringLiteral("out.tree"));
        QVERIFY(QFile::link(fifo, link));
        for (const QString &path : {fifo, link}) {
            FifoReader reader(fifo);
            QString error;
            QVERIFY2(writeFileAtomically(path, "max(1,2)", &error), qPrintable(error));
            QCOMPARE(reader.take(), QByteArray("max(1,2)"));
            QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
        }
        QCOMPARE(filesIn(dir.path()),
                 (QStringList{QStringLiteral("fifo.tree"), QStringLiteral("out.tree")}));
    }

    // Anything else that is not a regular file is refused, naming the path and what it is.
    void otherSpecialFilesAreRefused()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("folder.tree"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.tree")));
        const QString folderLink = dir.filePath(QStringLiteral("folderlink.tree"));
        QVERIFY(QFile::link(folder, folderLink));
        QString error;
        QVERIFY(!writeFileAtomically(folder, "(1,2)", &error));
        QCOMPARE(error,
                 QStringLiteral("cannot write %1: it is a folder, not a regular file").arg(folder));
        QVERIFY(!writeFileAtomically(folderLink, "(1,2)", &error));
        QCOMPARE(
            error,
            QStringLiteral("cannot write %1: it is a folder, not a regular file").arg(folderLink));
        QVERIFY(QFileInfo(folder).isDir());

        const QString socketPath = dir.filePath(QStringLiteral("s.tree"));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const QByteArray encoded = QFile::encodeName(socketPath);
        QVERIFY(size_t(encoded.size()) < sizeof address.sun_path);
        std::copy(encoded.begin(), encoded.end(), address.sun_path);
        QVERIFY(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0);
        QVERIFY(!writeFileAtomically(socketPath, "(1,2)", &error));
        ::close(fd);
        QCOMPARE(
            error,
            QStringLiteral("cannot write %1: it is a socket, not a regular file").arg(socketPath));
        QCOMPARE(typeOf(socketPath), mode_t(S_IFSOCK));

        const QString loop = dir.filePath(QStringLiteral("loop.tree"));
        QVERIFY(QFile::link(loop, loop));
        QVERIFY(!writeFileAtomically(loop, "(1,2)", &error));
        QVERIFY2(error.startsWith(QStringLiteral("cannot write %1: ").arg(loop)),
                 qPrintable(error));
        QCOMPARE(typeOf(loop), mode_t(S_IFLNK));
    }

    // A block device, as root: refused, and still a block device.
    void blockDeviceIsRefused()
    {
        QTemporaryDir dir;
        const QString device = dir.filePath(QStringLiteral("myloop"));
        if (::mknod(QFile::encodeName(device).constData(), S_IFBLK | 0600, makedev(7, 250)) != 0)
            QSKIP("mknod is not allowed here (not root)");
        const QString link = dir.filePath(QStringLiteral("out.pdf"));
        QVERIFY(QFile::link(device, link));
        QString error;
        QVERIFY(!writeFileAtomically(link, "%PDF", &error));
        QCOMPARE(
            error,
            QStringLiteral("cannot write %1: it is a block device, not a regular file").arg(link));
        QCOMPARE(typeOf(device), mode_t(S_IFBLK));
    }

    // The command line's -o through a link to a device: the device stays, the exit is 0; and
    // a name that leads to /dev/stdout (the format comes from the name) writes into the pipe
    // the test reads.
    void commandLineWritesIntoDevicesAndStdout()
    {
        QTemporaryDir dir;
        const QString toStdout = dir.filePath(QStringLiteral("stdout.tree"));
        QVERIFY(QFile::link(QStringLiteral("/dev/stdout"), toStdout));
        QProcess cli;
        cli.start(QStringLiteral(GT_CLI_PATH),
                  {QStringLiteral("generate"), QStringLiteral("tictactoe"),
                   QStringLiteral("--depth"), QStringLiteral("1"), QStringLiteral("-o"), toStdout});
        QVERIFY(cli.waitForFinished(60'000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY(cli.readAllStandardOutput().startsWith("max"));
        QCOMPARE(typeOf(toStdout), mode_t(S_IFLNK));

        const QString device = dir.filePath(QStringLiteral("mynull"));
        if (!makeNullDevice(device))
            QSKIP("mknod is not allowed here (not root)");
        const QString link = dir.filePath(QStringLiteral("out.tree"));
        QVERIFY(QFile::link(device, link));
        cli.start(QStringLiteral(GT_CLI_PATH),
                  {QStringLiteral("generate"), QStringLiteral("tictactoe"),
                   QStringLiteral("--depth"), QStringLiteral("1"), QStringLiteral("-o"), link});
        QVERIFY(cli.waitForFinished(60'000));
        QCOMPARE(cli.exitCode(), 0);
        QCOMPARE(typeOf(device), mode_t(S_IFCHR));
        QCOMPARE(typeOf(link), mode_t(S_IFLNK));
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

// Issue 15: GameTree Studio installed as a Debian desktop program. `cmake --install` into a
// scratch root and the .deb that `cpack -G DEB` makes, each unpacked and run from there; the
// desktop entry and metainfo validated by Debian's own tools; the manual pages hold every
// command and option of the programs; the bash completion driven as bash drives it.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exit = -1; // -1: it crashed or did not finish
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &args,
        const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
        const QString &folder = QString(), int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(folder);
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, p.readAllStandardOutput(), "did not finish: " + p.readAllStandardError()};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

#define VERIFY_RUN(r)                                                                              \
    QVERIFY2((r).exit == 0, ("exit " + QByteArray::number((r).exit) + ": " + (r).err).constData())

const QString Cli = QStringLiteral(GT_CLI_PATH);
const QString Studio = QStringLiteral(GT_STUDIO_PATH);
const QString AppId = QStringLiteral("io.github.gametree.GameTreeStudio");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The commands `gametree --help` lists: the list every page and completion is checked against.
QStringList commands()
{
    const QString help = QString::fromUtf8(run(Cli, {QStringLiteral("--help")}).out);
    QStringList out;
    const QRegularExpression line(QStringLiteral("^  ([a-z][a-z-]*) "),
                                  QRegularExpression::MultilineOption);
    const QString list = help.section(QStringLiteral("commands:\n"), 1).section(u"\n\n"_qs, 0, 0);
    for (const auto &m : line.globalMatch(list))
        out << m.captured(1);
    return out;
}

QStringList generators()
{
    const QString help =
        QString::fromUtf8(run(Cli, {QStringLiteral("generate"), QStringLiteral("--help")}).out);
    QStringList out;
    const QRegularExpression line(QStringLiteral("^  ([a-z][a-z0-9-]*) "),
                                  QRegularExpression::MultilineOption);
    for (const auto &m : line.globalMatch(help.section(QStringLiteral("Arguments:\n"), 1)))
        out << m.captured(1);
    return out;
}

// The long options a --help text lists ("--algo", "--json", ...).
QStringList longOptions(const QByteArray &help)
{
    QStringList out;
    const QRegularExpression option(QStringLiteral("^  (?:-[a-z?], )?--([a-z0-9-]+)"),
                                    QRegularExpression::MultilineOption);
    for (const auto &m : option.globalMatch(QString::fromUtf8(help)))
        out << m.captured(1);
    return out;
}

// An environment with no display at all: what a package's test or a build machine has.
QProcessEnvironment noDisplay()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(name));
    return env;
}

} // namespace

class TstInstall : public QObject {
    Q_OBJECT

    // The programs and files of an installed tree under `root` (…/usr), run from there.
    void checkInstalled(const QString &usr)
    {
        const QString bin = usr + QStringLiteral("/bin/");
        const QString share = usr + QStringLiteral("/share/");
        for (const QString &file :
             {bin + QStringLiteral("gametree"), bin + QStringLiteral("gametree-studio"),
              share + QStringLiteral("applications/%1.desktop").arg(AppId),
              share + QStringLiteral("metainfo/%1.metainfo.xml").arg(AppId),
              share + QStringLiteral("mime/packages/%1.xml").arg(AppId),
              share + QStringLiteral("icons/hicolor/scalable/apps/%1.svg").arg(AppId),
              share + QStringLiteral("man/man1/gametree.1.gz"),
              share + QStringLiteral("man/man1/gametree-studio.1.gz"),
              share + QStringLiteral("bash-completion/completions/gametree"),
              share + QStringLiteral("gametree-studio/examples/aima-3ply.tree"),
              // Issue 14: the compiled translations.
              share + QStringLiteral("gametree-studio/translations/gametree_de.qm"),
              share + QStringLiteral("gametree-studio/translations/gametree_zh_CN.qm"),
              share + QStringLiteral("gametree-studio/translations/gametree_ru.qm")})
            QVERIFY2(QFile::exists(file), qPrintable(file + QStringLiteral(" is not installed")));
        for (int size : {16, 24, 32, 48, 64, 128, 256}) {
            const QString png =
                share + QStringLiteral("icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(AppId);
            const QImage icon(png);
            QVERIFY2(!icon.isNull(), qPrintable(png));
            QCOMPARE(icon.size(), QSize(size, size));
            QVERIFY(icon.hasAlphaChannel());
            QCOMPARE(qAlpha(icon.pixel(0, 0)), 0);                     // a rounded corner
            QCOMPARE(qAlpha(icon.pixel(size / 2, size * 3 / 4)), 255); // the drawing
        }

        // Both programs answer --version with the project's version, without a display.
        Run r = run(bin + QStringLiteral("gametree"), {QStringLiteral("--version")}, noDisplay());
        VERIFY_RUN(r);
        QCOMPARE(r.out, QByteArray("gametree " PROJECT_VERSION "\n"));
        r = run(bin + QStringLiteral("gametree-studio"), {QStringLiteral("--version")},
                noDisplay());
        VERIFY_RUN(r);
        QCOMPARE(r.out, QByteArray("GameTree Studio " PROJECT_VERSION "\n"));

        // An eval of an installed example, its native document, and a render.
        const QString example = share + QStringLiteral("gametree-studio/examples/aima-3ply.tree");
        r = run(bin + QStringLiteral("gametree"),
                {QStringLiteral("eval"), example, QStringLiteral("--algo"),
                 QStringLiteral("alphabeta")});
        VERIFY_RUN(r);
        QVERIFY2(r.out.startsWith("alphabeta: value 3, best child 0\n"), r.out.constData());
        QTemporaryDir out;
        const QString doc = out.filePath(QStringLiteral("aima.gtree"));
        r = run(bin + QStringLiteral("gametree"), {QStringLiteral("convert"), example, doc});
        VERIFY_RUN(r);
        QVERIFY(readAll(doc).contains("\"gametree-studio\""));
        const QString png = out.filePath(QStringLiteral("cutoff.png"));
        r = run(bin + QStringLiteral("gametree"),
                {QStringLiteral("render"), doc, QStringLiteral("--algo"),
                 QStringLiteral("alphabeta"), QStringLiteral("--step"), QStringLiteral("16"),
                 QStringLiteral("-o"), png},
                noDisplay());
        VERIFY_RUN(r);
        QVERIFY(QImage(png).width() > 200);

        // The menu entry's command, as the desktop runs it on a double-click of a document:
        // the window opens the file (drawn offscreen here, saved and closed).
        const QByteArray entry =
            readAll(share + QStringLiteral("applications/%1.desktop").arg(AppId));
        const QRegularExpression exec(QStringLiteral("^Exec=(\\S+) %f$"),
                                      QRegularExpression::MultilineOption);
        const QString command = exec.match(QString::fromUtf8(entry)).captured(1);
        QCOMPARE(command, QStringLiteral("gametree-studio"));
        QProcessEnvironment offscreen = noDisplay();
        offscreen.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        offscreen.insert(QStringLiteral("HOME"), out.path()); // leave the user's settings alone
        offscreen.insert(QStringLiteral("XDG_CONFIG_HOME"),
                         out.filePath(QStringLiteral(".config")));
        offscreen.insert(QStringLiteral("XDG_DATA_HOME"), out.filePath(QStringLiteral(".local")));
        // Under the sanitizer build, leaks at exit are the other tests' business (they hold the
        // window in-process); this one is about where the program is and that it starts.
        const QString asan = offscreen.value(QStringLiteral("ASAN_OPTIONS"));
        offscreen.insert(QStringLiteral("ASAN_OPTIONS"),
                         (asan.isEmpty() ? asan : asan + u':') + QStringLiteral("detect_leaks=0"));
        const QString window = out.filePath(QStringLiteral("window.png"));
        r = run(bin + command, {doc, QStringLiteral("--screenshot"), window}, offscreen);
        VERIFY_RUN(r);
        QVERIFY(QImage(window).width() > 400);

        validateDesktopFiles(share);
        checkFileType(share);
    }

    // A double-click on a .gtree file: shared-mime-info gives it our type (by its name, and by
    // its content for a document under another name), and the desktop entry opens that type.
    // The same caches Debian's triggers build after the package is installed.
    void checkFileType(const QString &share)
    {
        const QString mime = QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
        const QString desktop =
            QStandardPaths::findExecutable(QStringLiteral("update-desktop-database"));
        if (mime.isEmpty() || desktop.isEmpty()) {
            qWarning("update-mime-database or update-desktop-database not found: the file type "
                     "is not checked");
            return;
        }
        Run r = run(mime, {share + QStringLiteral("mime")});
        VERIFY_RUN(r);
        const QByteArray globs = readAll(share + QStringLiteral("mime/globs2"));
        QVERIFY2(globs.contains(":application/x-gametree+json:*.gtree\n"), globs.constData());
        QVERIFY(globs.contains(":text/x-gametree:*.tree\n"));
        QVERIFY(readAll(share + QStringLiteral("mime/magic")).contains("\"gametree-studio\""));
        r = run(desktop, {share + QStringLiteral("applications")});
        VERIFY_RUN(r);
        const QByteArray cache = readAll(share + QStringLiteral("applications/mimeinfo.cache"));
        QVERIFY2(cache.contains("application/x-gametree+json=" + AppId.toUtf8() + ".desktop"),
                 cache.constData());
    }

    // Debian's validators, when they are installed (desktop-file-utils, appstream).
    void validateDesktopFiles(const QString &share)
    {
        const QString validate =
            QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
        if (validate.isEmpty()) {
            qWarning("desktop-file-validate not found (apt-get install desktop-file-utils): "
                     "the desktop entry is not validated");
        } else {
            const Run r =
                run(validate, {share + QStringLiteral("applications/%1.desktop").arg(AppId)});
            // Hints are fine: Education and Science are both main categories, as asked.
            QVERIFY2(r.exit == 0 && !r.out.contains("error:") && !r.out.contains("warning:"),
                     (r.out + r.err).constData());
        }
        const QString appstream = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
        if (appstream.isEmpty()) {
            qWarning("appstreamcli not found (apt-get install appstream): the metainfo is not "
                     "validated");
        } else {
            const Run r =
                run(appstream, {QStringLiteral("validate"), QStringLiteral("--no-net"),
                                QStringLiteral("--pedantic"),
                                share + QStringLiteral("metainfo/%1.metainfo.xml").arg(AppId)});
            QVERIFY2(r.exit == 0, (r.out + r.err).constData());
        }
    }

    Run completion(const QStringList &words, const QString &folder)
    {
        // COMP_WORDS and COMP_CWORD as bash sets them for the word under the cursor (the last).
        QString script = QStringLiteral("source '%1' && COMP_WORDS=(")
                             .arg(QStringLiteral(GT_SOURCE_DIR "/resources/completion/gametree"));
        for (const QString &w : words)
            script += QLatin1Char('\'') + w + QStringLiteral("' ");
        script += QStringLiteral(") && COMP_CWORD=%1 && _gametree && printf '%s\\n' "
                                 "\"${COMPREPLY[@]}\"")
                      .arg(words.size() - 1);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), QFileInfo(Cli).absolutePath() + QLatin1Char(':') +
                                               env.value(QStringLiteral("PATH")));
        return run(QStringLiteral("bash"), {QStringLiteral("-c"), script}, env, folder);
    }

private slots:
    // Every command and generator has its section in gametree(1), every option of theirs and
    // of the studio is in the pages, and man renders them without a warning.
    void manualPagesHoldEveryCommandAndOption()
    {
        const QString page = QStringLiteral(GT_MAN_DIR "/gametree.1");
        const QString text = QString::fromUtf8(readAll(page));
        QVERIFY2(!text.isEmpty(), qPrintable(page));
        const QStringList cmds = commands();
        QVERIFY(cmds.contains(QStringLiteral("eval")) && cmds.contains(QStringLiteral("slides")));
        for (const QString &c : cmds) {
            QVERIFY2(text.contains(QStringLiteral("\n.SS gametree %1\n").arg(c)), qPrintable(c));
            for (const QString &o : longOptions(run(Cli, {c, QStringLiteral("--help")}).out))
                QVERIFY2(
                    text.contains(QStringLiteral("\\-\\-") + QString(o).replace(u'-', u"\\-"_qs)),
                    qPrintable(c + QStringLiteral(" --") + o));
        }
        for (const QString &g : generators())
            QVERIFY2(text.contains(QStringLiteral("\n.SS gametree generate %1\n").arg(g)),
                     qPrintable(g));
        for (const char *section : {"SYNOPSIS", "ALGORITHMS", "EXIT STATUS", "EXAMPLES"})
            QVERIFY2(text.contains(QStringLiteral(".SH ") + QLatin1String(section)), section);
        const QString studioPage =
            QString::fromUtf8(readAll(QStringLiteral(GT_MAN_DIR "/gametree-studio.1")));
        for (const QString &o :
             longOptions(run(Studio, {QStringLiteral("--help")}, noDisplay()).out))
            QVERIFY2(
                studioPage.contains(QStringLiteral("\\-\\-") + QString(o).replace(u'-', u"\\-"_qs)),
                qPrintable(o));

        const QString man = QStandardPaths::findExecutable(QStringLiteral("man"));
        if (man.isEmpty())
            QSKIP("man is not installed: the pages are not rendered");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
        env.remove(QStringLiteral("MAN_KEEP_FORMATTING")); // plain text, no overstriking
        for (const QString &p : {page, QStringLiteral(GT_MAN_DIR "/gametree-studio.1")}) {
            const Run r = run(man, {QStringLiteral("--warnings"), QStringLiteral("-l"), p}, env);
            VERIFY_RUN(r);
            QVERIFY2(r.err.isEmpty(), r.err.constData()); // groff's warnings
            QVERIFY(r.out.contains("EXIT STATUS"));
        }
    }

    void bashCompletion_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("command") << QStringList{"gametree", "ev"} << QStringList{"eval"};
        QTest::newRow("commands") << QStringList{"gametree", "tr"}
                                  << QStringList{"trace", "transform"};
        QTest::newRow("version") << QStringList{"gametree", "--v"} << QStringList{"--version"};
        QTest::newRow("option") << QStringList{"gametree", "eval", "t.tree", "--al"}
                                << QStringList{"--algo"};
        QTest::newRow("algorithm option")
            << QStringList{"gametree", "eval", "t.tree", "--fail"} << QStringList{"--fail-hard"};
        QTest::newRow("algo values") << QStringList{"gametree", "eval", "t.tree", "--algo", "mt"}
                                     << QStringList{"mt-dual", "mt-sss", "mtdf"};
        QTest::newRow("tree files") << QStringList{"gametree", "eval", ""}
                                    << QStringList{"a.gtree", "b.JSON", "c.tree", "d.dot", "sub/"};
        QTest::newRow("render output") << QStringList{"gametree", "render", "a.gtree", "-o", ""}
                                       << QStringList{"d.dot", "e.svg", "f.png", "sub/"};
        QTest::newRow("slides output")
            << QStringList{"gametree", "slides", "a.gtree", "--algo", "sss", "-o", ""}
            << QStringList{"g.html", "sub/"};
        QTest::newRow("a value") << QStringList{"gametree", "eval", "a.gtree", "--depth", ""}
                                 << QStringList{};
        QTest::newRow("generator")
            << QStringList{"gametree", "generate", "ran"} << QStringList{"random"};
        QTest::newRow("generator option")
            << QStringList{"gametree", "generate", "random", "--bra"} << QStringList{"--branching"};
        // gametree check (issue 14): its ANSWER may be JSON lines; its own values.
        QTest::newRow("check answer files")
            << QStringList{"gametree", "check", "a.gtree", "--algo", "sss", ""}
            << QStringList{"a.gtree", "b.JSON", "c.tree", "d.dot", "i.jsonl", "sub/"};
        QTest::newRow("check option")
            << QStringList{"gametree", "check", "a.gtree", "--num"} << QStringList{"--numbers"};
        QTest::newRow("check answer kinds")
            << QStringList{"gametree", "check", "a.gtree", "--answer", "p"}
            << QStringList{"pruned"};
        QTest::newRow("check numbers")
            << QStringList{"gametree", "check", "a.gtree", "--numbers", ""}
            << QStringList{"ids", "values"};
    }
    void bashCompletion()
    {
        QFETCH(QStringList, words);
        QFETCH(QStringList, expected);
        QTemporaryDir dir;
        for (const char *name : {"a.gtree", "b.JSON", "c.tree", "d.dot", "e.svg", "f.png", "g.html",
                                 "notes.txt.bak", "h.md", "i.jsonl"}) {
            QFile f(dir.filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sub")));
        const Run r = completion(words, dir.path());
        VERIFY_RUN(r);
        QStringList got = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
        got.sort();
        QCOMPARE(got, expected);
    }

    // `cmake --install` with DESTDIR: the tree a package is made of, run from where it lies.
    void installIntoAScratchRoot()
    {
        QTemporaryDir root;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DESTDIR"), root.path());
        const Run r = run(QStringLiteral(GT_CMAKE_COMMAND),
                          {QStringLiteral("--install"), QStringLiteral(GT_BINARY_DIR),
                           QStringLiteral("--prefix"), QStringLiteral("/usr")},
                          env);
        VERIFY_RUN(r);
        checkInstalled(root.filePath(QStringLiteral("usr")));
    }

    // `cpack -G DEB`: a package of Debian 12's own dependencies, unpacked with dpkg -x and
    // run from there.
    void debianPackage()
    {
        const QString dpkg = QStandardPaths::findExecutable(QStringLiteral("dpkg-deb"));
        if (dpkg.isEmpty() || !QFile::exists(QStringLiteral(GT_CPACK_COMMAND)))
            QSKIP("cpack or dpkg-deb is missing: no .deb is made");
        QTemporaryDir work;
        Run r = run(QStringLiteral(GT_CPACK_COMMAND),
                    {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("--config"),
                     QStringLiteral(GT_BINARY_DIR "/CPackConfig.cmake"), QStringLiteral("-B"),
                     work.path()});
        VERIFY_RUN(r);
        const QStringList debs =
            QDir(work.path()).entryList({QStringLiteral("gametree-studio_*.deb")}, QDir::Files);
        QCOMPARE(debs.size(), 1);
        const QString deb = work.filePath(debs.front());

        r = run(dpkg, {QStringLiteral("-f"), deb, QStringLiteral("Depends")});
        VERIFY_RUN(r);
        const QString depends = QString::fromUtf8(r.out).trimmed();
        for (const char *needed : {"libqt6widgets6", "libqt6svg6", "libgvc6", "libcgraph6"})
            QVERIFY2(depends.contains(QLatin1String(needed)), qPrintable(depends));
        // Every name is a package Debian has (the ones this machine built against).
        for (QString dep : depends.split(QRegularExpression(QStringLiteral("[,|]")))) {
            dep = dep.trimmed().section(u' ', 0, 0);
            const Run known = run(QStringLiteral("dpkg-query"), {QStringLiteral("-W"), dep});
            QVERIFY2(known.exit == 0, qPrintable(dep + QStringLiteral(" is not a Debian package")));
        }

        const QString root = work.filePath(QStringLiteral("root"));
        r = run(dpkg, {QStringLiteral("-x"), deb, root});
        VERIFY_RUN(r);
        checkInstalled(root + QStringLiteral("/usr"));
    }
};

QTEST_GUILESS_MAIN(TstInstall)
#include "tst_install.moc"

// A chain a million levels deep through the command line: nothing on the way (the .tree and
// .json readers and writers, validation, the search, the summary) may recurse on depth. With
// the default 8 MiB stack, a recursion of a million frames would crash here.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

constexpr int Depth = 1'000'000; // nodes in the chain: Depth - 1 inner nodes and one leaf

struct Run {
    int status = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args)
{
    QProcess cli;
    cli.start(QStringLiteral(GT_CLI_PATH), args);
    Run run;
    if (!cli.waitForFinished(120'000)) {
        cli.kill();
        cli.waitForFinished();
        run.err = "timed out";
        return run;
    }
    run.status = cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
    run.out = cli.readAllStandardOutput();
    run.err = cli.readAllStandardError();
    return run;
}

} // namespace

class TestBigTrees : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_chain = m_dir.filePath(QStringLiteral("chain.tree"));
        QFile file(m_chain);
        QVERIFY(file.open(QIODevice::WriteOnly));
        m_chainText = QByteArray(Depth - 1, '(') + '7' + QByteArray(Depth - 1, ')') + '\n';
        QCOMPARE(file.write(m_chainText), qint64(m_chainText.size()));
    }

    void evalMillionLevelChain()
    {
        const Run run = runCli({QStringLiteral("eval"), m_chain, QStringLiteral("--algo"),
                                QStringLiteral("alphabeta"), QStringLiteral("--json")});
        QVERIFY2(run.status == 0, run.err.constData());
        const QJsonObject result = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(result.value(QLatin1String("value")).toDouble(), 7.0);
        const QJsonArray leaves = result.value(QLatin1String("leaves")).toArray();
        QCOMPARE(leaves.size(), 1);
        QCOMPARE(leaves.at(0).toInteger(), qint64(Depth - 1));
    }

    // .tree -> .json -> .tree gives back the same text, through both writers and readers.
    void convertMillionLevelChain()
    {
        const QString json = m_dir.filePath(QStringLiteral("chain.json"));
        const QString back = m_dir.filePath(QStringLiteral("back.tree"));
        Run run = runCli({QStringLiteral("convert"), m_chain, json});
        QVERIFY2(run.status == 0, run.err.constData());
        run = runCli({QStringLiteral("convert"), json, back});
        QVERIFY2(run.status == 0, run.err.constData());
        QFile file(back);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll() == m_chainText);
    }

private:
    QTemporaryDir m_dir;
    QString m_chain;
    QByteArray m_chainText;
};

QTEST_GUILESS_MAIN(TestBigTrees)
#include "tst_bigtrees.moc"

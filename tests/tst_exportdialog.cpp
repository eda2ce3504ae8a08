// File ▸ Export and Edit ▸ Copy as Image / Copy as SVG in the real main window: the menus hold
// the actions, the dialog starts from what the canvas shows at the current step, its preview
// follows the format and options, and every format it offers writes a file; the clipboard
// gets the picture and the SVG the exports make.
#include "app/studio/canvas/canvascontroller.h"
#include "app/studio/export/exportactions.h"
#include "app/studio/export/exportdialog.h"
#include "app/studio/window/mainwindow.h"

#include "views/session/searchsession.h"

#include "core/search/algorithm.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace gt;

namespace {

QAction *menuAction(const QMainWindow &w, const QString &menu, const QString &objectName)
{
    for (QAction *top : w.menuBar()->actions()) {
        if (top->menu() && top->text().remove(u'&') == menu) {
            for (QAction *a : top->menu()->actions()) {
                if (a->objectName() == objectName)
                    return a;
            }
        }
    }
    return nullptr;
}

} // namespace

class TstExportDialog : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GameTreeTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_exportdialog"));
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(
            m_window->openFile(QStringLiteral(GT_SOURCE_DIR "/resources/examples/aima-3ply.tree")));
        m_window->session()->setAlgorithm(QStringLiteral("alphabeta"), {});
        m_window->session()->setStep(16); // the cut-off
    }
    void cleanupTestCase() { m_window.reset(); }

    void menusHoldTheActions()
    {
        QVERIFY(menuAction(*m_window, QStringLiteral("File"), QStringLiteral("exportAction")));
        QVERIFY(menuAction(*m_window, QStringLiteral("Edit"), QStringLiteral("copyImageAction")));
        QVERIFY(menuAction(*m_window, QStringLiteral("Edit"), QStringLiteral("copySvgAction")));
    }

    void dialogPreviewsAndExportsEveryFormat()
    {
        ExportDialog *dialog = m_window->exportActions()->openDialog();
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->source().step, 16); // the step on screen
        QVERIFY(dialog->options().figure.showValues);
        QVERIFY(!dialog->previewImage().isNull());
        QTemporaryDir dir;
        auto *formats = dialog->findChild<QComboBox *>(QStringLiteral("format"));
        QCOMPARE(formats->count(), 8);
        for (int i = 0; i < formats->count(); ++i) {
            formats->setCurrentIndex(i);
            dialog->updatePreview();
            const ExportFormat f = dialog->format();
            QVERIFY(!dialog->previewImage().isNull());
            QVERIFY2(!dialog->previewSummary().isEmpty(), qPrintable(formats->currentText()));
            if (isTextFormat(f))
                QVERIFY(dialog->previewText().size() > 100);
            const QString path =
                dir.filePath(QStringLiteral("out%1.%2").arg(i).arg(defaultSuffix(f)));
            QString error;
            QVERIFY2(dialog->exportTo(path, &error), qPrintable(error));
            QVERIFY(QFileInfo(path).size() > 100);
        }
        dialog->setFormat(ExportFormat::PdfDeck);
        dialog->updatePreview();
        QVERIFY2(dialog->previewSummary().startsWith(QLatin1String("30 pages")),
                 qPrintable(dialog->previewSummary()));
        dialog->setFormat(ExportFormat::Png);
        dialog->updatePreview();
        QVERIFY2(dialog->previewSummary().contains(QLatin1String("144 DPI")),
                 qPrintable(dialog->previewSummary()));
        dialog->close();
    }

    void titleAndPreviewSayWhatTheExportDoes()
    {
        ExportDialog *dialog = m_window->exportActions()->openDialog();
        auto *title = dialog->findChild<QLineEdit *>(QStringLiteral("title"));
        QVERIFY(title && title->text().isEmpty());
        // An empty title: no title on a single picture, the algorithm's name on a deck.
        dialog->setFormat(ExportFormat::Svg);
        QCOMPARE(title->placeholderText(), QStringLiteral("none"));
        dialog->setFormat(ExportFormat::Beamer);
        QCOMPARE(title->placeholderText(), QStringLiteral("Alpha-beta"));
        dialog->updatePreview();
        QVERIFY(dialog->previewText().contains("\\begin{frame}{Alpha-beta}"));
        // The preview starts at the top of its area: no band above a wide, low picture.
        auto *preview = dialog->findChild<QLabel *>(QStringLiteral("preview"));
        QVERIFY(preview);
        QCOMPARE(preview->alignment() & Qt::AlignVertical_Mask, Qt::AlignTop);
        dialog->close();
    }

    void dialogRemembersTheLastExport()
    {
        ExportDialog *dialog = m_window->exportActions()->openDialog();
        dialog->setFormat(ExportFormat::Beamer);
        dialog->findChild<QCheckBox *>(QStringLiteral("legend"))->setChecked(true);
        dialog->accept(); // as after a successful export
        dialog = m_window->exportActions()->openDialog();
        QCOMPARE(dialog->format(), ExportFormat::Beamer);
        QVERIFY(dialog->options().figure.legend);
        dialog->close();

        // A DPI comes back as a DPI, not clamped to the range of pixels per point.
        ExportOptions options;
        options.dpi = 300;
        ExportDialog fresh(m_window->session()->tree(), m_window->session()->trace(), 16, options);
        QCOMPARE(fresh.options().dpi, 300.0);
        QCOMPARE(fresh.options().pixelsPerPoint(), 300.0 / 72);
    }

    void copyAsImageAndSvg()
    {
        m_window->exportActions()->copyImageAction()->trigger();
        const QImage image = QGuiApplication::clipboard()->image();
        if (image.isNull())
            QSKIP("this platform has no clipboard");
        QVERIFY(image.width() > 400 && image.height() > 200);

        m_window->exportActions()->copySvgAction()->trigger();
        const QMimeData *data = QGuiApplication::clipboard()->mimeData();
        QVERIFY(data);
        const QByteArray svg = data->data(QStringLiteral("image/svg+xml"));
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains(">≤ 2</text>")); // C's bound at the cut-off
    }

    // The dialog starts from the canvas's side-to-move view for negamax, offers the switch
    // only for searches that have it, and the file shows what the switch says.
    void dialogTakesTheSideToMoveView()
    {
        SearchSession *session = m_window->session();
        auto *sideAction = m_window->canvas()->sideToMoveAction();
        auto restore = qScopeGuard([&] {
            sideAction->setChecked(false);
            session->setAlgorithm(QStringLiteral("alphabeta"), {});
            session->setStep(16);
        });
        ExportDialog *plain = m_window->exportActions()->openDialog();
        auto *box = plain->findChild<QCheckBox *>(QStringLiteral("sideToMove"));
        QVERIFY(box);
        QVERIFY(!box->isVisibleTo(plain)); // alpha-beta has no side-to-move view
        plain->close();

        session->setAlgorithm(QStringLiteral("negamax"), {});
        session->setStep(session->stepCount());
        sideAction->setChecked(true);
        ExportDialog *dialog = m_window->exportActions()->openDialog();
        box = dialog->findChild<QCheckBox *>(QStringLiteral("sideToMove"));
        QVERIFY(box->isVisibleTo(dialog));
        QVERIFY(box->isChecked());
        QVERIFY(dialog->options().figure.sideToMove);
        dialog->setFormat(ExportFormat::Svg); // not the deck an earlier test left chosen
        QTemporaryDir dir;
        QString error;
        const QString side = dir.filePath(QStringLiteral("side.svg"));
        QVERIFY2(dialog->exportTo(side, &error), qPrintable(error));
        box->setChecked(false);
        const QString max = dir.filePath(QStringLiteral("max.svg"));
        QVERIFY2(dialog->exportTo(max, &error), qPrintable(error));
        dialog->close();
        const auto read = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        QVERIFY(read(side).contains(">−3</text>")); // B, from MIN's side
        QVERIFY(!read(max).contains(">−3</text>"));
    }

    // Issue 30: a Monte-Carlo tree search's deck has a slide per whole iteration unless the
    // lecturer picks every step; other searches do not offer the choice.
    void mctsDeckStepsByIteration()
    {
        const GameTree tree = m_window->session()->tree();
        SearchOptions options;
        options.set(QStringLiteral("iterations"), 10);
        const auto mcts = search(tree, QStringLiteral("mcts"), options, nullptr);
        QVERIFY(mcts);
        ExportDialog dialog(tree, &*mcts, -1, ExportOptions{});
        dialog.setFormat(ExportFormat::Html);
        auto *byIteration = dialog.findChild<QRadioButton *>(QStringLiteral("iterationSteps"));
        QVERIFY(byIteration && byIteration->isVisibleTo(&dialog));
        QVERIFY(byIteration->isChecked() && byIteration->isEnabled());
        QCOMPARE(dialog.options().steps.by, StepGranularity::Iteration);
        for (QRadioButton *b : dialog.findChildren<QRadioButton *>())
            if (b != byIteration && b->text().contains(QStringLiteral("Every")))
                b->setChecked(true);
        QCOMPARE(dialog.options().steps.by, StepGranularity::Event);

        const auto alphabeta = search(tree, QStringLiteral("alphabeta"), {}, nullptr);
        ExportDialog plain(tree, &*alphabeta, -1, ExportOptions{});
        QVERIFY(!plain.findChild<QRadioButton *>(QStringLiteral("iterationSteps"))
                     ->isVisibleTo(&plain));
        QCOMPARE(plain.options().steps.by, StepGranularity::Auto);
    }

    // Export… through its button: the name typed decides the format ("aima.png" with PDF
    // chosen in the list is a PNG, and the list follows); a name whose extension no export
    // has gets the chosen format's.
    void typedExtensionDecidesTheFormat_data()
    {
        QTest::addColumn<int>("listed");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("written");
        QTest::addColumn<int>("format");
        QTest::addColumn<QByteArray>("magic");
        QTest::addRow("png over pdf")
            << int(ExportFormat::Pdf) << QStringLiteral("aima.png") << QStringLiteral("aima.png")
            << int(ExportFormat::Png) << QByteArray("\x89PNG\r\n\x1a\n");
        QTest::addRow("svg over deck")
            << int(ExportFormat::PdfDeck) << QStringLiteral("a.svg") << QStringLiteral("a.svg")
            << int(ExportFormat::Svg) << QByteArray("<?xml");
        QTest::addRow("pdf with a deck listed")
            << int(ExportFormat::PdfDeck) << QStringLiteral("a.pdf") << QStringLiteral("a.pdf")
            << int(ExportFormat::PdfDeck) << QByteArray("%PDF");
        QTest::addRow("unknown extension")
            << int(ExportFormat::Pdf) << QStringLiteral("fig.v2") << QStringLiteral("fig.v2.pdf")
            << int(ExportFormat::Pdf) << QByteArray("%PDF");
        QTest::addRow("none") << int(ExportFormat::Png) << QStringLiteral("fig")
                              << QStringLiteral("fig.png") << int(ExportFormat::Png)
                              << QByteArray("\x89PNG");
    }
    void typedExtensionDecidesTheFormat()
    {
        QFETCH(int, listed);
        QFETCH(QString, typed);
        QFETCH(QString, written);
        QFETCH(int, format);
        QFETCH(QByteArray, magic);
        QTemporaryDir dir;
        ExportDialog *dialog = m_window->exportActions()->openDialog();
        dialog->setFormat(ExportFormat(listed));
        int asked = 0;
        dialog->setPathChooser([&](const QString &, const QStringList &, QString *) {
            ++asked;
            return dir.filePath(typed);
        });
        QPushButton *exportButton = nullptr;
        for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
            if (b->text() == QStringLiteral("&Export…"))
                exportButton = b;
        }
        QVERIFY(exportButton);
        QSignalSpy accepted(dialog, &QDialog::accepted);
        exportButton->click();
        QCOMPARE(asked, 1);
        QCOMPARE(accepted.size(), 1);
        QCOMPARE(int(dialog->format()), format); // the list says what was written
        QFile file(dir.filePath(written));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QByteArray head = file.read(16);
        QVERIFY2(head.startsWith(magic), head.toHex().constData());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{written});
    }

    // Export suggests the document's name in its folder with the chosen format's extension,
    // not "gametree.pdf".
    void suggestsTheDocumentsName()
    {
        const QString examples = QStringLiteral(GT_SOURCE_DIR "/resources/examples");
        ExportDialog *dialog = m_window->exportActions()->openDialog();
        QStringList suggested;
        QString listed;
        dialog->setPathChooser([&](const QString &path, const QStringList &, QString *selected) {
            suggested << path;
            listed = *selected;
            return QString(); // the user cancels
        });
        for (ExportFormat f : {ExportFormat::Png, ExportFormat::Pdf, ExportFormat::Html}) {
            dialog->setFormat(f);
            for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
                if (b->text() == QStringLiteral("&Export…"))
                    b->click();
            }
        }
        QCOMPARE(suggested, (QStringList{examples + QStringLiteral("/aima-3ply.png"),
                                         examples + QStringLiteral("/aima-3ply.pdf"),
                                         examples + QStringLiteral("/aima-3ply.html")}));
        QVERIFY2(listed.startsWith(QStringLiteral("HTML")), qPrintable(listed));
        QVERIFY(dialog->isVisible()); // cancelled: nothing written, the dialog stays
        dialog->close();
    }
};

QTEST_MAIN(TstExportDialog)
#include "tst_exportdialog.moc"

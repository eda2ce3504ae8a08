// Issue 29: each step's narration reaches a screen reader. The narration dock's sentence is
// its label's accessible name, and every change of it reaches the accessibility bridge as one
// NameChanged event of that label (QLabel sends it), which a screen reader speaks; a step
// that keeps the sentence sends none, and nothing is said twice.
#include "treetexthelpers.h"

#include "views/docks/narrationdock.h"
#include "views/session/searchsession.h"

#include "core/io/document.h"
#include "core/search/algorithm.h"
#include "core/trace/narration.h"

#include <QAccessible>
#include <QLabel>
#include <QtTest>

using namespace gt;

namespace {

// What the bridge was told: each NameChanged event's object and the name it then had.
struct Heard {
    QObject *object = nullptr;
    QString name;
};
QList<Heard> heard;

QObject *watched = nullptr; // the narration's label: other labels change too (the step count)

void listen(QAccessibleEvent *event)
{
    if (event->type() != QAccessible::NameChanged || event->object() != watched)
        return;
    QAccessibleInterface *face = event->accessibleInterface();
    heard.append({event->object(), face ? face->text(QAccessible::Name) : QString()});
}

} // namespace

class TstNarrationAccess : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QAccessible::installUpdateHandler(listen); }

    void cleanupTestCase() { QAccessible::installUpdateHandler(nullptr); }

    void eachStepIsAnnounced()
    {
        const GameTree tree =
            test::parse(QStringLiteral("max(min(3,12,8),min(2,4,6),min(14,5,2))"));
        QString error;
        const auto trace = search(tree, QStringLiteral("alphabeta"), {}, &error);
        QVERIFY2(trace, qPrintable(error));
        SearchSession session;
        NarrationDock dock(&session);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto *sentence = dock.findChild<QLabel *>(QStringLiteral("narrationText"));
        QVERIFY(sentence);
        watched = sentence;
        QAccessibleInterface *face = QAccessible::queryAccessibleInterface(sentence);
        QVERIFY(face);
        // Qt's accessibility bridge passes events on only while a screen reader listens: the
        // offscreen platform has none, so what the bridge is told is checked where one is
        // active (tst_narrationaccess_atspi: xcb under Xvfb with an AT-SPI bus).
        const bool bridged = QAccessible::isActive();
        Document d;
        d.tree = tree;
        d.algorithm = trace->algorithm;
        d.step = 0; // before the first step: the introduction
        heard.clear();
        session.setDocument(d, *trace);
        QCOMPARE(face->text(QAccessible::Name), NarrationDock::introduction(session));
        if (bridged) {
            QVERIFY(!heard.isEmpty());
            QCOMPARE(heard.last().object, sentence);
            QCOMPARE(heard.last().name, NarrationDock::introduction(session));
        }
        for (int step = 1; step <= 4; ++step) {
            heard.clear();
            session.setStep(step);
            const QString expected = NarrationDock::asSentence(narrate(tree, *trace, step - 1));
            QCOMPARE(dock.text(), expected);
            QCOMPARE(face->text(QAccessible::Name), expected); // what a screen reader reads
            if (bridged) {
                QCOMPARE(heard.size(), 1);
                QCOMPARE(heard.last().object, sentence);
                QCOMPARE(heard.last().name, expected);
            }
        }
        // The same sentence again is not said twice.
        heard.clear();
        session.setStep(4);
        QVERIFY(heard.isEmpty());
        if (!bridged)
            QSKIP("no accessibility bridge is active: the NameChanged events were not checked");
    }
};

QTEST_MAIN(TstNarrationAccess)
#include "tst_narrationaccess.moc"

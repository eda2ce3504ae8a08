// Issue 29: each step's narration reaches a screen reader. The narration dock's sentence is
// its label's accessible name, and every change of it is sent to the accessibility bridge as
// a NameChanged event, which a screen reader speaks; a step that keeps the sentence sends none.
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

void listen(QAccessibleEvent *event)
{
    if (event->type() != QAccessible::NameChanged)
        return;
    QAccessibleInterface *face = event->accessibleInterface();
    heard.append({event->object(), face ? face->text(QAccessible::Name) : QString()});
}

} // namespace

class TstNarrationAccess : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QAccessible::installUpdateHandler(listen);
        QAccessible::setActive(true); // as when a screen reader is running
    }

    void cleanupTestCase()
    {
        QAccessible::installUpdateHandler(nullptr);
        QAccessible::setActive(false);
    }

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
        Document d;
        d.tree = tree;
        d.algorithm = trace->algorithm;
        heard.clear();
        session.setDocument(d, *trace);
        QVERIFY(!heard.isEmpty());
        QCOMPARE(heard.last().object, sentence);
        QCOMPARE(heard.last().name, NarrationDock::introduction(session));

        for (int step = 1; step <= 4; ++step) {
            heard.clear();
            session.setStep(step);
            const QString expected = NarrationDock::asSentence(narrate(tree, *trace, step - 1));
            QCOMPARE(dock.text(), expected);
            QCOMPARE(heard.size(), 1);
            QCOMPARE(heard.last().object, sentence);
            QCOMPARE(heard.last().name, expected);
        }
        // The same sentence again is not said twice.
        heard.clear();
        session.setStep(4);
        QVERIFY(heard.isEmpty());
    }
};

QTEST_MAIN(TstNarrationAccess)
#include "tst_narrationaccess.moc"

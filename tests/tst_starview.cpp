// What a student sees of Star1/Star2 on the canvas: the window each child of a chance node is
// searched with, "(7, 10)" on the edge into it, must stay readable next to the edge's
// probability, the other windows and the nodes, even on the short edges of a small tree.
#include "core/layout/tidylayout.h"
#include "core/search/algorithm.h"
#include "core/session/documentfiles.h"
#include "core/trace/replayer.h"
#include "views/scene/chanceoverlay.h"
#include "views/scene/edgelayer.h"
#include "views/scene/nodeitem.h"
#include "views/scene/treescene.h"

#include <QtTest>

using namespace gt;

class TstStarView : public QObject {
    Q_OBJECT

private slots:
    void edgeWindowsClearTheOtherTexts_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::newRow("star1") << QStringLiteral("star1");
        QTest::newRow("star2") << QStringLiteral("star2");
    }
    void edgeWindowsClearTheOtherTexts()
    {
        QFETCH(QString, algorithm);
        ReadError error;
        const auto doc =
            loadDocument(QStringLiteral(GT_SOURCE_DIR "/tests/golden/traces/regular.tree"), &error);
        QVERIFY2(doc, qPrintable(error.toString()));
        const GameTree &t = doc->tree;
        OptionValues options;
        options.set(QStringLiteral("bounds"), intervalValue({0, 10}));
        QString why;
        const auto trace = search(t, algorithm, options, &why);
        QVERIFY2(trace, qPrintable(why));
        Replayer r(t, *trace);
        TreeScene scene;
        scene.setTree(&t, tidyLayout(t, scene.measureNodes(t), LayoutOptions{}));
        int windowsSeen = 0;
        for (int step = 0; step <= r.stepCount(); ++step) {
            r.seek(step);
            scene.setFrame(&r.frame());
            const ChanceOverlay *overlay = scene.chanceOverlay();
            if (!overlay || !overlay->isVisible())
                continue;
            const auto &texts = overlay->texts();
            for (std::size_t i = 0; i < texts.size(); ++i) {
                if (texts[i].dashed)
                    continue;
                ++windowsSeen;
                const QRectF box = overlay->textBox(texts[i]);
                const QString where =
                    QStringLiteral("step %1, window %2").arg(step).arg(texts[i].text);
                for (std::size_t k = i + 1; k < texts.size(); ++k)
                    QVERIFY2(!box.intersects(overlay->textBox(texts[k])),
                             qPrintable(where + QStringLiteral(" meets ") + texts[k].text));
                for (NodeId n = 1; n < t.size(); ++n) {
                    const QRectF label = scene.edgeLayer()->labelBox(n);
                    QVERIFY2(label.isNull() || !box.intersects(label),
                             qPrintable(where +
                                        QStringLiteral(" covers the probability into %1").arg(n)));
                    const NodeItem *item = scene.item(n);
                    QVERIFY2(!item->mapRectToScene(item->shapeRect()).intersects(box),
                             qPrintable(where + QStringLiteral(" covers node %1").arg(n)));
                }
            }
        }
        QVERIFY(windowsSeen > 0); // the test looked at something
    }
};

QTEST_MAIN(TstStarView)
#include "tst_starview.moc"

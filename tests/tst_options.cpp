// Option declarations: parsing what a person types, checking what a document holds, and the
// form generated from them.
#include "core/options/optionspec.h"
#include "views/widgets/optionform.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QtTest>

using namespace gt;

namespace {

OptionSpecs sampleSpecs()
{
    const auto inf = std::numeric_limits<double>::infinity();
    return {
        OptionSpec::flag(QStringLiteral("fail-soft"),
                         QStringLiteral("Return values outside the window")),
        OptionSpec::integer(QStringLiteral("depth"), QVariant(), QStringLiteral("D"),
                            QStringLiteral("Search to this depth"))
            .withRange(0, 1000),
        OptionSpec::real(QStringLiteral("guess"), QVariant(), QStringLiteral("G"),
                         QStringLiteral("First guess"))
            .withDefaultText(QStringLiteral("the root's heuristic value, else 0")),
        OptionSpec::real(QStringLiteral("delta"), 1.0, QStringLiteral("D"),
                         QStringLiteral("Half the window"))
            .withRange(0, inf),
        OptionSpec::choice(QStringLiteral("order"),
                           {QStringLiteral("pv"), QStringLiteral("killer"),
                            QStringLiteral("history"), QStringLiteral("none")},
                           QStringLiteral("Move ordering")),
        OptionSpec::interval(QStringLiteral("values"), intervalValue({0, 9}),
                             QStringLiteral("LO:HI"), QStringLiteral("Leaf values"))
            .withRange(-100, 100),
    };
}

} // namespace

class TestOptions : public QObject {
    Q_OBJECT

private slots:
    void parsesWhatPeopleType_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QVariant>("expected"); // invalid: refused
        QTest::newRow("flag on") << "fail-soft"
                                 << "on" << QVariant(true);
        QTest::newRow("flag 0") << "fail-soft"
                                << "0" << QVariant(false);
        QTest::newRow("flag junk") << "fail-soft"
                                   << "maybe" << QVariant();
        QTest::newRow("int") << "depth"
                             << "3" << QVariant(3);
        QTest::newRow("int fraction") << "depth"
                                      << "2.5" << QVariant();
        QTest::newRow("int below") << "depth"
                                   << "-1" << QVariant();
        QTest::newRow("int above") << "depth"
                                   << "1001" << QVariant();
        QTest::newRow("real") << "guess"
                              << "-0.25" << QVariant(-0.25);
        QTest::newRow("real exp") << "guess"
                                  << "1e3" << QVariant(1000.0);
        QTest::newRow("real comma") << "guess"
                                    << "0,5" << QVariant();
        QTest::newRow("real nan") << "guess"
                                  << "nan" << QVariant();
        QTest::newRow("real inf") << "guess"
                                  << "inf" << QVariant();
        QTest::newRow("real below") << "delta"
                                    << "-1" << QVariant();
        QTest::newRow("choice") << "order"
                                << "killer" << QVariant(QStringLiteral("killer"));
        QTest::newRow("choice junk") << "order"
                                     << "best" << QVariant();
        QTest::newRow("interval") << "values"
                                  << "-9:9" << intervalValue({-9, 9});
        QTest::newRow("interval spaces") << "values"
                                         << " 0.5 : 2 " << intervalValue({0.5, 2});
        QTest::newRow("interval point") << "values"
                                        << "3:3" << intervalValue({3, 3});
        QTest::newRow("interval reversed") << "values"
                                           << "9:0" << QVariant();
        QTest::newRow("interval one end") << "values"
                                          << "9:" << QVariant();
        QTest::newRow("interval three ends") << "values"
                                             << "1:2:3" << QVariant();
        QTest::newRow("interval junk") << "values"
                                       << "a:b" << QVariant();
        QTest::newRow("interval inf") << "values"
                                      << "-inf:1" << QVariant();
        QTest::newRow("interval outside") << "values"
                                          << "0:101" << QVariant();
    }
    void parsesWhatPeopleType()
    {
        QFETCH(QString, name);
        QFETCH(QString, text);
        QFETCH(QVariant, expected);
        const OptionSpecs specs = sampleSpecs();
        const OptionSpec *spec = findOption(specs, name);
        QVERIFY(spec);
        QString error;
        const auto v = parseOptionValue(*spec, text, &error);
        if (!expected.isValid()) {
            QVERIFY(!v);
            QVERIFY2(error.contains(QStringLiteral("--") + name), qPrintable(error));
            return;
        }
        QVERIFY2(v, qPrintable(error));
        QCOMPARE(*v, expected);
    }

    void checksDocumentValues()
    {
        const OptionSpecs specs = sampleSpecs();
        QString error;
        QVERIFY(checkOptionValue(*findOption(specs, "depth"), QVariant(4.0), &error));
        QCOMPARE(checkOptionValue(*findOption(specs, "depth"), QVariant(4.0), &error)->typeId(),
                 QMetaType::Int);
        QVERIFY(!checkOptionValue(*findOption(specs, "depth"), QVariant(4.5), &error));
        QVERIFY(error.contains(QStringLiteral("option 'depth'")));
        QVERIFY(!checkOptionValue(*findOption(specs, "depth"), QVariant("4"), &error));
        QVERIFY(!checkOptionValue(*findOption(specs, "fail-soft"), QVariant(1), &error));
        QVERIFY(checkOptionValue(*findOption(specs, "fail-soft"), QVariant(true), &error));
        QVERIFY(!checkOptionValue(*findOption(specs, "order"), QVariant("best"), &error));
        QVERIFY(!checkOptionValue(*findOption(specs, "guess"),
                                  QVariant(std::numeric_limits<double>::infinity()), &error));
    }

    void wholeNumbersStayInAnInt()
    {
        // --depth declares no upper bound; a number past an int is refused, not wrapped round.
        const OptionSpec unbounded =
            OptionSpec::integer(QStringLiteral("depth"), QVariant(), QStringLiteral("D"),
                                QStringLiteral("Search to depth D"))
                .withRange(0, std::numeric_limits<double>::infinity());
        QString error;
        QVERIFY(!parseOptionValue(unbounded, QStringLiteral("1e20"), &error));
        QVERIFY2(error.contains(QStringLiteral("too large")), qPrintable(error));
        QVERIFY(!checkOptionValue(unbounded, QVariant(3e9), &error));
        QCOMPARE(parseOptionValue(unbounded, QStringLiteral("2147483647"), &error)->toInt(),
                 2147483647);
    }

    // An interval is a JSON array [low, high] in documents and "LO:HI" where people type it.
    void intervals()
    {
        const OptionSpecs specs = sampleSpecs();
        const OptionSpec &spec = *findOption(specs, "values");
        QString error;
        const auto fromJson = checkOptionValue(spec, QVariantList{-1, 2.5}, &error);
        QVERIFY2(fromJson, qPrintable(error));
        QCOMPARE(optionValueText(spec, *fromJson), QStringLiteral("-1:2.5"));
        QVERIFY(!checkOptionValue(spec, QVariantList{2, 1}, &error));
        QVERIFY2(error.startsWith(QStringLiteral("option 'values' takes LO:HI")),
                 qPrintable(error));
        QVERIFY(!checkOptionValue(spec, QVariantList{1}, &error));
        QVERIFY(!checkOptionValue(spec, QVariantList{1, QStringLiteral("2")}, &error));
        QVERIFY(!checkOptionValue(spec, QVariant(QStringLiteral("0:9")), &error));
        QVERIFY(!checkOptionValue(spec, QVariantList{-200, 0}, &error));
        QCOMPARE(optionDefaultText(spec), QStringLiteral("0:9"));
        QCOMPARE(optionValuePlaceholder(spec), QStringLiteral("LO:HI"));
        OptionValues v;
        QCOMPARE(v.interval(QStringLiteral("values"), {0, 9}), (OptionInterval{0, 9}));
        v.set(QStringLiteral("values"), *fromJson);
        QCOMPARE(v.interval(QStringLiteral("values"), {0, 9}), (OptionInterval{-1, 2.5}));
    }

    // A text (a game's position) is one line, kept as typed apart from the ends' blanks.
    void texts()
    {
        const OptionSpec spec =
            OptionSpec::text(QStringLiteral("position"), QStringLiteral("..."), QStringLiteral("P"),
                             QStringLiteral("The position"));
        QString error;
        const auto typed = parseOptionValue(spec, QStringLiteral("  x.o/.x./..o @c1 "), &error);
        QVERIFY2(typed, qPrintable(error));
        QCOMPARE(typed->toString(), QStringLiteral("x.o/.x./..o @c1"));
        QVERIFY(!parseOptionValue(spec, QStringLiteral("x.o\n.x."), &error));
        QVERIFY2(error.contains(QStringLiteral("control character (U+000a)")), qPrintable(error));
        QVERIFY(!parseOptionValue(spec, QString(OptionSpec::MaxTextLength + 1, u'x'), &error));
        QVERIFY2(error.contains(QStringLiteral("at most 4096")), qPrintable(error));
        QVERIFY(checkOptionValue(spec, QVariant(QStringLiteral("7")), &error));
        QVERIFY(!checkOptionValue(spec, QVariant(7), &error));
        QCOMPARE(error, QStringLiteral("option 'position' takes a string"));
        QVERIFY(!checkOptionValue(spec, QVariant(QStringLiteral("a\tb")), &error));
        QVERIFY2(error.startsWith(QStringLiteral("option 'position' takes one line")),
                 qPrintable(error));
        QCOMPARE(optionValuePlaceholder(spec), QStringLiteral("P"));
        OptionValues v;
        QCOMPARE(v.text(QStringLiteral("position"), QStringLiteral("d")), QStringLiteral("d"));
        v.set(QStringLiteral("position"), *typed);
        QCOMPARE(v.text(QStringLiteral("position"), {}), QStringLiteral("x.o/.x./..o @c1"));

        OptionForm form;
        form.setSpecs({spec}, {});
        auto *line = form.findChild<QLineEdit *>(QStringLiteral("option-position"));
        QVERIFY(line);
        QCOMPARE(line->text(), QStringLiteral("..."));
        line->selectAll();
        QTest::keyClicks(line, QStringLiteral("4+2+1"));
        QCOMPARE(form.values().text(QStringLiteral("position"), {}), QStringLiteral("4+2+1"));
        QVERIFY(form.problem().isEmpty());
    }

    void restrictsToDeclared()
    {
        OptionValues v;
        v.set(QStringLiteral("depth"), 2);
        v.set(QStringLiteral("samples"), 10);
        const OptionValues kept = v.restrictedTo(sampleSpecs());
        QVERIFY(kept.isSet(QStringLiteral("depth")));
        QVERIFY(!kept.isSet(QStringLiteral("samples")));
        QCOMPARE(kept.integer(QStringLiteral("depth"), -1), 2);
        QCOMPARE(kept.integer(QStringLiteral("missing"), -1), -1);
    }

    void defaultsAsHelpStatesThem()
    {
        const OptionSpecs specs = sampleSpecs();
        QCOMPARE(optionDefaultText(*findOption(specs, "fail-soft")), QStringLiteral("off"));
        QCOMPARE(optionDefaultText(*findOption(specs, "delta")), QStringLiteral("1"));
        QCOMPARE(optionDefaultText(*findOption(specs, "guess")),
                 QStringLiteral("the root's heuristic value, else 0"));
        QCOMPARE(optionValuePlaceholder(*findOption(specs, "order")),
                 QStringLiteral("pv|killer|history|none"));
    }

    void formRoundTripsValues()
    {
        OptionForm form;
        OptionValues in;
        in.set(QStringLiteral("fail-soft"), true);
        in.set(QStringLiteral("guess"), 35.0);
        in.set(QStringLiteral("order"), QStringLiteral("history"));
        form.setSpecs(sampleSpecs(), in);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        QSignalSpy changed(&form, &OptionForm::valuesChanged);
        QCOMPARE(form.values(), in); // defaults (delta 1) are left out
        auto *depth = form.findChild<QSpinBox *>(QStringLiteral("option-depth"));
        QVERIFY(depth);
        depth->setValue(3);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(form.values().integer(QStringLiteral("depth"), -1), 3);
        auto *guess = form.findChild<QLineEdit *>(QStringLiteral("option-guess"));
        guess->clear();
        QTest::keyClicks(guess, QStringLiteral("abc"));
        QVERIFY(!form.values().isSet(QStringLiteral("guess")));
        // The problem names the row as the form does, not as the command line's flag.
        QVERIFY2(form.problem().startsWith(QStringLiteral("“Guess” takes")),
                 qPrintable(form.problem()));
        QVERIFY(!form.problem().contains(QStringLiteral("--")));
        auto *soft = form.findChild<QCheckBox *>(QStringLiteral("option-fail-soft"));
        QTest::keyClick(soft, Qt::Key_Space); // a person toggles it; the indicator is small
        QVERIFY(!form.values().isSet(QStringLiteral("fail-soft")));
        QCOMPARE(guess->placeholderText(), QStringLiteral("the root's heuristic value, else 0"));
        // An interval is typed as LO:HI; a reversed one is a problem, not a value.
        guess->clear();
        auto *values = form.findChild<QLineEdit *>(QStringLiteral("option-values"));
        QVERIFY(values);
        QCOMPARE(values->text(), QStringLiteral("0:9"));
        values->selectAll();
        QTest::keyClicks(values, QStringLiteral("9:-3"));
        QVERIFY(!form.values().isSet(QStringLiteral("values")));
        QVERIFY2(form.problem().contains(QStringLiteral("“Values”")), qPrintable(form.problem()));
        values->selectAll();
        QTest::keyClicks(values, QStringLiteral("-3:9"));
        QCOMPARE(form.values().interval(QStringLiteral("values"), {}), (OptionInterval{-3, 9}));
        QVERIFY(form.problem().isEmpty());
    }
};

QTEST_MAIN(TestOptions)
#include "tst_options.moc"

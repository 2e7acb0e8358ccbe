// The American setup shown on the table (app/american/american_session_setup.cpp, issue 17):
// at the teaching pace ("full") the game's setup events are shown one at a time, each with a
// sentence (the wash, the four walls, the rolls for East with ties rolled again, East's roll
// and the break counted from the right end of East's wall, the deal four tiles at a time,
// East's jump, the Charleston next) and its step explained; the rack and the Charleston come
// only after the deal. With "skip" the table starts at the Charleston; skipping while the
// setup is shown jumps there. The test steps the table by hand (showNext), so it never waits.
#include "american/american_session.h"

#include "session/session.h"
#include "variants/american/american_game.h"

#include <QTest>

namespace {

int manoRolls(const AmericanSession& s)
{
    int rolls = 0;
    for (const mj::Event& e : s.session()->game().record().events)
        if (const auto* r = std::get_if<mj::RollEvent>(&e); r && r->purpose == mj::RollPurpose::Mano)
            ++rolls;
    return rolls;
}

int breakCount(const AmericanSession& s)
{
    for (const mj::Event& e : s.session()->game().record().events)
        if (const auto* b = std::get_if<mj::BreakEvent>(&e))
            return b->count;
    return -1;
}

// Everything the table says while it shows the setup, one event at a time.
struct Shown {
    QStringList sentences;
    QStringList teachings;
};

Shown stepThroughSetup(AmericanSession& s)
{
    Shown shown;
    for (int guard = 0; guard < 200 && s.showingSetup(); ++guard) {
        const int before = s.tiles()->step();
        s.showNext();
        // One event at a time, each with its sentence.
        if (s.tiles()->step() != before + 1)
            qFatal("the setup moved from step %d to %d", before, s.tiles()->step());
        shown.sentences << s.status();
        if (s.showingSetup()) {
            // Nothing to choose and no rack while the tiles are being set up.
            if (!s.rack().isEmpty() || s.yourMove() || !s.charlestonStep().isEmpty())
                qFatal("the rack or a move was offered during the setup, at step %d", s.tiles()->step());
            shown.teachings << s.teaching();
        }
    }
    return shown;
}

} // namespace

class TestAmericanSetupShown : public QObject {
    Q_OBJECT

private slots:
    void teachingShowsEachStepNarrated()
    {
        // A seat whose roll for East ties, so the narration's re-roll is seen.
        AmericanSession s;
        s.setPaceMs(400);
        QCOMPARE(s.setupSpeed(), QString("full"));
        int seed = 1;
        for (; seed < 200; ++seed) {
            s.setSeed(seed);
            QVERIFY(s.start("easy"));
            if (manoRolls(s) > 4)
                break;
        }
        QVERIFY2(manoRolls(s) > 4, "no seed under 200 ties the roll for East");

        // The new game starts from the bare table, explained.
        QCOMPARE(s.tiles()->step(), 0);
        QVERIFY(s.showingSetup());
        QVERIFY(s.rack().isEmpty());
        QVERIFY(!s.yourMove());
        QVERIFY(s.teaching().startsWith("The setup"));
        QCOMPARE(s.tablePace(), 1.0);

        const Shown shown = stepThroughSetup(s);
        const QStringList& said = shown.sentences;
        QVERIFY(!said.isEmpty());
        for (const QString& sentence : said)
            QVERIFY2(!sentence.isEmpty(), qPrintable(said.join('\n')));
        QVERIFY(said.first().startsWith("The wash"));
        QCOMPARE(said.filter("19 stacks, two tiles high").size(), 4);
        QCOMPARE(said.filter(QRegularExpression("^(Rolling again: )?\\w+ rolled \\d and \\d: \\d+\\.")).size(), manoRolls(s));
        QVERIFY2(!said.filter("they roll again").isEmpty(), qPrintable(said.join('\n')));
        QVERIFY2(!said.filter("Rolling again").isEmpty(), qPrintable(said.join('\n')));
        QCOMPARE(said.filter("rolled highest").size(), 1);
        const int n = breakCount(s);
        QVERIFY(!said.filter(QString("East rolled %1: counting %1 stacks from the right end of East's wall").arg(n)).isEmpty());
        QCOMPARE(said.filter("took two stacks, four tiles").size(), 12);
        QCOMPARE(said.filter(" of 12.").size(), 12);
        QCOMPARE(said.filter("jumps").size(), 1);
        QCOMPARE(said.filter("has 14 tiles").size(), 2); // the jump's end, and the deal's
        QCOMPARE(said.filter("took one tile: 13").size(), 3);
        QVERIFY(said.last().contains("Next, the Charleston"));
        // Each of the five steps explained in turn.
        for (int step = 1; step <= 5; ++step)
            QVERIFY2(!shown.teachings.filter(QString("Setup %1 of 5").arg(step)).isEmpty(), qPrintable(QString::number(step)));

        // Once the deal is shown: the rack (East 14, the others 13) and the Charleston.
        QVERIFY(!s.showingSetup());
        QCOMPARE(s.rack().size(), s.east() == 0 ? 14 : 13);
        for (int guard = 0; guard < 200 && s.tiles()->step() < s.tiles()->stepCount(); ++guard)
            s.showNext();
        QCOMPARE(s.charlestonStep(), QString("first right"));
        QVERIFY(s.yourMove());
    }

    void skipStartsAtTheCharleston()
    {
        AmericanSession s;
        s.setPaceMs(400);
        s.setSetupSpeed("skip");
        s.setSeed(3);
        QVERIFY(s.start("easy"));
        QVERIFY(!s.showingSetup());
        QVERIFY(s.tiles()->step() > 0);
        QCOMPARE(s.rack().size(), s.east() == 0 ? 14 : 13);
        QVERIFY(s.status().contains("The Charleston begins"));
    }

    void skippingMidwayJumpsToTheDeal()
    {
        AmericanSession s;
        s.setPaceMs(400);
        s.setSetupSpeed("fast");
        s.setSeed(4);
        QVERIFY(s.start("easy"));
        QVERIFY(s.showingSetup());
        QVERIFY(s.tablePace() < 0.5);
        for (int i = 0; i < 5; ++i)
            s.showNext();
        QVERIFY(s.showingSetup());
        QVERIFY(s.rack().isEmpty());
        s.setSetupSpeed("skip");
        QVERIFY(!s.showingSetup());
        QCOMPARE(s.rack().size(), s.east() == 0 ? 14 : 13);
        QCOMPARE(s.tablePace(), 1.0); // the game's pace now (400 ms an event)
        // An unknown speed is refused.
        s.setSetupSpeed("slow");
        QCOMPARE(s.setupSpeed(), QString("skip"));
    }

    void aPaceOfNoneShowsEverythingAtOnce()
    {
        // Tests and the screenshots set the pace to 0: the setup is not waited for either.
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(6);
        QVERIFY(s.start("easy"));
        QVERIFY(!s.showingSetup());
        QCOMPARE(s.tiles()->step(), s.tiles()->stepCount());
        QVERIFY(s.yourMove());
    }
};

QTEST_MAIN(TestAmericanSetupShown)
#include "tst_american_setup_shown.moc"

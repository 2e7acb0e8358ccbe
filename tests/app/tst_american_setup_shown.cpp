// The American setup shown on the table (app/american/american_session_setup.cpp, issue 17):
// at the teaching pace ("full") the game's setup events are shown one at a time, each with a
// sentence (the wash, the four walls, the rolls for East with ties rolled again, East's roll
// and the break counted from the right end of East's wall, the deal four tiles at a time,
// East's jump, the Charleston next) and its step explained; the rack and the Charleston come
// only after the deal; a match's later game tells East moved instead of rolling for it. With
// "skip" the table starts at the Charleston; skipping while the setup is shown jumps there.
// The end card's winning hand has the winner's 14 tiles. The test steps the table by hand
// (showNext), so it never waits.
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

// One move for the person, as a cautious player: the first tiles that are not jokers passed,
// no second Charleston, no courtesy, the draw, the last tile discarded, calls let go by,
// Mah Jongg taken off a discard when offered. False when there is nothing to do.
bool playCautiously(AmericanSession& s)
{
    if (!s.yourMove())
        return false;
    if (!s.charlestonStep().isEmpty() && s.pickCount() > 0) {
        for (const QVariant& v : s.rack())
            if (s.selectedCount() < s.pickCount() && !v.toMap().value("kind").toString().endsWith('j'))
                s.tapTile(v.toMap().value("tileId").toInt());
        return s.passSelected();
    }
    const QVariantList actions = s.actions();
    for (const QVariant& v : actions) {
        const auto a = v.toMap();
        const QString type = a.value("type").toString(), label = a.value("label").toString();
        if ((type == "vote" && label.startsWith("No")) || (type == "courtesy_offer" && label.contains('0')) ||
            type == "draw" || type == "claim_win")
            return s.choose(a.value("index").toInt());
    }
    if (s.pickCount() == 1) {
        const int last = s.rack().last().toMap().value("tileId").toInt();
        s.tapTile(last);
        if (s.selectedCount() == 1 && s.canDiscard())
            return s.discardSelected();
        s.tapTile(last);
        return true;
    }
    if (s.claimSecondsLeft() >= 0) {
        s.passTime(60'000);
        return true;
    }
    return !actions.isEmpty() && s.choose(actions.first().toMap().value("index").toInt());
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

    void theNextGameSaysEastMoved()
    {
        AmericanSession s;
        s.setPaceMs(0);
        s.setSeed(2026);
        QVERIFY(s.start("normal"));
        for (int guard = 0; guard < 3000 && !s.overShown(); ++guard)
            if (!playCautiously(s))
                break;
        QVERIFY(s.overShown());
        // The end card's hand: the winner's 14 tiles (none without a winner).
        int tiles = 0;
        for (const QVariant& group : s.winningHand())
            tiles += static_cast<int>(group.toMap().value("kinds").toStringList().size());
        QCOMPARE(tiles, s.winner() >= 0 ? 14 : 0);

        const int oldEast = s.east();
        s.setPaceMs(400);
        QVERIFY(s.nextGame());
        QCOMPARE(s.east(), (oldEast + 1) % 4);
        QVERIFY(s.showingSetup());
        QCOMPARE(s.tiles()->step(), 0);
        QStringList said;
        bool eastTold = false;
        for (int guard = 0; guard < 200 && s.showingSetup(); ++guard) {
            s.showNext();
            said << s.status();
            if (s.tiles()->eventName() == "mano") {
                QVERIFY2(s.teaching().contains("East moves one seat to the right"), qPrintable(s.teaching()));
                eastTold = true;
            }
        }
        QVERIFY(eastTold);
        // Nobody rolls for East in a later game: it is told, then East rolls for the break.
        QCOMPARE(said.filter("rolled highest").size(), 0);
        QCOMPARE(said.filter("East moves to the right after each game").size(), 1);
        QCOMPARE(s.rack().size(), s.east() == 0 ? 14 : 13);
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

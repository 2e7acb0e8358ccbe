// Per-seat event views (issue 13, item 7; views/): what one seat may see of each event, and
// the SeatView folded from those views, which the bots decide from. Over many seeded games
// of every built-in variant: no view shows a concealed tile, the folded view equals the one
// built from the whole game at every decision, and bots fed only their views play exactly
// the games they played when they were given the whole game's view.
#include "variants/filipino/game/match.h"
#include "variants/filipino/simulation/simulation.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "view_checks.h"

#include <QTest>

namespace {

// Games per variant for the fold's equality; the conformance suite plays more.
constexpr int kGames = 150;

mj::Game firstGame(const char* ruleset, std::uint64_t seed)
{
    const auto rules = mj::loadRuleset(ruleset);
    mj::Match match(seed, *rules);
    return mj::Game(match.nextGame());
}

// The view seat `seat` is sent of the game's event `index`, with what lay in sight before it.
std::optional<mj::SeenEvent> viewOfEvent(const mj::Game& game, std::size_t index, mj::Seat seat)
{
    mj::Sight before(game.table().tileSet());
    for (std::size_t i = 0; i < index; ++i)
        before.apply(game.record().events[i]);
    return mj::viewOf(game.record().events[index], seat, before);
}

} // namespace

class TestViews : public QObject {
    Q_OBJECT

private slots:
    // The wash and the build never show a tile: the wall's content is secret from everyone.
    void wallIsNeverShown()
    {
        const mj::Game game = firstGame("filipino", 7);
        const auto& events = game.record().events;
        int walls = 0;
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (!std::holds_alternative<mj::WashEvent>(events[i]) && !std::holds_alternative<mj::BuildEvent>(events[i]))
                continue;
            ++walls;
            for (int s = 0; s < mj::Ruleset::kSeats; ++s) {
                const auto seen = viewOfEvent(game, i, mj::Seat::of(s));
                QVERIFY(seen);
                const auto tiles = viewcheck::tilesOf(seen->event);
                QCOMPARE(tiles.size(), viewcheck::tilesOf(events[i]).size());
                QVERIFY(!tiles.empty());
                for (mj::TileId t : tiles)
                    QCOMPARE(t, mj::kHiddenTile);
            }
        }
        QCOMPARE(walls, 5); // the wash and four segments
    }

    // A take shows its tiles to the taker only; the others see how many. Flowers laid are
    // public, and so is a discard.
    void drawsAreSeenOnlyByTheTaker()
    {
        mj::Game game = firstGame("filipino", 11);
        // Play a game with the first legal action each time; check every take, flower and discard.
        int draws = 0;
        while (!game.over()) {
            const mj::Seat seat = game.seatToAct();
            const auto& legal = game.legalActions(seat);
            const std::size_t from = game.record().events.size();
            QVERIFY(game.act(legal.front()));
            const auto& events = game.record().events;
            for (std::size_t i = from; i < events.size(); ++i) {
                const auto* take = std::get_if<mj::TakeEvent>(&events[i]);
                const auto* flowers = std::get_if<mj::ExposeFlowersEvent>(&events[i]);
                const auto* discard = std::get_if<mj::DiscardEvent>(&events[i]);
                if (!take && !flowers && !discard)
                    continue;
                for (int s = 0; s < mj::Ruleset::kSeats; ++s) {
                    const mj::Seat viewer = mj::Seat::of(s);
                    const auto seen = viewOfEvent(game, i, viewer);
                    QVERIFY(seen);
                    if (take && take->reason == mj::TakeReason::Draw) {
                        draws += viewer == take->seat ? 1 : 0;
                        const auto& shown = std::get<mj::TakeEvent>(seen->event).tiles;
                        QCOMPARE(shown.size(), take->tiles.size());
                        if (viewer == take->seat)
                            QCOMPARE(shown, take->tiles);
                        else
                            QCOMPARE(shown, std::vector<mj::TileId>(take->tiles.size(), mj::kHiddenTile));
                    }
                    if (flowers)
                        QCOMPARE(std::get<mj::ExposeFlowersEvent>(seen->event).tiles, flowers->tiles);
                    if (discard)
                        QCOMPARE(std::get<mj::DiscardEvent>(seen->event).tile, discard->tile);
                }
            }
        }
        QVERIFY(game.over());
        QVERIFY(draws > 0);
    }

    // Over many seeded games of every built-in variant: no view shows a concealed tile, and
    // at every decision the folded view equals the game's.
    void foldedViewsEqualTheGames_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const auto& name : mj::builtinRulesetNames())
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }
    void foldedViewsEqualTheGames()
    {
        QFETCH(QString, ruleset);
        const auto rules = mj::loadRuleset(ruleset.toStdString());
        QVERIFY2(rules.ok(), rules.ok() ? "" : rules.error().c_str());
        mj::Match match(4242, *rules);
        viewcheck::Tally tally;
        for (int i = 0; i < kGames; ++i) {
            mj::Game game(match.nextGame());
            const std::string failed = viewcheck::playCheckingViews(game, tally);
            QVERIFY2(failed.empty(), qPrintable(QStringLiteral("game %1 (seed %2): %3")
                                                    .arg(i + 1)
                                                    .arg(game.record().header.seed)
                                                    .arg(QString::fromStdString(failed))));
            match.finishGame(game);
        }
        QVERIFY(tally.decisions > kGames * 20);
        QVERIFY(tally.hiddenTiles > kGames * 100);
    }

    // Bots fed only their views decide as they did with the whole game's view: the same
    // seeds give the same records.
    void botsDecideAsBefore_data() { foldedViewsEqualTheGames_data(); }
    void botsDecideAsBefore()
    {
        QFETCH(QString, ruleset);
        const auto rules = mj::loadRuleset(ruleset.toStdString());
        QVERIFY(rules.ok());
        mj::Match match(77, *rules);
        for (int i = 0; i < 40; ++i) {
            const mj::GameSetup setup = match.nextGame();
            mj::Game fromViews(setup);
            mj::playOut(fromViews); // the play loop: bots see their folded views
            mj::Game fromGame(setup);
            const std::uint64_t seed = setup.seed;
            std::vector<std::unique_ptr<mj::Bot>> bots;
            for (int s = 0; s < mj::Ruleset::kSeats; ++s)
                bots.push_back(mj::makeBot(mj::BotLevel::Normal, seed ^ (0x5EA70ULL + static_cast<std::uint64_t>(s))));
            while (!fromGame.over()) {
                const mj::Seat seat = fromGame.seatToAct();
                QVERIFY(fromGame.act(bots[static_cast<std::size_t>(seat.index())]->choose(mj::viewFor(fromGame, seat), *rules)));
            }
            QVERIFY(fromViews.record().events == fromGame.record().events);
            match.finishGame(fromViews);
        }
    }
};

QTEST_APPLESS_MAIN(TestViews)
#include "tst_views.moc"

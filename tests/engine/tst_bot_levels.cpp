// The AI levels (bots/bot_level.h): every level plays only legal actions, game after game,
// under every built-in ruleset; a bot's choices are fixed by its seed; the level names parse
// and bad ones are refused with the known names. The easy-against-normal figure is printed as
// a sanity check of "easy is weaker", not asserted (it is a statistic, not a rule).
#include "bots/bot_level.h"
#include "game/match.h"
#include "game/seat_view.h"
#include "rules/ruleset_json.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <memory>

using namespace mj;

namespace {

// Plays one game with the given level per seat; fails the test on an illegal choice.
// Returns false (after QFAIL) on failure.
bool playOne(Game& game, const std::array<BotLevel, Ruleset::kSeats>& levels)
{
    const std::uint64_t seed = game.record().header.seed;
    std::array<std::unique_ptr<Bot>, Ruleset::kSeats> bots;
    for (int s = 0; s < Ruleset::kSeats; ++s)
        bots[static_cast<std::size_t>(s)] = makeBot(levels[static_cast<std::size_t>(s)], seed ^ (0xB07ULL + s));
    int moves = 0;
    while (!game.over()) {
        const Seat seat = game.seatToAct();
        const SeatView view = viewFor(game, seat);
        const Action chosen = bots[static_cast<std::size_t>(seat.index())]->choose(view, game.rules());
        if (std::find(view.legal.begin(), view.legal.end(), chosen) == view.legal.end()) {
            qWarning("seat %d (%s) chose an action that is not legal: %s", seat.index(),
                     botLevelName(levels[static_cast<std::size_t>(seat.index())]).c_str(),
                     actionTypeName(chosen.type).c_str());
            return false;
        }
        if (const Status s = game.act(chosen); !s) {
            qWarning("the game refused a bot's action: %s", s.error().c_str());
            return false;
        }
        if (++moves > 5000) {
            qWarning("the game does not end");
            return false;
        }
    }
    return true;
}

} // namespace

class TestBotLevels : public QObject {
    Q_OBJECT

private slots:
    void namesParse()
    {
        QCOMPARE(botLevelName(*parseBotLevel("easy")), std::string("easy"));
        QCOMPARE(botLevelName(*parseBotLevel("normal")), std::string("normal"));
        QCOMPARE(botLevelName(*parseBotLevel("strong")), std::string("strong"));
        // The test level parses (the arena measures with it) but is not offered to players.
        QCOMPARE(botLevelName(*parseBotLevel("strong-nosample")), std::string("strong-nosample"));
        QCOMPARE(botLevelNames(), std::string("easy, normal, strong"));
        const auto bad = parseBotLevel("grandmaster");
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().find("grandmaster") != std::string::npos);
        QVERIFY(bad.error().find("easy, normal, strong") != std::string::npos);
    }

    void playsOnlyLegalActions_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("filipino") << QStringLiteral("filipino");
        QTest::newRow("visayan") << QStringLiteral("visayan");
        QTest::newRow("joker-pot") << QStringLiteral("joker-pot");
    }

    // Every level in every seat: easy and normal side by side, four easy bots, strong
    // against each, four strong bots; 1,500 games a ruleset, so every kind of claim and
    // declaration comes up for each level.
    void playsOnlyLegalActions()
    {
        QFETCH(QString, ruleset);
        const auto rules = loadRuleset(ruleset.toStdString());
        QVERIFY(rules.ok());
        using L = BotLevel;
        const std::array<std::pair<std::array<L, Ruleset::kSeats>, int>, 6> lineups{{
            {{L::Easy, L::Normal, L::Easy, L::Normal}, 400},
            {{L::Easy, L::Easy, L::Easy, L::Easy}, 300},
            {{L::Strong, L::Normal, L::Strong, L::Normal}, 300},
            {{L::Easy, L::Strong, L::Normal, L::Strong}, 200},
            {{L::Normal, L::Easy, L::Strong, L::Easy}, 150},
            {{L::Strong, L::Strong, L::Strong, L::Strong}, 150},
        }};
        for (const auto& [levels, games] : lineups) {
            Match match(41, *rules);
            for (int i = 0; i < games; ++i) {
                Game game(match.nextGame());
                QVERIFY2(playOne(game, levels), qPrintable(QStringLiteral("game %1").arg(i + 1)));
                match.finishGame(game);
            }
        }
    }

    // The same seed gives the same game, move for move; another seed another game.
    void deterministicForASeed()
    {
        const auto rules = loadRuleset("filipino");
        QVERIFY(rules.ok());
        for (const auto& levels : {std::array{BotLevel::Easy, BotLevel::Easy, BotLevel::Normal, BotLevel::Easy},
                                   std::array{BotLevel::Strong, BotLevel::Strong, BotLevel::Strong, BotLevel::Strong}}) {
            auto play = [&](std::uint64_t seed) {
                Match match(seed, *rules);
                Game game(match.nextGame());
                playOne(game, levels);
                return game.record().events;
            };
            const auto first = play(77);
            QVERIFY(first == play(77));
            QVERIFY(first != play(78));
        }
    }

    // Easy discards carelessly, so with the same tiles it falls behind normal: printed only.
    void easyAgainstNormal()
    {
        const auto rules = loadRuleset("filipino");
        QVERIFY(rules.ok());
        Match match(2024, *rules);
        std::array<int, 2> wins{};
        for (int i = 0; i < 200; ++i) {
            Game game(match.nextGame());
            QVERIFY(playOne(game, {BotLevel::Easy, BotLevel::Normal, BotLevel::Easy, BotLevel::Normal}));
            if (const auto w = game.winner())
                ++wins[static_cast<std::size_t>(w->index() % 2)];
            match.finishGame(game);
        }
        const auto& b = match.balances();
        qInfo("200 games, seats 0 and 2 easy, 1 and 3 normal: wins easy %d, normal %d; balances (quarters) "
              "easy %d, normal %d",
              wins[0], wins[1], b[0] + b[2], b[1] + b[3]);
    }
};

QTEST_GUILESS_MAIN(TestBotLevels)
#include "tst_bot_levels.moc"

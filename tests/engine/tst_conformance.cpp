// The conformance suite every variant passes (ARCHITECTURE.md, convention 7; issues 4 and
// 13, item 11): thousands of seeded games per variant, played by the simple bots, with the
// table's invariant (every tile in exactly one place) checked after every event by the
// game log, each game's payments summing to zero, the record written and read back
// (round trip), the read record replayed through a new game to the same events and the
// same final table (replay equality) with every kind's copies counted after every event
// (tile conservation), the same seed playing the same games (determinism), and the
// per-seat views (views/): no view shows a seat a concealed tile, and the view each bot
// decides from, folded from its views, equals the one built from the whole game.
//
// A ruleset of the Filipino family joins the suite by one line in kVariants. Another variant
// (solitaire) joins by a line for each of its rulesets in kInterfaceVariants and is played
// through the variant interface alone (variants/variant.h): its match, its agents told only
// their views, the same checks adapted to its seats.
#include "variants/filipino/game/game_replay.h"
#include "variants/filipino/game/match.h"
#include "variants/filipino/simulation/simulation.h"
#include "record/record_json.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "record/game_log.h"
#include "variants/american/american_game.h"
#include "variants/registry/builtin_variants.h"
#include "variants/solitaire/solitaire_agent.h"
#include "variants/solitaire/solitaire_variant_game.h"
#include "view_checks.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <sstream>

namespace {

struct Variant {
    const char* name;
    const char* ruleset; // a built-in ruleset's name or file, or a ruleset as JSON
};

// Every built-in variant, and each with every optional rule and house option switched.
const Variant kVariants[] = {
    {"filipino", "filipino"},
    {"visayan", "visayan"},
    {"joker-pot", "joker-pot"},
    {"filipino, every option", R"({"base": "filipino", "joker": "after_flowers", "jai_alai": true, "doubles": true,
        "other_ambitions": true, "four_as_two_pairs": true, "claim_rule": "speed", "keep_mano_on_draw": false, "pot": true})"},
    {"visayan, every option", R"({"base": "visayan", "joker": "after_flowers", "jai_alai": true, "doubles": true,
        "other_ambitions": true, "four_as_two_pairs": true, "claim_rule": "speed", "pot": true})"},
};

// Games per variant: thousands, enough to meet every rule many times.
constexpr int kGames = 2000;
// Of those, the ones also written, read back, replayed and counted (the costlier part).
constexpr int kRoundTripEvery = 4;
// And the ones played with every seat's views checked event by event.
constexpr int kViewsEvery = 4;

// The variants of the registry other than the Filipino family, each ruleset on its line.
struct InterfaceVariant {
    const char* variant;
    const char* ruleset;
};
const InterfaceVariant kInterfaceVariants[] = {
    {"solitaire", "solitaire"},
    {"solitaire", "solitaire-automatic"},
};
// Games per ruleset: the solver's player wins nearly every deal, the greedy one few, so both
// the won and the lost ends are met hundreds of times.
constexpr int kInterfaceGames = 400;

// The American game's rulesets (four seats through the interface; american_game.h), each a
// match of kAmericanGames played by the variant's agents, a level a seat in turn.
const char* const kAmericanRulesets[] = {"american", "american-short", "american-no-charleston"};
constexpr int kAmericanGames = 150;

void addInterfaceRows()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("ruleset");
    for (const InterfaceVariant& v : kInterfaceVariants)
        QTest::newRow((std::string(v.variant) + "/" + v.ruleset).c_str())
            << QString::fromUtf8(v.variant) << QString::fromUtf8(v.ruleset);
}

// What went wrong with one view of a game whose tiles all lie face up once dealt (solitaire):
// the view is the event itself, but for the wash's order and a tile moved face down (the
// divider's winds), which are hidden. Empty when right.
std::string viewWrong(const mj::Event& event, const std::optional<mj::SeenEvent>& view)
{
    if (!view)
        return "the seat is not sent it";
    mj::Event expected = event;
    if (auto* wash = std::get_if<mj::WashEvent>(&expected))
        std::fill(wash->order.begin(), wash->order.end(), mj::kHiddenTile);
    if (auto* move = std::get_if<mj::MoveEvent>(&expected); move && move->face == mj::Face::Down)
        move->tile = mj::kHiddenTile;
    return view->event == expected ? std::string() : "the view is not the event as the seat sees it";
}

// Plays `game` to its end with `agent` at seat 0, sending it its views in order as a referee
// does and checking each; at each decision the position the agent folded from its views is
// the game's. Returns what went wrong, or nothing.
std::string playSolitaire(mj::VariantGame& game, mj::SeatAgent& agent)
{
    const auto* played = mj::solitaire::SolitaireGame::of(game);
    const auto* folded = dynamic_cast<const mj::solitaire::SolitaireAgent*>(&agent);
    if (!played || !folded)
        return "not a solitaire game and agent";
    std::size_t sent = 0;
    auto send = [&]() -> std::string {
        const auto& events = game.record().events;
        for (; sent < events.size(); ++sent) {
            const auto view = game.viewOf(sent, mj::Seat::of(0));
            if (std::string wrong = viewWrong(events[sent], view); !wrong.empty())
                return "event " + std::to_string(sent + 1) + " (" + mj::eventName(events[sent]) + "): " + wrong;
            agent.see(*view);
        }
        return {};
    };
    while (!game.over()) {
        if (std::string wrong = send(); !wrong.empty())
            return wrong;
        if (!(folded->position() == played->position()))
            return "the agent's position, folded from its views, is not the game's";
        const auto& legal = game.legalActions(game.seatToAct());
        if (legal.empty())
            return "the seat must act with no legal action";
        if (mj::Status s = game.apply(agent.choose(legal)); !s)
            return "the agent's action was refused: " + s.error();
    }
    return send();
}

mj::Expected<mj::Ruleset> rulesOf(const QString& ruleset)
{
    return ruleset.startsWith(QLatin1Char('{')) ? mj::rulesetFromJson(ruleset.toStdString(), "test ruleset")
                                                : mj::loadRuleset(ruleset.toStdString());
}

void addVariantRows()
{
    QTest::addColumn<QString>("ruleset");
    for (const Variant& v : kVariants)
        QTest::newRow(v.name) << QString::fromUtf8(v.ruleset);
}

// Every kind's copies, counted over every place of the table, are the set's: no tile made
// or lost (independently of Table::checkInvariant, which counts tile identities).
std::string conservationBroken(const mj::Table& table)
{
    const mj::TileSet& set = table.tileSet();
    std::vector<int> count(static_cast<std::size_t>(mj::TileKind::mahjongCount) + 64, 0);
    int tiles = 0;
    auto add = [&](const std::vector<mj::TileId>& where) {
        for (mj::TileId t : where) {
            const std::size_t k = static_cast<std::size_t>(set.kindOf(t).index());
            if (k >= count.size())
                count.resize(k + 1, 0);
            ++count[k];
            ++tiles;
        }
    };
    add(table.freeArea());
    const mj::WallGeometry& g = table.geometry();
    for (int r = 0; r < g.stackCount(); ++r)
        add(table.stack(g.atRing(r)));
    for (int s = 0; s < table.seatCount(); ++s) {
        const mj::Seat seat = mj::Seat::of(s);
        add(table.hand(seat));
        add(table.flowers(seat));
        add(table.discards(seat));
        for (const auto& exposed : table.exposed(seat))
            add(exposed);
    }
    if (tiles != set.size())
        return std::to_string(tiles) + " tiles on the table, the set has " + std::to_string(set.size());
    std::vector<int> copies(count.size(), 0);
    for (int id = 0; id < set.size(); ++id)
        ++copies[static_cast<std::size_t>(set.kindOf(mj::TileId{static_cast<std::uint16_t>(id)}).index())];
    for (std::size_t k = 0; k < count.size(); ++k)
        if (count[k] != copies[k])
            return "kind " + std::to_string(k) + ": " + std::to_string(count[k]) + " copies on the table, " +
                   std::to_string(copies[k]) + " in the set";
    return {};
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT

private slots:
    // A built-in variant the table forgets would go untested.
    void everyBuiltinVariantIsListed()
    {
        for (const auto& name : mj::builtinRulesetNames())
            QVERIFY2(std::any_of(std::begin(kVariants), std::end(kVariants),
                                 [&](const Variant& v) { return name == v.ruleset; }),
                     qPrintable(QStringLiteral("%1 is not in kVariants").arg(QString::fromStdString(name))));
    }

    void seededGames_data() { addVariantRows(); }
    void seededGames()
    {
        QFETCH(QString, ruleset);
        const auto rules = rulesOf(ruleset);
        QVERIFY2(rules.ok(), rules.ok() ? "" : rules.error().c_str());
        const int games = kGames;

        mj::Match match(2026, *rules);
        int wins = 0, roundTrips = 0;
        viewcheck::Tally views;
        for (int i = 0; i < games; ++i) {
            mj::Game game(match.nextGame());
            try {
                // The same bots either way: the views' check plays the game playOut() plays.
                if (i % kViewsEvery == 0) {
                    const std::string failed = viewcheck::playCheckingViews(game, views);
                    if (!failed.empty())
                        throw std::logic_error("views: " + failed);
                } else {
                    mj::playOut(game);
                }
            } catch (const std::logic_error& broken) {
                QFAIL(qPrintable(QStringLiteral("game %1 (seed %2): %3")
                                     .arg(i + 1)
                                     .arg(game.record().header.seed)
                                     .arg(QString::fromStdString(broken.what()))));
            }
            QVERIFY(game.over());
            const auto& balance = game.balance();
            QCOMPARE(std::accumulate(balance.begin(), balance.end(), 0), 0);
            QVERIFY(game.table().checkInvariant().ok());
            wins += game.winner() ? 1 : 0;

            if (i % kRoundTripEvery == 0) {
                std::stringstream text;
                mj::writeRecord(text, game.record());
                const auto read = mj::readRecord(text);
                QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
                QVERIFY(read->record.events == game.record().events);
                const auto replayed = mj::replayGame(read->record, read->eventLines);
                QVERIFY2(replayed.ok(), replayed.ok() ? "" : replayed.error().c_str());
                QVERIFY(replayed->record().events == game.record().events);
                QVERIFY(replayed->table() == game.table());
                QCOMPARE(replayed->balance(), game.balance());
                mj::Table table(game.table().tileSet(), game.table().layout());
                for (std::size_t e = 0; e < read->record.events.size(); ++e) {
                    QVERIFY(table.apply(read->record.events[e]).ok());
                    const std::string broken = conservationBroken(table);
                    QVERIFY2(broken.empty(), qPrintable(QStringLiteral("game %1, event %2: %3")
                                                            .arg(i + 1)
                                                            .arg(e + 1)
                                                            .arg(QString::fromStdString(broken))));
                }
                ++roundTrips;
            }
            match.finishGame(game);
        }
        // The bots finish most games, so the winning paths are exercised too.
        QVERIFY2(wins > games / 2, qPrintable(QStringLiteral("%1 wins in %2 games").arg(wins).arg(games)));
        QVERIFY(roundTrips > 0);
        QVERIFY(views.decisions > 0 && views.hiddenTiles > 0);
        // The ledger holds every payment; with the pot and the jai alái pool it balances.
        const auto& totals = match.balances();
        QCOMPARE(std::accumulate(totals.begin(), totals.end(), 0) + match.pot() + match.jaiAlaiPool(), 0);
    }

    // Every variant of the registry but the Filipino family, with each of its rulesets, is in
    // kInterfaceVariants.
    void everyOtherVariantIsListed()
    {
        for (const mj::Variant* v : mj::builtinVariants()) {
            if (v->name() == "filipino")
                continue;
            for (const std::string& r : v->rulesets())
                QVERIFY2(std::any_of(std::begin(kInterfaceVariants), std::end(kInterfaceVariants),
                                     [&](const InterfaceVariant& row) { return v->name() == row.variant && r == row.ruleset; }) ||
                             (v->name() == "american" &&
                              std::any_of(std::begin(kAmericanRulesets), std::end(kAmericanRulesets),
                                          [&](const char* row) { return r == row; })),
                         qPrintable(QStringLiteral("%1/%2 is not in kInterfaceVariants")
                                        .arg(QString::fromStdString(v->name()), QString::fromStdString(r))));
        }
    }

    // Seeded playouts through the interface: a match's games one after another, each played by
    // an agent of the variant's levels in turn, told only its views; the table's invariant
    // after every event (the game's log checks it), each view checked, the balance summing to
    // zero; every kRoundTripEvery-th game written, read back (round trip), replayed through the
    // variant to the same events, winner and balance (replay equality) and, event by event on
    // a table of its own, to the same table with every kind's copies on it (tile conservation).
    void interfaceGames_data() { addInterfaceRows(); }
    void interfaceGames()
    {
        QFETCH(QString, variant);
        QFETCH(QString, ruleset);
        const auto found = mj::variantByName(variant.toStdString());
        QVERIFY(found);
        const mj::Variant& v = **found;
        auto match = v.newMatch(ruleset.toStdString(), 2026);
        QVERIFY2(match, match ? "" : match.error().c_str());
        QCOMPARE((*match)->seatCount(), v.seats());
        const auto levels = v.agentLevels();
        int wins = 0, roundTrips = 0;
        std::vector<int> winsByLevel(levels.size(), 0);
        for (int i = 0; i < kInterfaceGames; ++i) {
            auto game = (*match)->nextGame();
            const std::size_t level = static_cast<std::size_t>(i) % levels.size();
            auto agent = v.makeAgent(levels[level], *game, mj::Seat::of(0), game->record().header.seed ^ 0x5EA70ULL);
            QVERIFY2(agent, agent ? "" : agent.error().c_str());
            const std::string wrong = playSolitaire(*game, **agent);
            QVERIFY2(wrong.empty(), qPrintable(QStringLiteral("game %1 (seed %2): %3")
                                                   .arg(i + 1)
                                                   .arg(game->record().header.seed)
                                                   .arg(QString::fromStdString(wrong))));
            QVERIFY(game->over());
            QCOMPARE(game->phase(), std::string("over"));
            const mj::PerSeat<int> balance = game->balance();
            QCOMPARE(balance.count(), v.seats());
            QCOMPARE(std::accumulate(balance.begin(), balance.end(), 0), 0);
            QVERIFY(std::holds_alternative<mj::GameEndEvent>(game->record().events.back()));
            if (game->winner()) {
                ++wins;
                ++winsByLevel[level];
            }

            if (i % kRoundTripEvery == 0) {
                const mj::GameRecord& record = game->record();
                std::stringstream text;
                mj::writeRecord(text, record);
                const auto read = mj::readRecord(text);
                QVERIFY2(read, read ? "" : read.error().c_str());
                QCOMPARE(read->record.header.variant, record.header.variant);
                QCOMPARE(read->record.header.variantRuleset, record.header.variantRuleset);
                QCOMPARE(read->record.header.seed, record.header.seed);
                QCOMPARE(read->record.header.seats, v.seats());
                QVERIFY(read->record.events == record.events);
                const auto replayed = v.replay(read->record);
                QVERIFY2(replayed, replayed ? "" : replayed.error().c_str());
                QVERIFY((*replayed)->record().events == record.events);
                QCOMPARE((*replayed)->winner(), game->winner());
                QCOMPARE((*replayed)->balance(), balance);
                const auto table = mj::replay(read->record, read->eventLines);
                QVERIFY2(table, table ? "" : table.error().c_str());
                QVERIFY(*table == mj::solitaire::SolitaireGame::of(*game)->table());
                mj::Table counted(*record.header.tileSet, *record.header.layout, record.header.seats);
                for (std::size_t e = 0; e < record.events.size(); ++e) {
                    QVERIFY(counted.apply(record.events[e]).ok());
                    QVERIFY(counted.checkInvariant().ok());
                    const std::string broken = conservationBroken(counted);
                    QVERIFY2(broken.empty(), qPrintable(QStringLiteral("game %1, event %2: %3")
                                                            .arg(i + 1)
                                                            .arg(e + 1)
                                                            .arg(QString::fromStdString(broken))));
                }
                ++roundTrips;
            }
            (*match)->finishGame(*game);
        }
        QCOMPARE((*match)->gamesPlayed(), kInterfaceGames);
        QVERIFY(roundTrips > 0);
        // The solver's player wins nearly every deal (about 98.8% are winnable); the ends
        // without a win (given up, no move left) come from the greedy one.
        QVERIFY2(wins > kInterfaceGames / 3, qPrintable(QStringLiteral("%1 wins in %2 games").arg(wins).arg(kInterfaceGames)));
        QVERIFY(wins < kInterfaceGames);
    }

    // The same seed plays the same match through the interface, down to every event.
    void interfaceSameSeedSameGames_data() { addInterfaceRows(); }
    void interfaceSameSeedSameGames()
    {
        QFETCH(QString, variant);
        QFETCH(QString, ruleset);
        const mj::Variant& v = **mj::variantByName(variant.toStdString());
        auto playMatch = [&]() {
            std::vector<std::vector<mj::Event>> records;
            auto match = std::move(v.newMatch(ruleset.toStdString(), 99)).value();
            for (int i = 0; i < 50; ++i) {
                auto game = match->nextGame();
                const auto& levels = v.agentLevels();
                auto agent = std::move(v.makeAgent(levels[static_cast<std::size_t>(i) % levels.size()], *game,
                                                   mj::Seat::of(0), game->record().header.seed)).value();
                if (!playSolitaire(*game, *agent).empty())
                    return std::vector<std::vector<mj::Event>>{};
                records.push_back(game->record().events);
                match->finishGame(*game);
            }
            return records;
        };
        const auto a = playMatch();
        const auto b = playMatch();
        QCOMPARE(a.size(), std::size_t(50));
        QVERIFY(a == b);
    }

    // The same seed plays the same match: determinism of the bots, the game and the match,
    // down to every event of every game's record.
    void sameSeedSameGames_data() { addVariantRows(); }
    void sameSeedSameGames()
    {
        QFETCH(QString, ruleset);
        const auto rules = rulesOf(ruleset);
        QVERIFY(rules.ok());
        mj::SimulationOptions options;
        options.seed = 99;
        options.games = 50;
        options.rules = *rules;
        std::vector<std::vector<mj::Event>> recordsA, recordsB;
        options.onGame = [&](const mj::Game& game, int) { recordsA.push_back(game.record().events); };
        const auto a = mj::simulate(options);
        options.onGame = [&](const mj::Game& game, int) { recordsB.push_back(game.record().events); };
        const auto b = mj::simulate(options);
        QCOMPARE(a.wins, b.wins);
        QCOMPARE(a.balances, b.balances);
        QCOMPARE(a.turns, b.turns);
        QCOMPARE(a.events, b.events);
        QCOMPARE(a.invariantViolations, 0);
        QCOMPARE(recordsA.size(), std::size_t(50));
        QVERIFY(recordsA == recordsB);
    }

    // American mahjong through the interface: a match per ruleset, four agents told only their
    // views (each view checked to show no tile the seat may not see, viewcheck::leakIn); the
    // table's invariant after every event (the game's log), balances summing to zero and the
    // match's ledger holding them all, East moving right after every game; every game written,
    // read back and replayed through the variant to the same events, winner and balance, and
    // rebuilt on a table of its own event by event with every kind's copies (conservation).
    void americanGames_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const char* r : kAmericanRulesets)
            QTest::newRow((std::string("american/") + r).c_str()) << QString::fromUtf8(r);
    }
    void americanGames()
    {
        QFETCH(QString, ruleset);
        const mj::Variant& v = **mj::variantByName("american");
        auto match = v.newMatch(ruleset.toStdString(), 2026);
        QVERIFY2(match, match ? "" : match.error().c_str());
        const auto levels = v.agentLevels();
        mj::PerSeat<int> ledger(4, 0);
        std::optional<mj::Seat> lastEast;
        int hidden = 0;
        for (int i = 0; i < kAmericanGames; ++i) {
            auto game = (*match)->nextGame();
            const auto* american = mj::american::AmericanGame::of(*game);
            QVERIFY(american);
            if (lastEast)
                QCOMPARE(american->east(), lastEast->next(1, 4));
            lastEast = american->east();
            mj::PerSeat<std::unique_ptr<mj::SeatAgent>> agents(4);
            for (int s = 0; s < 4; ++s)
                agents[s] = std::move(v.makeAgent(levels[static_cast<std::size_t>(i + s) % levels.size()], *game,
                                                  mj::Seat::of(s), game->record().header.seed ^ (0xA3ULL + s)))
                                .value();
            mj::Table before(*game->record().header.tileSet, *game->record().header.layout, 4);
            std::size_t sent = 0;
            auto send = [&]() -> std::string {
                const auto& events = game->record().events;
                for (; sent < events.size(); ++sent) {
                    mj::Table after = before;
                    if (!after.apply(events[sent]).ok())
                        return "the table refuses event " + std::to_string(sent + 1);
                    for (int s = 0; s < 4; ++s) {
                        const auto view = game->viewOf(sent, mj::Seat::of(s));
                        if (std::string leak = viewcheck::leakIn(events[sent], view, mj::Seat::of(s), before, after);
                            !leak.empty())
                            return "event " + std::to_string(sent + 1) + " (" + mj::eventName(events[sent]) + ") to seat " +
                                   std::to_string(s) + ": " + leak;
                        if (view) {
                            for (mj::TileId t : viewcheck::tilesOf(view->event))
                                hidden += t == mj::kHiddenTile ? 1 : 0;
                            agents[s]->see(*view);
                        }
                    }
                    before = std::move(after);
                }
                return {};
            };
            int actions = 0;
            while (!game->over() && actions < 20000) {
                const std::string leak = send();
                QVERIFY2(leak.empty(), qPrintable(QStringLiteral("game %1: %2").arg(i + 1).arg(QString::fromStdString(leak))));
                const mj::Seat seat = game->seatToAct();
                const auto& legal = game->legalActions(seat);
                QVERIFY2(!legal.empty(), qPrintable(QStringLiteral("game %1: seat %2 must act with nothing legal")
                                                        .arg(i + 1)
                                                        .arg(seat.index())));
                agents[seat]->prepare(legal);
                const mj::Status applied = game->apply(agents[seat]->choose(legal));
                QVERIFY2(applied.ok(), applied.ok() ? "" : applied.error().c_str());
                ++actions;
            }
            QVERIFY(send().empty());
            QVERIFY(game->over());
            const mj::PerSeat<int> balance = game->balance();
            QCOMPARE(std::accumulate(balance.begin(), balance.end(), 0), 0);
            for (int s = 0; s < 4; ++s)
                ledger[s] += balance[s];

            const mj::GameRecord& record = game->record();
            std::stringstream text;
            mj::writeRecord(text, record);
            const auto read = mj::readRecord(text);
            QVERIFY2(read, read ? "" : read.error().c_str());
            QVERIFY(read->record.events == record.events);
            QCOMPARE(read->record.header.variantRuleset, record.header.variantRuleset);
            const auto replayed = v.replay(read->record);
            QVERIFY2(replayed, replayed ? "" : replayed.error().c_str());
            QVERIFY((*replayed)->record().events == record.events);
            QCOMPARE((*replayed)->winner(), game->winner());
            QCOMPARE((*replayed)->balance(), balance);
            const auto table = mj::replay(read->record, read->eventLines);
            QVERIFY2(table, table ? "" : table.error().c_str());
            QVERIFY(*table == american->table());
            mj::Table counted(*record.header.tileSet, *record.header.layout, 4);
            for (std::size_t e = 0; e < record.events.size(); ++e) {
                QVERIFY(counted.apply(record.events[e]).ok());
                const std::string broken = conservationBroken(counted);
                QVERIFY2(broken.empty(), qPrintable(QString::fromStdString(broken)));
            }
            (*match)->finishGame(*game);
        }
        QCOMPARE((*match)->gamesPlayed(), kAmericanGames);
        QVERIFY(hidden > 1000);
        QCOMPARE(std::accumulate(ledger.begin(), ledger.end(), 0), 0);
    }

    // The same seed plays the same American match, down to every event.
    void americanSameSeedSameGames()
    {
        const mj::Variant& v = **mj::variantByName("american");
        auto playMatch = [&]() {
            std::vector<std::vector<mj::Event>> records;
            auto match = std::move(v.newMatch("american", 99)).value();
            for (int i = 0; i < 20; ++i) {
                auto game = match->nextGame();
                mj::PerSeat<std::unique_ptr<mj::SeatAgent>> agents(4);
                for (int s = 0; s < 4; ++s)
                    agents[s] = std::move(v.makeAgent(v.agentLevels().front(), *game, mj::Seat::of(s),
                                                      game->record().header.seed + static_cast<std::uint64_t>(s)))
                                    .value();
                while (!game->over()) {
                    const mj::Seat seat = game->seatToAct();
                    if (!game->apply(agents[seat]->choose(game->legalActions(seat))).ok())
                        return std::vector<std::vector<mj::Event>>{};
                }
                records.push_back(game->record().events);
                match->finishGame(*game);
            }
            return records;
        };
        const auto a = playMatch();
        QCOMPARE(a.size(), std::size_t(20));
        QVERIFY(a == playMatch());
    }
};

QTEST_APPLESS_MAIN(TestConformance)
#include "tst_conformance.moc"

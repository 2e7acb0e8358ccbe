// Every built-in variant through the variant interface alone (issue 13, items 5 and 11;
// variants/variant.h): for each variant of the registry and each of its rulesets, seeded
// games played by the variant's own agents, one a seat, each told only the views of the
// events it may see and then its legal actions, as a referee would. After every event the
// table rebuilt from the record keeps every tile in one place with every kind's copies; no
// view shows a seat a tile taken into another seat's hand or the wall's order; each game
// ends with payments summing to zero; its record reads back and replays through the variant
// to the same events; the same seed plays the same game. A variant joins this suite by its
// line in variants/registry/builtin_variants.cpp.
//
// And the interface plays the games the engine's own session plays: the Filipino family's
// agents, seeded as the simulation seeds its bots, make every game's record event for event.
#include "record/record_json.h"
#include "variants/filipino/simulation/simulation.h"
#include "table/table.h"
#include "variants/filipino/filipino_variant.h"
#include "variants/filipino/game/game.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "variants/registry/builtin_variants.h"

#include <QTest>

#include <numeric>
#include <sstream>

using namespace mj;

namespace {

constexpr int kGamesPerRuleset = 120;

// The agents' seeds, as the simulation seeds its bots (variants/filipino/simulation/simulation.cpp), so a game
// played through the interface can be compared with one played by the session.
std::uint64_t agentSeed(std::uint64_t gameSeed, int seat) { return gameSeed ^ (0x5EA70ULL + static_cast<std::uint64_t>(seat)); }

// Whether the view of an event, sent to another seat than the one taking, shows a tile it may
// not: the wall's order (wash, build) never, and a take only a tile that lay face up (the
// joker's indicator) before it was taken.
bool showsConcealed(const Event& real, const Event& seen, const Table& before)
{
    if (const auto* wash = std::get_if<WashEvent>(&seen))
        return std::any_of(wash->order.begin(), wash->order.end(), [](TileId t) { return t != kHiddenTile; });
    if (const auto* build = std::get_if<BuildEvent>(&seen))
        return std::any_of(build->tiles.begin(), build->tiles.end(), [](TileId t) { return t != kHiddenTile; });
    if (const auto* take = std::get_if<TakeEvent>(&seen)) {
        const auto& tiles = std::get<TakeEvent>(real).tiles;
        for (std::size_t i = 0; i < take->tiles.size() && i < tiles.size(); ++i)
            if (take->tiles[i] != kHiddenTile && !before.isFaceUp(tiles[i]))
                return true;
    }
    return false;
}

// How many views hid a tile the whole event shows (so the check above has something to catch).
int g_tilesHidden = 0;

// Plays `game` to its end with `level` agents, every seat sent its views in order; checks the
// views and the table after every event. Returns what went wrong, or nothing.
std::string playThroughInterface(const Variant& variant, VariantGame& game, const std::string& level)
{
    const int seats = game.seatCount();
    std::vector<std::unique_ptr<SeatAgent>> agents;
    for (int s = 0; s < seats; ++s) {
        auto agent = variant.makeAgent(level, game, Seat::of(s), agentSeed(game.record().header.seed, s));
        if (!agent)
            return "no agent: " + agent.error();
        agents.push_back(std::move(agent).value());
    }
    const RecordHeader& header = game.record().header;
    Table table(*header.tileSet, *header.layout, header.seats);
    std::size_t sent = 0;
    auto sendViews = [&]() -> std::string {
        const auto& events = game.record().events;
        for (; sent < events.size(); ++sent) {
            for (int s = 0; s < seats; ++s) {
                const auto view = game.viewOf(sent, Seat::of(s));
                if (!view)
                    continue;
                // The wall's order and another seat's take are never shown (a take of a tile
                // lying face up, the joker's indicator, may show it).
                const auto* take = std::get_if<TakeEvent>(&events[sent]);
                const bool own = take && take->seat.index() == s;
                if (!own && showsConcealed(events[sent], events[sent], table))
                    ++g_tilesHidden;
                if (!own && showsConcealed(events[sent], view->event, table))
                    return "event " + std::to_string(sent + 1) + " (" + eventName(events[sent]) + ") shows seat " +
                           std::to_string(s) + " a concealed tile";
                agents[static_cast<std::size_t>(s)]->see(*view);
            }
            if (Status applied = table.apply(events[sent]); !applied)
                return "event " + std::to_string(sent + 1) + " does not apply to the table: " + applied.error();
            if (Status whole = table.checkInvariant(); !whole)
                return "event " + std::to_string(sent + 1) + ": " + whole.error();
        }
        return {};
    };
    while (!game.over()) {
        if (std::string wrong = sendViews(); !wrong.empty())
            return wrong;
        const Seat seat = game.seatToAct();
        const auto& legal = game.legalActions(seat);
        if (legal.empty())
            return "seat " + std::to_string(seat.index()) + " must act with no legal action";
        const Action action = agents[static_cast<std::size_t>(seat.index())]->choose(legal);
        if (Status s = game.apply(action); !s)
            return "an agent's action was refused: " + s.error();
    }
    return sendViews();
}

void addRulesetRows()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("ruleset");
    for (const Variant* v : builtinVariants())
        for (const std::string& r : v->rulesets())
            QTest::newRow((v->name() + "/" + r).c_str()) << QString::fromStdString(v->name()) << QString::fromStdString(r);
}

} // namespace

class TestVariants : public QObject {
    Q_OBJECT

private slots:
    void registryNamesEveryVariant()
    {
        QVERIFY(!builtinVariants().empty());
        for (const Variant* v : builtinVariants()) {
            const auto found = variantByName(v->name());
            QVERIFY(found && *found == v);
            QVERIFY(v->seats() >= 1 && v->seats() <= Seat::max);
            QVERIFY(!v->rulesets().empty());
            QVERIFY(!v->agentLevels().empty());
        }
        const auto none = variantByName("mahjong-on-mars");
        QVERIFY(!none);
        QVERIFY2(none.error().find("known: filipino") != std::string::npos, none.error().c_str());
        const auto badRuleset = filipinoVariant().newGame("no-such-rules", 1);
        QVERIFY(!badRuleset);
    }

    void seededGamesThroughTheInterface_data() { addRulesetRows(); }
    void seededGamesThroughTheInterface()
    {
        QFETCH(QString, variant);
        QFETCH(QString, ruleset);
        const Variant& v = **variantByName(variant.toStdString());
        int wins = 0;
        const int hiddenBefore = g_tilesHidden;
        for (int i = 0; i < kGamesPerRuleset; ++i) {
            const std::uint64_t seed = 7000 + static_cast<std::uint64_t>(i);
            auto made = v.newGame(ruleset.toStdString(), seed);
            QVERIFY2(made, made ? "" : made.error().c_str());
            VariantGame& game = **made;
            QCOMPARE(game.seatCount(), v.seats());
            QCOMPARE(game.record().header.seats, v.seats());
            const std::string level = v.agentLevels()[static_cast<std::size_t>(i) % v.agentLevels().size()];
            const std::string wrong = playThroughInterface(v, game, level);
            QVERIFY2(wrong.empty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(QString::fromStdString(wrong))));
            QVERIFY(game.over());
            QCOMPARE(game.phase(), std::string("over"));
            const PerSeat<int> balance = game.balance();
            QCOMPARE(balance.count(), v.seats());
            QCOMPARE(std::accumulate(balance.begin(), balance.end(), 0), 0);
            wins += game.winner() ? 1 : 0;

            // Round trip and replay through the variant.
            std::stringstream text;
            writeRecord(text, game.record());
            const auto read = readRecord(text);
            QVERIFY2(read, read ? "" : read.error().c_str());
            const auto replayed = v.replay(read->record);
            QVERIFY2(replayed, replayed ? "" : replayed.error().c_str());
            QVERIFY((*replayed)->record().events == game.record().events);
            QCOMPARE((*replayed)->balance(), balance);
            QCOMPARE((*replayed)->winner(), game.winner());

            // Determinism: the same seed and agents play the same game.
            if (i % 10 == 0) {
                auto again = v.newGame(ruleset.toStdString(), seed);
                QVERIFY(again);
                QVERIFY(playThroughInterface(v, **again, level).empty());
                QVERIFY((*again)->record().events == game.record().events);
            }
        }
        QVERIFY2(wins > kGamesPerRuleset / 3, qPrintable(QStringLiteral("%1 wins").arg(wins)));
        // Every game hides at least its wash; the mahjong games far more (the hands).
        QVERIFY(g_tilesHidden - hiddenBefore >= (v.seats() > 1 ? 1000 : kGamesPerRuleset));
    }

    // An illegal action is refused through the interface and changes nothing.
    void refusedActionChangesNothing()
    {
        auto made = filipinoVariant().newGame("filipino", 11);
        QVERIFY(made);
        VariantGame& game = **made;
        const std::size_t before = game.record().events.size();
        const Seat toAct = game.seatToAct();
        Action wrong;
        wrong.seat = toAct.right(game.seatCount()); // not this seat's turn
        wrong.type = ActionType::Draw;
        const Status refused = game.apply(wrong);
        QVERIFY(!refused);
        QVERIFY(!refused.error().empty());
        QCOMPARE(game.record().events.size(), before);
        QVERIFY(!game.viewOf(before, Seat::of(0))); // no event there yet
        QVERIFY(!game.viewOf(0, Seat::of(Seat::max))); // no such seat
    }

    // The interface plays what the session plays: the same seeds make the same records.
    void interfacePlaysAsTheSession_data() { addRulesetRows(); }
    void interfacePlaysAsTheSession()
    {
        QFETCH(QString, variant);
        QFETCH(QString, ruleset);
        if (variant != QLatin1String("filipino"))
            QSKIP("compared with the Filipino family's session only");
        for (int i = 0; i < 40; ++i) {
            const std::uint64_t seed = 9100 + static_cast<std::uint64_t>(i);
            auto made = filipinoVariant().newGame(ruleset.toStdString(), seed);
            QVERIFY(made);
            const std::string wrong = playThroughInterface(filipinoVariant(), **made, "normal");
            QVERIFY2(wrong.empty(), wrong.c_str());
            Game session(GameSetup{seed, *loadRuleset(ruleset.toStdString()), std::nullopt, {}});
            playOut(session); // the session, its bots seeded as agentSeed() seeds the agents
            QVERIFY2((*made)->record().events == session.record().events,
                     qPrintable(QStringLiteral("seed %1 plays otherwise through the interface").arg(seed)));
        }
    }
};

QTEST_APPLESS_MAIN(TestVariants)
#include "tst_variants.moc"

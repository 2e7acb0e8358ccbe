// Seed 001's solitaire as a variant (variants/solitaire/solitaire_variant.h; issue 16): its
// moves as the table's actions and back, refusals with the rule's reason, giving up, the
// record's header (the variant and its ruleset by name), replay refusing a record that is
// not the game (a deal that is not the seed's, an event changed), the Filipino family's
// replay refusing a solitaire record, rows growing past their places, and agents made for a
// game under way catching up. The conformance suite (tst_conformance) plays it at length.
#include "record/game_log.h"
#include "record/record_json.h"
#include "variants/filipino/game/game_replay.h"
#include "variants/registry/builtin_variants.h"
#include "variants/solitaire/solitaire_agent.h"
#include "variants/solitaire/solitaire_variant.h"
#include "variants/solitaire/solitaire_variant_game.h"

#include "replay_checks.h"

#include <QTest>

#include <sstream>

using namespace mj;
using namespace mj::solitaire;

namespace {

std::unique_ptr<VariantGame> newGame(std::uint64_t seed, const char* ruleset = "solitaire")
{
    return std::move(solitaireVariant().newGame(ruleset, seed)).value();
}

// Plays `game` to its end with an agent of `level`, sending it every view.
void playOut(VariantGame& game, const std::string& level, std::uint64_t seed = 1)
{
    auto agent = std::move(solitaireVariant().makeAgent(level, game, Seat::of(0), seed)).value();
    std::size_t sent = 0;
    while (!game.over()) {
        for (; sent < game.record().events.size(); ++sent)
            agent->see(*game.viewOf(sent, Seat::of(0)));
        if (!game.apply(agent->choose(game.legalActions(Seat::of(0)))))
            return;
    }
}

} // namespace

class TestSolitaireVariant : public QObject {
    Q_OBJECT

private slots:
    void registered()
    {
        const auto v = variantByName("solitaire");
        QVERIFY(v);
        QCOMPARE((*v)->seats(), 1);
        QCOMPARE((*v)->tileSet().name(), std::string("solitaire-39"));
        QCOMPARE((*v)->layout().name(), std::string("solitaire-grid"));
        QVERIFY(!(*v)->newGame("filipino", 1));
        QVERIFY(!(*v)->makeAgent("strong", *newGame(1), Seat::of(0), 1));
    }

    // Every legal move of many positions is one action, which reads back as the same move.
    void movesAreActions()
    {
        for (std::uint64_t deal = 1; deal <= 40; ++deal) {
            auto game = newGame(deal);
            const auto& played = *SolitaireGame::of(*game);
            QCOMPARE(played.position(), solitaire::deal(deal));
            for (int step = 0; step < 30 && !game->over(); ++step) {
                const auto moves = legalMoves(played.position());
                const auto& legal = game->legalActions(Seat::of(0));
                QCOMPARE(legal.size(), moves.size() + 1); // and giving up
                QCOMPARE(legal.back().type, ActionType::Resign);
                for (std::size_t i = 0; i < moves.size(); ++i) {
                    QCOMPARE(legal[i], actionOf(played.position(), moves[i]));
                    const auto back = moveOf(legal[i]);
                    QVERIFY(back);
                    Position a = played.position(), b = played.position();
                    QVERIFY(!whyIllegal(a, *back));
                    applyMove(a, moves[i]);
                    applyMove(b, *back);
                    QCOMPARE(a, b);
                }
                QVERIFY(game->apply(legal[deal % 2 == 0 ? 0 : legal.size() - 2]));
            }
        }
    }

    void refusals()
    {
        auto game = newGame(3);
        const std::size_t events = game->record().events.size();
        Action nowhere;
        nowhere.type = ActionType::Move;
        nowhere.from = 0; // the divider
        nowhere.to = 5;
        nowhere.count = 1;
        const Status refused = game->apply(nowhere);
        QVERIFY(!refused);
        QCOMPARE(game->refusalOf(nowhere).id, MessageId::RefusedSolitaireMove);
        Action draw;
        draw.type = ActionType::Draw;
        QVERIFY(!game->apply(draw));
        QCOMPARE(game->refusalOf(draw).id, MessageId::RefusedNotSolitaireAction);
        // A move the rules refuse gets the rule's reason: a tile onto a foundation out of turn.
        const Position& p = SolitaireGame::of(*game)->position();
        for (int r = 0; r < kRows; ++r) {
            Move m;
            m.fromKind = PlaceKind::Row;
            m.from = static_cast<std::uint8_t>(r);
            m.toKind = PlaceKind::Foundation;
            if (!whyIllegal(p, m))
                continue;
            const Action a = actionOf(p, m);
            QVERIFY(!game->apply(a));
            const Message why = game->refusalOf(a);
            QCOMPARE(why.id, MessageId::RefusedSolitaireMove);
            QCOMPARE(why.args.front().literal, *whyIllegal(p, m));
            break;
        }
        QCOMPARE(game->record().events.size(), events);
        Action resign;
        resign.type = ActionType::Resign;
        QVERIFY(game->apply(resign));
        QVERIFY(game->over());
        QVERIFY(!game->winner());
        QCOMPARE(std::get<GameEndEvent>(game->record().events.back()).reason, std::string("given up"));
        QVERIFY(!game->apply(resign));
        QCOMPARE(game->refusalOf(resign).id, MessageId::RefusedGameOver);
        QVERIFY(game->legalActions(Seat::of(0)).empty());
    }

    void headerNamesTheVariant()
    {
        auto game = newGame(7, "solitaire-automatic");
        playOut(*game, "solver");
        const nlohmann::json header = headerToJson(game->record().header);
        QCOMPARE(header["variant"].get<std::string>(), std::string("solitaire"));
        QCOMPARE(header["ruleset"].get<std::string>(), std::string("solitaire-automatic"));
        QCOMPARE(header["seats"].get<int>(), 1);
        QVERIFY(!header.contains("ruleset_hash"));
        nlohmann::json hashed = header;
        hashed["ruleset_hash"] = "0123456789abcdef";
        QVERIFY(!readHeader(hashed));
        nlohmann::json seatless = header;
        seatless.erase("seats");
        QVERIFY(!readHeader(seatless));

        std::stringstream text;
        writeRecord(text, game->record());
        const auto read = readRecord(text);
        QVERIFY2(read, read ? "" : read.error().c_str());
        // The Filipino family does not take it for one of its own.
        const auto filipino = replayGame(read->record);
        QVERIFY(!filipino);
        QVERIFY2(filipino.error().find("not of the Filipino family") != std::string::npos, filipino.error().c_str());
        QVERIFY(!(*variantByName("filipino"))->replay(read->record));
        // Nor another ruleset's name.
        GameRecord renamed = read->record;
        renamed.header.variantRuleset = "klondike";
        QVERIFY(!solitaireVariant().replay(renamed));
    }

    void replayRefusesAnotherGame()
    {
        auto game = newGame(11);
        playOut(*game, "solver");
        QVERIFY(game->winner());
        const GameRecord& record = game->record();
        QVERIFY(solitaireVariant().replay(record));

        GameRecord otherDeal = record; // two tiles of the wash swapped
        auto& order = std::get<WashEvent>(otherDeal.events.front()).order;
        std::swap(order[0], order[7]);
        const auto refused = solitaireVariant().replay(otherDeal);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("line 2") != std::string::npos, refused.error().c_str());
        otherDeal.header.stacked = true; // a deal of its own: the rows as the wash orders them
        const auto stacked = solitaireVariant().replay(otherDeal);
        QVERIFY(!stacked); // its moves are not the tiles' any more
        QVERIFY2(stacked.error().find("line ") != std::string::npos, stacked.error().c_str());

        GameRecord cut = record;
        cut.events.pop_back(); // the end
        QVERIFY(!solitaireVariant().replay(cut));
        GameRecord moved = record;
        for (auto& e : moved.events)
            if (auto* m = std::get_if<MoveEvent>(&e); m && m->to.zone == Zone::Wall && m->to.owner >= foundationSegment(0) &&
                                                         m->to.owner < foundationSegment(kSuits)) {
                m->to.owner = cellSegment(0);
                break;
            }
        QVERIFY(!solitaireVariant().replay(moved));
    }

    // Each way a record can part from the rules is refused with its own words and line.
    void replayRefusalsSayWhatAndWhere()
    {
        auto game = newGame(11);
        playOut(*game, "solver");
        replaycheck::refusalsSayWhatAndWhere(solitaireVariant(), game->record(), "the player's", ActionType::Discard);
    }

    // A row longer than its five places holds the rest on the felt just past its end.
    void rowsGrowPastTheirPlaces()
    {
        int onTheFelt = 0;
        for (std::uint64_t deal = 1; deal <= 60 && onTheFelt == 0; ++deal) {
            auto game = newGame(deal);
            playOut(*game, "greedy", deal);
            for (const Event& e : game->record().events)
                if (const auto* m = std::get_if<MoveEvent>(&e); m && m->to.zone == Zone::Free) {
                    QVERIFY(m->spot);
                    QCOMPARE(m->face, Face::Up);
                    ++onTheFelt;
                }
            QVERIFY(replay(game->record()));
        }
        QVERIFY(onTheFelt > 0);
    }

    // Agents made for a game under way are sent its views and asked its decisions again.
    void catchUpPlaysOn()
    {
        for (const char* level : {"greedy", "solver"}) {
            auto game = newGame(21);
            auto agent = std::move(solitaireVariant().makeAgent(level, *game, Seat::of(0), 5)).value();
            std::size_t sent = 0;
            for (int step = 0; step < 12 && !game->over(); ++step) {
                for (; sent < game->record().events.size(); ++sent)
                    agent->see(*game->viewOf(sent, Seat::of(0)));
                QVERIFY(game->apply(agent->choose(game->legalActions(Seat::of(0)))));
            }
            auto resumed = std::move(solitaireVariant().replay(game->record())).value();
            auto fresh = std::move(solitaireVariant().makeAgent(level, *resumed, Seat::of(0), 5)).value();
            PerSeat<SeatAgent*> agents(1, fresh.get());
            const auto differ = solitaireVariant().catchUp(*resumed, agents);
            QVERIFY2(differ, differ ? "" : differ.error().c_str());
            QCOMPARE(*differ, 0);
            QCOMPARE(dynamic_cast<SolitaireAgent&>(*fresh).position(), SolitaireGame::of(*resumed)->position());
        }
    }
};

QTEST_APPLESS_MAIN(TestSolitaireVariant)
#include "tst_solitaire_variant.moc"

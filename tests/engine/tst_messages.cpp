// Text for people as data (issue 13, item 8; text/message.h): the catalogue is whole, the
// English renderer fills placeholders once and exactly, and everything the narrator and the
// refusals say is a message whose every placeholder has its argument, over seeded rituals
// and games of every built-in ruleset.
#include "core/rng.h"
#include "variants/filipino/game/game.h"
#include "record/game_log.h"
#include "variants/filipino/game/match.h"
#include "variants/filipino/ritual/narrator.h"
#include "variants/filipino/ritual/reason_messages.h"
#include "variants/filipino/ritual/ritual.h"
#include "variants/filipino/rules/ruleset.h"
#include "variants/filipino/scoring/win_score.h"
#include "variants/filipino/simulation/simulation.h"
#include "text/english.h"
#include "text/message.h"

#include <QtTest>

#include <set>

using namespace mj;

namespace {

// The highest %N in a template (0: none).
int highestPlaceholder(const std::string& text)
{
    int high = 0;
    for (std::size_t i = 0; i + 1 < text.size(); ++i)
        if (text[i] == '%' && text[i + 1] >= '1' && text[i + 1] <= '9')
            high = std::max(high, text[i + 1] - '0');
    return high;
}

// Every placeholder of the message and of its nested messages has an argument, and there
// is no argument without a placeholder.
bool wellFormed(const Message& m, std::string& why)
{
    const int high = highestPlaceholder(messageTemplate(m.id));
    if (high != static_cast<int>(m.args.size())) {
        why = std::string(messageName(m.id)) + ": " + std::to_string(high) + " placeholders, " +
              std::to_string(m.args.size()) + " arguments";
        return false;
    }
    for (const MessageArg& a : m.args)
        if (a.kind == MessageArg::Kind::Nested && (a.nested.size() != 1 || !wellFormed(a.nested.front(), why)))
            return false;
    return true;
}

GameSetup setupOf(std::uint64_t seed, const Ruleset& rules)
{
    GameSetup setup;
    setup.seed = seed;
    setup.rules = rules;
    return setup;
}

std::vector<Ruleset> builtins() { return {Ruleset::filipino(), Ruleset::visayan(), Ruleset::jokerPot()}; }

} // namespace

class TestMessages : public QObject {
    Q_OBJECT

private slots:
    void catalogueIsWhole()
    {
        QVERIFY(messageCount() > 80);
        std::set<std::string> names;
        std::set<std::string> texts;
        for (int i = 0; i < messageCount(); ++i) {
            const auto id = static_cast<MessageId>(i);
            const std::string name = messageName(id);
            QVERIFY2(names.insert(name).second, name.c_str());
            const std::string text = messageTemplate(id);
            // Two ids with one text would be one source text for translators with two meanings.
            QVERIFY2(texts.insert(text).second, ("two messages say \"" + text + "\"").c_str());
            if (id != MessageId::Empty)
                QVERIFY2(!text.empty(), name.c_str());
            // Placeholders run %1..%N with none skipped, so every argument is shown.
            for (int n = 1; n <= highestPlaceholder(text); ++n) {
                const char placeholder[] = {'%', static_cast<char>('0' + n), '\0'};
                QVERIFY2(text.find(placeholder) != std::string::npos, name.c_str());
            }
        }
        QCOMPARE(std::string(messageName(MessageId::Empty)), std::string("Empty"));
        QCOMPARE(std::string(messageName(static_cast<MessageId>(messageCount()))), std::string("?"));
    }

    void englishFillsPlaceholdersOnce()
    {
        QCOMPARE(english({MessageId::Discards, {seatName(2), "5p"}}), std::string("Seat 2 discards 5p."));
        QCOMPARE(english({MessageId::Rolls, {Message{MessageId::SeatNameMano, {1}},
                                             Message{MessageId::DiceSum, {3, 4, 7}}}}),
                 std::string("Seat 1 (máno) rolls 3 + 4 = 7."));
        // An argument holding "%2" is shown as it is, not filled again.
        QCOMPARE(english({MessageId::Discards, {"%2", "5p"}}), std::string("%2 discards 5p."));
        // A missing argument leaves its placeholder in sight rather than a hole.
        QCOMPARE(english({MessageId::Discards, {seatName(0)}}), std::string("Seat 0 discards %2."));
        QCOMPARE(english(Message{}), std::string());
    }

    void narrationIsWellFormedMessages()
    {
        int lines = 0;
        std::set<MessageId> used;
        for (const Ruleset& rules : builtins()) {
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                Game game(setupOf(seed, rules));
                for (int guard = 0; !game.over() && guard < 2000; ++guard) {
                    const Seat seat = game.seatToAct();
                    const auto& legal = game.legalActions(seat);
                    QVERIFY(!legal.empty());
                    // A seeded choice among the legal actions, so games differ and end.
                    const Action a = legal[static_cast<std::size_t>(seed * 7 + guard) % legal.size()];
                    QVERIFY(game.act(a).ok());
                }
                QVERIFY(game.over());
                Narrator narrator(rules);
                GameLog log(game.record().header);
                for (const Event& event : game.record().events) {
                    const std::vector<Message> messages = narrator.tellMessages(event, log.table());
                    std::string why;
                    for (const Message& m : messages) {
                        QVERIFY2(wellFormed(m, why), why.c_str());
                        used.insert(m.id);
                        ++lines;
                    }
                    log.appendOrThrow(event);
                }
            }
        }
        QVERIFY(lines > 10000);
        // The ritual's steps, the deal, flowers, discards, melds and the end were all told.
        for (MessageId id : {MessageId::StepWash, MessageId::StackLifted, MessageId::TakesLastDealTile,
                             MessageId::ExposesFlowers, MessageId::Discards, MessageId::LaysSetWithDiscard,
                             MessageId::Payment})
            QVERIFY2(used.count(id), messageName(id));
    }

    // The joker's reveal is a step of its own, told as a teacher tells it: the count along the
    // flower wall, each tile passed over, and the indicator; under seed 003 (joker-pot, the
    // break roll) and seed 000 (a roll of its own after the flowers, which was told as a
    // second "Break the wall" and its tiles as "Tile 2m is turned face up."); a joker
    // discarded in play is told as one.
    void jokerRevealIsTold_data()
    {
        QTest::addColumn<int>("rule");
        QTest::newRow("at_break (joker-pot)") << static_cast<int>(JokerRule::AtBreak);
        QTest::newRow("after_flowers") << static_cast<int>(JokerRule::AfterFlowers);
    }
    void jokerRevealIsTold()
    {
        QFETCH(int, rule);
        Ruleset rules = rule == static_cast<int>(JokerRule::AtBreak) ? Ruleset::jokerPot() : Ruleset::filipino();
        rules.joker = static_cast<JokerRule>(rule);
        int passedOver = 0, jokersDiscarded = 0;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            Game game(setupOf(seed, rules));
            QVERIFY(game.jokerIndicator());
            for (int guard = 0; !game.over() && guard < 2000; ++guard) {
                const auto& legal = game.legalActions(game.seatToAct());
                QVERIFY(game.act(legal[static_cast<std::size_t>(seed * 7 + guard) % legal.size()]).ok());
            }
            Narrator narrator(rules);
            GameLog log(game.record().header);
            std::vector<Message> told;
            for (const Event& event : game.record().events) {
                const std::vector<Message> messages = narrator.tellMessages(event, log.table());
                // A joker discarded is told as one: only a win may take it.
                if (const auto* d = std::get_if<DiscardEvent>(&event)) {
                    QCOMPARE(messages.size(), std::size_t(1));
                    QCOMPARE(messages.front().id, game.isJoker(d->tile) ? MessageId::DiscardsJoker : MessageId::Discards);
                    jokersDiscarded += game.isJoker(d->tile) ? 1 : 0;
                }
                told.insert(told.end(), messages.begin(), messages.end());
                log.appendOrThrow(event);
            }
            const auto count = [&](MessageId id) {
                return std::count_if(told.begin(), told.end(), [&](const Message& m) { return m.id == id; });
            };
            QCOMPARE(count(MessageId::StepBreak), 1);
            QCOMPARE(count(MessageId::StepJoker), 1);
            QCOMPARE(count(MessageId::JokerIndicator), 1);
            QCOMPARE(count(MessageId::TurnedFaceUp), 0);
            passedOver += static_cast<int>(count(MessageId::JokerPassedOver));
            const std::string indicator = game.table().tileSet().kindOf(*game.jokerIndicator()).notation();
            const auto shown = std::find_if(told.begin(), told.end(), [](const Message& m) { return m.id == MessageId::JokerIndicator; });
            QCOMPARE(english(*shown), "Tile " + indicator + " is the joker's indicator: the other three " + indicator + " are jokers.");
            // The heading comes before the count, the count before the tiles turned.
            const auto heading = std::find_if(told.begin(), told.end(), [](const Message& m) { return m.id == MessageId::StepJoker; });
            const MessageId countId = rules.joker == JokerRule::AtBreak ? MessageId::JokerCountBreakRoll : MessageId::JokerCount;
            const auto counted = std::find_if(heading, told.end(), [&](const Message& m) { return m.id == countId; });
            QVERIFY(counted != told.end() && counted < shown);
            if (rules.joker == JokerRule::AtBreak) {
                QCOMPARE(english(*heading), std::string("5. Reveal the joker")); // after the break, before the deal
                const auto* roll = std::get_if<RollEvent>(&game.record().events[std::size_t(
                    std::find_if(game.record().events.begin(), game.record().events.end(), [](const Event& e) {
                        const auto* r = std::get_if<RollEvent>(&e);
                        return r && r->purpose == RollPurpose::Break;
                    }) - game.record().events.begin())]);
                const int t = roll->dice[0] + roll->dice[1];
                QCOMPARE(english(*counted), "With the break roll, " + std::to_string(t) + ", the máno counts " +
                                                std::to_string(t) + " stacks along the flower wall from its head and turns the top tile face up.");
            } else {
                QCOMPARE(english(*heading), std::string("7. Reveal the joker")); // after the flowers
                QCOMPARE(count(MessageId::ManoRollsForJoker), 1);
                QCOMPARE(count(MessageId::ManoRollsForBreak), 1);
            }
        }
        QVERIFY2(passedOver > 0, "no seed turned a tile that is not suited first");
        QVERIFY2(jokersDiscarded > 0, "no joker was discarded");
    }

    // A tile turned over outside the joker's reveal (on the free table) is named by its id and
    // its kind, as a tile moved face up is.
    void aTurnedTileIsNamed()
    {
        const GameRecord record = performRitual(7, Ruleset::filipino());
        Narrator narrator(record.header.rules);
        GameLog log(record.header);
        for (const Event& event : record.events) {
            narrator.tellMessages(event, log.table());
            log.appendOrThrow(event);
        }
        const std::string kind = log.table().tileSet().kindOf(TileId{4}).notation();
        QCOMPARE(narrator.tell(FlipEvent{TileId{4}, Face::Up}, log.table()),
                 std::vector<std::string>{"Tile 4 (" + kind + ") is turned face up."});
        QCOMPARE(narrator.tell(FlipEvent{TileId{4}, Face::Down}, log.table()),
                 std::vector<std::string>{"Tile 4 (" + kind + ") is turned face down."});
    }

    // The English lines are the messages rendered: the CLI's `ritual` output is made of them.
    void tellIsTheMessagesInEnglish()
    {
        const GameRecord record = performRitual(7, Ruleset::filipino());
        Narrator a(record.header.rules);
        Narrator b(record.header.rules);
        GameLog log(record.header);
        for (const Event& event : record.events) {
            const std::vector<Message> messages = a.tellMessages(event, log.table());
            const std::vector<std::string> lines = b.tell(event, log.table());
            QCOMPARE(lines.size(), messages.size());
            for (std::size_t i = 0; i < lines.size(); ++i)
                QCOMPARE(lines[i], english(messages[i]));
            log.appendOrThrow(event);
        }
        const std::vector<std::string> told = narrateRecord(record);
        QCOMPARE(told.front(), std::string("1. Wash"));
        QVERIFY(std::find(told.begin(), told.end(), std::string("The table is ready")) != told.end());
    }

    // Every reason the family writes as English (payments, a game's end, the match's
    // ledger, a score's lines and doubles) reads back as the one message whose English it is,
    // so the app can show it translated; other text is kept as it is.
    void reasonsReadBackAsMessages()
    {
        std::set<std::string> texts;
        for (Ruleset rules : builtins()) {
            rules.jaiAlai = true; // its ledger entries too
            Match match(5, rules);
            for (int g = 0; g < 80; ++g) {
                Game game(match.nextGame());
                playOut(game);
                for (const Event& event : game.record().events) {
                    if (const auto* p = std::get_if<PaymentEvent>(&event))
                        texts.insert(p->reason);
                    else if (const auto* end = std::get_if<GameEndEvent>(&event))
                        texts.insert(end->reason);
                }
                if (const auto& win = game.win()) {
                    texts.insert(winFormName(win->form));
                    for (const PayLine& line : win->lines)
                        texts.insert(line.reason);
                    for (const std::string& m : win->multipliers)
                        texts.insert(m);
                }
                match.finishGame(game);
            }
            for (const LedgerEntry& entry : match.ledger())
                texts.insert(entry.reason);
        }
        QVERIFY(texts.size() > 40);
        std::set<MessageId> used;
        for (const std::string& text : texts) {
            const Message m = reasonMessage(text);
            QVERIFY2(m.id != MessageId::Verbatim, text.c_str());
            QCOMPARE(english(m), text);
            std::string why;
            QVERIFY2(wellFormed(m, why), why.c_str());
            used.insert(m.id);
        }
        for (MessageId id : {MessageId::PaidFor, MessageId::WallUsedUp, MessageId::WinOffDiscard, MessageId::WinBunot,
                             MessageId::PotOpens, MessageId::JaiAlaiShares, MessageId::WinFormTodas})
            QVERIFY2(used.count(id), messageName(id));
        const Message other = reasonMessage("a reason from another program");
        QCOMPARE(other.id, MessageId::Verbatim);
        QCOMPARE(english(other), std::string("a reason from another program"));
    }

    void refusalsAreMessages()
    {
        Game game(setupOf(3, Ruleset::filipino()));
        const Seat turn = game.seatToAct();
        const Seat other = turn.next(1, Ruleset::kSeats);
        const Action draw{other, ActionType::Draw};
        const Message refusal = game.refusalMessage(draw);
        std::string why;
        QVERIFY2(wellFormed(refusal, why), why.c_str());
        QVERIFY(refusal.id == MessageId::RefusedNotTurnToDraw || refusal.id == MessageId::RefusedNotTurn);
        QCOMPARE(game.refusalOf(draw), english(refusal));
        QCOMPARE(game.act(draw).error(), english(refusal));
        const Action foreign{turn, ActionType::Discard, 9999};
        if (game.phase() == Phase::Act) {
            QCOMPARE(game.refusalMessage(foreign).id, MessageId::RefusedTileNotInHand);
            QCOMPARE(game.refusalOf(foreign), "tile 9999 is not in " + turn.name() + "'s hand");
        }
    }
};

QTEST_GUILESS_MAIN(TestMessages)
#include "tst_messages.moc"

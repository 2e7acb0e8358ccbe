// The session in the engine (session/session.h; issue 13, item 6), driven headless: bots
// play a game to its end exactly as the simulation plays it; a person's seat is waited for
// and never played by a bot; the claim deadline runs in the logical time passed in and,
// when it passes, the session passes for the person; several people at one computer are
// handed the computer in the game's order; a bot that breaks the rules stops the bots.
#include "qtest_printers.h"
#include "session/claim_deadline.h"
#include "session/session.h"
#include "variants/filipino/filipino_game.h"
#include "variants/filipino/filipino_variant.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "variants/filipino/simulation/simulation.h"
#include "variants/registry/builtin_variants.h"

#include <QtTest>

#include <algorithm>
#include <numeric>
#include <vector>

using namespace mj;

namespace {

constexpr std::uint64_t kSimulationSalt = 0x5EA70ULL; // the bots' seeds of playOut(game, levels)
constexpr std::uint64_t kAppSalt = 0xB07ULL;

Ruleset rules(const char* name = "filipino")
{
    const auto r = loadRuleset(name);
    if (!r)
        qFatal("%s", r.error().c_str());
    return *r;
}

// A match of the Filipino family from `seed`, as the app makes one.
std::unique_ptr<VariantMatch> matchOf(std::uint64_t seed, const Ruleset& r)
{
    return std::make_unique<FilipinoMatch>(Match(seed, r));
}

// The family's game behind the session's, to look at it closely.
const Game& game(const Session& session) { return FilipinoGame::of(session.game()); }
const Match& match(const Session& session) { return FilipinoMatch::of(*session.match()); }

Session::Players allBots()
{
    return Session::Players(Ruleset::kSeats, SeatPlayer::agent("normal"));
}

Session::Players peopleAt(std::initializer_list<int> seats)
{
    Session::Players p = allBots();
    for (int s : seats)
        p[static_cast<std::size_t>(s)] = SeatPlayer::human();
    return p;
}

// The moves the session reported, by whom.
struct Heard {
    std::vector<MoveApplied> moves;
    int timedOut = 0;
    int gameOvers = 0;
    int stopped = 0;
};

void listen(Session& session, Heard& heard)
{
    session.setListener([&heard](const SessionEvent& e) {
        if (const auto* m = std::get_if<MoveApplied>(&e))
            heard.moves.push_back(*m);
        else if (std::holds_alternative<ClaimTimedOut>(e))
            ++heard.timedOut;
        else if (std::holds_alternative<GameOver>(e))
            ++heard.gameOvers;
        else if (std::holds_alternative<BotsStopped>(e))
            ++heard.stopped;
    });
}

std::size_t actionEvents(const Game& game)
{
    return static_cast<std::size_t>(std::count_if(game.record().events.begin(), game.record().events.end(),
                                                  [](const Event& e) { return std::holds_alternative<ActionEvent>(e); }));
}

// A person who always takes the first legal action that is not a pass (or passes).
Action firstNonPass(const std::vector<Action>& legal)
{
    const auto found = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.type != ActionType::Pass; });
    return found != legal.end() ? *found : legal.front();
}

// Always chooses to discard a tile the seat does not hold: the rules refuse it.
class RuleBreaker : public Bot {
public:
    Action choose(const SeatView& view, const Ruleset&) override { return {view.seat, ActionType::Discard, 9999}; }
};

} // namespace

class TestSession : public QObject {
    Q_OBJECT

private slots:
    void botsPlayToTheEndAsTheSimulationDoes()
    {
        for (const char* name : {"filipino", "visayan", "joker-pot"}) {
            Session session(filipinoVariant(), matchOf(7, rules(name)), allBots(), kSimulationSalt);
            Heard heard;
            listen(session, heard);
            session.startGame();
            session.advance();
            QVERIFY2(game(session).over(), name);
            QCOMPARE(heard.gameOvers, 1);
            QCOMPARE(session.match()->gamesPlayed(), 1);
            QVERIFY(session.gamePosted());
            QCOMPARE(heard.moves.size(), actionEvents(game(session)));
            QVERIFY(std::all_of(heard.moves.begin(), heard.moves.end(), [](const MoveApplied& m) { return m.byBot; }));
            QVERIFY(!session.personToAct());
            QVERIFY(session.legal().empty());

            // The same game as the simulation's play loop with the same bots' seeds.
            Match match(7, rules(name));
            Game expected(match.nextGame());
            playOut(expected, {BotLevel::Normal, BotLevel::Normal, BotLevel::Normal, BotLevel::Normal});
            QCOMPARE(game(session).record().events.size(), expected.record().events.size());
            QCOMPARE(game(session).balance(), expected.balance());
            QCOMPARE(game(session).winner(), expected.winner());

            // Advancing a finished game changes nothing and posts it once.
            session.advance();
            QCOMPARE(heard.gameOvers, 1);
            QCOMPARE(session.match()->gamesPlayed(), 1);

            // The next game of the match follows.
            session.startGame();
            QVERIFY(!session.gamePosted());
            session.advance();
            QVERIFY(game(session).over());
            QCOMPARE(session.match()->gamesPlayed(), 2);
        }
    }

    void aPersonsSeatWaitsForThem()
    {
        Session session(filipinoVariant(), matchOf(11, rules()), peopleAt({0}), kAppSalt);
        Heard heard;
        listen(session, heard);
        session.startGame();
        QVERIFY(session.present()); // one person: always at the screen
        session.advance();
        int personMoves = 0;
        while (!game(session).over()) {
            const auto person = session.personToAct();
            QVERIFY(person.has_value());
            QCOMPARE(person->index(), 0);
            QCOMPARE(session.atScreen().index(), 0);
            QVERIFY(!session.handOver());
            QVERIFY(!session.legal().empty());
            QCOMPARE(session.legal(), game(session).legalActions(Seat::of(0)));
            // Waiting changes nothing: advancing again asks no bot.
            const std::size_t events = game(session).record().events.size();
            session.advance();
            QCOMPARE(game(session).record().events.size(), events);

            // Another seat's move, and an action the rules refuse, are refused with a reason.
            const Status forBot = session.act({Seat::of(1), ActionType::Pass});
            QVERIFY(!forBot);
            QVERIFY(forBot.error().find("bot") != std::string::npos);
            QCOMPARE(session.refusalOf({Seat::of(1), ActionType::Pass}).id, MessageId::RefusedPlayedByBot);
            const Action illegal{Seat::of(0), ActionType::Discard, 9999};
            QVERIFY(!session.act(illegal));
            // The reason as a message for the app to render: the game's own, not the bot's.
            QVERIFY(session.refusalOf(illegal).id != MessageId::RefusedPlayedByBot);
            QVERIFY(session.refusalOf(illegal) == game(session).refusalMessage(illegal));
            QCOMPARE(session.refusalOf({Seat::of(Seat::max), ActionType::Pass}).id, MessageId::RefusedPlayedByBot);
            QCOMPARE(game(session).record().events.size(), events);

            QVERIFY(session.act(firstNonPass(session.legal())));
            ++personMoves;
        }
        QVERIFY(personMoves > 0);
        // Every move of seat 0 was the person's, every other a bot's.
        for (const MoveApplied& m : heard.moves)
            QCOMPARE(m.byBot, m.action.seat.index() != 0);
        QCOMPARE(heard.moves.size(), actionEvents(game(session)));
        QCOMPARE(heard.gameOvers, 1);
    }

    void theClaimDeadlinePassesInLogicalTime()
    {
        Ruleset r = rules();
        QVERIFY(r.claimSeconds > 0);
        Session session(filipinoVariant(), matchOf(3, r), peopleAt({0}), kAppSalt);
        Heard heard;
        listen(session, heard);
        session.startGame();
        session.advance();
        QCOMPARE(session.claimDeadline().secondsLeft(), -1); // nothing offered before the first discard
        bool timedOut = false;
        while (!game(session).over() && !timedOut) {
            if (game(session).phase() != Phase::Claims) {
                QVERIFY(!session.claimDeadline().running());
                QVERIFY(!session.passTime(1'000'000)); // no deadline: time changes nothing
                QVERIFY(session.act(firstNonPass(session.legal())));
                continue;
            }
            const int discard = game(session).discardCount();
            QVERIFY(session.claimDeadline().running());
            QCOMPARE(session.claimDeadline().secondsLeft(), r.claimSeconds);
            const std::size_t events = game(session).record().events.size();
            QVERIFY(!session.passTime(r.claimSeconds * 1000LL - 1));
            QCOMPARE(session.claimDeadline().secondsLeft(), 1);
            QCOMPARE(session.claimDeadline().msLeft(), 1);
            QCOMPARE(game(session).record().events.size(), events); // still waiting for them
            QCOMPARE(session.timedOutClaims(), 0);
            QVERIFY(session.passTime(1));
            timedOut = true;
            QCOMPARE(session.timedOutClaims(), 1);
            QCOMPARE(heard.timedOut, 1);
            // The session passed for the person on that discard, and the game went on.
            const auto passed = std::find_if(heard.moves.begin(), heard.moves.end(), [](const MoveApplied& m) {
                return !m.byBot && m.action.type == ActionType::Pass;
            });
            QVERIFY(passed != heard.moves.end());
            QCOMPARE(passed->action.seat.index(), 0);
            QVERIFY(game(session).over() || game(session).discardCount() > discard ||
                    game(session).phase() != Phase::Claims);
        }
        QVERIFY2(timedOut, "no discard was offered to seat 0 in a whole game");
    }

    void theDeadlineOfOneQuestionKeepsItsTime()
    {
        ClaimDeadline d;
        QVERIFY(!d.running());
        QCOMPARE(d.msLeft(), -1);
        d.offer(4, 0, 5);
        QVERIFY(!d.pass(2500));
        QCOMPARE(d.secondsLeft(), 3);
        d.offer(4, 0, 5); // asked again about the same discard: the time spent stays spent
        QCOMPARE(d.msLeft(), 2500);
        d.offer(5, 0, 5); // a new discard: the full time
        QCOMPARE(d.msLeft(), 5000);
        d.offer(5, 2, 5); // another person: the full time
        QCOMPARE(d.msLeft(), 5000);
        QVERIFY(!d.pass(-10)); // time does not run backwards
        QCOMPARE(d.msLeft(), 5000);
        QVERIFY(d.pass(5000));
        QCOMPARE(d.secondsLeft(), 0);
        d.offer(6, 0, 0); // no countdown in these rules
        QVERIFY(!d.running());
        QVERIFY(!d.pass(1));
    }

    void hotSeatHandsTheComputerOverInTheGamesOrder()
    {
        Session session(filipinoVariant(), matchOf(5, rules()), peopleAt({0, 2}), kAppSalt);
        QVERIFY(session.hotSeat());
        session.startGame();
        QVERIFY(!session.present()); // nobody at the screen before the first ready()
        session.advance();
        int handOvers = 0;
        std::optional<Seat> lastMover;
        while (!game(session).over()) {
            const auto person = session.personToAct();
            QVERIFY(person.has_value());
            QVERIFY(person->index() == 0 || person->index() == 2);
            if (session.handOver()) {
                QCOMPARE(*session.handOver(), *person);
                QVERIFY(!session.present());
                QVERIFY(session.legal().empty()); // nothing offered behind the privacy screen
                QVERIFY(!session.claimDeadline().running());
                session.ready();
                ++handOvers;
                QVERIFY(!session.handOver());
            }
            QCOMPARE(session.atScreen(), *person);
            QVERIFY(session.present());
            QCOMPARE(session.legal(), game(session).legalActions(*person));
            const Action action = firstNonPass(session.legal());
            const std::size_t events = game(session).record().events.size();
            QVERIFY(session.act(action));
            lastMover = action.seat;
            // A move that follows at once (nobody else acted) keeps the same person at the screen.
            const bool nobodyElse = game(session).record().events.size() == events + 1 ||
                                    std::none_of(game(session).record().events.begin() + static_cast<long>(events) + 1,
                                                 game(session).record().events.end(), [&](const Event& e) {
                                                     const auto* a = std::get_if<ActionEvent>(&e);
                                                     return a && a->action.seat != action.seat;
                                                 });
            if (!game(session).over() && session.personToAct() == action.seat && nobodyElse) {
                QVERIFY(!session.handOver());
                QVERIFY(session.present());
            } else if (!game(session).over()) {
                QVERIFY(session.handOver().has_value());
                QVERIFY(!session.present());
            }
        }
        QVERIFY(lastMover.has_value());
        QVERIFY(handOvers >= 2); // both people were handed the computer
        QVERIFY(!session.handOver());
    }

    void aRuleBreakingBotStopsTheBots()
    {
        Session session(filipinoVariant(), matchOf(9, rules()), peopleAt({0}), kAppSalt);
        Heard heard;
        listen(session, heard);
        session.startGame();
        for (int s = 1; s < Ruleset::kSeats; ++s)
            session.replaceAgent(Seat::of(s),
                                 std::make_unique<FilipinoAgent>(std::make_unique<RuleBreaker>(), game(session), Seat::of(s)));
        session.advance();
        // Play the person's moves until a bot must move and refuses to play by the rules.
        while (!session.botsStopped() && !game(session).over())
            QVERIFY(session.act(firstNonPass(session.legal())));
        QVERIFY(session.botsStopped().has_value());
        QCOMPARE(heard.stopped, 1);
        QVERIFY(session.botsStopped()->seat.index() != 0);
        QVERIFY(!session.botsStopped()->reason.empty());
        const std::size_t events = game(session).record().events.size();
        session.advance(); // asked again, no bot moves
        QCOMPARE(game(session).record().events.size(), events);
        QCOMPARE(heard.stopped, 1);
        // A new game brings new bots, and play goes on.
        session.startGame();
        QVERIFY(!session.botsStopped());
    }

    // Through the interface alone: every built-in variant's match of each ruleset, by name,
    // played to the end of two games by agents of each of its levels.
    void anyVariantsMatchPlaysThrough()
    {
        int games = 0, expected = 0;
        for (const Variant* variant : builtinVariants()) {
            expected += 2 * static_cast<int>(variant->rulesets().size() * variant->agentLevels().size());
            for (const std::string& ruleset : variant->rulesets()) {
                for (const std::string& level : variant->agentLevels()) {
                    auto match = variant->newMatch(ruleset, 31);
                    QVERIFY2(match, ruleset.c_str());
                    const int seats = (*match)->seatCount();
                    Session session(*variant, std::move(match).value(),
                                    Session::Players(seats, SeatPlayer::agent(level)), kAppSalt);
                    for (int g = 1; g <= 2; ++g) {
                        session.startGame();
                        session.advance();
                        QVERIFY2(session.game().over(), (ruleset + " " + level).c_str());
                        QVERIFY(!session.botsStopped());
                        QCOMPARE(session.match()->gamesPlayed(), g);
                        const PerSeat<int> balance = session.game().balance();
                        QCOMPARE(std::accumulate(balance.begin(), balance.end(), 0), 0);
                        ++games;
                    }
                }
            }
        }
        QCOMPARE(games, expected);
        QVERIFY(games >= 2 * 3 * 3); // the Filipino family alone: three rulesets, three levels
        QVERIFY(!filipinoVariant().newMatch("no-such-ruleset", 1));
    }

    void aMatchNeedsAPlayerForEachSeat()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 Session(filipinoVariant(), matchOf(11, rules()), Session::Players(3, SeatPlayer::human()), kAppSalt));
    }

    void aMatchNeedsLevelsTheVariantHas()
    {
        Session::Players players = allBots();
        players[1] = SeatPlayer::agent("grandmaster");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 Session(filipinoVariant(), matchOf(11, rules()), players, kAppSalt));
    }

    // A save resumed: a new session made from copies of the match and of its game in play
    // makes the bots anew and has them catch up (Variant::catchUp): each is asked every
    // decision it made again, none answers otherwise, and the game plays on to the same end
    // as the session that was never stopped.
    void aResumedGamePlaysOnAsItWould()
    {
        Session first(filipinoVariant(), matchOf(17, rules()), peopleAt({2}), kAppSalt);
        first.startGame();
        first.advance();
        for (int move = 0; move < 6 && !game(first).over(); ++move)
            QVERIFY(first.act(firstNonPass(first.legal())));
        QVERIFY(!game(first).over());
        Session resumed(filipinoVariant(), std::make_unique<FilipinoMatch>(match(first)),
                        std::make_unique<FilipinoGame>(game(first)), peopleAt({2}), kAppSalt);
        QVERIFY(resumed.caughtUp());
        QCOMPARE(*resumed.caughtUp(), 0);
        resumed.advance();
        for (Session* s : {&first, &resumed})
            while (!game(*s).over())
                QVERIFY(s->act(firstNonPass(s->legal())));
        QCOMPARE(game(resumed).record().events, game(first).record().events);
        QCOMPARE(match(resumed).balances(), match(first).balances());
        QCOMPARE(resumed.match()->gamesPlayed(), 1);
    }

    void pausedBotsDoNotMove()
    {
        Session session(filipinoVariant(), matchOf(13, rules()), allBots(), kAppSalt);
        session.startGame();
        session.setBotsPaused(true);
        const std::size_t events = game(session).record().events.size();
        session.advance();
        QCOMPARE(game(session).record().events.size(), events);
        session.setBotsPaused(false);
        session.advance();
        QVERIFY(game(session).over());
    }

    void theSameSeedPlaysTheSameMatch()
    {
        auto play = [] {
            Session session(filipinoVariant(), matchOf(21, rules()), peopleAt({1}), kAppSalt);
            for (int g = 0; g < 2; ++g) {
                session.startGame();
                session.advance();
                while (!game(session).over())
                    if (!session.act(firstNonPass(session.legal())))
                        return std::pair(std::size_t{0}, match(session).balances()); // a refused legal action
            }
            return std::pair(game(session).record().events.size(), match(session).balances());
        };
        const auto first = play();
        QVERIFY(first.first > 0);
        QCOMPARE(first, play());
    }
};

QTEST_APPLESS_MAIN(TestSession)
#include "tst_session.moc"

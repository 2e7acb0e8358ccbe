#include "variants/filipino/simulation/simulation.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/filipino_game.h"
#include "variants/filipino/game/game_replay.h"
#include "record/record_json.h"

#include <chrono>
#include <memory>
#include <numeric>
#include <sstream>
#include <stdexcept>

namespace mj {

void playOut(Game& game, const PerSeat<Bot*>& bots, const DecisionHook& onDecision)
{
    FilipinoGame played(&game);
    PerSeat<std::unique_ptr<SeatAgent>> owned(bots.count());
    PerSeat<SeatAgent*> agents(bots.count());
    for (int s = 0; s < bots.count(); ++s) {
        const auto seat = static_cast<std::size_t>(s);
        owned[seat] = std::make_unique<FilipinoAgent>(bots[seat], game, Seat::of(s));
        agents[seat] = owned[seat].get();
    }
    Session session(played, agents);
    if (onDecision)
        session.setDecisionHook(onDecision);
    session.advance();
    if (const auto& stopped = session.botsStopped())
        throw std::logic_error("a bot's legal action was refused: " + stopped->reason);
    const auto& balance = game.balance();
    if (std::accumulate(balance.begin(), balance.end(), 0) != 0)
        throw std::logic_error("the game's payments do not sum to zero");
}

void playOut(Game& game, const PerSeat<BotLevel>& levels)
{
    // The normal level is the SimpleBot; these seeds keep every simulated game as it was.
    const std::uint64_t seed = game.record().header.seed;
    std::vector<std::unique_ptr<Bot>> owned(static_cast<std::size_t>(levels.count()));
    PerSeat<Bot*> bots(levels.count());
    for (int s = 0; s < levels.count(); ++s) {
        owned[static_cast<std::size_t>(s)] =
            makeBot(levels[static_cast<std::size_t>(s)], seed ^ (0x5EA70ULL + static_cast<std::uint64_t>(s)));
        bots[static_cast<std::size_t>(s)] = owned[static_cast<std::size_t>(s)].get();
    }
    playOut(game, bots);
}

void playOut(Game& game)
{
    playOut(game, PerSeat<BotLevel>(game.seatCount(), BotLevel::Normal));
}

namespace {

// The record written, read back and replayed must give the same game (SimulationOptions::
// checkReplay); throws std::logic_error, counted as a broken invariant, when it does not.
void checkReplays(const Game& game)
{
    std::stringstream text;
    writeRecord(text, game.record());
    const auto read = readRecord(text);
    if (!read)
        throw std::logic_error("its record cannot be read back: " + read.error());
    const auto replayed = replayGame(read->record, read->eventLines);
    if (!replayed)
        throw std::logic_error("its record does not replay: " + replayed.error());
    if (replayed->record().events.size() != game.record().events.size() || replayed->winner() != game.winner() ||
        replayed->balance() != game.balance())
        throw std::logic_error("its replay ends otherwise than the game did");
}

} // namespace

SimulationSummary simulate(const SimulationOptions& options)
{
    SimulationSummary summary;
    summary.wins = PerSeat<int>(options.rules.seats());
    Match match(options.seed, options.rules);
    const auto started = std::chrono::steady_clock::now();
    for (int i = 0; i < options.games; ++i) {
        const GameSetup setup = match.nextGame();
        try {
            Game game(setup);
            playOut(game);
            if (options.checkReplay)
                checkReplays(game);
            ++summary.games;
            summary.turns += game.turnsPlayed();
            summary.events += static_cast<long long>(game.record().events.size());
            if (const auto winner = game.winner()) {
                ++summary.wins[static_cast<std::size_t>(winner->index())];
                ++summary.forms[static_cast<std::size_t>(game.win()->form)];
                summary.potClaims += game.win()->claimsPot && options.rules.pot ? 1 : 0;
            } else {
                ++summary.noWinner;
            }
            if (game.winner()) {
                const bool bunot = game.winSource() != WinSource::Discard;
                ++(bunot ? summary.bunot : summary.offDiscard);
            }
            match.finishGame(game);
            if (options.onGame)
                options.onGame(game, i);
        } catch (const std::logic_error& broken) {
            ++summary.invariantViolations;
            if (summary.violations.size() < 5)
                summary.violations.push_back("game " + std::to_string(i + 1) + " (seed " +
                                             std::to_string(setup.seed) + "): " + broken.what());
            match.skipGame();
        }
        if (options.progress)
            options.progress(i + 1);
    }
    summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    summary.balances = match.balances();
    return summary;
}

} // namespace mj

// Headless simulation (issue 4, `mahjongero-cli simulate`): a match of N complete games
// played by four SimpleBots, with the table's invariant checked after every event (the
// game log does it) and each game's payments checked to sum to zero. A broken invariant is
// counted, reported with the game's seed, and the match goes on with the next game.
// playOut() plays a game through the session (session/session.h), the one play loop the
// app, the simulation, the arena (arena/arena.h) and the tests share, with a bot a seat,
// each an agent (filipino_game.h) sent only its seat's views.
#pragma once

#include "variants/filipino/bots/bot.h"
#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/game/match.h"
#include "session/session.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mj {

struct SimulationOptions {
    std::uint64_t seed = 1;
    Ruleset rules;
    int games = 1;
    std::function<void(int done)> progress;                 // after each game
    std::function<void(const Game& game, int index)> onGame; // each finished game (records)
    // Also writes each finished game's record as JSON Lines, reads it back and replays it
    // through the rules (game_replay.h): every event must come again, with the table's
    // invariant checked after each, and the replayed game must end with the same winner and
    // balance (the long runs, issue 12). About triples the time a game takes.
    bool checkReplay = false;
};

struct SimulationSummary {
    int games = 0;
    PerSeat<int> wins; // sized by the ruleset's seats
    int noWinner = 0;
    long long turns = 0;
    long long events = 0;
    int bunot = 0;        // wins with a tile taken from the wall
    int offDiscard = 0;   // wins off a discard
    std::array<int, kWinForms> forms{}; // by WinForm
    int potClaims = 0;
    PerSeat<int> balances; // quarters, the match ledger's totals
    int invariantViolations = 0;
    std::vector<std::string> violations; // the first few, with their game seeds
    double seconds = 0;
    double gamesPerSecond() const { return seconds > 0 ? games / seconds : 0; }
    double averageTurns() const { return games > 0 ? static_cast<double>(turns) / games : 0; }
};

SimulationSummary simulate(const SimulationOptions& options);

// Plays one game to its end with four SimpleBots seeded from the game's seed.
void playOut(Game& game);
// The same with seat s played at levels[s], each bot seeded from the game's seed and its
// seat as the simulation seeds them (watch mode), so the game replays exactly.
void playOut(Game& game, const PerSeat<BotLevel>& levels);

// Called after each decision with the action taken and how long the bot's choice took
// (steady clock; the seat's view is folded outside the timing, in the agent's prepare()).
using DecisionHook = Session::DecisionHook;

// Plays one game to its end, seat s played by bots[s], each seeing only its seat's view.
// Throws std::logic_error when a bot's action is refused, the game breaks an invariant, or
// its payments do not sum to zero.
void playOut(Game& game, const PerSeat<Bot*>& bots, const DecisionHook& onDecision = {});

} // namespace mj

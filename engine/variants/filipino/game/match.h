// A match: a series of games with the máno's rotation and a running ledger (RULINGS.md,
// ritual step 3; "Payouts"; the jai alái rule; seed 003's pot). The first game rolls for the
// máno; after each game the máno keeps the deal by winning (and, by the house default, on a
// no-winner game), otherwise the seat to the máno's right deals.
//
// The match holds what outlives a game: every seat's balance, the pot (seed 003: it starts
// at pot_start, put in equally; each player adds pot_add after every game it is not claimed;
// a siete pares búnot, escaléra búnot or joker eye takes it all and it starts again) and the
// jai alái pool (each player puts in a share; a win earns a marker, búnot two; the first to
// jai_alai_markers takes the pool, and a new pool begins). Amounts are quarters.
// Each game's seed comes from the match seed (game 1 uses it as it is).
#pragma once

#include "variants/filipino/game/game.h"

#include <array>
#include <string>
#include <vector>

namespace mj {

struct LedgerEntry {
    int game = 0; // 1-based; 0 for the match's opening (pot and pool shares)
    PerSeat<int> seats = PerSeat<int>(Ruleset::kSeats); // what each seat gains (negative: pays)
    int pot = 0;    // what the pot gains
    int jaiAlai = 0; // what the jai alái pool gains
    std::string reason;
};

class Match {
public:
    // `firstMano`: the seat that deals the first game, when the match does not roll for it
    // (a game carried on from a networked table, where it had its own máno).
    Match(std::uint64_t seed, Ruleset rules, std::optional<Seat> firstMano = std::nullopt);

    // The next game's seed, rules and máno.
    GameSetup nextGame() const;
    // Records a finished game: its payments, the pot, jai alái, and the next máno.
    void finishGame(const Game& game);
    // Passes over a game that could not be played to its end (a broken invariant in a
    // simulation): nothing is posted and the máno stays.
    void skipGame() { ++m_games; }

    int gamesPlayed() const { return m_games; }
    int seatCount() const { return m_rules.seats(); }
    const PerSeat<int>& balances() const { return m_balances; }
    int pot() const { return m_pot; }
    int jaiAlaiPool() const { return m_jaiAlai; }
    const PerSeat<int>& markers() const { return m_markers; }
    std::optional<Seat> mano() const { return m_mano; }
    std::optional<Seat> firstMano() const { return m_firstMano; }
    const std::vector<LedgerEntry>& ledger() const { return m_ledger; }

private:
    void post(LedgerEntry entry);
    void everyonePays(int each, bool toPot, const std::string& reason);

    std::uint64_t m_seed;
    Ruleset m_rules;
    int m_games = 0;
    std::optional<Seat> m_mano;
    std::optional<Seat> m_firstMano;
    PerSeat<int> m_balances = PerSeat<int>(Ruleset::kSeats);
    int m_pot = 0;
    int m_jaiAlai = 0;
    PerSeat<int> m_markers = PerSeat<int>(Ruleset::kSeats);
    std::vector<LedgerEntry> m_ledger;
};

std::uint64_t gameSeed(std::uint64_t matchSeed, int gameIndex);

} // namespace mj

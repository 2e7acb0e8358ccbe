// One game of Filipino or Visayan mahjong, from the ritual to the settlement (RULINGS.md,
// "Play (Filipino)", "Winning hands", "Payouts", "Visayan"; seeds 000 and 001): the session
// state machine of ARCHITECTURE.md "game/". Commands come in as Actions (core/action.h);
// act() refuses an illegal one with the reason and otherwise appends the events it causes
// to the game's log, the single truth (record/game_log.h), with the table's invariant
// checked after every event.
//
// Phases: Draw (the seat to play must draw), Act (the seat holds 3n+2 tiles: discard,
// declare a win, a secret, sagása, or in the Visayan first turn beauty or NEWS), Claims
// (every seat that could seize the discard answers; the others are not asked), Over.
//
// Rulings this file implements (docs/rules/filipino.md "Play"):
//  - A flower drawn, replaced or gifted is exposed at once and replaced from the flower
//    wall; thirteen flowers pays once; no flowers pays after the deal and at the end.
//  - Claims: win > pung/kang > chow (beauty/NEWS as chow); several winners: the first in turn
//    order after the discarder; with the speed rule the first claim made takes it. Chow,
//    beauty and NEWS only by the discarder's right-hand neighbour; a pair only to win.
//    Exposed sets are made of natural tiles; a joker (joker rule) stands in concealed sets,
//    the eye and the winning hand, and a discarded joker can be seized only to win.
//  - Sagása only with a tile taken from the wall on your own turn (draw, replacement, gift).
//  - Búnot: winning with a tile taken from the wall on your turn (draw, replacement, gift).
//  - The game ends without a winner when a seat must take a tile and the wall is used up.
#pragma once

#include "core/action.h"
#include "core/rng.h"
#include "variants/filipino/game/discard_history.h"
#include "hand/hand_counts.h"
#include "record/game_log.h"
#include "variants/filipino/rules/ruleset.h"
#include "variants/filipino/scoring/win_score.h"
#include "text/message.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace mj {

struct GameSetup {
    std::uint64_t seed = 0;
    Ruleset rules;
    std::optional<Seat> mano;         // nullopt: rolled for (a match's first game)
    std::vector<TileId> stackedWash;  // empty: the seed shuffles; else this wash order
};

enum class Phase : std::uint8_t { Draw, Act, Claims, Over };

// An exposed báhay as the rules see it: its kind of set and its lowest kind.
enum class BahayType : std::uint8_t { Chow, Pung, Kang, Secret, Beauty, News };
struct Bahay {
    BahayType type = BahayType::Pung;
    int first = 0;     // TileKind index of its lowest tile
    int tableSet = 0;  // index among the seat's exposed sets on the table
};
// The set as the hand analysis counts it (beauty and NEWS as a run of honours).
Meld meldOf(const Bahay& b);

class Game {
public:
    explicit Game(const GameSetup& setup);

    Phase phase() const { return m_phase; }
    bool over() const { return m_phase == Phase::Over; }
    // Draw and Act: the seat to play; Claims: the discarder.
    Seat turn() const { return m_turn; }
    Seat mano() const { return m_mano; }

    // Listed once after each change of the game (issue 12: the seat's view and act() both
    // read them; computing them twice doubled the cost of every decision).
    const std::vector<Action>& legalActions(Seat seat) const { return m_legal[seat.index()]; }
    // The seats that must still answer the current discard.
    std::vector<Seat> awaitingAnswers() const;
    // Who acts next: the seat to play, or in the claim window the first seat still to answer
    // in turn order after the discarder. Meaningless once the game is over.
    Seat seatToAct() const;
    // Applies a legal action; otherwise nothing changes and the reason is returned.
    Status act(const Action& action);
    // Why an action that is not legal now would be refused (legal_actions.cpp); asks only.
    // As a message for the app to render in the player's language, and in English.
    Message refusalMessage(const Action& a) const;
    std::string refusalOf(const Action& a) const;

    const Table& table() const { return m_log.table(); }
    const GameRecord& record() const { return m_log.record(); }
    const Ruleset& rules() const { return m_rules; }

    // The hand of a seat as the analysis sees it: concealed tiles (jokers apart) and sets.
    HandCounts handCounts(Seat seat) const;
    const std::vector<Bahay>& bahay(Seat seat) const { return m_seats[seat.index()].bahay; }
    // The joker's kind (TileKind index) once revealed, and the indicator tile.
    std::optional<int> jokerKind() const { return m_jokerKind; }
    std::optional<TileId> jokerIndicator() const { return m_jokerIndicator; }
    bool isJoker(TileId tile) const;
    // The current discard during Claims.
    std::optional<TileId> pendingDiscard() const { return m_phase == Phase::Claims ? std::optional(m_discard) : std::nullopt; }
    int discardCount() const { return m_discardCount; }
    // Each seat's discards as every seat saw them (what the seats' views show).
    const DiscardHistory& discardHistory() const { return m_discardHistory; }
    bool breakDoubles() const { return m_breakDoubles; }

    // Results.
    std::optional<Seat> winner() const { return m_winner; }
    const std::optional<WinScore>& win() const { return m_win; }
    // How the winner got the winning tile (meaningful once there is a winner).
    WinSource winSource() const { return m_winSource; }
    // The tile that completed the winner's hand: the discard seized, or the tile drawn.
    std::optional<TileId> winningTile() const { return m_winningTile; }
    // Quarters each seat gained (negative: paid) in this game, instant and final.
    const PerSeat<int>& balance() const { return m_balance; }
    // Four, as every game of the Filipino family (Ruleset::seats()).
    int seatCount() const { return kSeats; }
    int turnsPlayed() const { return m_turnsPlayed; }

private:
    struct SeatState {
        std::vector<Bahay> bahay;
        int discards = 0;
        bool thirteenPaid = false;
    };

    void start(const GameSetup& setup);
    void append(const Event& event)
    {
        m_log.appendOrThrow(event);
        m_discardHistory.fold(event, table().tileSet());
    }
    // Lists the legal actions anew after a change (the claim window's answers are listed by
    // openClaims(), and a seat that has answered has none left).
    void updateLegal();
    int kindOf(TileId tile) const { return table().tileSet().kindOf(tile).index(); }

    // Legal actions by phase (legal_actions.cpp).
    void turnActions(Seat seat, std::vector<Action>& out) const;
    void claimActions(Seat seat, std::vector<Action>& out) const;
    bool completeWith(Seat seat, std::optional<TileId> extra) const;
    // Up to `n` natural tiles of a kind in the seat's hand (never the joker or its copies).
    std::vector<TileId> naturalTiles(Seat seat, int kind, int n) const;
    // The seat's natural concealed tiles counted by kind.
    std::array<int, TileKind::mahjongCount> naturalCounts(Seat seat) const;
    // One natural tile of each kind from..from+n-1 but `except` (beauty, NEWS, a chow).
    std::vector<TileId> oneOfEach(Seat seat, int from, int n, int except = -1) const;
    // Counts a tile into a hand as the analysis sees it (a joker apart).
    void countTile(HandCounts& hand, TileId tile) const;
    bool firstTurn(Seat seat) const { return m_seats[seat.index()].discards == 0; }

    // Acting (game.cpp; the claim window in claims.cpp).
    Status actOnTurn(const Action& a);
    Status answer(const Action& a);
    void resolveClaims();
    void openClaims(Seat discarder, TileId tile);
    // Takes a tile from the wall (exposing and replacing flowers); false: the wall ran out
    // and the game has ended.
    bool takeTile(Seat seat, WallEnd end, TakeReason reason);
    void layBahay(Seat seat, BahayType type, int first, std::vector<TileId> tiles, std::optional<Seat> from);
    // Beauty or NEWS (Visayan) from concealed tiles, or completed by the discard of `from`:
    // laid, paid, and for NEWS a gift.
    void layHonourSet(Seat seat, BahayType type, std::optional<Seat> from);
    void declareWin(Seat seat, WinSource source, std::optional<Seat> discarder);
    // The no-flowers payouts of the end, then the end itself.
    void finish(std::optional<Seat> winner, const std::string& reason);
    void payInstant(Seat to, Ambition what);
    void pay(const PerSeat<int>& seats, const std::string& reason);
    void checkThirteen(Seat seat);

    Ruleset m_rules;
    GameLog m_log;
    Rng m_rng;
    Phase m_phase = Phase::Draw;
    Seat m_turn;
    Seat m_mano;
    static constexpr int kSeats = Ruleset::kSeats;
    std::array<SeatState, kSeats> m_seats;
    std::optional<WinSource> m_lastSource;   // how the turn seat got its latest tile
    std::vector<TileId> m_takenThisTurn;     // tiles the turn seat took from the wall this turn
    // the claim window
    TileId m_discard;
    std::array<bool, kSeats> m_mustAnswer{};
    std::vector<Action> m_answers; // in the order given
    int m_discardCount = 0;
    int m_turnsPlayed = 0;
    std::optional<int> m_jokerKind;
    std::optional<TileId> m_jokerIndicator;
    std::optional<TileId> m_winningTile;
    bool m_breakDoubles = false;
    std::optional<Seat> m_winner;
    std::optional<WinScore> m_win;
    WinSource m_winSource = WinSource::Wall;
    PerSeat<int> m_balance = PerSeat<int>(kSeats);
    std::array<std::vector<Action>, kSeats> m_legal; // each seat's legal actions now
    DiscardHistory m_discardHistory{kSeats};
};

std::string phaseName(Phase p); // "draw", "act", "claims", "over"

} // namespace mj

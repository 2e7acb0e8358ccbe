// The Charleston (issue 17; seed 002, "The Charleston"; docs/rules/american.md) as a state
// machine over the four hands the setup dealt: the first Charleston (right, across, left,
// with a blind pass on the first left), a second one (left, across, right, with a blind
// pass on the last right) only when every seat votes for it, then the courtesy pass of 0-3
// tiles with the seat across (the lower of the two offers). No joker is ever passed.
//
// Commands come in one seat at a time and are refused with a reason when illegal; a pass is
// laid face down and the tiles change hands only when all four have laid theirs, as at the
// table. Events go out; a tile's identity is written only into events private to the seat
// that sees it (its own pass, the tiles it picks up), so a seat's view (eventsSeenBy)
// never shows what the others passed or were passed.
#pragma once

#include "core/expected.h"
#include "core/per_seat.h"
#include "core/seat.h"
#include "core/tile_set.h"
#include "variants/american/american_setup.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mj::american {

inline constexpr int kPassTiles = 3;    // every pass of the Charleston is three tiles
inline constexpr int kMaxCourtesy = 3;  // the courtesy pass: none to three, as the pair agrees

// The seat across the table, partner in the across passes and the courtesy pass.
inline Seat across(Seat seat) { return seat.next(2, kSeats); }

// Whether a tile of the set is a joker.
inline bool isJoker(const TileSet& set, TileId tile) { return set.kindOf(tile).suit() == Suit::Jokers; }

enum class CharlestonPhase : std::uint8_t {
    FirstRight, FirstAcross, FirstLeft, // the first Charleston
    Vote,                               // whether to play the second
    SecondLeft, SecondAcross, SecondRight,
    Courtesy,                           // offers, then the tiles, pair by pair
    Done,
};
std::string phaseName(CharlestonPhase phase); // "first right", ..., "courtesy", "done"

// Whether the phase is a pass of three, which seat a pass goes to, and whether it may be
// blind (the first left and the last right).
bool isPassPhase(CharlestonPhase phase);
int passSteps(CharlestonPhase phase); // 1 right, 2 across, -1 left (Seat::next steps)
bool allowsBlind(CharlestonPhase phase);

// A seat's three tiles: `tiles` from its hand, plus `blind` of the tiles it is receiving in
// this same pass, passed on unseen (only where the phase allows; tiles + blind = 3).
struct PassCommand {
    Seat seat;
    std::vector<TileId> tiles;
    int blind = 0;
};
struct VoteCommand {
    Seat seat;
    bool again = false; // for the second Charleston
};
// How many tiles (0-3) the seat offers the seat across; the pair exchanges the lower number.
struct CourtesyOfferCommand {
    Seat seat;
    int count = 0;
};
// The agreed number of tiles from the seat's hand, once both of the pair have offered.
struct CourtesyPassCommand {
    Seat seat;
    std::vector<TileId> tiles;
};
using CharlestonCommand = std::variant<PassCommand, VoteCommand, CourtesyOfferCommand, CourtesyPassCommand>;

enum class CharlestonEventKind : std::uint8_t {
    PhaseBegun,       // public: `phase` begins
    PassLaid,         // public: `seat` laid `count` tiles face down (`blind` of them unseen)
    PassGiven,        // private to `seat`: the tiles it laid from its hand
    TilesReceived,    // private to `seat`: the tiles it picked up (`from` the seat that laid them)
    Voted,            // public: `seat` voted `yes`
    CourtesyOffered,  // public: `seat` offered `count`
    CourtesyAgreed,   // public: `seat` and `from` (across) exchange `count`
};

struct CharlestonEvent {
    CharlestonEventKind kind = CharlestonEventKind::PhaseBegun;
    CharlestonPhase phase = CharlestonPhase::FirstRight;
    Seat seat;
    std::optional<Seat> from;
    int count = 0;
    int blind = 0;
    bool yes = false;
    std::vector<TileId> tiles; // only in private events
    // The seat that alone sees this event, or none when every seat does.
    std::optional<Seat> privateTo() const;
    friend bool operator==(const CharlestonEvent&, const CharlestonEvent&) = default;
};

class Charleston {
public:
    // Starts the first right pass over four hands of `set` (seat 0 first). Refused when there
    // are not four hands, a tile is not of the set or is held twice.
    static Expected<Charleston> start(const TileSet& set, const PerSeat<std::vector<TileId>>& hands);

    Status apply(const CharlestonCommand& command);

    CharlestonPhase phase() const { return m_phase; }
    const std::vector<TileId>& hand(Seat seat) const { return m_hands[seat]; }
    const PerSeat<std::vector<TileId>>& hands() const { return m_hands; }
    // Whether the seat still owes a command in this phase.
    bool awaits(Seat seat) const;
    const std::vector<CharlestonEvent>& events() const { return m_events; }
    // The public events and the seat's own private ones, in order.
    std::vector<CharlestonEvent> eventsSeenBy(Seat seat) const;

private:
    Charleston(const TileSet& set, const PerSeat<std::vector<TileId>>& hands);

    Status applyPass(const PassCommand& c);
    Status applyVote(const VoteCommand& c);
    Status applyOffer(const CourtesyOfferCommand& c);
    Status applyCourtesyPass(const CourtesyPassCommand& c);
    Status checkOwnTiles(Seat seat, const std::vector<TileId>& tiles) const;
    void exchangePasses();
    void begin(CharlestonPhase phase);
    void finishCourtesyIfDone();

    const TileSet* m_set;
    PerSeat<std::vector<TileId>> m_hands;
    CharlestonPhase m_phase = CharlestonPhase::FirstRight;
    PerSeat<std::optional<PassCommand>> m_laid;
    PerSeat<std::optional<bool>> m_votes;
    PerSeat<std::optional<int>> m_offers;
    PerSeat<std::optional<std::vector<TileId>>> m_courtesy;
    PerSeat<bool> m_settled; // the seat's courtesy pass is over (exchanged, or agreed at 0)
    std::vector<CharlestonEvent> m_events;
};

} // namespace mj::american

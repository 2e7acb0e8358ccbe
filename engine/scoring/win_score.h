// What a finished hand pays (RULINGS.md, "Payouts (Filipino)"; seed 000 "Payouts",
// "Special Rules", "Other Ambitions"; seed 003's pot): the final payout of a win, line by
// line, and what each other seat pays. Used by the game at a win and on its own by
// `mahjongero-cli score` (players scoring a game on a real table).
//
// The final payout is tódas 1, plus escaléra, siete pares or international, plus (with
// Ruleset::otherAmbitions) the other ambitions that apply. When a hand reads several ways,
// the reading that pays most is taken. Each other seat pays it once; off a discard the
// discarder pays double; búnot (self-drawn: from the wall, a replacement or a gift) every
// seat pays double; with the doubles rule and a doubles break roll everything doubles again.
// Instant payouts (kang, secret, sagása, flowers, beauty, NEWS) are the game's, paid on
// declaration; instantQuarters() gives their amounts.
// docs/scoring.md has every line with its amount and the rulings where the seeds are silent
// (how before the 5th counts, what "declared" means for all up / all down, which reading
// and which place of the winning tile are taken, the pot before the payout).
#pragma once

#include "core/expected.h"
#include "core/per_seat.h"
#include "core/seat.h"
#include "hand/decompose.h"
#include "hand/hand_counts.h"
#include "rules/ruleset.h"

#include <array>
#include <string>
#include <vector>

namespace mj {

enum class WinSource : std::uint8_t { Wall, Replacement, Gift, Discard };

struct WinContext {
    // The concealed tiles *including* the winning tile (jokers counted in hand.jokers) and the
    // exposed sets (a kang, secret or sagása is an exposed Kang).
    HandCounts hand;
    std::array<bool, kMaxSets> secret{}; // which exposed sets are secrets (declared concealed)
    std::uint8_t winningKind = 0;        // kind index (0..33) of the winning tile, if not a joker
    bool winningIsJoker = false;
    WinSource source = WinSource::Wall;
    Seat winner;
    Seat discarder; // only for WinSource::Discard
    Seat mano;
    int flowers = 0;          // the winner's exposed flowers
    bool breakDoubles = false; // the break roll showed doubles (counts only with Ruleset::doubles)
    int discardsBefore = 0;   // discards made in the game before the winning tile (all seats);
                              // before the 5th: at most 4 on the table, a winning discard included
    bool openingHand = false; // the máno's dealt hand (after flower replacement) is the win: bisaklát
    // The winning tile completed an honour báhay laid this turn (Visayan: the drawn dragon
    // laid in a beauty, then the win): it is in that exposed set, not among the concealed
    // tiles, and no concealed group waited for it (WaitShape::Laid).
    bool winningLaid = false;
};

// The kind of a win the engine recognises, for records and the pot.
enum class WinForm : std::uint8_t { Todas, Escalera, SietePares, International };
inline constexpr int kWinForms = 4;

// How the winning tile completed its group in the reading: the eye (or, in siete pares, one
// of the seven pairs: "single"), a pung out of a pair ("back to back"), the middle of a chow
// ("paníngit"), either end of a two-sided chow, or the 3 of 12 / the 7 of 89; or an honour
// báhay laid with it this turn (WinContext::winningLaid), which pays no waiting line.
enum class WaitShape : std::uint8_t { Eye, Pung, Middle, Side, Edge, Laid };

struct PayLine {
    std::string reason; // "tódas", "escaléra", "siete pares", "all chow", ...
    int quarters = 0;   // per paying seat, before the discard/búnot/doubles multipliers
};

struct WinScore {
    WinForm form = WinForm::Todas;
    Decomposition reading;           // the decomposition the payout was counted on
    std::vector<PayLine> lines;      // the final payout, line by line
    int base = 0;                    // sum of the lines, quarters
    std::vector<std::string> multipliers; // "discarder pays double", "búnot: all pay double", "doubles: ×2"
    PerSeat<int> pays = PerSeat<int>(Ruleset::kSeats); // quarters each seat pays; the winner's entry is minus the total
    bool claimsPot = false;          // siete pares búnot, escaléra búnot or joker eye (Ruleset::pot)
    bool jokerEye = false;           // the eye was completed by a drawn joker
    // Where the winning tile sits in the reading: the group it completes ("456p", "11s"),
    // the kind it counts as (a joker: the kind it stands for) and the shape it completed.
    std::string winningGroup;
    std::uint8_t winningAs = 0;
    WaitShape wait = WaitShape::Eye;
    // The reading in notation: concealed sets, the eye (or the seven pairs), then after " | "
    // the exposed sets, a secret marked with a trailing "!": "123m 456m 789m 234p 11s | 5555s!".
    std::string readingText;
};

// Refused (with the reason) when the hand is not complete in any winning form of the ruleset.
Expected<WinScore> scoreWin(const WinContext& win, const Ruleset& rules);

enum class Ambition : std::uint8_t { Kang, Secret, Sagasa, ThirteenFlowers, NoFlowers, Beauty, News };
std::string ambitionName(Ambition a); // "kang", "secret", "sagása", "thirteen flowers", ...
// What each other seat pays on declaration, in quarters, before the doubles rule.
int instantQuarters(Ambition a, const Ruleset& rules);

// "1¼", "½", "2", "-3¾": quarters shown as payouts.
std::string formatPayouts(int quarters);

std::string winFormName(WinForm f);    // "tódas", "escaléra", "siete pares", "international"
std::string winSourceName(WinSource s); // "wall", "replacement", "gift", "discard"
std::string waitShapeName(WaitShape w); // "eye", "pung", "middle", "side", "edge", "laid"
Expected<WinSource> parseWinSource(const std::string& text);

} // namespace mj

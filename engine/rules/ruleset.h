// A ruleset: every parameter of a variant as data (ARCHITECTURE.md, "rules/"; Kajongg's
// rulesets). Defaults follow RULINGS.md; each field says where its alternative comes from.
// docs/rules/ explains every option, and rules/ruleset_json.h reads and writes them as the
// JSON files in resources/rulesets/ (built in: filipino, visayan, joker-pot).
// Amounts are in quarters of a payout (RULINGS.md, "Payouts": store them as integer
// quarters), each paid by every other player.
#pragma once

#include "core/expected.h"
#include "core/tile_kind.h"
#include "hand/hand_tiles.h"

#include <string>

namespace mj {

enum class Variant : std::uint8_t {
    Filipino, // seed 000: every non-suited tile (36) is a flower
    Visayan,  // seed 001: winds and dragons stay in the hand; only f1-f8 are flowers
};

// How the máno counts walls with the break roll (RULINGS.md, ritual step 4).
enum class WallCount : std::uint8_t {
    FromRight,    // seed 000: the wall on the máno's right is 1, opposite 2, left 3, own 4
    FromOpposite, // seed 003: the wall opposite the máno is 1, then counterclockwise
};

// Which end of the opposite wall the máno counts from (seed 000: "máno's choice").
enum class OppositeEnd : std::uint8_t {
    NearRight, // (house default) the end nearer the máno's right-hand neighbour
    NearLeft,  // the end nearer the máno's left-hand neighbour
};

// How a discard wanted by several seats is given (RULINGS.md, "Play").
enum class ClaimRule : std::uint8_t {
    Priority, // default: win > pung/kang > chow; ties by turn order after the discarder
    Speed,    // house: the first claim made (the first answer in the record) takes it
};

// Whether and when a joker is revealed (RULINGS.md, optional rules; seed 003).
enum class JokerRule : std::uint8_t {
    None,
    AfterFlowers, // seed 000: after the flowers are replaced the máno rolls again
    AtBreak,      // seed 003: revealed with the break roll, before the deal
};

// What each ambition and win pays, in quarters (RULINGS.md, "Payouts (Filipino)" and
// "Visayan"; the other ambitions from seed 000 "Other Ambitions").
struct Payouts {
    // instant, on declaration
    int sagasa = 2;
    int secret = 2;
    int kang = 1;
    int thirteenFlowers = 1;
    int noFlowers = 1;
    int beauty = 2; // Visayan
    int news = 2;   // Visayan
    // final, to the winner
    int todas = 4;
    int escalera = 4;      // house: +1 (the seed gives no figure)
    int sietePares = 4;    // house: +1
    int international = 8; // house: +2
    // the other ambitions (final; only with Ruleset::otherAmbitions)
    int bisaklat = 4;
    int beforeFifth = 4;
    int allFlush = 2;
    int allChow = 1;
    int allPung = 1;
    int allUp = 1;
    int allDown = 1;
    int single = 1;
    int backToBack = 1;
    int paningit = 1;

    friend bool operator==(const Payouts&, const Payouts&) = default;
};

struct Ruleset {
    std::string name = "filipino"; // what the ruleset calls itself (file name for built-ins)

    // the ritual
    Variant variant = Variant::Filipino;
    WallCount wallCount = WallCount::FromRight;
    OppositeEnd oppositeEnd = OppositeEnd::NearRight;

    // play
    ClaimRule claimRule = ClaimRule::Priority;
    int claimSeconds = 5;         // house: how long a human has to answer a discard (app)
    bool keepManoOnDraw = true;   // house: the máno keeps the deal after a no-winner game
    bool fourAsTwoPairs = false;  // house: four alike may count as two pairs of siete pares

    // optional rules, off by default
    bool doubles = false;      // doubles on the break roll double every payout of the game
    bool jaiAlai = false;      // a pool won by the first to jaiAlaiMarkers markers
    int jaiAlaiShare = 4;      // each player's share of the pool, in quarters
    int jaiAlaiMarkers = 5;    // markers needed (one per win, two for búnot)
    JokerRule joker = JokerRule::None;
    bool otherAmbitions = false; // bisaklát, before the 5th, all flush, ... (seed 000)

    // seed 003's pot: claimed only by siete pares búnot, escaléra búnot or joker eye
    bool pot = false;
    int potStart = 20; // quarters in the pot at the start, put in equally by the four players
    int potAdd = 4;    // quarters each player adds after every game the pot is not claimed

    Payouts payouts;

    static Ruleset filipino();
    static Ruleset visayan();
    static Ruleset jokerPot();

    // Whether a tile of this kind is exposed and replaced from the flower wall.
    bool isFlower(TileKind kind) const;
    // Which tiles a hand may hold: the honours too unless they are flowers (all or none
    // are). handKinds() kinds, a prefix of the kind space, may be drawn into a hand (the
    // bots' and hints' reckoning); handTiles() adds the name, for the hand analysis.
    bool honoursInHand() const;
    int handKinds() const { return honoursInHand() ? kHandKinds : kSuitedKinds; }
    HandTiles handTiles() const { return HandTiles{.honours = honoursInHand(), .ruleset = name}; }
    // The Filipino family is played by four, one at each wall (the ritual's four walls and
    // the máno's dice count round them); every seat count of its games comes from here.
    static constexpr int kSeats = 4;
    int seats() const { return kSeats; }
    // Visayan first-round ambitions (beauty, NEWS) and its flower rule.
    bool isVisayan() const { return variant == Variant::Visayan; }

    friend bool operator==(const Ruleset&, const Ruleset&) = default;
};

// The variant's built-in ruleset with the ritual's two choices: what `ritual --variant`,
// `--wall-count` and `--opposite-end` select.
Ruleset ritualRules(Variant variant, WallCount count = WallCount::FromRight, OppositeEnd end = OppositeEnd::NearRight);

// Names used on the command line and in records: "filipino"/"visayan",
// "right"/"opposite", "right"/"left", "priority"/"speed", "none"/"after_flowers"/"at_break".
std::string variantName(Variant v);
std::string wallCountName(WallCount c);
std::string oppositeEndName(OppositeEnd e);
std::string claimRuleName(ClaimRule r);
std::string jokerRuleName(JokerRule r);
Expected<Variant> parseVariant(const std::string& text);
Expected<WallCount> parseWallCount(const std::string& text);
Expected<OppositeEnd> parseOppositeEnd(const std::string& text);
Expected<ClaimRule> parseClaimRule(const std::string& text);
Expected<JokerRule> parseJokerRule(const std::string& text);

} // namespace mj

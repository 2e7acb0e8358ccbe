// The parameters of a variant that the setup ritual needs, as data (ARCHITECTURE.md,
// "rules/"). Defaults follow RULINGS.md; each field says where its alternative comes from.
// Later issues add the play and payout parameters to the same struct.
#pragma once

#include "core/expected.h"
#include "core/tile_kind.h"

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

struct Ruleset {
    Variant variant = Variant::Filipino;
    WallCount wallCount = WallCount::FromRight;
    OppositeEnd oppositeEnd = OppositeEnd::NearRight;

    static Ruleset filipino() { return {}; }
    static Ruleset visayan() { return {Variant::Visayan}; }

    // Whether a tile of this kind is exposed and replaced from the flower wall.
    bool isFlower(TileKind kind) const;

    friend bool operator==(const Ruleset&, const Ruleset&) = default;
};

// Names used on the command line and in records: "filipino"/"visayan",
// "right"/"opposite", "right"/"left".
std::string variantName(Variant v);
std::string wallCountName(WallCount c);
std::string oppositeEndName(OppositeEnd e);
Expected<Variant> parseVariant(const std::string& text);
Expected<WallCount> parseWallCount(const std::string& text);
Expected<OppositeEnd> parseOppositeEnd(const std::string& text);

} // namespace mj

#include "rules/ruleset.h"

namespace mj {

bool Ruleset::isFlower(TileKind kind) const
{
    if (variant == Variant::Visayan)
        return kind.isFlowerOrSeason();
    return kind.isHonour() || kind.isFlowerOrSeason();
}

std::string variantName(Variant v) { return v == Variant::Visayan ? "visayan" : "filipino"; }
std::string wallCountName(WallCount c) { return c == WallCount::FromOpposite ? "opposite" : "right"; }
std::string oppositeEndName(OppositeEnd e) { return e == OppositeEnd::NearLeft ? "left" : "right"; }

Expected<Variant> parseVariant(const std::string& text)
{
    if (text == "filipino")
        return Variant::Filipino;
    if (text == "visayan")
        return Variant::Visayan;
    return failure("unknown variant \"" + text + "\" (expected filipino or visayan)");
}

Expected<WallCount> parseWallCount(const std::string& text)
{
    if (text == "right")
        return WallCount::FromRight;
    if (text == "opposite")
        return WallCount::FromOpposite;
    return failure("unknown wall count \"" + text + "\" (expected right or opposite)");
}

Expected<OppositeEnd> parseOppositeEnd(const std::string& text)
{
    if (text == "right")
        return OppositeEnd::NearRight;
    if (text == "left")
        return OppositeEnd::NearLeft;
    return failure("unknown opposite-wall end \"" + text + "\" (expected right or left)");
}

} // namespace mj

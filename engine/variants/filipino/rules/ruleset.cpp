#include "variants/filipino/rules/ruleset.h"

#include "hand/honour_kinds.h"

namespace mj {

Ruleset Ruleset::filipino() { return {}; }

Ruleset Ruleset::visayan()
{
    Ruleset r;
    r.name = "visayan";
    r.variant = FamilyVariant::Visayan;
    return r;
}

// Seed 003: the joker is revealed at the break, walls are counted from the one opposite
// the máno, and a pot waits for the special hands.
Ruleset Ruleset::jokerPot()
{
    Ruleset r;
    r.name = "joker-pot";
    r.wallCount = WallCount::FromOpposite;
    r.joker = JokerRule::AtBreak;
    r.pot = true;
    return r;
}

Ruleset ritualRules(FamilyVariant variant, WallCount count, OppositeEnd end)
{
    Ruleset r = variant == FamilyVariant::Visayan ? Ruleset::visayan() : Ruleset::filipino();
    r.wallCount = count;
    r.oppositeEnd = end;
    return r;
}

bool Ruleset::isFlower(TileKind kind) const
{
    if (variant == FamilyVariant::Visayan)
        return kind.isFlowerOrSeason();
    return kind.isHonour() || kind.isFlowerOrSeason();
}

bool Ruleset::honoursInHand() const { return !isFlower(TileKind::fromIndex(honour::kEast)); }

std::string variantName(FamilyVariant v) { return v == FamilyVariant::Visayan ? "visayan" : "filipino"; }
std::string wallCountName(WallCount c) { return c == WallCount::FromOpposite ? "opposite" : "right"; }
std::string oppositeEndName(OppositeEnd e) { return e == OppositeEnd::NearLeft ? "left" : "right"; }

std::string claimRuleName(ClaimRule r) { return r == ClaimRule::Speed ? "speed" : "priority"; }
std::string jokerRuleName(JokerRule r)
{
    switch (r) {
    case JokerRule::AfterFlowers: return "after_flowers";
    case JokerRule::AtBreak: return "at_break";
    case JokerRule::None: break;
    }
    return "none";
}

Expected<ClaimRule> parseClaimRule(const std::string& text)
{
    if (text == "priority")
        return ClaimRule::Priority;
    if (text == "speed")
        return ClaimRule::Speed;
    return failure("unknown claim rule \"" + text + "\" (expected priority or speed)");
}

Expected<JokerRule> parseJokerRule(const std::string& text)
{
    for (JokerRule r : {JokerRule::None, JokerRule::AfterFlowers, JokerRule::AtBreak})
        if (text == jokerRuleName(r))
            return r;
    return failure("unknown joker rule \"" + text + "\" (expected none, after_flowers or at_break)");
}

Expected<FamilyVariant> parseVariant(const std::string& text)
{
    if (text == "filipino")
        return FamilyVariant::Filipino;
    if (text == "visayan")
        return FamilyVariant::Visayan;
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

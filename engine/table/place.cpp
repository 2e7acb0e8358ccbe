#include "table/place.h"

#include <cstdio>

namespace mj {

std::string zoneName(Zone zone)
{
    switch (zone) {
    case Zone::Free: return "free";
    case Zone::Wall: return "wall";
    case Zone::Hand: return "hand";
    case Zone::Exposed: return "exposed";
    case Zone::Flowers: return "flowers";
    case Zone::Discards: return "discards";
    }
    return "?";
}

std::string describe(const Place& p)
{
    const std::string seat = std::to_string(p.owner);
    switch (p.zone) {
    case Zone::Free: return "free area #" + std::to_string(p.position);
    case Zone::Wall:
        return "wall segment " + seat + " stack " + std::to_string(p.group) + " level " +
               std::to_string(p.position);
    case Zone::Hand: return "hand of seat " + seat + " #" + std::to_string(p.position);
    case Zone::Exposed:
        return "exposed set " + std::to_string(p.group) + " of seat " + seat + " #" + std::to_string(p.position);
    case Zone::Flowers: return "flowers of seat " + seat + " #" + std::to_string(p.position);
    case Zone::Discards: return "discards of seat " + seat + " #" + std::to_string(p.position);
    }
    return "?";
}

std::string describe(const FreeSpot& spot)
{
    char text[96];
    std::snprintf(text, sizeof text, "spot (%.2f, %.2f), turned %d°, level %d", spot.x, spot.y, spot.turn, spot.level);
    return text;
}

} // namespace mj

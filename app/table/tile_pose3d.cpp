#include "table/tile_pose3d.h"

#include "table/table_layout.h"

#include <cmath>

namespace mjui {

namespace {
constexpr float kHandTilt = 18.f; // degrees
}

Pose3D tilePose3D(const mj::Table& table, mj::TileId tile, const TileSize& size, const HandArrangement* hand)
{
    const Pose flat = tilePose(table, tile, hand);
    const mj::Zone zone = table.placeOf(tile).zone;
    Pose3D p;
    p.x = float(flat.x) * size.width;
    p.z = float(flat.y) * size.width;
    // The layout turns tiles clockwise seen from above; Qt Quick 3D's yaw turns them
    // counterclockwise.
    p.yaw = -float(flat.rotation);
    if (zone == mj::Zone::Hand) {
        // Tipped back a little, as players hold their racks, so the owner reads the faces.
        p.pitch = -kHandTilt;
        const float t = kHandTilt * 3.14159265f / 180.f;
        p.y = size.height / 2 * std::cos(t) + size.depth / 2 * std::sin(t);
        return p;
    }
    p.y = float(flat.level) * size.depth + size.depth / 2;
    // Tipping the face (+Z) down to -Y is +90 about X; up to +Y is -90.
    p.pitch = table.isFaceUp(tile) ? -90.f : 90.f;
    return p;
}

DicePose3D dicePose3D(const mj::Table& table, const TileSize& size, float dieSize)
{
    const DicePose flat = dicePose(table);
    DicePose3D d;
    d.visible = flat.visible;
    d.pose.x = float(flat.pose.x) * size.width;
    d.pose.z = float(flat.pose.y) * size.width;
    d.pose.y = float(flat.pose.level) * size.depth + dieSize / 2;
    d.pose.yaw = -float(flat.pose.rotation);
    return d;
}

} // namespace mjui

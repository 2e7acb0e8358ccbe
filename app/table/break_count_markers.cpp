#include "table/break_count_markers.h"

#include "record/game_log.h"
#include "variants/filipino/ritual/break_point.h"
#include "table/live_wall.h"
#include "table/table_layout.h"
#include "table/tile_pose3d.h"

#include <QVariantMap>
#include <QVector3D>

#include <optional>

namespace mjui {

BreakCountMarkers breakCountMarkers(const mj::GameRecord& record, const mj::Ruleset& rules, const TileSize& size)
{
    BreakCountMarkers out;
    // The table as the break finds it (every stack still two high), the break roll and
    // the break the engine made of it.
    mj::GameLog log(record.header);
    const mj::RollEvent* roll = nullptr;
    const mj::BreakEvent* wallBreak = nullptr;
    for (const mj::Event& event : record.events) {
        if ((wallBreak = std::get_if<mj::BreakEvent>(&event)))
            break;
        if (const auto* r = std::get_if<mj::RollEvent>(&event); r && r->purpose == mj::RollPurpose::Break)
            roll = r;
        if (!log.append(event))
            return out;
    }
    if (!roll || !wallBreak)
        return out;
    const mj::Table& t = log.table();
    const mj::WallGeometry& g = t.geometry();
    const float lift = size.depth / 2 + 2.f; // the marker floats just above the tops
    auto top = [&](mj::StackRef ref) -> std::optional<QVector3D> {
        const auto& tiles = t.stack(ref);
        if (tiles.empty())
            return std::nullopt;
        const mjui::Pose3D p = mjui::tilePose3D(t, tiles.back(), size);
        return QVector3D(p.x, p.y + lift, p.z);
    };
    auto entry = [&](QVector3D position, int segment, float length) {
        const float yaw = -float(mjui::seatPose(segment, 0, 1).rotation);
        return QVariantMap{{QStringLiteral("position"), position},
                           {QStringLiteral("yaw"), yaw},
                           {QStringLiteral("length"), length}};
    };
    // Walls: counted counterclockwise from the ruleset's first wall (break_point.h). A break
    // that lifts nothing (the American break, seed 002) is always on the roller's own wall:
    // only its stacks are counted.
    const int total = wallBreak->lift ? roll->dice[0] + roll->dice[1] : 0;
    for (int k = 1; k <= total; ++k) {
        const int segment = mj::countedWall(roll->seat, k, rules).index();
        const auto a = top({segment, 0});
        const auto b = top({segment, g.stacksPerSegment - 1});
        if (!a || !b)
            return out;
        out.walls.append(entry((*a + *b) / 2, segment, (*b - *a).length() + size.width));
    }
    // Stacks 1..T of the broken wall, from the end the count starts at.
    for (int k = 1; k <= wallBreak->count; ++k) {
        const mj::StackRef ref = mj::brokenStack(g, {wallBreak->segment, k, wallBreak->direction});
        const auto p = top(ref);
        if (!p)
            return out;
        out.stacks.append(entry(*p, wallBreak->segment, size.width));
    }
    return out;
}

} // namespace mjui

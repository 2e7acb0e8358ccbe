// Where the 3D table shows the máno counting the break roll (RULINGS.md, ritual steps 4 and
// 5; break_point.h): the walls in counting order, one entry per count 1..T (the last is
// where T lands, before any taboo move), then the stacks 1..T of the broken wall from the
// counting end. Each entry is {position: QVector3D above the wall or stack top, yaw:
// degrees, length: mm along the wall}, in the 3D scene's units (tile_pose3d.h), as the
// table stands when the wall is broken. Both lists are empty for a record with no break.
#pragma once

#include "table/tile_sizes.h"

#include "record/game_record.h"
#include "variants/filipino/rules/ruleset.h"

#include <QVariantList>

namespace mjui {

struct BreakCountMarkers {
    QVariantList walls;
    QVariantList stacks;
};

BreakCountMarkers breakCountMarkers(const mj::GameRecord& record, const mj::Ruleset& rules, const TileSize& size);

} // namespace mjui

#include "record/summary.h"

#include "core/notation.h"
#include "table/live_wall.h"

namespace mj {

nlohmann::json summarize(const Table& table)
{
    using nlohmann::json;
    json hands = json::object();
    json flowers = json::object();
    for (int s = 0; s < table.seatCount(); ++s) {
        const Seat seat = Seat::of(s);
        hands[std::to_string(s)] = formatTiles(table.hand(seat), table.tileSet());
        flowers[std::to_string(s)] = formatTiles(table.flowers(seat), table.tileSet());
    }
    const WallCounts counts = wallCounts(table);
    const auto wallBreak = table.wallBreak();
    return {{"mano", table.mano() ? json(table.mano()->index()) : json()},
            {"break_dice", wallBreak ? json(table.dice().faces) : json()},
            {"break_wall", wallBreak ? json(wallBreak->segment) : json()},
            {"break_stack", wallBreak ? json(wallBreak->count) : json()},
            {"hands", hands},
            {"flowers", flowers},
            {"draw_wall", counts.draw},
            {"flower_wall", counts.flower}};
}

} // namespace mj

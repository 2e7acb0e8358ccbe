// The free table's intents on one tile (free_table.h): drop it on the felt (or, dropped on
// a place of the layout, a hand or a flower row, into it), flip it, turn it a quarter,
// stack it on another, and give it to a seat's hand, discards, flowers or exposed sets;
// and how the bar names a tile. Each is one act, or a refusal that says why.
#include "freetable/free_table.h"

#include "freetable/free_stacking.h"
#include "freetable/free_tile_math.h"
#include "table/table_layout.h"

#include <algorithm>
#include <cmath>

using namespace mjui::freetile;

// ---- one tile ----------------------------------------------------------------------------

bool FreeTable::moveTo(int tileId, double x, double y)
{
    if (!tileOk(tileId))
        return false;
    if (!(std::abs(x) <= kFeltHalf && std::abs(y) <= kFeltHalf))
        return refuse(QStringLiteral("That is off the table; drop the tile on the felt."));
    const mj::TileId tile = idOf(tileId);
    // Where a wall stack stands (or would) it goes on the stack, face down; on a seat's
    // hand row, into that hand; on its flower row, face up among its flowers: so a wall
    // can be built, a deal made and flowers laid by dragging.
    if (const auto place = mjui::dropPlaceAt(table(), x, y)) {
        if (place->zone == mj::Zone::Hand)
            return giveToSeat(tileId, place->owner);
        if (place->zone == mj::Zone::Flowers)
            return toFlowers(tileId, place->owner);
        // A wall or stock pile takes it face down; a cell of the solitaire grid face up.
        const bool faceUp = table().layout().segment(place->owner).faceUp;
        return commit({mj::MoveEvent{tile, *place, faceUp ? mj::Face::Up : mj::Face::Down}});
    }
    x = roundedToHundredths(x);
    y = roundedToHundredths(y);
    // It keeps the way it was turned (a tile from a seat's row still faces that seat).
    const int turn = normalisedTurn(mjui::tilePose(table(), tile).rotation);
    const mj::FreeSpot spot{x, y, turn, mjui::dropLevel(table(), x, y, tile)};
    return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Free}, faceOf(table(), tile), spot}});
}

bool FreeTable::flip(int tileId)
{
    if (!tileOk(tileId))
        return false;
    const mj::TileId tile = idOf(tileId);
    return commit({mj::FlipEvent{tile, table().isFaceUp(tile) ? mj::Face::Down : mj::Face::Up}});
}

bool FreeTable::turn(int tileId)
{
    if (!tileOk(tileId))
        return false;
    const mj::TileId tile = idOf(tileId);
    if (table().placeOf(tile).zone != mj::Zone::Free)
        return refuse(QStringLiteral("Only a tile lying loose on the felt turns; drag it out onto the felt first."));
    const mjui::Pose pose = mjui::tilePose(table(), tile);
    const mj::FreeSpot spot{roundedToHundredths(pose.x), roundedToHundredths(pose.y), normalisedTurn(pose.rotation + 90),
                            pose.level};
    return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Free}, faceOf(table(), tile), spot}});
}

bool FreeTable::stackOn(int tileId, int onTileId)
{
    if (!tileOk(tileId) || !tileOk(onTileId))
        return false;
    const mj::TileId tile = idOf(tileId), on = idOf(onTileId);
    if (tile == on)
        return refuse(QStringLiteral("A tile cannot be stacked on itself; pick another tile to stack it on."));
    const mj::Place below = table().placeOf(on);
    if (below.zone == mj::Zone::Wall)
        return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Wall, below.owner, below.group}, faceOf(table(), tile)}});
    if (below.zone != mj::Zone::Free)
        return refuse(QStringLiteral("Tiles stack only on a tile lying on the felt or on a wall stack."));
    // On the top of the pile the chosen tile is in.
    const mjui::Pose pose = mjui::tilePose(table(), on);
    const int level = std::max(pose.level + 1, mjui::dropLevel(table(), pose.x, pose.y, tile));
    const mj::FreeSpot spot{roundedToHundredths(pose.x), roundedToHundredths(pose.y), normalisedTurn(pose.rotation),
                            std::min(level, mj::kFreeSpotMaxLevel)};
    return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Free}, faceOf(table(), tile), spot}});
}

bool FreeTable::giveToSeat(int tileId, int seat)
{
    if (!tileOk(tileId) || !seatOk(seat))
        return false;
    return commit({mj::MoveEvent{idOf(tileId), mj::Place{mj::Zone::Hand, seat}, mj::Face::Down}});
}

bool FreeTable::toDiscards(int tileId, int seat)
{
    if (!tileOk(tileId) || !seatOk(seat))
        return false;
    return commit({mj::MoveEvent{idOf(tileId), mj::Place{mj::Zone::Discards, seat}, mj::Face::Up}});
}

bool FreeTable::toFlowers(int tileId, int seat)
{
    if (!tileOk(tileId) || !seatOk(seat))
        return false;
    return commit({mj::MoveEvent{idOf(tileId), mj::Place{mj::Zone::Flowers, seat}, mj::Face::Up}});
}

bool FreeTable::toExposed(int tileId, int seat, bool newSet)
{
    if (!tileOk(tileId) || !seatOk(seat))
        return false;
    const mj::TileId tile = idOf(tileId);
    const auto& sets = table().exposed(mj::Seat::of(seat));
    int set = static_cast<int>(sets.size());
    if (!newSet) {
        if (sets.empty())
            return refuse(QStringLiteral("Seat %1 has no exposed set yet; start one with New set.").arg(seat));
        set = static_cast<int>(sets.size()) - 1;
        // Taking the tile out of a set may remove that set and renumber the last one.
        const mj::Place from = table().placeOf(tile);
        if (from.zone == mj::Zone::Exposed && from.owner == seat && sets[static_cast<std::size_t>(from.group)].size() == 1)
            --set;
        if (set < 0)
            return refuse(QStringLiteral("Seat %1 has no other exposed set to add it to.").arg(seat));
    } else {
        const mj::Place from = table().placeOf(tile);
        if (from.zone == mj::Zone::Exposed && from.owner == seat && sets[static_cast<std::size_t>(from.group)].size() == 1)
            --set; // its own one-tile set goes away as it leaves
    }
    return commit({mj::MoveEvent{tile, mj::Place{mj::Zone::Exposed, seat, set}, mj::Face::Up}});
}


QString FreeTable::tileText(int tileId) const
{
    if (!active() || tileId < 0 || tileId >= table().tileSet().size())
        return {};
    const mj::TileId tile = idOf(tileId);
    if (!table().isFaceUp(tile) && table().placeOf(tile).zone != mj::Zone::Hand)
        return QStringLiteral("Tile %1, face down").arg(tileId);
    return QStringLiteral("Tile %1 (%2)").arg(QString::fromStdString(table().tileSet().kindOf(tile).notation())).arg(tileId);
}


// The words a player reads for a record's event and a seat's decision in the step lines of
// Learn and of a replay: "Lifting the break stack" for the engine's "lift", "Seat 2
// discards" for an ActionEvent's "discard". The engine's names stay in records and on the
// command line; an event or action the table below does not know keeps its engine name.
#pragma once

#include <QString>

namespace mj {
struct Action;
class TileSet;
} // namespace mj

QString eventTitle(const QString& engineName);
// The seat's decision as a verb phrase ("discards", "claims a pung of"), without the tile.
QString actionTitle(const QString& engineName);
// A seat's decision in a line: "Seat 2 claims a pung of 5p", "Seat 0 draws". The tile in
// notation, for TileText to draw as its picture; a tile passed face down is not named.
QString decisionText(const mj::Action& action, const mj::TileSet& set);

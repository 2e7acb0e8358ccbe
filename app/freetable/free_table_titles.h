// The free table's sets and layouts as a player reads them in its boxes: "Chinese tiles:
// 144" for chinese-144, "Square wall of 18 stacks" for square-18. The registries' names
// stay what the command line (--free-set, --free-layout), saves and records use.
#pragma once

#include <QString>

// A set of the registry (mj::TileSet::all), with its number of tiles; an unknown name as is.
QString tileSetTitle(const QString& name);
// A layout of the registry (mj::Layout::all); an unknown name as is.
QString layoutTitle(const QString& name);

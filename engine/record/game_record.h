// A game's record: its seed and ruleset, then its ordered events (ARCHITECTURE.md: the
// log of events is the single truth). Replaying the events on a new table rebuilds the
// identical table; the seed lets the engine regenerate the same events.
#pragma once

#include "core/tile_set.h"
#include "variants/filipino/rules/ruleset.h"
#include "table/event.h"
#include "table/layout.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mj {

// The variant every record names none of: the Filipino family's, whose ruleset is `rules`.
inline constexpr const char* kFilipinoFamily = "filipino";

struct RecordHeader {
    std::uint64_t seed = 0;
    // The variant the record is of, by its registry name (variants/registry): the Filipino
    // family's records (all written before another variant existed) name none and carry the
    // family's Ruleset in `rules`. Another variant's record names itself and its ruleset by
    // name (`variantRuleset`, one of Variant::rulesets(), read by that variant); its `rules`
    // stay the default and are not written.
    std::string variant = kFilipinoFamily;
    std::string variantRuleset;
    // The text of another variant's ruleset that came from a file (an American card of one's
    // own, named by its path in `variantRuleset`), kept whole so the record replays as it was
    // played without the file, and the same when the file changes or is gone. Empty for every
    // built-in ruleset, and then not written.
    std::string variantRulesetText;
    Ruleset rules;
    // A game record (not just a ritual): the actions after the ritual are replayed through
    // the game (variants/filipino/game/game_replay.h).
    bool game = false;
    // The máno was given (a match's later games) rather than rolled for.
    std::optional<Seat> mano;
    // The wash was stacked (a scenario or lesson) rather than shuffled by the seed.
    bool stacked = false;
    // A free table's record (the app's free table): tiles moved by hand and free rolls,
    // checked only by the table's own rules, not against the ritual.
    bool freeTable = false;
    const TileSet* tileSet = &TileSet::chinese();
    // Where the tiles are set out (table/layout.h); registry layouts or Layout::keep's.
    const Layout* layout = &Layout::square18();
    // How many sit at the table: a game's or ritual's is its ruleset's; a free table has a
    // place for every seat. Records that do not name it are read so.
    int seats = Seat::max;
};
// The seat count a record that does not name one has: what every record written before
// seat counts were named had.
inline int defaultSeats(const RecordHeader& header) { return header.freeTable ? Seat::max : header.rules.seats(); }
// Whether the record is of the Filipino family (its ruleset in `rules`), not another variant's.
inline bool isFilipinoFamily(const RecordHeader& header) { return header.variant == kFilipinoFamily; }

// What a record is, by its header (docs/record-format.md, "Kinds of record"), which says
// how strictly replay checks it: a game record is replayed through the game's rules; a
// ritual record must be the ritual its header makes, event for event; a free table's
// record is checked only by the table (every move physically possible).
enum class RecordKind { Game, Ritual, FreeTable };
inline RecordKind recordKind(const RecordHeader& header)
{
    if (header.game)
        return RecordKind::Game;
    return header.freeTable ? RecordKind::FreeTable : RecordKind::Ritual;
}

struct GameRecord {
    RecordHeader header;
    std::vector<Event> events;
};

} // namespace mj

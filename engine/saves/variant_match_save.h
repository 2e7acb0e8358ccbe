// The save of a match in progress of any registered variant (issue 17, and docs/saves.md,
// "The save of a variant's match"): what a session (session/session.h) needs to go on where
// it was after the app quits or crashes. One JSON object naming its format and version, the
// variant by its registry name, its ruleset by name (one of Variant::rulesets()), the match's
// seed, the player of each seat ("human" or one of the variant's AI levels), when it was
// saved (the caller's clock: the engine reads none), every finished game's record and the
// record of the game in play. Each record is an array of its record lines
// (record/record_json.h), one line of the file each, so "line N" of a record is its Nth entry
// (the header is line 1). The Filipino family's own save (app/play/match_save.h) predates
// this one and keeps its format.
//
// Reading trusts nothing (issue 12): the text within mj::limits::save, JSON nesting bounded
// before parsing, a key named twice refused, then every field; then every game is replayed
// through the variant's rules (Variant::replay) and must be the game the match deals next
// (its header, and the deal before the first action, as VariantMatch::nextGame() makes
// them), and each finished game is posted to the match. So a truncated or edited save is
// refused with a message naming the source, the field or record line, and what is wrong.
// Nothing here assumes four seats or one tile set: the match's seat count and the variant's
// records say what they are.
#pragma once

#include "core/expected.h"
#include "core/per_seat.h"
#include "record/game_record.h"
#include "session/seat_player.h"
#include "variants/variant.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace mj {

inline constexpr const char* kVariantMatchSaveFormat = "mahjongero-variant-match";
inline constexpr int kVariantMatchSaveVersion = 1;

struct VariantMatchSave {
    std::string variant;             // the registry's name (variants/registry)
    std::string ruleset;             // one of the variant's rulesets(), by name
    std::uint64_t seed = 0;          // the match's seed: VariantMatch::nextGame() deals from it
    std::vector<SeatPlayer> players; // one a seat, the match's seat count
    std::string savedAt;             // "2026-11-27T16:20:00Z" (UTC); empty: not said
    std::vector<GameRecord> finished; // the match's finished games, in order
    GameRecord current;              // the game in play (or just ended)
};

// "human" for a person, else the agent's level: how a seat's player is written.
std::string playerWord(const SeatPlayer& player);
// The save's players as a session takes them (Session::Players).
PerSeat<SeatPlayer> seatPlayers(const VariantMatchSave& save);

// The save's text: one JSON object, each record line on a line of its own.
std::string variantMatchSaveText(const VariantMatchSave& save);
// Reads a save's text and checks every field (not yet the games: rebuildVariantMatch);
// `source` (the file) opens every error message.
Expected<VariantMatchSave> parseVariantMatchSave(std::string_view text, const std::string& source);

// A match rebuilt from its save: the variant, the match after its finished games (each
// posted to it), and the game in play replayed to where it was, for Session's resume
// constructor (whose agents catch up with it).
struct ResumedVariantMatch {
    VariantMatchSave save;
    const Variant* variant = nullptr;
    std::unique_ptr<VariantMatch> match;
    std::unique_ptr<VariantGame> current;
};
Expected<ResumedVariantMatch> rebuildVariantMatch(VariantMatchSave save, const std::string& source);

// Reads (only a regular file within the limit: a FIFO or device is refused before a byte is
// read), checks and rebuilds the save at `path`.
Expected<ResumedVariantMatch> loadVariantMatchSave(const std::string& path);

} // namespace mj

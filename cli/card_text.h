// How mahjongero-cli's American commands (card, analyze and score --ruleset american) load a
// card and write its lines: one place, so every command names a line and its missing tiles
// the same way.
#pragma once

#include "variants/american/card.h"
#include "variants/american/card_match.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace mj::cli {

// The card in `file`, or its errors printed (FILE:LINE:COLUMN: why on standard error, or one
// JSON object {"file", "ok": false, "errors"} with `json`); nullopt then.
std::optional<american::Card> loadCardOrReport(const std::string& file, bool json);
// The project's practice card (resources/cards/practice.card, compiled into the engine), or
// the card in `file` when one is given; errors reported as loadCardOrReport() does.
std::optional<american::Card> loadCardOrPractice(const std::optional<std::string>& file, bool json);
// The name a card goes by in messages: its file, or "the practice card".
std::string cardName(const std::optional<std::string>& file);

std::string exposureMark(const american::CardLine& line); // "X" or "C"
// {"index", "line", "category", "hand", "exposure", "value"[, "shift"][, "note"]}
nlohmann::ordered_json lineJson(const american::CardLine& line, int index);
// "2m 4p* 1f": the tiles missing, * where a joker may fill.
std::string missingText(const american::LineDistance& d);
nlohmann::ordered_json missingJson(const american::LineDistance& d);

} // namespace mj::cli

#include "saves/variant_match_save.h"

#include "core/bounded_input.h"
#include "core/excerpt.h"
#include "core/json_nesting.h"
#include "core/json_strict.h"
#include "record/record_json.h"
#include "variants/registry/builtin_variants.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

namespace mj {

namespace {

using nlohmann::json;

// Far more than a long match needs (a game's record is some 60 KB), far less than harm
// (core/bounded_input.h, docs/limits.md): the Filipino save's limit.
constexpr std::size_t kMaxSaveBytes = limits::save.maxBytes;
// The save nests a record line (3 levels) in a record's array, in an array, in the object.
constexpr int kMaxNesting = 8;

void appendRecord(std::string& out, const GameRecord& record)
{
    out += "[\n";
    out += headerToJson(record.header).dump();
    for (const Event& event : record.events)
        out += ",\n" + eventToJson(event).dump();
    out += "\n]";
}

// "line L, column C" of a byte of the text (0-based), for the parser's errors.
std::string placeOf(std::string_view text, std::size_t byte)
{
    byte = std::min(byte, text.size());
    const std::string_view before = text.substr(0, byte);
    const auto line = std::count(before.begin(), before.end(), '\n') + 1;
    const auto lastBreak = before.rfind('\n');
    const auto column = byte - (lastBreak == std::string_view::npos ? 0 : lastBreak + 1) + 1;
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// A record given as an array of record lines, read by the record reader.
Expected<GameRecord> readRecordLines(const json& lines, const std::string& where)
{
    if (!lines.is_array())
        return failure(where + ": expected an array of record lines, found " + lines.type_name());
    if (lines.empty())
        return failure(where + ": the record is empty: line 1 must be its header");
    std::string joined;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!lines[i].is_object())
            return failure(where + ": line " + std::to_string(i + 1) + ": expected a JSON object, found " +
                           lines[i].type_name());
        joined += lines[i].dump() + '\n';
    }
    std::istringstream in(joined);
    auto read = readRecord(in);
    if (!read)
        return failure(where + ": " + read.error());
    if (read->summary)
        return failure(where + ": line " + std::to_string(read->summaryLine) + ": a summary line has no place in a save");
    if (!read->record.header.game)
        return failure(where + ": line 1: the header is not a game's (field \"game\" must be true)");
    return std::move(read).value().record;
}

// "2026-11-27T16:20:00Z": digits where digits go, the separators where they go.
bool isUtcTime(const std::string& s)
{
    static constexpr std::string_view shape = "dddd-dd-ddTdd:dd:ddZ";
    if (s.size() != shape.size())
        return false;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (shape[i] == 'd' ? !std::isdigit(static_cast<unsigned char>(s[i])) : s[i] != shape[i])
            return false;
    return true;
}

std::string joined(const std::vector<std::string>& words)
{
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "\"" : ", \"") + w + "\"";
    return out;
}

// The first field of two headers' JSON that differs, for a message; empty when none does.
std::string firstDifferentField(const json& found, const json& expected)
{
    for (const auto& [key, value] : expected.items())
        if (!found.contains(key) || found[key] != value)
            return key;
    for (const auto& [key, value] : found.items())
        if (!expected.contains(key))
            return key;
    return {};
}

// The record must be of the game `dealt` (the match's next, fresh): its header, and the
// events of its deal, those the game made before anyone acted.
Status checkDealt(const GameRecord& record, const VariantGame& dealt, const std::string& where)
{
    const json found = headerToJson(record.header), expected = headerToJson(dealt.record().header);
    if (const std::string field = firstDifferentField(found, expected); !field.empty()) {
        const std::string was = found.contains(field) ? excerpt(found[field].dump(), 60) : "missing";
        const std::string want = expected.contains(field) ? excerpt(expected[field].dump(), 60) : "none";
        return failure(where + ": line 1: field \"" + field + "\" is " + was + " where the match deals " + want +
                       ": not the game the match deals next");
    }
    const auto& deal = dealt.record().events;
    const auto& events = record.events;
    for (std::size_t i = 0; i < deal.size(); ++i) {
        if (i >= events.size())
            return failure(where + ": the record ends at line " + std::to_string(events.size() + 1) +
                           ", before the match's deal is done (line " + std::to_string(deal.size() + 1) + ")");
        if (!(events[i] == deal[i]))
            return failure(where + ": line " + std::to_string(i + 2) + ": " + excerpt(eventToJson(events[i]).dump(), 60) +
                           " is not the match's deal, which has " + excerpt(eventToJson(deal[i]).dump(), 60));
    }
    return success();
}

} // namespace

std::string playerWord(const SeatPlayer& player) { return player.person ? "human" : player.level; }

PerSeat<SeatPlayer> seatPlayers(const VariantMatchSave& save)
{
    PerSeat<SeatPlayer> out(static_cast<int>(save.players.size()));
    for (std::size_t s = 0; s < save.players.size(); ++s)
        out[s] = save.players[s];
    return out;
}

std::string variantMatchSaveText(const VariantMatchSave& save)
{
    json players = json::array();
    for (const SeatPlayer& p : save.players)
        players.push_back(playerWord(p));
    std::string out = "{\n";
    const auto field = [&](const char* key, const json& value) {
        out += std::string("\"") + key + "\": " + value.dump() + ",\n";
    };
    field("save", kVariantMatchSaveFormat);
    field("version", kVariantMatchSaveVersion);
    if (!save.savedAt.empty())
        field("saved_at", save.savedAt);
    field("variant", save.variant);
    field("ruleset", save.ruleset);
    field("seed", save.seed);
    field("players", players);
    out += "\"finished\": [";
    for (std::size_t i = 0; i < save.finished.size(); ++i) {
        out += i == 0 ? "\n" : ",\n";
        appendRecord(out, save.finished[i]);
    }
    out += "],\n\"current\": ";
    appendRecord(out, save.current);
    out += "\n}\n";
    return out;
}

Expected<VariantMatchSave> parseVariantMatchSave(std::string_view text, const std::string& file)
{
    if (std::all_of(text.begin(), text.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); }))
        return failure(file + ": the file is empty");
    if (text.size() > kMaxSaveBytes)
        return failure(file + ": is " + withThousands(text.size()) + " bytes; the limit is " + withThousands(kMaxSaveBytes));
    if (const int line = lineNestedDeeperThan(text, kMaxNesting))
        return failure(file + ": line " + std::to_string(line) + ": JSON nested deeper than " + std::to_string(kMaxNesting) +
                       " levels; a save needs 5");
    json root;
    try {
        root = parseJsonRefusingDuplicates(text);
    } catch (const json::parse_error& e) {
        const bool ended = e.byte >= text.size();
        return failure(file + ": " + placeOf(text, e.byte > 0 ? e.byte - 1 : 0) + ": " +
                       (ended ? "the file ends too soon (cut short?)" : "not valid JSON"));
    } catch (const DuplicateJsonKey& e) {
        // Which of the two values would hold is not clear, so neither is guessed.
        return failure(file + ": " + (e.path.empty() ? "field \"" + e.key + "\" appears twice" : e.what()));
    } catch (const json::out_of_range&) {
        return failure(file + ": a number too large to read");
    } catch (const json::exception&) {
        return failure(file + ": not valid JSON");
    }
    const auto bad = [&](const std::string& key, const std::string& why) {
        return failure(file + ": field \"" + key + "\": " + why);
    };
    if (!root.is_object())
        return failure(file + ": expected a JSON object, found " + root.type_name());
    static const std::set<std::string> known{"save",    "version", "saved_at", "variant", "ruleset",
                                             "seed",    "players", "finished", "current"};
    for (const auto& [key, value] : root.items())
        if (!known.count(key))
            return bad(excerpt(key), "not a field of a save");
    for (const char* key : {"save", "version", "variant", "ruleset", "seed", "players", "finished", "current"})
        if (!root.contains(key))
            return bad(key, "missing");
    if (root["save"] != kVariantMatchSaveFormat)
        return bad("save", "expected \"" + std::string(kVariantMatchSaveFormat) + "\", found " +
                               excerpt(root["save"].dump()) + ": this is not a Mahjongero save of a variant's match");
    if (!root["version"].is_number_integer() || root["version"] != kVariantMatchSaveVersion)
        return bad("version", "this Mahjongero reads version " + std::to_string(kVariantMatchSaveVersion) + ", found " +
                                  excerpt(root["version"].dump()));
    VariantMatchSave save;
    if (root.contains("saved_at")) {
        const json& at = root["saved_at"];
        if (!at.is_string() || !isUtcTime(at.get<std::string>()))
            return bad("saved_at", "expected a time like \"2026-11-27T16:20:00Z\", found " + excerpt(at.dump()));
        save.savedAt = at.get<std::string>();
    }
    if (!root["variant"].is_string())
        return bad("variant", std::string("expected a variant's name, found ") + excerpt(root["variant"].dump()));
    const auto variant = variantByName(root["variant"].get<std::string>());
    if (!variant)
        return bad("variant", variant.error());
    save.variant = (*variant)->name();
    const auto rulesets = (*variant)->rulesets();
    const json& ruleset = root["ruleset"];
    if (!ruleset.is_string() ||
        std::find(rulesets.begin(), rulesets.end(), ruleset.get<std::string>()) == rulesets.end())
        return bad("ruleset", "expected one of " + save.variant + "'s rulesets (" + joined(rulesets) + "), found " +
                                  excerpt(ruleset.dump()));
    save.ruleset = ruleset.get<std::string>();
    if (!root["seed"].is_number_unsigned())
        return bad("seed", "expected a whole number from 0 to 18446744073709551615, found " + excerpt(root["seed"].dump()));
    save.seed = root["seed"].get<std::uint64_t>();
    // The match's seat count (a ruleset may seat fewer than the variant's most).
    auto match = (*variant)->newMatch(save.ruleset, save.seed);
    if (!match)
        return bad("ruleset", match.error());
    const int seats = match.value()->seatCount();
    const json& players = root["players"];
    const auto levels = (*variant)->agentLevels();
    if (!players.is_array() || players.size() != static_cast<std::size_t>(seats))
        return bad("players", "expected " + std::to_string(seats) + (seats == 1 ? " player" : " players, one a seat") +
                                  ", found " + excerpt(players.dump(), 80));
    for (std::size_t s = 0; s < players.size(); ++s) {
        const json& p = players[s];
        const std::string word = p.is_string() ? p.get<std::string>() : std::string();
        if (word == "human")
            save.players.push_back(SeatPlayer::human());
        else if (!word.empty() && std::find(levels.begin(), levels.end(), word) != levels.end())
            save.players.push_back(SeatPlayer::agent(word));
        else
            return bad("players", "seat " + std::to_string(s) + ": expected \"human\" or one of " + save.variant +
                                      "'s AI levels (" + joined(levels) + "), found " + excerpt(p.dump()));
    }
    if (std::none_of(save.players.begin(), save.players.end(), [](const SeatPlayer& p) { return p.person; }))
        return bad("players", "no seat is a human's");
    const json& finished = root["finished"];
    if (!finished.is_array())
        return bad("finished", std::string("expected an array of records, found ") + finished.type_name());
    for (std::size_t i = 0; i < finished.size(); ++i) {
        auto record = readRecordLines(finished[i], file + ": field \"finished\", game " + std::to_string(i + 1));
        if (!record)
            return failure(record.error());
        save.finished.push_back(std::move(record).value());
    }
    auto current = readRecordLines(root["current"], file + ": field \"current\"");
    if (!current)
        return failure(current.error());
    save.current = std::move(current).value();
    return save;
}

Expected<ResumedVariantMatch> rebuildVariantMatch(VariantMatchSave save, const std::string& file)
{
    const auto variant = variantByName(save.variant);
    if (!variant)
        return failure(file + ": field \"variant\": " + variant.error());
    auto made = (*variant)->newMatch(save.ruleset, save.seed);
    if (!made)
        return failure(file + ": field \"ruleset\": " + made.error());
    std::unique_ptr<VariantMatch> match = std::move(made).value();
    if (static_cast<int>(save.players.size()) != match->seatCount())
        return failure(file + ": field \"players\": expected " + std::to_string(match->seatCount()) + ", one a seat");
    // Each game must be the one the match deals next, replayed to the letter through the rules.
    const auto replay = [&](const GameRecord& record, const std::string& where) -> Expected<std::unique_ptr<VariantGame>> {
        const std::unique_ptr<VariantGame> dealt = match->nextGame();
        if (const Status same = checkDealt(record, *dealt, where); !same)
            return Error{same.error()};
        auto game = (*variant)->replay(record);
        if (!game)
            return failure(where + ": " + game.error());
        return game;
    };
    for (std::size_t i = 0; i < save.finished.size(); ++i) {
        const std::string where = file + ": field \"finished\", game " + std::to_string(i + 1);
        auto game = replay(save.finished[i], where);
        if (!game)
            return Error{game.error()};
        if (!game.value()->over())
            return failure(where + ": the game has not ended, yet the match went on");
        match->finishGame(*game.value());
    }
    auto current = replay(save.current, file + ": field \"current\"");
    if (!current)
        return Error{current.error()};
    ResumedVariantMatch resumed;
    resumed.save = std::move(save);
    resumed.variant = *variant;
    resumed.match = std::move(match);
    resumed.current = std::move(current).value();
    return resumed;
}

Expected<ResumedVariantMatch> loadVariantMatchSave(const std::string& path)
{
    auto bytes = readRegularFile(path, kMaxSaveBytes);
    if (!bytes)
        return failure(path + ": " + bytes.error());
    auto save = parseVariantMatchSave(bytes.value(), path);
    if (!save)
        return Error{save.error()};
    return rebuildVariantMatch(std::move(save).value(), path);
}

} // namespace mj

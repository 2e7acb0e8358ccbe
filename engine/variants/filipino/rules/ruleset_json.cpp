#include "variants/filipino/rules/ruleset_json.h"

#include "core/bounded_input.h"
#include "core/excerpt.h"
#include "core/json_nesting.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace mj {

using nlohmann::json;

namespace {

constexpr int kMaxNesting = 16;                   // a ruleset file needs 2
constexpr std::size_t kMaxTextBytes = limits::ruleset.maxBytes; // a ruleset file needs about 2 KiB
constexpr int kMaxQuarters = 1000;                // 250 payouts: far beyond any table's stakes
constexpr std::size_t kMaxNameBytes = 64;

// ---- the options, in the documentation's order ----------------------------------------

struct PayoutKey {
    const char* key;
    int Payouts::*member;
};

constexpr PayoutKey kPayoutKeys[] = {
    {"sagasa", &Payouts::sagasa},
    {"secret", &Payouts::secret},
    {"kang", &Payouts::kang},
    {"thirteen_flowers", &Payouts::thirteenFlowers},
    {"no_flowers", &Payouts::noFlowers},
    {"beauty", &Payouts::beauty},
    {"news", &Payouts::news},
    {"todas", &Payouts::todas},
    {"escalera", &Payouts::escalera},
    {"siete_pares", &Payouts::sietePares},
    {"international", &Payouts::international},
    {"bisaklat", &Payouts::bisaklat},
    {"before_fifth", &Payouts::beforeFifth},
    {"all_flush", &Payouts::allFlush},
    {"all_chow", &Payouts::allChow},
    {"all_pung", &Payouts::allPung},
    {"all_up", &Payouts::allUp},
    {"all_down", &Payouts::allDown},
    {"single", &Payouts::single},
    {"back_to_back", &Payouts::backToBack},
    {"paningit", &Payouts::paningit},
};

// One top-level option: how to write it and how to read it. `read` returns an empty
// string on success, else what is wrong with the value (the caller adds line and key).
struct Option {
    std::string key;
    std::function<json(const Ruleset&)> write;
    std::function<std::string(const json&, Ruleset&)> read;
};

// How a value looks in a message: strings quoted (and cut), containers by their kind.
std::string shown(const json& v)
{
    if (v.is_array())
        return "an array";
    if (v.is_object())
        return "an object";
    std::string s = v.dump(-1, ' ', false, json::error_handler_t::replace);
    if (s.size() > 40) {
        std::size_t cut = 37;
        while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80)
            --cut; // never cut a character in two: messages stay valid UTF-8
        s = s.substr(0, cut) + "...";
    }
    return s;
}

// Quoted as JSON; a long text (a hostile key or name) only as a short excerpt (issue 12,
// "huge error messages").
std::string jsonQuoted(std::string_view s)
{
    constexpr std::size_t kMaxQuoted = 60;
    if (s.size() > kMaxQuoted)
        return "\"" + excerpt(s, kMaxQuoted) + "\"";
    return json(std::string(s)).dump(-1, ' ', false, json::error_handler_t::replace);
}

// A JSON number with no fractional part (5 or 5.0), clamped to long long; else nothing.
std::optional<long long> wholeNumber(const json& v)
{
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        return u > static_cast<std::uint64_t>(LLONG_MAX) ? LLONG_MAX : static_cast<long long>(u);
    }
    if (v.is_number_integer())
        return v.get<std::int64_t>();
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (!std::isfinite(d) || std::trunc(d) != d)
            return std::nullopt;
        if (d >= 9.0e18)
            return LLONG_MAX;
        if (d <= -9.0e18)
            return LLONG_MIN;
        return static_cast<long long>(d);
    }
    return std::nullopt;
}

// Reads a whole number in low..high into `out`; `what` is e.g. "of quarters".
std::string readInt(const json& v, int& out, int low, int high, const std::string& what, int multipleOf = 1)
{
    const auto n = wholeNumber(v);
    std::string expected = "expected a whole number " + what + " from " + std::to_string(low) + " to " +
                           std::to_string(high);
    if (multipleOf > 1)
        expected += ", a multiple of " + std::to_string(multipleOf);
    if (!n || *n < low || *n > high || *n % multipleOf != 0)
        return expected + ", got " + shown(v);
    out = static_cast<int>(*n);
    return {};
}

Option intOption(const char* key, int Ruleset::*member, int low, int high, const std::string& what,
                 int multipleOf = 1)
{
    return {key, [member](const Ruleset& r) { return json(r.*member); },
            [=](const json& v, Ruleset& r) { return readInt(v, r.*member, low, high, what, multipleOf); }};
}

Option boolOption(const char* key, bool Ruleset::*member)
{
    return {key, [member](const Ruleset& r) { return json(r.*member); },
            [member](const json& v, Ruleset& r) -> std::string {
                if (!v.is_boolean())
                    return "expected true or false, got " + shown(v);
                r.*member = v.get<bool>();
                return {};
            }};
}

template <typename E>
Option enumOption(const char* key, E Ruleset::*member, std::string (*name)(E),
                  Expected<E> (*parse)(const std::string&), std::string choices)
{
    return {key, [member, name](const Ruleset& r) { return json(name(r.*member)); },
            [member, parse, choices](const json& v, Ruleset& r) -> std::string {
                if (!v.is_string())
                    return "expected one of " + choices + ", got " + shown(v);
                const auto e = parse(v.get<std::string>());
                if (!e)
                    return e.error();
                r.*member = *e;
                return {};
            }};
}

std::string checkName(const std::string& name)
{
    if (name.empty() || name.size() > kMaxNameBytes)
        return "expected a name of 1 to " + std::to_string(kMaxNameBytes) + " bytes";
    for (unsigned char c : name)
        if (c < 0x20 || c == 0x7f)
            return "a name may not hold control characters";
    return {};
}

const std::vector<Option>& options()
{
    static const std::vector<Option> all = {
        {"name", [](const Ruleset& r) { return json(r.name); },
         [](const json& v, Ruleset& r) -> std::string {
             if (!v.is_string())
                 return "expected a string, got " + shown(v);
             const std::string bad = checkName(v.get<std::string>());
             if (!bad.empty())
                 return bad + ", got " + shown(v);
             r.name = v.get<std::string>();
             return {};
         }},
        enumOption("variant", &Ruleset::variant, variantName, parseVariant, "filipino, visayan"),
        enumOption("wall_count", &Ruleset::wallCount, wallCountName, parseWallCount, "right, opposite"),
        enumOption("opposite_end", &Ruleset::oppositeEnd, oppositeEndName, parseOppositeEnd, "right, left"),
        enumOption("claim_rule", &Ruleset::claimRule, claimRuleName, parseClaimRule, "priority, speed"),
        intOption("claim_seconds", &Ruleset::claimSeconds, 1, 120, "of seconds"),
        boolOption("keep_mano_on_draw", &Ruleset::keepManoOnDraw),
        boolOption("four_as_two_pairs", &Ruleset::fourAsTwoPairs),
        boolOption("doubles", &Ruleset::doubles),
        boolOption("jai_alai", &Ruleset::jaiAlai),
        intOption("jai_alai_share", &Ruleset::jaiAlaiShare, 0, kMaxQuarters, "of quarters"),
        intOption("jai_alai_markers", &Ruleset::jaiAlaiMarkers, 1, 20, "of markers"),
        enumOption("joker", &Ruleset::joker, jokerRuleName, parseJokerRule, "none, after_flowers, at_break"),
        boolOption("other_ambitions", &Ruleset::otherAmbitions),
        boolOption("pot", &Ruleset::pot),
        // the four players put the start in equally, so it is a multiple of 4 quarters
        intOption("pot_start", &Ruleset::potStart, 0, kMaxQuarters, "of quarters", 4),
        intOption("pot_add", &Ruleset::potAdd, 0, kMaxQuarters, "of quarters"),
    };
    return all;
}

// ---- where things are in the text ------------------------------------------------------

// 1-based line and column (in UTF-8 characters) of byte `index` of `text`.
std::pair<int, int> lineColumn(std::string_view text, std::size_t index)
{
    index = std::min(index, text.size());
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < index; ++i)
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    int column = 1;
    for (std::size_t i = lineStart; i < index; ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
            ++column;
    return {line, column};
}

// The number of the first line longer than maxBytes (without its line break); 0 if none.
int lineLongerThan(std::string_view text, std::size_t maxBytes)
{
    int line = 1;
    for (std::size_t start = 0; start <= text.size(); ++line) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::size_t length = end - start;
        if (length > 0 && text[end - 1] == '\r')
            --length;
        if (length > maxBytes)
            return line;
        start = end + 1;
    }
    return 0;
}

// The line of the first byte that is not white space (1 if none).
int firstContentLine(std::string_view text)
{
    const auto at = text.find_first_not_of(" \t\r\n");
    return lineColumn(text, at == std::string_view::npos ? 0 : at).first;
}

// A SAX handler that builds nothing: it only catches the first syntax error and where.
struct SyntaxCheck : nlohmann::json_sax<json> {
    bool failed = false;
    std::size_t position = 0;
    std::string message;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t pos, const std::string&, const nlohmann::detail::exception& e) override
    {
        failed = true;
        position = pos;
        message = e.what();
        return false;
    }
};

// nlohmann's messages open with "[json.exception.parse_error.101] parse error at line 1,
// column 2: "; keep only what follows (we give the line and column ourselves).
std::string bareMessage(std::string m)
{
    if (const auto at = m.find("] "); m.rfind("[json.exception.", 0) == 0 && at != std::string::npos)
        m.erase(0, at + 2);
    if (m.rfind("parse error", 0) == 0)
        if (const auto at = m.find(": "); at != std::string::npos)
            m.erase(0, at + 2);
    return m;
}

// The line of every object key, by its path ("payouts.kang"); keys inside arrays get a
// "[]" path component. A key given twice in one object is reported.
struct KeyLines {
    std::map<std::string, int> line;
    std::string duplicate; // the path of the first key given twice, if any
    int duplicateLine = 0, firstLine = 0;
};

std::string decodeKey(std::string_view raw)
{
    const json s = json::parse("\"" + std::string(raw) + "\"", nullptr, /*allow_exceptions=*/false);
    return s.is_string() ? s.get<std::string>() : std::string(raw);
}

// Runs over a text nlohmann has already accepted, so every string is closed.
KeyLines findKeyLines(std::string_view text)
{
    struct Frame {
        bool object;
        bool expectKey;
        std::string path; // of this container, "" for the top, "payouts." inside payouts
        std::string key;  // the current key of an object
        std::set<std::string> seen;
    };
    KeyLines out;
    std::vector<Frame> stack;
    int line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
        } else if (c == '"') {
            const std::size_t start = i + 1;
            std::size_t j = start;
            while (j < text.size() && text[j] != '"') {
                if (text[j] == '\\')
                    ++j;
                ++j;
            }
            if (!stack.empty() && stack.back().object && stack.back().expectKey) {
                Frame& f = stack.back();
                f.key = decodeKey(text.substr(start, std::min(j, text.size()) - start));
                f.expectKey = false;
                const std::string path = f.path + f.key;
                if (!f.seen.insert(f.key).second && out.duplicate.empty()) {
                    out.duplicate = path;
                    out.duplicateLine = line;
                    out.firstLine = out.line[path];
                }
                out.line.emplace(path, line);
            }
            i = j; // strings hold no raw newlines in valid JSON
        } else if (c == '{' || c == '[') {
            std::string path;
            if (!stack.empty())
                path = stack.back().object ? stack.back().path + stack.back().key + "." : stack.back().path + "[].";
            stack.push_back({c == '{', c == '{', path, {}, {}});
        } else if (c == '}' || c == ']') {
            if (!stack.empty())
                stack.pop_back();
        } else if (c == ',') {
            if (!stack.empty() && stack.back().object)
                stack.back().expectKey = true;
        }
    }
    return out;
}

// The keys of an object in the order they appear in the text.
std::vector<std::string> keysInTextOrder(const json& object, const KeyLines& lines, const std::string& prefix)
{
    std::vector<std::string> keys;
    for (const auto& item : object.items())
        keys.push_back(item.key());
    std::stable_sort(keys.begin(), keys.end(), [&](const std::string& a, const std::string& b) {
        const auto la = lines.line.find(prefix + a), lb = lines.line.find(prefix + b);
        return (la == lines.line.end() ? 0 : la->second) < (lb == lines.line.end() ? 0 : lb->second);
    });
    return keys;
}

std::size_t editDistance(const std::string& a, const std::string& b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

std::string unknownKey(const std::string& key, const std::vector<std::string>& known, const std::string& where)
{
    std::string best;
    std::size_t bestDistance = 3; // suggest only close misspellings
    if (key.size() <= 64)
        for (const auto& k : known)
            if (const auto d = editDistance(key, k); d < bestDistance) {
                best = k;
                bestDistance = d;
            }
    return "unknown key" + where + (best.empty() ? "; docs/rules/ruleset-files.md lists the keys"
                                                  : " (did you mean " + jsonQuoted(best) + "?)");
}

Expected<Ruleset> baseRuleset(const std::string& name)
{
    if (name == "filipino")
        return Ruleset::filipino();
    if (name == "visayan")
        return Ruleset::visayan();
    if (name == "joker-pot")
        return Ruleset::jokerPot();
    return failure("unknown base " + jsonQuoted(name) + " (expected filipino, visayan or joker-pot)");
}

// "rules/my-table.json" gives "my-table"; anything not ending in ".json" gives nothing.
std::string nameFromSource(std::string_view source)
{
    constexpr std::string_view ext = ".json";
    if (source.size() <= ext.size() || source.substr(source.size() - ext.size()) != ext)
        return {};
    std::string_view stem = source.substr(0, source.size() - ext.size());
    if (const auto slash = stem.find_last_of("/\\"); slash != std::string_view::npos)
        stem.remove_prefix(slash + 1);
    std::string name(stem);
    return checkName(name).empty() ? name : std::string();
}

// The first key of a ruleset object that cannot be read: its path ("payouts.kang") and why.
struct KeyProblem {
    std::string path;
    std::string what;
};

// Reads a ruleset object's options over its base into `rules`, keys in the order `lines`
// gives (the text's order; an empty KeyLines keeps the object's own order).
std::optional<KeyProblem> readRulesetObject(const json& root, const KeyLines& lines, std::string_view source,
                                            Ruleset& rules)
{
    rules = Ruleset::filipino();
    std::string baseName = "filipino";
    if (const auto it = root.find("base"); it != root.end()) {
        if (!it->is_string())
            return KeyProblem{"base", "expected one of filipino, visayan, joker-pot, got " + shown(*it)};
        baseName = it->get<std::string>();
        const auto base = baseRuleset(baseName);
        if (!base)
            return KeyProblem{"base", base.error()};
        rules = *base;
    }
    if (const std::string fileName = nameFromSource(source); !fileName.empty())
        rules.name = fileName;

    std::vector<std::string> known = {"about", "base", "payouts"};
    for (const Option& o : options())
        known.push_back(o.key);
    std::vector<std::string> knownPayouts;
    for (const PayoutKey& p : kPayoutKeys)
        knownPayouts.push_back(p.key);

    for (const std::string& key : keysInTextOrder(root, lines, "")) {
        const json& value = root.at(key);
        if (key == "base")
            continue;
        if (key == "about") {
            if (!value.is_string())
                return KeyProblem{key, "expected a string (free text, ignored), got " + shown(value)};
            continue;
        }
        if (key == "payouts") {
            if (!value.is_object())
                return KeyProblem{key, "expected an object such as {\"kang\": 1}, got " + shown(value)};
            for (const std::string& pkey : keysInTextOrder(value, lines, "payouts.")) {
                const std::string path = "payouts." + pkey;
                const auto p = std::find_if(std::begin(kPayoutKeys), std::end(kPayoutKeys),
                                            [&](const PayoutKey& k) { return pkey == k.key; });
                if (p == std::end(kPayoutKeys))
                    return KeyProblem{path, unknownKey(pkey, knownPayouts, " in payouts")};
                const std::string bad = readInt(value.at(pkey), rules.payouts.*(p->member), 0, kMaxQuarters,
                                                "of quarters");
                if (!bad.empty())
                    return KeyProblem{path, bad};
            }
            continue;
        }
        const auto o = std::find_if(options().begin(), options().end(),
                                    [&](const Option& opt) { return opt.key == key; });
        if (o == options().end())
            return KeyProblem{key, unknownKey(key, known, "")};
        const std::string bad = o->read(value, rules);
        if (!bad.empty())
            return KeyProblem{key, bad};
    }
    return std::nullopt;
}

} // namespace

json rulesetToJson(const Ruleset& rules)
{
    json out = json::object();
    for (const Option& o : options())
        out[o.key] = o.write(rules);
    json payouts = json::object();
    for (const PayoutKey& p : kPayoutKeys)
        payouts[p.key] = rules.payouts.*(p.member);
    out["payouts"] = std::move(payouts);
    return out;
}

std::string rulesetFileText(const Ruleset& rules, std::string_view about)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    if (!about.empty())
        out["about"] = std::string(about);
    for (const Option& o : options())
        out[o.key] = nlohmann::ordered_json(o.write(rules));
    nlohmann::ordered_json payouts = nlohmann::ordered_json::object();
    for (const PayoutKey& p : kPayoutKeys)
        payouts[p.key] = rules.payouts.*(p.member);
    out["payouts"] = std::move(payouts);
    return out.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

Expected<Ruleset> rulesetFromJson(std::string_view text, std::string_view source)
{
    const std::string src(source);
    const auto at = [&](int line) { return src + ": line " + std::to_string(line) + ": "; };
    try {
        if (text.size() > kMaxTextBytes)
            return failure(src + ": the text is " + std::to_string(text.size()) +
                           " bytes; a ruleset file may hold at most 1 MiB");
        std::string_view content = text;
        if (content.substr(0, 3) == "\xEF\xBB\xBF") // a UTF-8 byte order mark
            content.remove_prefix(3);
        if (const int line = lineLongerThan(text, limits::ruleset.maxLineBytes))
            return failure(at(line) + "the line holds more than " + withThousands(limits::ruleset.maxLineBytes) +
                           " bytes; the limit for a line of a ruleset file is " +
                           withThousands(limits::ruleset.maxLineBytes));
        if (content.find_first_not_of(" \t\r\n") == std::string_view::npos)
            return failure(at(1) + "the file is empty; a ruleset file is a JSON object, e.g. "
                                   "{\"base\": \"filipino\"}");
        if (const int line = lineNestedDeeperThan(text, kMaxNesting))
            return failure(at(line) + "JSON nested deeper than " + std::to_string(kMaxNesting) +
                           " levels; a ruleset file needs 2");

        SyntaxCheck check;
        json::sax_parse(text.begin(), text.end(), &check);
        if (check.failed) {
            // the position is 1-based: the byte last read (n + 1 at the end of the text)
            const auto [line, column] = lineColumn(text, check.position == 0 ? 0 : check.position - 1);
            return failure(src + ": line " + std::to_string(line) + ", column " + std::to_string(column) +
                           ": " + bareMessage(check.message));
        }
        const json root = json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
        if (root.is_discarded())
            return failure(src + ": not valid JSON");
        if (!root.is_object())
            return failure(at(firstContentLine(text)) + "expected a JSON object {...}, got " + shown(root));

        const KeyLines lines = findKeyLines(text);
        if (!lines.duplicate.empty())
            return failure(at(lines.duplicateLine) + "key " + jsonQuoted(lines.duplicate) + ": given twice (first on line " +
                           std::to_string(lines.firstLine) + ")");
        const auto lineOf = [&](const std::string& path) {
            const auto it = lines.line.find(path);
            return it == lines.line.end() ? 1 : it->second;
        };
        const auto keyError = [&](const std::string& path, const std::string& what) {
            return failure(at(lineOf(path)) + "key " + jsonQuoted(path) + ": " + what);
        };

        Ruleset rules;
        if (const auto problem = readRulesetObject(root, lines, source, rules))
            return keyError(problem->path, problem->what);
        return rules;
    } catch (const std::exception& e) {
        // nothing above should throw; if it does, it is still a refusal, never a crash
        return failure(src + ": cannot read the ruleset (" + excerpt(e.what(), 200) + ")");
    }
}

Expected<Ruleset> rulesetFromJsonObject(const nlohmann::json& object, std::string_view field)
{
    const std::string name(field);
    if (!object.is_object())
        return failure("field \"" + name + "\": expected a ruleset object {...}, got " + shown(object));
    try {
        Ruleset rules;
        if (const auto problem = readRulesetObject(object, KeyLines{}, {}, rules))
            return failure("field \"" + name + "." + excerpt(problem->path, 60) + "\": " + problem->what);
        return rules;
    } catch (const std::exception& e) {
        return failure("field \"" + name + "\": cannot read the ruleset (" + excerpt(e.what(), 200) + ")");
    }
}

std::string rulesetHash(const Ruleset& rules)
{
    const std::string text = rulesetToJson(rules).dump(-1, ' ', false, json::error_handler_t::replace);
    std::uint64_t hash = 0xcbf29ce484222325ull; // FNV-1a 64 offset basis
    for (unsigned char c : text) {
        hash ^= c;
        hash *= 0x100000001b3ull; // FNV 64 prime
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    return hex;
}

std::vector<std::string> builtinRulesetNames()
{
    std::vector<std::string> names;
    for (const BuiltinRulesetFile& f : builtinRulesetFiles())
        names.emplace_back(f.name);
    return names;
}

bool looksLikeRulesetPath(const std::string& nameOrPath)
{
    return nameOrPath.find_first_of("/\\") != std::string::npos ||
           (nameOrPath.size() > 5 && nameOrPath.ends_with(".json"));
}

Expected<Ruleset> loadRuleset(const std::string& nameOrPath)
{
    for (const BuiltinRulesetFile& f : builtinRulesetFiles())
        if (f.name == nameOrPath)
            return rulesetFromJson(f.text, "engine/variants/filipino/rulesets/" + nameOrPath + ".json (built in)");

    std::string builtins;
    for (const auto& name : builtinRulesetNames())
        builtins += (builtins.empty() ? "" : ", ") + name;
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path path(nameOrPath);
    const auto status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
        if (looksLikeRulesetPath(nameOrPath))
            return failure(nameOrPath + ": no such ruleset file");
        return failure("unknown ruleset " + jsonQuoted(nameOrPath) + ": the built-in rulesets are " + builtins +
                       "; or give the path of a .json ruleset file");
    }
    // A FIFO, a device or a folder is refused before a byte is read (issue 12, defect 3).
    const auto text = readRegularFile(nameOrPath, limits::ruleset.maxBytes);
    if (!text)
        return failure(nameOrPath + ": " + text.error() + "; a ruleset file is a JSON file of at most " +
                       withThousands(limits::ruleset.maxBytes) + " bytes");
    return rulesetFromJson(*text, nameOrPath);
}

} // namespace mj

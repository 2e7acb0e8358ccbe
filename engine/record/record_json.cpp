#include "record/record_json.h"

#include "core/excerpt.h"
#include "core/json_nesting.h"
#include "core/json_strict.h"
#include "core/overloaded.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <algorithm>
#include <istream>
#include <ostream>
#include <stdexcept>

namespace mj {

using nlohmann::json;

namespace {

constexpr int kRecordVersion = 1;
// Record lines nest three levels at most; refusing deep nesting before parsing keeps a
// hostile line from exhausting the parser's stack.
constexpr int kMaxNesting = 64;
// The longest name of a variant or of another variant's ruleset a header may hold.
constexpr std::size_t kMaxNameBytes = 64;
// A ruleset's text kept in a record (RecordHeader::variantRulesetText): an American card
// file is read up to 256 KiB (variants/american/card_parse.h).
constexpr std::size_t kMaxRulesetTextBytes = 256 * 1024;

// Thrown inside the reader only; readRecord turns it into an Error.
struct BadField : std::runtime_error {
    using std::runtime_error::runtime_error;
};

json tilesToJson(const std::vector<TileId>& tiles)
{
    json out = json::array();
    for (TileId t : tiles)
        out.push_back(t.value);
    return out;
}

json stackToJson(StackRef ref) { return {{"segment", ref.segment}, {"stack", ref.stack}}; }

const char* purposeName(RollPurpose p)
{
    switch (p) {
    case RollPurpose::Break: return "break";
    case RollPurpose::Joker: return "joker";
    case RollPurpose::Free: return "free";
    case RollPurpose::Mano: break;
    }
    return "mano";
}
const char* endName(WallEnd e) { return e == WallEnd::Flower ? "flower" : "draw"; }
const char* reasonName(TakeReason r)
{
    switch (r) {
    case TakeReason::Replacement: return "replacement";
    case TakeReason::Draw: return "draw";
    case TakeReason::Gift: return "gift";
    case TakeReason::Deal: break;
    }
    return "deal";
}

std::string typeName(const json& v)
{
    if (v.is_null())
        return "null";
    if (v.is_boolean())
        return "a boolean";
    if (v.is_number())
        return "a number";
    if (v.is_string())
        return "a string";
    if (v.is_array())
        return "an array";
    return "an object";
}

long long checkedInteger(const json& v, const std::string& what, long long low, long long high)
{
    if (!v.is_number_integer())
        throw BadField(what + ": expected an integer, found " + typeName(v));
    if (v.is_number_unsigned() && v.get<unsigned long long>() > static_cast<unsigned long long>(high))
        throw BadField(what + ": " + excerpt(v.dump()) + " is outside " + std::to_string(low) + ".." +
                       std::to_string(high));
    const auto n = v.get<long long>();
    if (n < low || n > high)
        throw BadField(what + ": " + std::to_string(n) + " is outside " + std::to_string(low) + ".." +
                       std::to_string(high));
    return n;
}

// Reads typed fields of one JSON object, naming the field in every complaint.
class Fields {
public:
    // hiddenTiles: a seat's view (views/event_view.h), where a tile it may not see is kHiddenTile.
    Fields(const json& object, std::string path, bool hiddenTiles = false)
        : m_object(object), m_path(std::move(path)), m_hiddenTiles(hiddenTiles)
    {
    }

    const json& get(const std::string& name) const
    {
        const auto it = m_object.find(name);
        if (it == m_object.end())
            throw BadField(where(name) + " is missing");
        return *it;
    }

    long long integer(const std::string& name, long long low, long long high) const
    {
        return checkedInteger(get(name), where(name), low, high);
    }

    double number(const std::string& name, double low, double high) const
    {
        const json& v = get(name);
        if (!v.is_number())
            throw BadField(where(name) + ": expected a number, found " + typeName(v));
        const auto n = v.get<double>();
        if (!(n >= low && n <= high))
            throw BadField(where(name) + ": " + excerpt(v.dump()) + " is outside " + json(low).dump() + ".." + json(high).dump());
        return n;
    }

    std::string text(const std::string& name, std::initializer_list<const char*> allowed) const
    {
        const json& v = get(name);
        if (!v.is_string())
            throw BadField(where(name) + ": expected a string, found " + typeName(v));
        const auto s = v.get<std::string>();
        std::string list;
        for (const char* a : allowed) {
            if (s == a)
                return s;
            list += std::string(list.empty() ? "" : ", ") + a;
        }
        throw BadField(where(name) + ": \"" + excerpt(s) + "\" is not one of " + list);
    }

    std::vector<TileId> tiles(const std::string& name, int setSize) const
    {
        const json& v = get(name);
        if (!v.is_array())
            throw BadField(where(name) + ": expected an array of tile ids, found " + typeName(v));
        std::vector<TileId> out;
        for (std::size_t i = 0; i < v.size(); ++i)
            out.push_back(tileOf(v[i], where(name) + " item " + std::to_string(i + 1), setSize));
        return out;
    }

    TileId tile(const std::string& name, int setSize) const { return tileOf(get(name), where(name), setSize); }

    bool boolean(const std::string& name) const
    {
        const json& v = get(name);
        if (!v.is_boolean())
            throw BadField(where(name) + ": expected true or false, found " + typeName(v));
        return v.get<bool>();
    }

    std::string string(const std::string& name) const
    {
        const json& v = get(name);
        if (!v.is_string())
            throw BadField(where(name) + ": expected a string, found " + typeName(v));
        return v.get<std::string>();
    }

    StackRef stack(const std::string& name, const WallGeometry& g) const
    {
        const Fields inner(object(name), m_path + name + ".");
        return {static_cast<int>(inner.integer("segment", 0, g.segments - 1)),
                static_cast<int>(inner.integer("stack", 0, g.stacksPerSegment - 1))};
    }

    const json& object(const std::string& name) const
    {
        const json& v = get(name);
        if (!v.is_object())
            throw BadField(where(name) + ": expected an object, found " + typeName(v));
        return v;
    }

    // "field \"layout." for complaints about a field of this object made outside it.
    std::string path() const { return "field \"" + m_path; }

private:
    std::string where(const std::string& name) const { return "field \"" + m_path + name + "\""; }
    TileId tileOf(const json& v, const std::string& what, int setSize) const
    {
        if (m_hiddenTiles && v.is_number_integer() && v.get<long long>() == kHiddenTile.value)
            return kHiddenTile;
        return TileId{static_cast<std::uint16_t>(checkedInteger(v, what, 0, setSize - 1))};
    }

    const json& m_object;
    std::string m_path;
    bool m_hiddenTiles = false;
};

// A seat of a table of `seats` (record_json's callers pass the header's).
Seat seatFieldNamed(const Fields& f, const std::string& name, int seats)
{
    return Seat::of(static_cast<int>(f.integer(name, 0, seats - 1)));
}

// The layout's own fields (table/layout.h): its shape and parameters, and its name, which
// must be the one those make.
Layout layoutFromFields(const Fields& f)
{
    const std::string shape = f.text("shape", {"square", "L", "C", "grid", "pool"});
    const auto count = [&](const char* name, int low, int high) { return static_cast<int>(f.integer(name, low, high)); };
    Layout layout = Layout::pool();
    if (shape == "square")
        layout = Layout::square(count("stacks", 1, kLayoutMaxStacks), count("height", 1, kLayoutMaxHeight));
    else if (shape == "L")
        layout = Layout::lShape(count("stacks", 1, kLayoutMaxStacks), count("height", 1, kLayoutMaxHeight));
    else if (shape == "C")
        layout = Layout::cShape(count("piles", 1, kLayoutMaxStacks), count("height", 1, kLayoutMaxHeight),
                                count("blind", 0, kLayoutMaxHeight));
    else if (shape == "grid")
        layout = Layout::solitaireGrid();
    const std::string name = f.string("name");
    if (name != layout.name())
        throw BadField(f.path() + "name\": \"" + excerpt(name) + "\" is not the " + shape +
                       " these parameters make, which is named \"" + layout.name() + "\" (the layouts are " +
                       Layout::knownNames() + ")");
    return layout;
}

// A record without a layout is on the square of 18 (records written before layouts were
// data, and every record on it since), and says so by its wall of 4 x 18 x 2.
const Layout* parseLayout(const Fields& f, const json& line)
{
    const Layout* layout = &Layout::square18();
    if (line.contains("layout"))
        layout = Layout::keep(layoutFromFields(Fields(f.object("layout"), "layout.")));
    // The wall, written for every layout (readers before layouts knew only it): the box
    // of stacks the layout spans, which must agree with it.
    const Fields wall(f.object("wall"), "wall.");
    const WallGeometry g = layout->geometry();
    const std::string of = line.contains("layout") ? " for the " + layout->name() + " layout" : "";
    const auto expect = [&](const char* name, int value) {
        if (wall.integer(name, 0, 1000) != value)
            throw BadField("field \"wall." + std::string(name) + "\": expected " + std::to_string(value) + of + ", found " +
                           wall.get(name).dump() + (of.empty() ? " (a record on another layout names it in \"layout\")" : ""));
    };
    expect("segments", g.segments);
    expect("stacks", g.stacksPerSegment);
    expect("height", g.height);
    return layout;
}

// The header of a record of a variant other than the Filipino family (RecordHeader::variant):
// its ruleset is a name the variant reads, and it names its seat count; which tile set,
// layout and seats the variant plays with is the variant's to check (Variant::replay).
RecordHeader parseOtherVariantHeader(const Fields& f, const json& line, RecordHeader header)
{
    header.variantRuleset = f.string("ruleset");
    if (header.variantRuleset.empty() || header.variantRuleset.size() > kMaxNameBytes)
        throw BadField("field \"ruleset\": a " + header.variant + " record names its ruleset in 1 to " +
                       std::to_string(kMaxNameBytes) + " characters");
    if (line.contains("ruleset_text")) {
        header.variantRulesetText = f.string("ruleset_text");
        if (header.variantRulesetText.empty() || header.variantRulesetText.size() > kMaxRulesetTextBytes)
            throw BadField("field \"ruleset_text\": a ruleset's text is 1 to " + std::to_string(kMaxRulesetTextBytes) +
                           " bytes, not " + std::to_string(header.variantRulesetText.size()));
    }
    if (line.contains("ruleset_hash"))
        throw BadField("field \"ruleset_hash\": only the Filipino family's rulesets are hashed, not a " + header.variant +
                       " record's");
    if (line.contains("free_table"))
        throw BadField("field \"free_table\": a free table's record names no variant");
    if (line.contains("game"))
        header.game = f.boolean("game");
    if (line.contains("stacked"))
        header.stacked = f.boolean("stacked");
    header.seats = static_cast<int>(f.integer("seats", 1, Seat::max));
    if (line.contains("mano"))
        header.mano = seatFieldNamed(f, "mano", header.seats);
    return header;
}

RecordHeader parseHeader(const json& line)
{
    const Fields f(line, "");
    f.text("record", {"mahjongero"});
    f.integer("version", kRecordVersion, kRecordVersion);
    RecordHeader header;
    const json& seed = f.get("seed");
    if (!seed.is_number_unsigned())
        throw BadField("field \"seed\": expected a whole number from 0 to 18446744073709551615, found " +
                       (seed.is_number() ? excerpt(seed.dump()) : typeName(seed)));
    header.seed = seed.get<std::uint64_t>();
    const std::string tiles = f.string("tiles");
    const auto set = TileSet::byName(tiles);
    if (!set)
        throw BadField("field \"tiles\": " + set.error());
    header.tileSet = *set;
    header.layout = parseLayout(f, line);
    if (line.contains("variant")) {
        header.variant = f.string("variant");
        if (header.variant.empty() || header.variant.size() > kMaxNameBytes)
            throw BadField("field \"variant\": a variant's name is 1 to " + std::to_string(kMaxNameBytes) + " characters");
    }
    if (!isFilipinoFamily(header))
        return parseOtherVariantHeader(f, line, std::move(header));
    // The ruleset is a ruleset file's object (variants/filipino/rules/ruleset_json.h); its hash, when given,
    // must match, so a record whose rules were edited is caught.
    const auto rules = rulesetFromJsonObject(f.object("ruleset"), "ruleset");
    if (!rules)
        throw BadField(rules.error());
    header.rules = *rules;
    if (line.contains("ruleset_hash")) {
        const std::string hash = f.string("ruleset_hash");
        if (hash != rulesetHash(header.rules))
            throw BadField("field \"ruleset_hash\": \"" + excerpt(hash) + "\" does not match the ruleset, which hashes to \"" +
                           rulesetHash(header.rules) + "\"");
    }
    if (line.contains("game"))
        header.game = f.boolean("game");
    if (line.contains("stacked"))
        header.stacked = f.boolean("stacked");
    // A free table's record; those written before the field was added are known by the
    // undo history the app keeps in their header (app/freetable/free_table_file.h).
    if (line.contains("free_table"))
        header.freeTable = f.boolean("free_table");
    else if (line.contains("free_table_acts"))
        header.freeTable = true;
    if (header.freeTable && header.game)
        throw BadField("field \"free_table\": a record is either a game's or a free table's, not both");
    header.seats = line.contains("seats") ? static_cast<int>(f.integer("seats", 1, Seat::max)) : defaultSeats(header);
    if (!header.freeTable && header.seats != header.rules.seats())
        throw BadField("field \"seats\": the " + header.rules.name + " ruleset is played by " +
                       std::to_string(header.rules.seats()) + ", not " + std::to_string(header.seats));
    if (line.contains("mano"))
        header.mano = seatFieldNamed(f, "mano", header.seats);
    // Only the free table plays with every set and layout yet; the Filipino games' rituals
    // and games are on the Chinese set and the square of 18.
    if (!header.freeTable && header.tileSet != &TileSet::chinese())
        throw BadField("field \"tiles\": a game's or a ritual's record is on chinese-144, not " + header.tileSet->name() +
                       " (only a free table's record, \"free_table\": true, takes another set)");
    if (!header.freeTable && header.layout != &Layout::square18())
        throw BadField("field \"layout\": a game's or a ritual's record is on square-18, not " + header.layout->name() +
                       " (only a free table's record, \"free_table\": true, takes another layout)");
    return header;
}

Event parseEvent(const json& line, const RecordHeader& header, bool hiddenTiles = false)
{
    const Fields f(line, "", hiddenTiles);
    const int setSize = header.tileSet->size();
    const WallGeometry g = header.layout->geometry();
    const int seats = header.seats;
    auto seatField = [seats](const Fields& fields) { return seatFieldNamed(fields, "seat", seats); };
    const std::string type =
        f.text("event", {"wash", "build", "roll", "mano", "break", "lift", "dice", "take", "flowers", "move", "discard",
                         "meld", "add_to_set", "flip", "action", "payment", "end"});
    if (type == "wash")
        return WashEvent{f.tiles("order", setSize)};
    if (type == "build")
        return BuildEvent{static_cast<int>(f.integer("segment", 0, g.segments - 1)), f.tiles("tiles", setSize)};
    if (type == "roll") {
        const json& dice = f.get("dice");
        if (!dice.is_array() || dice.size() != 2)
            throw BadField("field \"dice\": expected an array of two dice");
        const auto die = [&](int i) {
            return static_cast<int>(checkedInteger(dice[i], "field \"dice\" item " + std::to_string(i + 1), 1, 6));
        };
        const std::string purposeText = f.text("purpose", {"mano", "break", "joker", "free"});
        auto purpose = RollPurpose::Mano;
        for (RollPurpose p : {RollPurpose::Break, RollPurpose::Joker, RollPurpose::Free})
            if (purposeText == purposeName(p))
                purpose = p;
        return RollEvent{seatField(f), purpose, {die(0), die(1)}};
    }
    if (type == "mano")
        return ManoEvent{seatField(f)};
    if (type == "break") {
        const auto direction = f.integer("direction", -1, 1);
        if (direction == 0)
            throw BadField("field \"direction\": must be 1 or -1");
        // "lift": false only for a break that lifts nothing (the American game); a record
        // without the field lifts, as every Filipino record always did.
        return BreakEvent{static_cast<int>(f.integer("segment", 0, g.segments - 1)),
                          static_cast<int>(f.integer("count", 2, g.stacksPerSegment)), static_cast<int>(direction),
                          line.contains("lift") ? f.boolean("lift") : true};
    }
    if (type == "lift")
        return LiftEvent{f.stack("from", g), f.stack("onto", g)};
    if (type == "dice")
        return DicePlacedEvent{f.stack("on", g)};
    if (type == "take") {
        const WallEnd end = f.text("end", {"draw", "flower"}) == "flower" ? WallEnd::Flower : WallEnd::Draw;
        const std::string reasonText = f.text("reason", {"deal", "replacement", "draw", "gift"});
        TakeReason reason = TakeReason::Deal;
        for (TakeReason r : {TakeReason::Replacement, TakeReason::Draw, TakeReason::Gift})
            if (reasonText == reasonName(r))
                reason = r;
        return TakeEvent{seatField(f), end, reason, f.tiles("tiles", setSize)};
    }
    if (type == "discard")
        return DiscardEvent{seatField(f), f.tile("tile", setSize)};
    if (type == "meld") {
        MeldEvent e{seatField(f), f.tiles("tiles", setSize), std::nullopt, f.boolean("concealed")};
        if (line.contains("from"))
            e.from = seatFieldNamed(f, "from", seats);
        return e;
    }
    if (type == "add_to_set")
        return AddToSetEvent{seatField(f), static_cast<int>(f.integer("set", 0, 16)), f.tile("tile", setSize)};
    if (type == "flip")
        return FlipEvent{f.tile("tile", setSize), f.text("face", {"up", "down"}) == "up" ? Face::Up : Face::Down};
    if (type == "action") {
        Action a;
        a.seat = seatField(f);
        const std::string name = f.text("action", {"draw", "discard", "win", "secret", "sagasa", "beauty", "news",
                                                   "pass", "chow", "pung", "kang", "claim_win", "claim_beauty",
                                                   "claim_news", "move", "resign", "call", "joker_exchange",
                                                   "call_dead", "pass_tile", "pass_blind", "vote", "courtesy_offer"});
        a.type = *parseActionType(name);
        if (line.contains("tile"))
            a.tile = f.tile("tile", setSize).value; // kHiddenTile's value in a view
        if (line.contains("kind"))
            a.kind = static_cast<int>(f.integer("kind", 0, TileKind::mahjongCount - 1));
        // A move's places are segments of the record's layout; a gathering names no `from`.
        // The American actions' from/to are small numbers of their own (jokers in a call, a
        // seat, an exposed set's index): bounded here, checked by the game's replay.
        const bool american = a.type >= ActionType::Call;
        const int placeMax = american ? 15 : std::min(g.segments, 127) - 1;
        if (line.contains("from"))
            a.from = static_cast<std::int8_t>(f.integer("from", 0, placeMax));
        if (line.contains("to"))
            a.to = static_cast<std::int8_t>(f.integer("to", 0, placeMax));
        if (line.contains("count"))
            a.count = static_cast<std::int8_t>(f.integer("count", 1, 127));
        return ActionEvent{a};
    }
    if (type == "payment") {
        const json& amounts = f.get("seats");
        if (!amounts.is_array() || amounts.size() != static_cast<std::size_t>(seats))
            throw BadField("field \"seats\": expected an array of " + std::to_string(seats) +
                           " amounts, one for each seat");
        constexpr long long kLimit = 1'000'000'000;
        PaymentEvent e{PerSeat<int>(seats), {}};
        for (int i = 0; i < seats; ++i)
            e.seats[i] = static_cast<int>(checkedInteger(amounts[static_cast<std::size_t>(i)],
                                                         "field \"seats\" item " + std::to_string(i + 1), -kLimit, kLimit));
        e.reason = f.string("reason");
        long long sum = 0;
        for (int v : e.seats)
            sum += v;
        if (sum != 0)
            throw BadField("field \"seats\": a payment must sum to zero, but sums to " +
                           std::to_string(sum));
        return e;
    }
    if (type == "end") {
        GameEndEvent e;
        if (line.contains("winner"))
            e.winner = seatFieldNamed(f, "winner", seats);
        e.reason = f.string("reason");
        return e;
    }
    if (type == "flowers")
        return ExposeFlowersEvent{seatField(f), f.tiles("tiles", setSize)};
    // move
    const Fields to(f.object("to"), "to.");
    Place place;
    const std::string zone = to.text("zone", {"free", "wall", "hand", "exposed", "flowers", "discards"});
    for (Zone z : {Zone::Free, Zone::Wall, Zone::Hand, Zone::Exposed, Zone::Flowers, Zone::Discards})
        if (zoneName(z) == zone)
            place.zone = z;
    if (place.zone == Zone::Wall) {
        place.owner = static_cast<int>(to.integer("segment", 0, g.segments - 1));
        place.group = static_cast<int>(to.integer("stack", 0, g.stacksPerSegment - 1));
    } else if (place.zone != Zone::Free) {
        place.owner = static_cast<int>(to.integer("seat", 0, seats - 1));
        if (place.zone == Zone::Exposed)
            place.group = static_cast<int>(to.integer("set", 0, setSize));
    }
    const TileId tile = f.tile("tile", setSize);
    MoveEvent move{tile, place, f.text("face", {"up", "down"}) == "up" ? Face::Up : Face::Down};
    // A spot (the free table) is optional, so records written before it still read.
    if (place.zone == Zone::Free && f.object("to").contains("spot")) {
        const Fields spot(to.object("spot"), "to.spot.");
        move.spot = FreeSpot{spot.number("x", -kFreeSpotReach, kFreeSpotReach),
                             spot.number("y", -kFreeSpotReach, kFreeSpotReach),
                             static_cast<int>(spot.integer("turn", 0, 359)),
                             static_cast<int>(spot.integer("level", 0, kFreeSpotMaxLevel))};
    }
    return move;
}

} // namespace

namespace {

json wallToJson(const WallGeometry& g) { return {{"segments", g.segments}, {"stacks", g.stacksPerSegment}, {"height", g.height}}; }

json layoutToJson(const Layout& layout)
{
    json out{{"name", layout.name()}, {"shape", shapeName(layout.shape())}};
    for (const auto& [name, value] : layout.parameters())
        out[name] = value;
    return out;
}

} // namespace

json headerToJson(const RecordHeader& h)
{
    json out{{"record", "mahjongero"},
            {"version", kRecordVersion},
            {"seed", h.seed},
            {"tiles", h.tileSet->name()},
            {"wall", wallToJson(h.layout->geometry())}};
    // The Filipino family's records write its ruleset whole (and name no variant, as they
    // always have); another variant's name it and its ruleset by name, and their seats.
    if (isFilipinoFamily(h)) {
        out["ruleset"] = rulesetToJson(h.rules);
        out["ruleset_hash"] = rulesetHash(h.rules);
    } else {
        out["variant"] = h.variant;
        out["ruleset"] = h.variantRuleset;
        if (!h.variantRulesetText.empty())
            out["ruleset_text"] = h.variantRulesetText;
        out["seats"] = h.seats;
    }
    // The square of 18 is left unnamed, so the Filipino games' records read byte for byte as
    // they always have (and their golden hashes hold); every other layout names itself.
    if (h.layout->name() != Layout::square18().name() || !(*h.layout == Layout::square18()))
        out["layout"] = layoutToJson(*h.layout);
    if (h.game)
        out["game"] = true;
    if (h.seats != defaultSeats(h))
        out["seats"] = h.seats;
    if (h.mano)
        out["mano"] = h.mano->index();
    if (h.stacked)
        out["stacked"] = true;
    if (h.freeTable)
        out["free_table"] = true;
    return out;
}

json eventToJson(const Event& event)
{
    json out = std::visit(
        Overloaded{
            [](const WashEvent& e) { return json{{"order", tilesToJson(e.order)}}; },
            [](const BuildEvent& e) { return json{{"segment", e.segment}, {"tiles", tilesToJson(e.tiles)}}; },
            [](const RollEvent& e) {
                return json{{"seat", e.seat.index()}, {"purpose", purposeName(e.purpose)}, {"dice", e.dice}};
            },
            [](const ManoEvent& e) { return json{{"seat", e.seat.index()}}; },
            [](const BreakEvent& e) {
                json out{{"segment", e.segment}, {"count", e.count}, {"direction", e.direction}};
                if (!e.lift)
                    out["lift"] = false; // written only when false: lifting records stay as they were
                return out;
            },
            [](const LiftEvent& e) { return json{{"from", stackToJson(e.from)}, {"onto", stackToJson(e.onto)}}; },
            [](const DicePlacedEvent& e) { return json{{"on", stackToJson(e.on)}}; },
            [](const TakeEvent& e) {
                return json{{"seat", e.seat.index()},
                            {"end", endName(e.end)},
                            {"reason", reasonName(e.reason)},
                            {"tiles", tilesToJson(e.tiles)}};
            },
            [](const ExposeFlowersEvent& e) { return json{{"seat", e.seat.index()}, {"tiles", tilesToJson(e.tiles)}}; },
            [](const MoveEvent& e) {
                json to{{"zone", zoneName(e.to.zone)}};
                if (e.to.zone == Zone::Wall)
                    to["segment"] = e.to.owner, to["stack"] = e.to.group;
                else if (e.to.zone != Zone::Free)
                    to["seat"] = e.to.owner;
                if (e.to.zone == Zone::Exposed)
                    to["set"] = e.to.group;
                if (e.spot)
                    to["spot"] = {{"x", e.spot->x}, {"y", e.spot->y}, {"turn", e.spot->turn}, {"level", e.spot->level}};
                return json{{"tile", e.tile.value}, {"to", to}, {"face", e.face == Face::Up ? "up" : "down"}};
            },
            [](const DiscardEvent& e) { return json{{"seat", e.seat.index()}, {"tile", e.tile.value}}; },
            [](const MeldEvent& e) {
                json out{{"seat", e.seat.index()}, {"tiles", tilesToJson(e.tiles)}, {"concealed", e.concealed}};
                if (e.from)
                    out["from"] = e.from->index();
                return out;
            },
            [](const AddToSetEvent& e) {
                return json{{"seat", e.seat.index()}, {"set", e.set}, {"tile", e.tile.value}};
            },
            [](const FlipEvent& e) { return json{{"tile", e.tile.value}, {"face", e.face == Face::Up ? "up" : "down"}}; },
            [](const ActionEvent& e) {
                json out{{"seat", e.action.seat.index()}, {"action", actionTypeName(e.action.type)}};
                if (e.action.tile >= 0)
                    out["tile"] = e.action.tile;
                if (e.action.kind >= 0)
                    out["kind"] = e.action.kind;
                if (e.action.from >= 0)
                    out["from"] = e.action.from;
                if (e.action.to >= 0)
                    out["to"] = e.action.to;
                if (e.action.count > 0)
                    out["count"] = e.action.count;
                return out;
            },
            [](const PaymentEvent& e) {
                return json{{"seats", e.seats.list()}, {"reason", e.reason}};
            },
            [](const GameEndEvent& e) {
                json out{{"reason", e.reason}};
                if (e.winner)
                    out["winner"] = e.winner->index();
                return out;
            },
        },
        event);
    out["event"] = eventName(event);
    return out;
}

void writeRecord(std::ostream& out, const GameRecord& record)
{
    out << headerToJson(record.header).dump() << '\n';
    for (const Event& e : record.events)
        out << eventToJson(e).dump() << '\n';
}

Expected<ReadRecord> readRecord(std::istream& in, const InputLimits& limits)
{
    ReadRecord result;
    std::string text;
    int lineNumber = 0;
    std::size_t bytesRead = 0;
    bool haveHeader = false;
    for (;;) {
        const LineResult got = readBoundedLine(in, text, limits.maxLineBytes);
        if (got == LineResult::End)
            break;
        ++lineNumber;
        const std::string at = "line " + std::to_string(lineNumber) + ": ";
        if (got == LineResult::TooLong)
            return failure(at + "the line holds more than " + withThousands(limits.maxLineBytes) +
                           " bytes; the limit for a line of a record is " + withThousands(limits.maxLineBytes) +
                           " (docs/limits.md)");
        bytesRead += text.size() + 1;
        if (limits.maxBytes != 0 && bytesRead > limits.maxBytes)
            return failure(at + "the record holds more than " + withThousands(limits.maxBytes) +
                           " bytes; the limit for a record is " + withThousands(limits.maxBytes) + " (docs/limits.md)");
        if (text.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        if (result.summary)
            return failure(at + "nothing may follow the summary line (line " + std::to_string(result.summaryLine) + ")");
        if (lineNestedDeeperThan(text, kMaxNesting) != 0)
            return failure(at + "JSON nested deeper than " + std::to_string(kMaxNesting) +
                           " levels; no record line needs more than 3");
        json line;
        try {
            line = parseJsonRefusingDuplicates(text);
        } catch (const DuplicateJsonKey& e) {
            return failure(at + e.what() + "; a record names each key once");
        } catch (const json::out_of_range&) {
            // A number beyond what a double holds (1e999): valid JSON, but no number a
            // record holds.
            return failure(at + "a number too large to read");
        } catch (const json::exception&) {
            return failure(at + "not valid JSON");
        }
        if (!line.is_object())
            return failure(at + "expected a JSON object, found " + typeName(line));
        try {
            if (!haveHeader) {
                result.record.header = parseHeader(line);
                haveHeader = true;
            } else if (line.contains("summary") && !line.contains("event")) {
                result.summary = line.at("summary");
                result.summaryLine = lineNumber;
            } else {
                result.record.events.push_back(parseEvent(line, result.record.header));
                result.eventLines.push_back(lineNumber);
            }
        } catch (const BadField& e) {
            return failure(at + e.what());
        } catch (const json::exception& e) {
            return failure(at + excerpt(e.what(), 200));
        }
    }
    if (in.bad())
        return failure("cannot be read");
    if (!haveHeader)
        return failure("the record is empty: line 1 must be its header");
    return result;
}

Expected<RecordHeader> readHeader(const json& line)
{
    if (!line.is_object())
        return failure("expected a JSON object, found " + typeName(line));
    try {
        return parseHeader(line);
    } catch (const BadField& e) {
        return failure(e.what());
    } catch (const json::exception& e) {
        return failure(excerpt(e.what(), 200));
    }
}

Expected<Event> readEvent(const json& line, const RecordHeader& header, bool hiddenTiles)
{
    if (!line.is_object())
        return failure("expected a JSON object, found " + typeName(line));
    try {
        return parseEvent(line, header, hiddenTiles);
    } catch (const BadField& e) {
        return failure(e.what());
    } catch (const json::exception& e) {
        return failure(excerpt(e.what(), 200));
    }
}

} // namespace mj

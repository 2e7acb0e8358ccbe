#include "ritual/narrator.h"

#include "core/notation.h"
#include "core/overloaded.h"
#include "record/game_log.h"
#include "ritual/break_point.h"
#include "table/live_wall.h"

#include <algorithm>

namespace mj {

namespace {

std::string diceText(const std::array<int, 2>& d)
{
    return std::to_string(d[0]) + " + " + std::to_string(d[1]) + " = " + std::to_string(d[0] + d[1]);
}

std::string plural(int n, const std::string& word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

std::string wallOwner(Seat mano, Seat wall)
{
    switch (mano.stepsTo(wall)) {
    case 0: return "the máno's own wall";
    case 1: return "the wall of the player to the máno's right (" + wall.name() + ")";
    case 2: return "the wall opposite the máno (" + wall.name() + ")";
    default: return "the wall of the player to the máno's left (" + wall.name() + ")";
    }
}

std::string joinSeats(const std::vector<Seat>& seats)
{
    std::string out;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        out += (i == 0 ? "" : (i + 1 == seats.size() ? " and " : ", ")) + std::to_string(seats[i].index());
    }
    return (seats.size() == 1 ? "Seat " : "Seats ") + out;
}

} // namespace

std::string Narrator::seatName(Seat seat, const Table& table) const
{
    std::string name = "Seat " + std::to_string(seat.index());
    if (table.mano() == seat)
        name += " (máno)";
    return name;
}

void Narrator::enter(Step step, std::vector<std::string>& out)
{
    if (step == m_step)
        return;
    m_step = step;
    ++m_stepNumber;
    const std::string n = std::to_string(m_stepNumber) + ". ";
    if (!out.empty() || m_stepNumber > 1)
        out.push_back("");
    switch (step) {
    case Step::Wash: out.push_back(n + "Wash"); break;
    case Step::Build:
        out.push_back(n + "Build the wall");
        out.push_back("Each player builds 18 stacks, two tiles high (36 tiles), in front of their seat; the "
                      "four segments close into a square.");
        break;
    case Step::Mano:
        out.push_back(n + "Choose the máno (dealer)");
        out.push_back("Every player rolls two dice; the highest total deals. Players tied for highest roll again.");
        break;
    case Step::Break: out.push_back(n + "Break the wall"); break;
    case Step::Deal:
        out.push_back(n + "Deal");
        out.push_back("From the draw wall the máno takes 8 tiles, then each player to the right 8; a second "
                      "round the same; then the máno takes a 17th tile.");
        break;
    case Step::Flowers:
        out.push_back(n + "Flowers");
        out.push_back(m_rules.variant == Variant::Visayan
                          ? "In the Visayan game only the eight flowers and seasons are flowers; winds and "
                            "dragons stay in the hand."
                          : "In the Filipino game every tile that is not suited (winds, dragons, flowers, "
                            "seasons) is a flower.");
        out.push_back("Everyone lays their flowers face up; the máno deals one replacement per flower from the "
                      "flower wall, seat by seat to the right, and again until no hand holds a flower.");
        break;
    case Step::Play:
        out.push_back(n + "Play");
        out.push_back("The máno discards first. Each player in turn draws and discards; a discard can be seized "
                      "before the next draw: pung or kang by anyone, chow by the next player, any tile to win.");
        break;
    case Step::None: break;
    }
}

std::vector<std::string> Narrator::tell(const Event& event, const Table& before)
{
    std::vector<std::string> out;
    const TileSet& set = before.tileSet();
    std::visit(
        Overloaded{
            [&](const WashEvent& e) {
                enter(Step::Wash, out);
                out.push_back("All " + std::to_string(e.order.size()) +
                              " tiles are turned face down and shuffled on the table: the wash.");
            },
            [&](const BuildEvent& e) {
                enter(Step::Build, out);
                out.push_back("Seat " + std::to_string(e.segment) + " builds its wall segment.");
            },
            [&](const RollEvent& e) {
                if (e.purpose == RollPurpose::Free) {
                    out.push_back("Seat " + std::to_string(e.seat.index()) + " rolls " + diceText(e.dice) + ".");
                } else if (e.purpose == RollPurpose::Mano) {
                    enter(Step::Mano, out);
                    const bool newRound = std::any_of(m_manoRound.begin(), m_manoRound.end(),
                                                      [&](const auto& r) { return r.first == e.seat; });
                    if (newRound) {
                        int best = 0;
                        std::vector<Seat> tied;
                        for (const auto& [seat, total] : m_manoRound)
                            best = std::max(best, total);
                        for (const auto& [seat, total] : m_manoRound)
                            if (total == best)
                                tied.push_back(seat);
                        out.push_back(joinSeats(tied) + " tie for highest with " + std::to_string(best) +
                                      " and roll again.");
                        m_manoRound.clear();
                    }
                    m_manoRound.emplace_back(e.seat, e.dice[0] + e.dice[1]);
                    out.push_back("Seat " + std::to_string(e.seat.index()) + " rolls " + diceText(e.dice) + ".");
                } else {
                    enter(Step::Break, out);
                    out.push_back("The máno, seat " + std::to_string(e.seat.index()) + ", rolls " +
                                  diceText(e.dice) + ".");
                }
            },
            [&](const ManoEvent& e) {
                int best = 0;
                for (const auto& r : m_manoRound)
                    best = std::max(best, r.second);
                out.push_back("Seat " + std::to_string(e.seat.index()) + " rolled highest (" +
                              std::to_string(best) + ") and is the máno.");
            },
            [&](const BreakEvent& e) {
                enter(Step::Break, out);
                const Seat mano = before.mano().value_or(Seat::of(e.segment));
                const BreakPoint bp = chooseBreak(mano, e.count, m_rules, before.geometry());
                const bool fromRight = m_rules.wallCount == WallCount::FromRight;
                out.push_back(std::string("Counting the walls counterclockwise from ") +
                              (fromRight ? "the wall on the máno's right (1 right, 2 opposite, 3 left, 4 the "
                                           "máno's own)"
                                         : "the wall opposite the máno (1 opposite, 2 left, 3 the máno's own, "
                                           "4 right)") +
                              ", " + std::to_string(e.count) + " lands on " + wallOwner(mano, bp.landedOn) + ".");
                if (bp.taboo)
                    out.push_back("Dealing from one's own wall is taboo, so the break moves to the wall on the "
                                  "máno's right (" +
                                  bp.wall.name() + ").");
                std::string end = "the end nearest the máno";
                if (mano.stepsTo(Seat::of(e.segment)) == 2)
                    end = std::string("the end nearer the máno's ") +
                          (m_rules.oppositeEnd == OppositeEnd::NearRight ? "right" : "left") +
                          "-hand neighbour (the máno's choice)";
                out.push_back("On that wall the máno counts " + std::to_string(e.count) + " stacks from " + end +
                              ".");
            },
            [&](const LiftEvent&) {
                const auto b = before.wallBreak();
                const int t = b ? b->count : 0;
                out.push_back("Stack " + std::to_string(t) + " (both tiles) is lifted onto stack " +
                              std::to_string(t - 1) +
                              ": that four-high stack is the head of the flower wall. The draw wall starts at "
                              "stack " +
                              std::to_string(t + 1) + " and runs away from the máno, on around the table.");
            },
            [&](const DicePlacedEvent&) {
                out.push_back("The dice are placed on the flower wall's head to mark it.");
            },
            [&](const TakeEvent& e) {
                const std::string tiles = formatTiles(e.tiles, set);
                const std::string who = seatName(e.seat, before);
                if (e.reason == TakeReason::Deal) {
                    enter(Step::Deal, out);
                    if (e.tiles.size() == 1)
                        out.push_back(who + " takes a 17th tile: " + tiles + ".");
                    else
                        out.push_back(who + " takes " + plural(static_cast<int>(e.tiles.size()), "tile") + ": " +
                                      tiles + ".");
                } else if (e.reason == TakeReason::Draw) {
                    out.push_back(who + " draws " + tiles + " from the draw wall.");
                } else if (e.reason == TakeReason::Gift) {
                    out.push_back(who + " takes a gift from the flower wall: " + tiles + ".");
                } else {
                    m_replacing = true;
                    out.push_back(who + " gets " +
                                  plural(static_cast<int>(e.tiles.size()), "replacement") +
                                  " from the flower wall: " + tiles + ".");
                }
            },
            [&](const ExposeFlowersEvent& e) {
                if (m_step == Step::Play) { // a flower drawn in play, replaced at once
                    out.push_back(seatName(e.seat, before) + " exposes a flower, " + formatTiles(e.tiles, set) +
                                  ", and takes a replacement from the flower wall.");
                    return;
                }
                enter(Step::Flowers, out);
                if (m_flowerRound == 0 || m_replacing) {
                    ++m_flowerRound;
                    m_replacing = false;
                    out.push_back("Round " + std::to_string(m_flowerRound) + ":");
                }
                out.push_back(seatName(e.seat, before) + " exposes " +
                              plural(static_cast<int>(e.tiles.size()), "flower") + ": " + formatTiles(e.tiles, set) +
                              ".");
            },
            [&](const MoveEvent& e) {
                // Where it goes, without the order within (a move always puts it last).
                const std::string seat = " of seat " + std::to_string(e.to.owner);
                std::string where;
                switch (e.to.zone) {
                case Zone::Free: where = e.spot ? "free area, " + describe(*e.spot) : "wash heap"; break;
                case Zone::Wall: where = "top of wall segment " + std::to_string(e.to.owner) + " stack " + std::to_string(e.to.group); break;
                case Zone::Hand: where = "hand" + seat; break;
                case Zone::Exposed: where = "exposed sets" + seat; break;
                case Zone::Flowers: where = "flowers" + seat; break;
                case Zone::Discards: where = "discards" + seat; break;
                }
                out.push_back("Tile " + std::to_string(e.tile.value) + " (" + set.kindOf(e.tile).notation() +
                              ") is moved to the " + where + (e.face == Face::Up ? ", face up." : ", face down."));
            },
            [&](const DiscardEvent& e) {
                out.push_back(seatName(e.seat, before) + " discards " + set.kindOf(e.tile).notation() + ".");
            },
            [&](const MeldEvent& e) {
                std::vector<TileId> tiles = e.tiles;
                if (e.from && !before.discards(*e.from).empty())
                    tiles.push_back(before.discards(*e.from).back());
                out.push_back(seatName(e.seat, before) + (e.concealed ? " lays a secret: " : " lays a set: ") +
                              formatTiles(tiles, set) +
                              (e.from ? " with the discard of " + seatName(*e.from, before) : std::string()) + ".");
            },
            [&](const AddToSetEvent& e) {
                out.push_back(seatName(e.seat, before) + " adds " + set.kindOf(e.tile).notation() +
                              " to a pung (sagása).");
            },
            [&](const FlipEvent& e) {
                out.push_back("Tile " + set.kindOf(e.tile).notation() + " is turned face " +
                              (e.face == Face::Up ? "up." : "down."));
            },
            [&](const ActionEvent&) { enter(Step::Play, out); }, // the consequences are told
            [&](const PaymentEvent& e) {
                if (!e.reason.empty())
                    out.push_back("Payment: " + e.reason + ".");
            },
            [&](const GameEndEvent& e) {
                out.push_back(e.winner ? seatName(*e.winner, before) + " wins: " + e.reason + "."
                                       : "The game ends without a winner: " + e.reason + ".");
            },
        },
        event);
    return out;
}

std::vector<std::string> describeOutcome(const Table& table)
{
    std::vector<std::string> out;
    const TileSet& set = table.tileSet();
    for (int s = 0; s < Seat::count; ++s) {
        const Seat seat = Seat::of(s);
        std::string line = "Seat " + std::to_string(s) + (table.mano() == seat ? " (máno)" : "") + ": " +
                           plural(static_cast<int>(table.hand(seat).size()), "tile") + " " +
                           formatTiles(table.hand(seat), set);
        const auto& flowers = table.flowers(seat);
        line += flowers.empty() ? "; no flowers" : "; flowers " + formatTiles(flowers, set);
        out.push_back(line);
    }
    const WallCounts counts = wallCounts(table);
    out.push_back("Left in the walls: " + std::to_string(counts.draw) + " tiles in the draw wall, " +
                  std::to_string(counts.flower) + " in the flower wall.");
    if (table.mano())
        out.push_back("The máno, seat " + std::to_string(table.mano()->index()) + ", discards first.");
    return out;
}

std::vector<std::string> narrateRecord(const GameRecord& record)
{
    Narrator narrator(record.header.rules);
    GameLog log(record.header);
    std::vector<std::string> lines;
    for (const Event& event : record.events) {
        for (auto& line : narrator.tell(event, log.table()))
            lines.push_back(std::move(line));
        log.appendOrThrow(event);
    }
    lines.push_back("");
    lines.push_back("The table is ready");
    for (auto& line : describeOutcome(log.table()))
        lines.push_back(std::move(line));
    return lines;
}

} // namespace mj

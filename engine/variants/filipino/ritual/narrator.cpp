#include "variants/filipino/ritual/narrator.h"

#include "variants/filipino/ritual/reason_messages.h"

#include "core/notation.h"
#include "core/overloaded.h"
#include "record/game_log.h"
#include "variants/filipino/ritual/break_point.h"
#include "variants/filipino/ritual/joker_reveal.h"
#include "table/live_wall.h"
#include "text/english.h"

#include <algorithm>
#include <cstdlib>

namespace mj {

namespace {

// Where on the felt a free-table tile was put, as a player says it: the part of the table
// (the middle, the near or far side, the left or right, a corner; near is seat 0's edge),
// and whether it lies on another tile or turned (issue 14, found when tried, 9: not "spot
// (-0.79, 1.78), level 0"). Table units are tile widths from the centre.
std::string spotInWords(const FreeSpot& spot)
{
    constexpr double kEdge = 4.0; // beyond this many tile widths from the centre: a side
    const std::string across = spot.x < -kEdge ? "left" : spot.x > kEdge ? "right" : "";
    const std::string along = spot.y > kEdge ? "near" : spot.y < -kEdge ? "far" : "";
    std::string where;
    if (across.empty() && along.empty())
        where = "in the middle";
    else if (along.empty())
        where = "on the " + across;
    else if (across.empty())
        where = "on the " + along + " side";
    else
        where = "in the " + along + " " + across + " corner";
    if (spot.level == 1)
        where += ", on another tile";
    else if (spot.level > 1)
        where += ", on a stack of " + std::to_string(spot.level);
    // The turn as a player sees it, not in degrees: a washed tile lies a few degrees off
    // square ("turned 359°" said nothing), a claimed one sideways.
    const int turn = ((spot.turn % 360) + 360 + 180) % 360 - 180; // -180..179, 0: square
    const int off = std::abs(turn);
    if (off >= 170)
        where += ", turned round";
    else if (off >= 80 && off <= 100)
        where += ", turned sideways";
    else if (off >= 10)
        where += ", at an angle";
    return where;
}

Message diceText(const std::array<int, 2>& d) { return {MessageId::DiceSum, {d[0], d[1], d[0] + d[1]}}; }

Message tileCount(int n) { return n == 1 ? Message{MessageId::OneTile} : Message{MessageId::ManyTiles, {n}}; }

// Whose wall, seen from the máno at a table of `walls` (one before each player).
Message wallOwner(Seat mano, Seat wall, int walls)
{
    const int steps = mano.stepsTo(wall, walls);
    if (steps == 0)
        return {MessageId::WallOwn};
    if (steps == 1)
        return {MessageId::WallRight, {seatNameLower(wall.index())}};
    if (steps == walls - 1)
        return {MessageId::WallLeft, {seatNameLower(wall.index())}};
    return {MessageId::WallOpposite, {seatNameLower(wall.index())}};
}

// "Seats 1 and 3": the seats tied for highest (two to four of them).
Message joinSeats(const std::vector<Seat>& seats)
{
    std::vector<MessageArg> args;
    for (const Seat seat : seats)
        args.emplace_back(seat.index());
    switch (seats.size()) {
    case 2: return {MessageId::SeatsTwo, std::move(args)};
    case 3: return {MessageId::SeatsThree, std::move(args)};
    case 4: return {MessageId::SeatsFour, std::move(args)};
    default: return seatName(seats.empty() ? 0 : seats.front().index());
    }
}

std::vector<std::string> inEnglish(const std::vector<Message>& messages)
{
    std::vector<std::string> out;
    out.reserve(messages.size());
    for (const Message& m : messages)
        out.push_back(english(m));
    return out;
}

} // namespace

Message Narrator::seatName(Seat seat, const Table& table) const
{
    if (table.mano() == seat)
        return {MessageId::SeatNameMano, {seat.index()}};
    return mj::seatName(seat.index());
}

void Narrator::enter(Step step, std::vector<Message>& out)
{
    if (step == m_step)
        return;
    m_step = step;
    ++m_stepNumber;
    const int n = m_stepNumber;
    if (!out.empty() || m_stepNumber > 1)
        out.emplace_back(MessageId::Empty);
    switch (step) {
    case Step::Wash: out.push_back({MessageId::StepWash, {n}}); break;
    case Step::Build:
        out.push_back({MessageId::StepBuild, {n}});
        out.push_back({MessageId::StepBuildExplained, {18, 36}});
        break;
    case Step::Mano:
        out.push_back({MessageId::StepMano, {n}});
        out.emplace_back(MessageId::StepManoExplained);
        break;
    case Step::Break: out.push_back({MessageId::StepBreak, {n}}); break;
    case Step::Deal:
        out.push_back({MessageId::StepDeal, {n}});
        out.emplace_back(MessageId::StepDealExplained);
        break;
    case Step::Flowers:
        out.push_back({MessageId::StepFlowers, {n}});
        out.emplace_back(m_rules.variant == FamilyVariant::Visayan ? MessageId::FlowersVisayan : MessageId::FlowersFilipino);
        out.emplace_back(MessageId::FlowersExplained);
        break;
    case Step::Joker:
        out.push_back({MessageId::StepJoker, {n}});
        out.emplace_back(MessageId::StepJokerExplained);
        break;
    case Step::Play:
        out.push_back({MessageId::StepPlay, {n}});
        out.emplace_back(MessageId::StepPlayExplained);
        break;
    case Step::None: break;
    }
}

std::vector<std::string> Narrator::tell(const Event& event, const Table& before)
{
    return inEnglish(tellMessages(event, before));
}

std::vector<Message> Narrator::tellMessages(const Event& event, const Table& before)
{
    std::vector<Message> out;
    const TileSet& set = before.tileSet();
    std::visit(
        Overloaded{
            [&](const WashEvent& e) {
                enter(Step::Wash, out);
                out.push_back({MessageId::Washed, {e.order.size()}});
            },
            [&](const BuildEvent& e) {
                enter(Step::Build, out);
                out.push_back({MessageId::BuildsSegment, {e.segment}});
            },
            [&](const RollEvent& e) {
                if (e.purpose == RollPurpose::Free) {
                    out.push_back({MessageId::Rolls, {mj::seatName(e.seat.index()), diceText(e.dice)}});
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
                        out.push_back({MessageId::TieForHighest, {joinSeats(tied), best}});
                        m_manoRound.clear();
                    }
                    m_manoRound.emplace_back(e.seat, e.dice[0] + e.dice[1]);
                    out.push_back({MessageId::Rolls, {mj::seatName(e.seat.index()), diceText(e.dice)}});
                } else if (e.purpose == RollPurpose::Joker) { // seed 000's joker, after the flowers
                    enter(Step::Joker, out);
                    out.push_back({MessageId::ManoRollsForJoker, {e.seat.index(), diceText(e.dice)}});
                    out.push_back({MessageId::JokerCount, {e.dice[0] + e.dice[1]}});
                    m_revealingJoker = true;
                } else {
                    enter(Step::Break, out);
                    out.push_back({MessageId::ManoRollsForBreak, {e.seat.index(), diceText(e.dice)}});
                }
            },
            [&](const ManoEvent& e) {
                int best = 0;
                for (const auto& r : m_manoRound)
                    best = std::max(best, r.second);
                out.push_back({MessageId::IsMano, {e.seat.index(), best}});
            },
            [&](const BreakEvent& e) {
                enter(Step::Break, out);
                const Seat mano = before.mano().value_or(Seat::of(e.segment));
                const BreakPoint bp = chooseBreak(mano, e.count, m_rules, before.geometry());
                const bool fromRight = m_rules.wallCount == WallCount::FromRight;
                out.push_back({MessageId::CountLandsOn,
                               {Message{fromRight ? MessageId::CountFromRight : MessageId::CountFromOpposite},
                                e.count, wallOwner(mano, bp.landedOn, m_rules.seats())}});
                if (bp.taboo)
                    out.push_back({MessageId::BreakTaboo, {seatNameLower(bp.wall.index())}});
                Message end{MessageId::EndNearestMano};
                const int steps = mano.stepsTo(Seat::of(e.segment), m_rules.seats());
                if (steps != 1 && steps != m_rules.seats() - 1)
                    end = Message{m_rules.oppositeEnd == OppositeEnd::NearRight ? MessageId::EndNearerRight
                                                                                : MessageId::EndNearerLeft};
                out.push_back({MessageId::CountsStacks, {e.count, end}});
            },
            [&](const LiftEvent&) {
                const auto b = before.wallBreak();
                const int t = b ? b->count : 0;
                out.push_back({MessageId::StackLifted, {t, t - 1, t + 1}});
            },
            [&](const DicePlacedEvent&) { out.emplace_back(MessageId::DicePlaced); },
            [&](const TakeEvent& e) {
                const std::string tiles = formatTiles(e.tiles, set);
                const Message who = seatName(e.seat, before);
                const int n = static_cast<int>(e.tiles.size());
                if (e.reason == TakeReason::Deal) {
                    enter(Step::Deal, out);
                    if (n == 1)
                        out.push_back({MessageId::TakesLastDealTile, {who, 17, tiles}});
                    else
                        out.push_back({MessageId::TakesTiles, {who, tileCount(n), tiles}});
                } else if (e.reason == TakeReason::Draw) {
                    out.push_back({MessageId::Draws, {who, tiles}});
                } else if (e.reason == TakeReason::Gift) {
                    out.push_back({MessageId::TakesGift, {who, tiles}});
                } else {
                    m_replacing = true;
                    if (n == 1)
                        out.push_back({MessageId::GetsOneReplacement, {who, tiles}});
                    else
                        out.push_back({MessageId::GetsReplacements, {who, n, tiles}});
                }
            },
            [&](const ExposeFlowersEvent& e) {
                if (m_step == Step::Play) { // a flower drawn in play, replaced at once
                    out.push_back({MessageId::ExposesFlowerInPlay, {seatName(e.seat, before), formatTiles(e.tiles, set)}});
                    return;
                }
                enter(Step::Flowers, out);
                if (m_flowerRound == 0 || m_replacing) {
                    ++m_flowerRound;
                    m_replacing = false;
                    out.push_back({MessageId::FlowerRound, {m_flowerRound}});
                }
                const int n = static_cast<int>(e.tiles.size());
                if (n == 1)
                    out.push_back({MessageId::ExposesOneFlower, {seatName(e.seat, before), formatTiles(e.tiles, set)}});
                else
                    out.push_back({MessageId::ExposesFlowers, {seatName(e.seat, before), n, formatTiles(e.tiles, set)}});
            },
            [&](const MoveEvent& e) {
                // Where it goes, without the order within (a move always puts it last).
                const int owner = e.to.owner;
                Message where;
                switch (e.to.zone) {
                case Zone::Free:
                    where = e.spot ? Message{MessageId::PlaceFreeArea, {spotInWords(*e.spot)}}
                                   : Message{MessageId::PlaceWashHeap};
                    break;
                case Zone::Wall: where = {MessageId::PlaceWallTop, {owner, e.to.group}}; break;
                case Zone::Hand: where = {MessageId::PlaceHand, {owner}}; break;
                case Zone::Exposed: where = {MessageId::PlaceExposed, {owner}}; break;
                case Zone::Flowers: where = {MessageId::PlaceFlowers, {owner}}; break;
                case Zone::Discards: where = {MessageId::PlaceDiscards, {owner}}; break;
                }
                if (e.face == Face::Up)
                    out.push_back({MessageId::MovedFaceUp,
                                   {static_cast<long long>(e.tile.value), set.kindOf(e.tile).notation(), where}});
                else // its kind unsaid: the table hides it
                    out.push_back({MessageId::MovedFaceDown, {static_cast<long long>(e.tile.value), where}});
            },
            [&](const DiscardEvent& e) {
                const bool joker = m_jokerIndicator && isJokerOf(e.tile, *m_jokerIndicator, set);
                out.push_back({joker ? MessageId::DiscardsJoker : MessageId::Discards,
                               {seatName(e.seat, before), set.kindOf(e.tile).notation()}});
            },
            [&](const MeldEvent& e) {
                std::vector<TileId> tiles = e.tiles;
                if (e.from && !before.discards(*e.from).empty())
                    tiles.push_back(before.discards(*e.from).back());
                const std::string text = formatTiles(tiles, set);
                if (e.from)
                    out.push_back({e.concealed ? MessageId::LaysSecretWithDiscard : MessageId::LaysSetWithDiscard,
                                   {seatName(e.seat, before), text, seatName(*e.from, before)}});
                else
                    out.push_back({e.concealed ? MessageId::LaysSecret : MessageId::LaysSet,
                                   {seatName(e.seat, before), text}});
            },
            [&](const AddToSetEvent& e) {
                out.push_back({MessageId::AddsToPung, {seatName(e.seat, before), set.kindOf(e.tile).notation()}});
            },
            [&](const FlipEvent& e) {
                const TileKind kind = set.kindOf(e.tile);
                // Seed 003's joker: the break roll reveals it, the first tile turned up after the break.
                if (!m_revealingJoker && m_step == Step::Break && m_rules.joker == JokerRule::AtBreak
                    && e.face == Face::Up) {
                    enter(Step::Joker, out);
                    const auto broken = before.wallBreak(); // its count is the break roll
                    out.push_back({MessageId::JokerCountBreakRoll, {broken ? broken->count : 0}});
                    m_revealingJoker = true;
                }
                if (m_revealingJoker && e.face == Face::Up) { // as jokerRevealTiles turns them
                    const bool indicator = endsJokerReveal(kind, m_rules);
                    out.push_back({indicator ? MessageId::JokerIndicator : MessageId::JokerPassedOver, {kind.notation()}});
                    m_revealingJoker = !indicator;
                    if (indicator)
                        m_jokerIndicator = e.tile;
                    return;
                }
                out.push_back({e.face == Face::Up ? MessageId::TurnedFaceUp : MessageId::TurnedFaceDown,
                               {static_cast<long long>(e.tile.value), kind.notation()}});
            },
            [&](const ActionEvent&) { enter(Step::Play, out); }, // the consequences are told
            [&](const PaymentEvent& e) {
                if (!e.reason.empty())
                    out.push_back({MessageId::Payment, {reasonMessage(e.reason)}});
            },
            [&](const GameEndEvent& e) {
                if (e.winner)
                    out.push_back({MessageId::Wins, {seatName(*e.winner, before), reasonMessage(e.reason)}});
                else
                    out.push_back({MessageId::EndsWithoutWinner, {reasonMessage(e.reason)}});
            },
        },
        event);
    return out;
}

std::vector<Message> describeOutcomeMessages(const Table& table)
{
    std::vector<Message> out;
    const TileSet& set = table.tileSet();
    for (int s = 0; s < table.seatCount(); ++s) {
        const Seat seat = Seat::of(s);
        const Message who = table.mano() == seat ? Message{MessageId::SeatNameMano, {s}} : seatName(s);
        const Message count = tileCount(static_cast<int>(table.hand(seat).size()));
        const auto& flowers = table.flowers(seat);
        if (flowers.empty())
            out.push_back({MessageId::OutcomeNoFlowers, {who, count, formatTiles(table.hand(seat), set)}});
        else
            out.push_back({MessageId::OutcomeFlowers,
                           {who, count, formatTiles(table.hand(seat), set), formatTiles(flowers, set)}});
    }
    const WallCounts counts = wallCounts(table);
    out.push_back({MessageId::LeftInWalls, {counts.draw, counts.flower}});
    if (table.mano())
        out.push_back({MessageId::ManoDiscardsFirst, {table.mano()->index()}});
    return out;
}

std::vector<std::string> describeOutcome(const Table& table) { return inEnglish(describeOutcomeMessages(table)); }

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
    lines.emplace_back();
    lines.push_back(english(Message{MessageId::TableReady}));
    for (auto& line : describeOutcome(log.table()))
        lines.push_back(std::move(line));
    return lines;
}

} // namespace mj

// The American setup in words (seed 002, "Starting The Game" B-E; american_setup.h): a plain
// sentence for each event the table shows (who rolled what, ties rolling again, East's break
// counted from the right end of East's wall, the deal four tiles at a time, East's jump) and
// the step it belongs to explained for the teaching line, as the Filipino ritual's narrator
// does for its ritual (variants/filipino/ritual/narrator.h). Seats are named from you
// (AmericanSession::seatName); the counts come from the record and the table, not assumed.
#include "american/american_session.h"

#include "session/session.h"
#include "variants/american/american_setup.h"

#include <algorithm>
#include <vector>

namespace {

enum class SetupStep { None, Wash, Walls, East, Break, Deal };

SetupStep stepOf(const mj::Event& event)
{
    if (std::holds_alternative<mj::WashEvent>(event))
        return SetupStep::Wash;
    if (std::holds_alternative<mj::BuildEvent>(event))
        return SetupStep::Walls;
    if (const auto* roll = std::get_if<mj::RollEvent>(&event))
        return roll->purpose == mj::RollPurpose::Break ? SetupStep::Break : SetupStep::East;
    if (std::holds_alternative<mj::ManoEvent>(event))
        return SetupStep::East;
    if (std::holds_alternative<mj::BreakEvent>(event))
        return SetupStep::Break;
    return SetupStep::Deal; // the takes and East's second tile of the jump
}

int total(const mj::RollEvent& roll) { return roll.dice[0] + roll.dice[1]; }

} // namespace

QString AmericanSession::setupTeaching(int shown) const
{
    const auto& events = m_tiles->record().events;
    if (shown < 0)
        shown = m_tiles->step();
    if (shown <= 0 || events.empty())
        return tr("The setup: before the Charleston the tiles are washed, the walls built, East found and the tiles dealt. Watch each step on the table.");
    const std::size_t last = std::min(static_cast<std::size_t>(shown), events.size()) - 1;
    const mj::Table& table = m_tiles->table();
    const int seats = table.seatCount();
    switch (stepOf(events[last])) {
    case SetupStep::Wash:
        return tr("Setup 1 of 5, the wash: all %1 tiles are turned face down in the middle of the table and shuffled by every player.")
            .arg(table.tileSet().size());
    case SetupStep::Walls:
        return tr("Setup 2 of 5, the walls: each player builds a wall two tiles high in front of their rack, %1 stacks long; the %2 walls make a square.")
            .arg(table.geometry().stacksPerSegment)
            .arg(seats);
    case SetupStep::East: {
        const bool rolled = std::any_of(events.begin(), events.begin() + static_cast<long>(last) + 1, [](const mj::Event& e) {
            const auto* roll = std::get_if<mj::RollEvent>(&e);
            return roll && roll->purpose == mj::RollPurpose::Mano;
        });
        return rolled ? tr("Setup 3 of 5, who is East: each player rolls the dice in turn, and the highest total is East, the dealer, who plays first. Players tied for the highest roll again.")
                      : tr("Setup 3 of 5, East: after every game East moves one seat to the right, so nobody rolls for it.");
    }
    case SetupStep::Break:
        return tr("Setup 4 of 5, the break: East rolls the dice and counts that many stacks from the right end of their own wall, then breaks the wall there. The deal starts at the next stack; the stacks counted off are drawn last.");
    case SetupStep::Deal:
        return tr("Setup 5 of 5, the deal: from East, going to the right, each player takes two stacks (four tiles) at a time until everyone has %1. Then East takes the first and third tiles of the top row and the others one tile each: East %2, the others %3.")
            .arg(mj::american::kDealtEach)
            .arg(mj::american::kEastTiles)
            .arg(mj::american::kOtherTiles);
    case SetupStep::None: break;
    }
    return {};
}

QString AmericanSession::setupSentence(std::size_t index) const
{
    const auto& events = m_tiles->record().events;
    if (index >= events.size())
        return {};
    const mj::Table& table = m_tiles->table();
    const mj::Event& event = events[index];
    const int eastSeat = east();
    const QString eastName = eastSeat == 0 ? tr("East (you)") : tr("East (%1)").arg(seatName(eastSeat));

    if (std::holds_alternative<mj::WashEvent>(event))
        return tr("The wash: every tile face down, shuffled.");
    if (const auto* build = std::get_if<mj::BuildEvent>(&event)) {
        const int stacks = static_cast<int>(build->tiles.size()) / std::max(1, table.geometry().height);
        return build->segment == 0 ? tr("You built your wall: %1 stacks, two tiles high.").arg(stacks)
                                   : tr("%1 built a wall of %2 stacks, two tiles high.").arg(seatName(build->segment)).arg(stacks);
    }
    if (const auto* roll = std::get_if<mj::RollEvent>(&event)) {
        if (roll->purpose == mj::RollPurpose::Break)
            return tr("%1 rolled %2 and %3 to break the wall.").arg(eastName).arg(roll->dice[0]).arg(roll->dice[1]);
        // The roll-off (table/roll_off.h) replayed up to this roll: who rolls in this round,
        // and whether the round ends with a tie for the highest.
        std::vector<int> contenders;
        for (int s = 0; s < table.seatCount(); ++s)
            contenders.push_back(s);
        std::vector<std::pair<int, int>> round; // seat, total
        int roundNumber = 1;
        for (std::size_t i = 0; i <= index; ++i) {
            const auto* r = std::get_if<mj::RollEvent>(&events[i]);
            if (!r || r->purpose != mj::RollPurpose::Mano)
                continue;
            round.emplace_back(r->seat.index(), total(*r));
            if (round.size() < contenders.size() || i == index)
                continue;
            int best = 0;
            for (const auto& [seat, sum] : round)
                best = std::max(best, sum);
            contenders.clear();
            for (const auto& [seat, sum] : round)
                if (sum == best)
                    contenders.push_back(seat);
            round.clear();
            ++roundNumber;
        }
        QString sentence = tr("%1 rolled %2 and %3: %4.")
                               .arg(seatName(roll->seat.index()))
                               .arg(roll->dice[0])
                               .arg(roll->dice[1])
                               .arg(total(*roll));
        if (roundNumber > 1)
            sentence = tr("Rolling again: %1").arg(sentence);
        if (round.size() == contenders.size()) {
            int best = 0;
            for (const auto& [seat, sum] : round)
                best = std::max(best, sum);
            QStringList tied;
            for (const auto& [seat, sum] : round)
                if (sum == best)
                    tied << seatName(seat);
            if (tied.size() > 1)
                sentence += QLatin1Char(' ') + tr("%1 tie with %2: they roll again.").arg(tied.join(tr(" and "))).arg(best);
        }
        return sentence;
    }
    if (const auto* mano = std::get_if<mj::ManoEvent>(&event)) {
        const int seat = mano->seat.index();
        const auto* roll = index > 0 ? std::get_if<mj::RollEvent>(&events[index - 1]) : nullptr;
        if (!roll)
            return seat == 0 ? tr("East moves to the right after each game: you are East now.")
                             : tr("East moves to the right after each game: %1 is East now.").arg(seatName(seat));
        int best = 0;
        for (std::size_t i = 0; i < index; ++i)
            if (const auto* r = std::get_if<mj::RollEvent>(&events[i]); r && r->seat == mano->seat)
                best = total(*r);
        return seat == 0 ? tr("You rolled highest (%1): you are East, the dealer, and play first.").arg(best)
                         : tr("%1 rolled highest (%2) and is East, the dealer, who plays first.").arg(seatName(seat)).arg(best);
    }
    if (const auto* wallBreak = std::get_if<mj::BreakEvent>(&event))
        return tr("East rolled %1: counting %1 stacks from the right end of East's wall, and breaks it there.")
            .arg(wallBreak->count);
    if (const auto* take = std::get_if<mj::TakeEvent>(&event)) {
        const int seat = take->seat.index();
        // How many tiles this seat holds once the take is done.
        int held = 0;
        for (std::size_t i = 0; i <= index; ++i) {
            if (const auto* t = std::get_if<mj::TakeEvent>(&events[i]); t && t->seat == take->seat)
                held += static_cast<int>(t->tiles.size());
            else if (const auto* m = std::get_if<mj::MoveEvent>(&events[i]); m && m->to.zone == mj::Zone::Hand && m->to.owner == seat)
                ++held;
        }
        const QString who = seatName(seat);
        if (take->tiles.size() > 1)
            return tr("%1 took two stacks, four tiles: %2 of %3.").arg(who).arg(held).arg(mj::american::kDealtEach);
        const bool jump = index + 1 < events.size() && std::holds_alternative<mj::MoveEvent>(events[index + 1]);
        if (jump)
            return tr("%1 jumps: the first tile of the top row...").arg(eastName);
        const bool last = index + 1 == static_cast<std::size_t>(m_setupEnd);
        const QString sentence = tr("%1 took one tile: %2.").arg(who).arg(held);
        return last ? sentence + QLatin1Char(' ') +
                          tr("The deal is done: East has %1 tiles, the others %2. Next, the Charleston: three passes of three tiles you do not want.")
                              .arg(mj::american::kEastTiles)
                              .arg(mj::american::kOtherTiles)
                    : sentence;
    }
    if (std::holds_alternative<mj::MoveEvent>(event))
        return tr("...and the third: %1 has %2 tiles.").arg(eastName).arg(mj::american::kEastTiles);
    return {};
}

// The Filipino ritual by hand on the free table (free_table.h): naming the máno, breaking
// the wall at a stack as the ritual counts it (break_point.h), laying a seat's flowers, and
// the ritual's next step run by the engine. These need the Chinese set on the square of 18.
#include "freetable/free_table.h"

#include "freetable/free_tile_math.h"
#include "text/ruleset_title.h"

#include "variants/filipino/ritual/ritual_step.h"

using namespace mjui::freetile;

bool FreeTable::makeMano(int seat)
{
    if (!seatOk(seat))
        return false;
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    return commit({mj::ManoEvent{mj::Seat::of(seat)}});
}

bool FreeTable::breakAt(int tileId)
{
    if (!tileOk(tileId))
        return false;
    const mj::Place at = table().placeOf(idOf(tileId));
    if (at.zone != mj::Zone::Wall)
        return refuse(QStringLiteral("Pick a tile of the wall stack to break the wall at."));
    if (table().wallBreak())
        return refuse(QStringLiteral("The wall is already broken; undo the break to break it elsewhere."));
    const auto mano = table().mano();
    if (!mano)
        return refuse(QStringLiteral("Say who is máno first (Máno): the count starts from the end of the wall "
                                     "nearest the máno."));
    const mj::WallGeometry& g = table().geometry();
    const mj::Ruleset& rules = record().header.rules;
    // The end the count starts from, as the ritual has it for this wall (break_point.h).
    int direction = rules.oppositeEnd == mj::OppositeEnd::NearRight ? 1 : -1;
    const int walls = g.segments; // one before each seat of the square
    if (const int steps = mano->stepsTo(mj::Seat::of(at.owner), walls); steps == 1)
        direction = 1;
    else if (steps == walls - 1)
        direction = -1;
    const int count = direction > 0 ? at.group + 1 : g.stacksPerSegment - at.group;
    if (count < 2)
        return refuse(QStringLiteral("The lifted stack goes onto the stack before it, counted from the end nearest "
                                     "the máno; the first stack has none. Pick a stack further along."));
    const mj::StackRef lifted{at.owner, at.group};
    const mj::StackRef flowerHead = g.atRing(g.ringIndex(lifted) - direction);
    return commit({mj::BreakEvent{at.owner, count, direction}, mj::LiftEvent{lifted, flowerHead},
                   mj::DicePlacedEvent{flowerHead}});
}

bool FreeTable::layFlowers(int seat)
{
    if (!seatOk(seat))
        return false;
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    if (&table().tileSet() != &mj::TileSet::chinese())
        return refuse(QStringLiteral("Flowers are laid by the Filipino rules, with the Chinese set; lay %1's tiles face "
                                     "up by hand (Flowers).").arg(seat));
    const mj::Ruleset& rules = record().header.rules;
    std::vector<mj::TileId> flowers;
    for (mj::TileId tile : table().hand(mj::Seat::of(seat)))
        if (rules.isFlower(table().tileSet().kindOf(tile)))
            flowers.push_back(tile);
    if (flowers.empty())
        return refuse(QStringLiteral("Seat %1 holds no flowers under %2 rules.").arg(seat).arg(rulesetTitle(QString::fromStdString(rules.name))));
    if (!commit({mj::ExposeFlowersEvent{mj::Seat::of(seat), flowers}}))
        return false;
    m_message = QStringLiteral("Seat %1 laid %2 %3: take as many replacements (Replacement).")
                    .arg(seat)
                    .arg(flowers.size())
                    .arg(flowers.size() == 1 ? QStringLiteral("flower") : QStringLiteral("flowers"));
    m_refused = false;
    emit changed();
    return true;
}

QString FreeTable::nextStep() const
{
    if (!active() || !filipinoTable())
        return {};
    const auto step = mj::nextRitualStep(table(), record().header.rules, washed());
    return step ? QString::fromStdString(mj::ritualStepName(*step)) : QString();
}

QString FreeTable::nextStepBlocked() const
{
    if (!active())
        return {};
    if (!filipinoTable())
        return QStringLiteral("The ritual's steps are the Filipino game's, on chinese-144 and square-18; set this table "
                              "out with Build and Deal.");
    const auto step = mj::nextRitualStep(table(), record().header.rules, washed());
    return step ? QString() : QString::fromStdString(step.error());
}

bool FreeTable::runNextStep()
{
    if (!m_history)
        return refuse(QStringLiteral("Start the free table first."));
    if (!filipinoTable())
        return refuse(nextStepBlocked());
    const auto events = mj::ritualStepEvents(table(), record().header.rules, washed(), *m_rng);
    if (!events)
        return refuse(QString::fromStdString(events.error()));
    return commit(*events);
}


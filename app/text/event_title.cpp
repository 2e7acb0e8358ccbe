#include "text/event_title.h"

#include "text/title_table.h"

#include "core/action.h"
#include "core/tile_set.h"

namespace {

constexpr Title kEvents[] = {
    {"wash", QT_TRANSLATE_NOOP("Mahjongero", "Washing the tiles")},
    {"build", QT_TRANSLATE_NOOP("Mahjongero", "Building a wall")},
    {"roll", QT_TRANSLATE_NOOP("Mahjongero", "Rolling the dice")},
    {"mano", QT_TRANSLATE_NOOP("Mahjongero", "Naming the máno")},
    {"break", QT_TRANSLATE_NOOP("Mahjongero", "Breaking the wall")},
    {"lift", QT_TRANSLATE_NOOP("Mahjongero", "Lifting the break stack")},
    {"dice", QT_TRANSLATE_NOOP("Mahjongero", "Setting the dice aside")},
    {"take", QT_TRANSLATE_NOOP("Mahjongero", "Taking tiles")},
    {"flowers", QT_TRANSLATE_NOOP("Mahjongero", "Laying flowers")},
    {"move", QT_TRANSLATE_NOOP("Mahjongero", "Moving tiles")},
    {"discard", QT_TRANSLATE_NOOP("Mahjongero", "A discard")},
    {"meld", QT_TRANSLATE_NOOP("Mahjongero", "A set laid open")},
    {"add_to_set", QT_TRANSLATE_NOOP("Mahjongero", "A tile added to a set")},
    {"flip", QT_TRANSLATE_NOOP("Mahjongero", "Turning a tile over")},
    {"action", QT_TRANSLATE_NOOP("Mahjongero", "A decision")},
    {"payment", QT_TRANSLATE_NOOP("Mahjongero", "Paying")},
    {"end", QT_TRANSLATE_NOOP("Mahjongero", "The end of the game")},
};

constexpr Title kActions[] = {
    {"draw", QT_TRANSLATE_NOOP("Mahjongero", "draws")},
    {"discard", QT_TRANSLATE_NOOP("Mahjongero", "discards")},
    {"win", QT_TRANSLATE_NOOP("Mahjongero", "wins from the wall")},
    {"secret", QT_TRANSLATE_NOOP("Mahjongero", "shows a concealed kang of")},
    {"sagasa", QT_TRANSLATE_NOOP("Mahjongero", "completes a kang with")},
    {"beauty", QT_TRANSLATE_NOOP("Mahjongero", "shows beauty (the three dragons)")},
    {"news", QT_TRANSLATE_NOOP("Mahjongero", "shows NEWS (the four winds)")},
    {"pass", QT_TRANSLATE_NOOP("Mahjongero", "lets the discard go")},
    {"chow", QT_TRANSLATE_NOOP("Mahjongero", "claims a chow from")},
    {"pung", QT_TRANSLATE_NOOP("Mahjongero", "claims a pung of")},
    {"kang", QT_TRANSLATE_NOOP("Mahjongero", "claims a kang of")},
    {"claim_win", QT_TRANSLATE_NOOP("Mahjongero", "claims the discard to win")},
    {"claim_beauty", QT_TRANSLATE_NOOP("Mahjongero", "claims the discard for beauty")},
    {"claim_news", QT_TRANSLATE_NOOP("Mahjongero", "claims the discard for NEWS")},
    {"move", QT_TRANSLATE_NOOP("Mahjongero", "moves tiles")},
    {"resign", QT_TRANSLATE_NOOP("Mahjongero", "gives the game up")},
    {"call", QT_TRANSLATE_NOOP("Mahjongero", "calls")},
    {"joker_exchange", QT_TRANSLATE_NOOP("Mahjongero", "exchanges a joker, giving")},
    {"call_dead", QT_TRANSLATE_NOOP("Mahjongero", "calls a hand dead")},
    {"pass_tile", QT_TRANSLATE_NOOP("Mahjongero", "passes a tile")},
    {"pass_blind", QT_TRANSLATE_NOOP("Mahjongero", "passes tiles unseen")},
    {"vote", QT_TRANSLATE_NOOP("Mahjongero", "votes on the second Charleston")},
    {"courtesy_offer", QT_TRANSLATE_NOOP("Mahjongero", "offers a courtesy pass")},
};

} // namespace

QString eventTitle(const QString& engineName) { return titleIn(kEvents, engineName); }

QString actionTitle(const QString& engineName) { return titleIn(kActions, engineName); }

QString decisionText(const mj::Action& action, const mj::TileSet& set)
{
    QString what = actionTitle(QString::fromStdString(mj::actionTypeName(action.type)));
    // A tile passed in the Charleston goes face down to its neighbour: not named.
    const bool hidden = action.type == mj::ActionType::PassTile;
    if (!hidden && set.contains(action.tile))
        what += QLatin1Char(' ') + QString::fromStdString(set.kindOf(mj::TileId{static_cast<std::uint16_t>(action.tile)}).notation());
    else if (!hidden && action.kind >= 0 && action.kind < mj::TileKind::count)
        what += QLatin1Char(' ') + QString::fromStdString(mj::TileKind::fromIndex(action.kind).notation());
    return QCoreApplication::translate("Mahjongero", "Seat %1 %2").arg(action.seat.index()).arg(what);
}

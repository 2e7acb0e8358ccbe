// The American session's words: the labels of your actions, the teaching line for each step
// of the Charleston, what just happened on the table, and the end of a game.
#include "american/american_session.h"

#include "american/american_hint_words.h"
#include "variants/american/card_kinds.h"

#include "session/session.h"
#include "variants/american/american_game.h"

#include <optional>

namespace {

// A kind as American players name it ("7 Dot", "North", "Soap"; issue 14, found when tried,
// 9: plain words, not notation), its notation only for a kind the set does not hold.
QString kindWords(mj::TileKind kind)
{
    const QString name = mjui::americanTileName(mj::american::cardKindOf(kind));
    return name.isEmpty() ? QString::fromStdString(kind.notation()) : name;
}

QString kindText(const mj::TileSet& set, int tile)
{
    return kindWords(set.kindOf(mj::TileId{static_cast<std::uint16_t>(tile)}));
}

QString setName(int size)
{
    switch (size) {
    case 3: return AmericanSession::tr("pung");
    case 4: return AmericanSession::tr("kong");
    case 5: return AmericanSession::tr("quint");
    case 6: return AmericanSession::tr("sextet");
    default: return AmericanSession::tr("set of %1").arg(size);
    }
}

} // namespace

// Seat 0 is you; the pass to the right goes to the next seat (Seat::right), so the others
// are named by where they sit from you. With friends at this computer every seat has its
// name (american_session_hot_seat.cpp).
QString AmericanSession::seatName(int seat) const
{
    if (seat >= 0 && seat < m_names.size())
        return m_names[seat];
    switch (seat) {
    case 0: return tr("You");
    case 1: return tr("Right");
    case 2: return tr("Across");
    case 3: return tr("Left");
    default: return tr("Seat %1").arg(seat + 1);
    }
}

QString AmericanSession::actionLabel(const mj::Action& a) const
{
    const mj::TileSet& set = m_tiles->table().tileSet();
    switch (a.type) {
    case mj::ActionType::Draw: return tr("Draw");
    case mj::ActionType::Pass: return tr("Pass (no call)");
    case mj::ActionType::Call: {
        const QString kind = kindWords(mj::TileKind::fromIndex(a.kind));
        return a.from > 0 ? tr("Call the %1 for a %2 (%3 joker(s))").arg(kind, setName(a.count)).arg(a.from)
                          : tr("Call the %1 for a %2").arg(kind, setName(a.count));
    }
    case mj::ActionType::ClaimWin: return tr("Mah Jongg! (take the discard)");
    case mj::ActionType::Win: {
        // Declared in error a hand is exposed and dead (seed 002): the button says so first.
        const auto* game = m_session && m_session->hasGame() ? mj::american::AmericanGame::of(m_session->game()) : nullptr;
        return game && !game->completesALine(a.seat) ? tr("Mah Jongg? (no line yet: in error your hand is dead)")
                                                     : tr("Mah Jongg");
    }
    case mj::ActionType::JokerExchange:
        return tr("Swap your %1 for the joker in %2's exposure").arg(kindText(set, a.tile), seatName(a.from));
    case mj::ActionType::CallDead: return tr("Call %1's hand dead").arg(seatName(a.from));
    case mj::ActionType::Vote: return a.count ? tr("Yes, a second Charleston") : tr("No second Charleston");
    case mj::ActionType::CourtesyOffer: return tr("Offer %1 across").arg(a.count);
    case mj::ActionType::Discard: return tr("Discard the %1").arg(kindText(set, a.tile));
    case mj::ActionType::PassTile: return tr("Pass the %1").arg(kindText(set, a.tile));
    case mj::ActionType::PassBlind: return tr("Pass %1 blind").arg(a.count);
    default: return QString::fromStdString(mj::actionTypeName(a.type));
    }
}

QString AmericanSession::passLabel() const
{
    const int blind = pickCount() - selectedCount();
    if (canPass() && blind > 0)
        return tr("Pass %1 + %2 blind").arg(selectedCount()).arg(blind);
    return isCourtesyPass() ? tr("Give %1 across").arg(pickCount()) : tr("Pass 3");
}

// Each step of the Charleston in plain words (seed 002, "The Charleston"), then what to do.
QString AmericanSession::teaching() const
{
    if (!m_session)
        return {};
    if (overShown())
        return tr("The game is over. Next game: East moves to the right.");
    if (showingSetup())
        return setupTeaching();
    const QString step = charlestonStep();
    const bool waiting = caughtUp() && legal().empty();
    if (!step.isEmpty() && waiting)
        return tr("Waiting for the others to pass.");
    if (step == QLatin1String("first right"))
        return tr("Charleston 1 of 3: choose three tiles you do not need and pass them face down to the player on your right. Jokers are never passed.");
    if (step == QLatin1String("first across"))
        return tr("Charleston, pass 2: three tiles to the player across from you. Keep what fits the lines you like on the card.");
    if (step == QLatin1String("first left"))
        return tr("Charleston, pass 3 to your left. You may pass blind: choose fewer than three and the rest are tiles passed to you now, handed on unseen.");
    if (step == QLatin1String("vote"))
        return tr("Vote: a second Charleston (left, across, right) is played only if all four players want it.");
    if (step == QLatin1String("second left"))
        return tr("Second Charleston, pass 1: three tiles to your left.");
    if (step == QLatin1String("second across"))
        return tr("Second Charleston, pass 2: three tiles across.");
    if (step == QLatin1String("second right"))
        return tr("Second Charleston, last pass to your right. You may pass blind again: choose fewer than three and the rest are tiles passed to you now, handed on unseen.");
    if (step == QLatin1String("courtesy"))
        return pickCount() > 0 ? tr("Courtesy pass: choose %1 tile(s) to give the player across.").arg(pickCount())
                               : tr("Courtesy pass: offer 0 to 3 tiles to the player across; you both give the lower number.");
    if (!yourMove())
        return tr("The others play. Watch for a discard you can call.");
    if (claimSecondsLeft() >= 0)
        return tr("Call the discard for an exposed pung, kong or quint your line needs, or Mah Jongg, or pass.");
    if (pickCount() == 1)
        return tr("Your turn: tap a tile to choose it, tap it again (or Discard) to throw it. Tap a tile then an exposed joker to exchange.");
    return tr("Your turn.");
}

QString AmericanSession::eventSentence(std::size_t index) const
{
    const auto& events = m_tiles->record().events;
    if (index >= events.size())
        return {};
    if (index < static_cast<std::size_t>(m_setupEnd))
        return setupSentence(index);
    const mj::TileSet& set = m_tiles->table().tileSet();
    const mj::Event& event = events[index];
    if (const auto* e = std::get_if<mj::DiscardEvent>(&event))
        return tr("%1 discarded the %2.").arg(seatName(e->seat.index()), kindText(set, e->tile.value));
    if (const auto* e = std::get_if<mj::MeldEvent>(&event))
        return e->from ? tr("%1 called %2's discard and exposed %3 tiles.").arg(seatName(e->seat.index()), seatName(e->from->index())).arg(e->tiles.size() + 1)
                       : tr("%1 exposed %2 tiles.").arg(seatName(e->seat.index())).arg(e->tiles.size());
    if (const auto* e = std::get_if<mj::TakeEvent>(&event)) {
        if (e->reason == mj::TakeReason::Deal)
            return tr("%1 took tiles.").arg(seatName(e->seat.index()));
        // The tile drawn is named only to the person at the screen who drew it.
        return e->seat.index() == you() && handShown() && e->tiles.size() == 1 ? tr("You drew the %1.").arg(kindText(set, e->tiles[0].value))
                                                            : tr("%1 drew.").arg(seatName(e->seat.index()));
    }
    if (const auto* e = std::get_if<mj::ActionEvent>(&event)) {
        const mj::Action& a = e->action;
        switch (a.type) {
        case mj::ActionType::JokerExchange: return tr("%1 exchanged a tile for a joker.").arg(seatName(a.seat.index()));
        case mj::ActionType::CallDead: return tr("%1 called %2's hand dead.").arg(seatName(a.seat.index()), seatName(a.from));
        case mj::ActionType::Win:
        case mj::ActionType::ClaimWin: return tr("%1 declared Mah Jongg!").arg(seatName(a.seat.index()));
        case mj::ActionType::Vote: return a.count ? tr("%1 voted for a second Charleston.").arg(seatName(a.seat.index()))
                                                  : tr("%1 voted against a second Charleston.").arg(seatName(a.seat.index()));
        case mj::ActionType::CourtesyOffer: return tr("%1 offered %2 tile(s) across.").arg(seatName(a.seat.index())).arg(a.count);
        case mj::ActionType::PassTile:
        case mj::ActionType::PassBlind: return tr("%1 laid tiles to pass.").arg(seatName(a.seat.index()));
        default: return m_status;
        }
    }
    if (const auto* e = std::get_if<mj::GameEndEvent>(&event))
        return e->winner ? tr("%1 won with Mah Jongg%2.")
                               .arg(seatName(e->winner->index()),
                                    e->reason.find("self-drawn") != std::string::npos ? tr(", self-drawn") : QString())
               : e->reason == "wall game" ? tr("Wall game: the wall ran out.")
                                          : tr("No winner: %1.").arg(QString::fromStdString(e->reason));
    if (std::holds_alternative<mj::MoveEvent>(event))
        return isCharleston() ? tr("Tiles change hands face down.") : m_status;
    if (std::holds_alternative<mj::PaymentEvent>(event))
        return tr("The losers pay.");
    return m_status;
}

QString AmericanSession::endText() const
{
    if (!overShown())
        return {};
    const auto& events = m_session->game().record().events;
    // The record's end and payment carry the facts as data ("mah jongg, self-drawn",
    // "mah jongg: <the line>"); the player reads them as a sentence.
    QString reason, line;
    std::optional<int> discarder;
    for (auto it = events.rbegin(); it != events.rend(); ++it) {
        if (const auto* end = std::get_if<mj::GameEndEvent>(&*it); end && reason.isEmpty())
            reason = QString::fromStdString(end->reason);
        else if (const auto* paid = std::get_if<mj::PaymentEvent>(&*it); paid && line.isEmpty())
            line = QString::fromStdString(paid->reason).section(QStringLiteral(": "), 1);
        else if (const auto* thrown = std::get_if<mj::DiscardEvent>(&*it); thrown && !discarder)
            discarder = thrown->seat.index();
    }
    const int w = winner();
    if (w < 0)
        return reason == QLatin1String("wall game") ? tr("Wall game: the wall ran out with no Mah Jongg, and nobody pays.")
                                                    : tr("No Mah Jongg (%1), and nobody pays.").arg(reason);
    const QString how = reason.contains(QLatin1String("self-drawn")) || !discarder
                            ? tr("self-drawn")
                            : isYou(*discarder) ? tr("off your discard") : tr("off %1's discard").arg(seatName(*discarder));
    const QString who = isYou(w) ? tr("You won") : tr("%1 won").arg(seatName(w));
    return line.isEmpty() ? tr("%1: Mah Jongg, %2.").arg(who, how)
                          : tr("%1: Mah Jongg, %2, with %3.").arg(who, how, line);
}

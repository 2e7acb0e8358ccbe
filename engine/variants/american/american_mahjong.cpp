// Mah Jongg (seed 002, "Mahjong", "Additional Rules"): 14 tiles that are exactly a line of the
// card, checked with the card's matcher (a concealed line takes no exposure, so a hand that
// called a tile can make only an X line; its last tile may still be a discard). Declared on
// one's turn in error, the hand is laid face up and is dead. The winner's hand is laid face up
// and paid as american_payout.h says (the most valuable line the tiles make); a dead hand
// pays like any other.
#include "variants/american/american_game.h"

#include "variants/american/american_payout.h"

#include <stdexcept>

namespace mj::american {

void AmericanGame::declareMahJongg(Seat seat)
{
    const int line = mahJonggLine(seat);
    if (line < 0) {
        kill(seat, true); // in error: the hand is laid face up and dead
        return;
    }
    // Off the wall, unless the 14th tile was a called discard (a call that made Mah Jongg
    // is paid as one off that discard).
    win(seat, line, m_calledFrom);
}

void AmericanGame::claimMahJongg(Seat seat)
{
    const int line = mahJonggLine(seat, m_offered);
    append(MoveEvent{*m_offered, Place{Zone::Hand, seat.index(), 0, 0}, Face::Up});
    win(seat, line, m_turn);
}

void AmericanGame::win(Seat seat, int line, std::optional<Seat> discarder)
{
    const bool selfDrawn = !discarder;
    const TileSet& set = table().tileSet();
    bool jokerless = true;
    for (TileId tile : table().hand(seat))
        jokerless = jokerless && set.kindOf(tile).suit() != Suit::Jokers;
    for (const auto& group : table().exposed(seat))
        for (TileId tile : group)
            jokerless = jokerless && set.kindOf(tile).suit() != Suit::Jokers;
    // The winning hand is shown to the table.
    for (TileId tile : std::vector<TileId>(table().hand(seat)))
        if (!table().isFaceUp(tile))
            append(FlipEvent{tile, Face::Up});
    const CardLine& won = m_rules.card->card().lines[static_cast<std::size_t>(line)];
    MahJonggPayout payout;
    payout.value = won.value;
    payout.selfDrawn = selfDrawn;
    payout.winner = seat;
    payout.discarder = discarder;
    payout.jokerless = jokerless;
    payout.singlesAndPairs = won.category == CardCategory::SinglesPairs;
    const auto payments = mahJonggPayments(payout, kSeats);
    // A line's value comes from a card that was read and checked; a refusal is a bug here.
    if (!payments)
        throw std::logic_error("the Mah Jongg payout is refused: " + payments.error());
    append(PaymentEvent{*payments, "mah jongg: " + won.handText()});
    endGame(seat, selfDrawn ? "mah jongg, self-drawn" : "mah jongg off the discard");
}

} // namespace mj::american

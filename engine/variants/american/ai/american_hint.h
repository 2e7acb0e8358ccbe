// Hints from the strong AI for a seat of an American game (issue 17, "Hints from the strong AI
// with a sentence"; docs/ai-american.md, "Hints"): the action the strong agent would choose
// from that seat's own knowledge, and why, as facts the app words into one plain sentence
// ("Discard the 7 Dot: none of your nearest lines (FF 2222 4444 6666, ...) uses it").
//
// The action is the agent's own choice, not a second AI's: hintFor() asks a copy of the agent
// (its folded views, its plans, its generator as they are), so the hint is exactly what that
// agent would play. The reason is read off the same reasoning the agent used: the lines its
// score weighs (line_outlook.h: the near lines, best worth first), which of them use the
// tiles laid, and for a discard the strong level's danger read (opponent_read.h) when it
// kept back the tile its hand could spare best. A seat's hint is made only from the views
// sent to that seat (HintAdvisor), never from the hidden tiles.
#pragma once

#include "core/action.h"
#include "core/seat.h"
#include "variants/american/ai/american_agent.h"

#include <cstdint>
#include <vector>

namespace mj {
class VariantGame;
}

namespace mj::american {

class AmericanGame;

// Why the action, one fact pattern each; the fields of AmericanHint it uses are named.
enum class HintWhy : std::uint8_t {
    Other,          // nothing to explain (a move the agent takes whatever the hand)
    Draw,           // the turn's draw
    MahJongg,       // the hand (with the discard for a claim) is `line`
    CallDead,       // `seat`'s exposures fit no line that can still be made
    JokerExchange,  // `kinds[0]` for the joker in `seat`'s exposure: a joker fills any set of `lines`
    Call,           // the discard `kinds[0]` makes the set (`count`, `jokers`) `group` of `line`
    LetGoNoHelp,    // calling the discard `kinds[0]` brings `lines` no nearer
    LetGoTooLittle, // calling it helps a little, not enough to show the table the line
    DiscardUnused,  // none of `lines` uses `kinds[0]`
    DiscardLeast,   // `lines` use `kinds[0]`, but the hand loses least without it
    DiscardSafe,    // not `avoided` (what the hand could spare best): `seat`'s exposures show a line needing it
    DiscardNoLine,  // no line can be made any more: `kinds[0]`
    PassUnused,     // `lines` need none of `kinds`; `blind` more passed on unseen
    PassLeast,      // `kinds` help `lines` least of the hand; `blind` more passed on unseen
    VoteYes,        // `kinds` are three tiles to spare
    VoteNo,         // only `count` tiles are spare (`kinds`)
    Offer,          // `count` tiles offered across: `kinds` are spare
};

struct AmericanHint {
    Action action;          // exactly the strong agent's choice
    HintWhy why = HintWhy::Other;
    std::vector<int> kinds; // card kinds (card_kinds.h) the action lays, calls or trades
    std::vector<int> tiles; // the rack's tiles it lays or exposes, by id (the pass: all of it)
    int blind = 0;          // a pass: tiles of the incoming pass handed on unseen
    bool courtesy = false;  // a pass: the courtesy pass
    std::vector<int> lines; // the lines the hand aims for after the action, best first (at most 3)
    int line = -1;          // the line the action serves (the call's set, Mah Jongg)
    int group = -1;         // the call: the group of `line` the set makes (CardLine::groups)
    int shift = 0;          // the call: how far the line's numbers move for the group to be the set
    int avoided = -1;       // DiscardSafe: the kind kept back
    int seat = -1;          // DiscardSafe, CallDead, JokerExchange: the other seat
    int count = 0;          // Call: the set's size; Offer, VoteNo: tiles spare
    int jokers = 0;         // Call: jokers from the hand in the set
};

// The hint for the seat `agent` plays, offered `legal` (its legal actions now, not empty):
// what `agent` would choose (its state is not changed) and why. `passCount` is how many
// tiles a pass takes (3; the courtesy pass: the number agreed).
AmericanHint hintFor(const AmericanAgent& agent, const std::vector<Action>& legal, int passCount = 3);

// A strong agent of one seat that is sent that seat's views of a game, never asked to play:
// the app's hints for the person at the screen. Its ties are broken by its own seed.
class HintAdvisor {
public:
    HintAdvisor(const AmericanGame& game, Seat seat, std::uint64_t seed);

    Seat seat() const { return m_agent.fold().seat(); }
    // Sends the seat's views of the events not yet sent, as a referee would. False (nothing
    // sent) when the game's record is shorter than what was sent: another game.
    bool catchUp(VariantGame& game);
    AmericanHint hint(const std::vector<Action>& legal, int passCount = 3) const
    {
        return hintFor(m_agent, legal, passCount);
    }

private:
    AmericanAgent m_agent;
    std::size_t m_sent = 0;
};

} // namespace mj::american

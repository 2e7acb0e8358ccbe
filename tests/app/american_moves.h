// One move of the person at the screen of an American match, made as a player at the page
// makes it: a Charleston pass of the first rack tiles that are not jokers (tapped, then the
// pass button), yes to the second Charleston, one tile offered across, the draw, Mah Jongg
// when the hand completes a line (never in error), the last rack tile tapped twice to
// discard it, a call let go by its countdown. Shared by tst_american_session,
// tst_american_save and tst_american_hot_seat.
#pragma once

#include "american/american_session.h"

#include "session/session.h"
#include "variants/american/american_game.h"

#include <algorithm>

enum class PersonMove {
    None,                  // not the person's move (the game is over, or a hand-over waits)
    CharlestonPass,
    Vote,
    Draw,
    Choice,                // the courtesy offer, Mah Jongg
    Discard,
    ClaimLetGo,            // the countdown ran out
    ClaimWithoutCountdown, // a call offered with no countdown running: nothing done
    Other,                 // the first legal action (a joker exchange, a pass with no call)
    Refused,               // the session refused the move
};

inline bool offers(const AmericanSession& s, mj::ActionType type)
{
    const auto legal = s.legal();
    return std::any_of(legal.begin(), legal.end(), [type](const mj::Action& a) { return a.type == type; });
}

inline PersonMove playPersonMove(AmericanSession& s)
{
    if (!s.yourMove())
        return PersonMove::None;
    const auto made = [](bool ok, PersonMove move) { return ok ? move : PersonMove::Refused; };
    if (s.pickCount() > 0 && offers(s, mj::ActionType::PassTile)) {
        int chosen = 0;
        for (const QVariant& v : s.rack()) {
            const auto tile = v.toMap();
            if (chosen < s.pickCount() && !tile.value("kind").toString().endsWith('j')) {
                s.tapTile(tile.value("tileId").toInt());
                ++chosen;
            }
        }
        return made(s.passSelected(), PersonMove::CharlestonPass);
    }
    const mj::Seat me = s.session()->atScreen();
    const auto* game = mj::american::AmericanGame::of(s.session()->game());
    for (const QVariant& v : s.actions()) {
        const auto a = v.toMap();
        const auto type = a.value("type").toString();
        if ((type == "vote" && a.value("label").toString().startsWith("Yes")) ||
            (type == "courtesy_offer" && a.value("label").toString().contains('1')) || type == "draw" ||
            (type == "win" && game->completesALine(me)) || type == "claim_win")
            return made(s.choose(a.value("index").toInt()), type == "vote"   ? PersonMove::Vote
                                                            : type == "draw" ? PersonMove::Draw
                                                                             : PersonMove::Choice);
    }
    if (offers(s, mj::ActionType::Discard)) {
        const int tile = s.rack().last().toMap().value("tileId").toInt();
        s.tapTile(tile);
        s.tapTile(tile);
        return PersonMove::Discard;
    }
    if (offers(s, mj::ActionType::Pass)) {
        if (s.claimSecondsLeft() < 0)
            return PersonMove::ClaimWithoutCountdown;
        s.passTime(60'000);
        return PersonMove::ClaimLetGo;
    }
    return made(s.act(s.legal().front()), PersonMove::Other);
}

// What a game at the table says that does not depend on who runs it (a local match,
// play/game_session.h, or a networked one, netplay/net_session.h): an action's label, a
// payment in words, the name of a set laid off a discard, and a finished game's end card.
#pragma once

#include "table/event.h"
#include "variants/filipino/advice/hints.h"
#include "variants/filipino/game/game.h"

#include <QString>
#include <QVariantList>
#include <QVariantMap>

#include <functional>

namespace mjui {

// "Pung 5p", "Chow 345m", "Pass": the button of an action.
QString actionLabel(const mj::Action& action);
// The word a player calls out as the table shows an action ("Pung!", "Tódas!"), or empty
// for an action nobody calls (a draw, a discard, a pass).
QString callWord(mj::ActionType type);
// The name of a call ("pung"), for "Your chow lost to Seat 2's pung".
QString callName(mj::ActionType type);
bool isClaim(mj::ActionType type);
// What a set laid off a discard is, by its tiles: "pung", "kang", "chow" or "set".
QString meldName(const mj::MeldEvent& meld, const mj::TileSet& set);
// "Kang: Seat 2 gets 1 (1 from each)": `payee` names a seat ("Seat 0 (you)").
QString paymentText(const mj::PaymentEvent& payment, const std::function<QString(mj::Seat)>& payee);
// A finished game's end card: {winner (-1: none), title, reading, groups, lines,
// multipliers, seats}; `seatName` names a seat with its wind. Empty while the game goes on.
QVariantMap endSummaryOf(const mj::Game& game, const std::function<QString(int)>& seatName);
// A learner's hint (advice/hints.h) in words: the sentence, and its tiles as pictures
// ([{kind: "3p", left: 2}], at most a glance of them) with their title.
struct HintWords {
    QString text;
    QVariantList tiles;
    QString tilesTitle;
};
HintWords hintWords(const mj::Hint& hint);
// "Seat 2 (West)": the máno sits East and the winds follow the turn.
QString seatWithWind(int seat, int mano, int seats);

} // namespace mjui

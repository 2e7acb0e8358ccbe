// The strong AI's hint for American mahjong in words (issue 17, "Hints from the strong AI with
// a sentence"): the engine gives the action and its reason as facts
// (variants/american/ai/american_hint.h); this makes the one plain sentence the player reads,
// with the tiles named as American players name them ("7 Dot", "9 Bam", "5 Crak", "North",
// "Red", "Soap") and the card's lines as the printed card writes them, without the suit
// letters (on the card the colour is the suit): "Discard the 7 Dot: none of your nearest
// lines (“FF 2222 4444 6666”, …) needs it." The words are translated in the
// AmericanSession context, like the session's other words (american_session_words.cpp).
#pragma once

#include "variants/american/ai/american_hint.h"
#include "variants/american/card.h"

#include <QString>

#include <functional>

namespace mjui {

// A card kind (card_kinds.h) as American players name it: "7 Dot", "North", "Red", "Soap",
// "Flower", "Joker"; empty for no kind.
QString americanTileName(int cardKind);
// A line as the card prints it, its groups without suit letters: "FF 2222 4444 6666".
QString americanLineWords(const mj::american::CardLine& line);
// The hint as one sentence. `seatName` names a seat as the table does ("Right", "Across").
QString americanHintSentence(const mj::american::AmericanHint& hint, const mj::american::Card& card,
                             const std::function<QString(int)>& seatName);

} // namespace mjui

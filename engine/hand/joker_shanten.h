// Tiles lacking with jokers, in one pass (issue 12, "Jokers"; shanten.h has the forms).
//
// A joker (1j) is wild for any suited tile and is never read as a fifth copy of a kind.
// shanten.h defines a hand's figure with jokers as the best over every reading of its
// jokers as suited kinds (forEachJokerReading), which tries 27^j / j! readings one by one.
// These functions give exactly that minimum without trying the readings:
//  - standard form: the readings of one suit do not touch the other suits, so for each
//    suit and each number a of jokers read in it, the suit's figures (suit_table.h: tiles
//    lacking for n sets, with or without the pair) are taken at their best over the
//    readings of a jokers in that suit alone (9, 45, 165 patterns for a = 1, 2, 3), and
//    the suits are combined as the tables combine them, for every split of the jokers
//    between the three suits (honours take none);
//  - pairs forms (distinct pairs): the figure depends on the hand only through how many
//    kinds offer a full pair, a half pair, a half pair a joker can complete (suited) and
//    room for a new pair (a suited kind the hand lacks); a joker completes a half pair,
//    starts a new one, or two jokers make one. Siete pares adds its báhay: none, a pung
//    of each kind or a chow of each window, each with as many jokers as help it, the rest
//    going to the pairs.
// tests/engine/tst_hand_shanten.cpp checks them against the readings tried one by one.
#pragma once

#include <cstdint>

namespace mj {

// The most jokers these handle; more go back to trying readings (a hand holds at most 4).
constexpr int kMaxWildJokers = 4;

// Tiles lacking for `sets` sets + a pair: the minimum of standardLacking(counts + reading)
// over every reading of `jokers` jokers (0..kMaxWildJokers).
int standardLackingWithJokers(const std::uint8_t* counts34, int jokers, int sets);

// 7 distinct pairs (13/14 tiles; or the concealed pairs of a 16/17-tile siete pares whose
// báhay is exposed, a pung of kind `excluded`, -1 for none) with jokers: the minimum of the
// pairs-only figure over every reading (target 14).
int pairsOnlyLackingWithJokers(const std::uint8_t* counts34, int jokers, int excluded);

// Siete pares with distinct pairs (16/17 tiles, all concealed) with jokers: the minimum of
// sietePares17Lacking(counts + reading) over every reading (target 17).
int sietePares17LackingWithJokers(const std::uint8_t* counts34, int jokers);

} // namespace mj

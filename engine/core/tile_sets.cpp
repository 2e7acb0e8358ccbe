// The tile sets of the rule book, as data (issue 13, item 1; docs/notation.md says what each
// holds and where the seed says so). Each set is rows of (suit, ranks, copies); a set's tile
// ids follow its rows, kind by kind, so chinese-144 keeps the ids it always had: four of each
// kind from 1m to 7z in notation order, then one of each flower 1f-8f.
#include "core/tile_set.h"

#include "core/excerpt.h"

#include <initializer_list>

namespace mj {

namespace {

struct Row {
    Suit suit;
    int firstRank;
    int lastRank;
    int copies;
};

void appendRows(TileSet::Entries& entries, std::initializer_list<Row> rows)
{
    for (const Row& row : rows)
        for (int rank = row.firstRank; rank <= row.lastRank; ++rank)
            entries.emplace_back(*TileKind::make(row.suit, rank), row.copies);
}

TileSet::Entries entriesOf(std::initializer_list<Row> rows)
{
    TileSet::Entries entries;
    appendRows(entries, rows);
    return entries;
}

// Card ranks: A = 1, 2-9, T = 10, F W N B = 11-14 (fool, wench, horse, bishop), J Q K = 15-17.
constexpr int kTen = 10, kFool = 11, kJack = 15, kKing = 17;

// RULINGS.md: 108 suited + 16 winds + 12 dragons + 8 flowers/seasons = 144.
TileSet::Entries chineseEntries()
{
    return entriesOf({{Suit::Characters, 1, 9, 4},
                      {Suit::Balls, 1, 9, 4},
                      {Suit::Sticks, 1, 9, 4},
                      {Suit::Honours, 1, 7, 4},
                      {Suit::Flowers, 1, 8, 1}});
}

TileSet::Entries americanEntries()
{
    auto entries = chineseEntries();
    entries.emplace_back(*TileKind::make(Suit::Jokers, 1), 8);
    return entries;
}

// Seed 000: "two full decks and a bunch of joker tiles and blank tiles". Two 52-card decks
// (A-9, T, J, Q, K in four suits, two of each) = 104; the seed gives no count for the jokers
// and blanks: 4 jokers (a 52-card deck comes with two, so two decks bring four) and 4 blanks,
// 112 tiles in all, which also build a square wall of 14 stacks two high per side.
TileSet::Entries pokerEntries()
{
    TileSet::Entries entries;
    for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds})
        appendRows(entries, {{suit, 1, kTen, 2}, {suit, kJack, kKing, 2}});
    appendRows(entries, {{Suit::CardJokers, 1, 1, 4}, {Suit::Blanks, 1, 1, 4}});
    return entries;
}

// Seed 004: four sets of A-9 in the four suits (144), one set of crowns A-9 (153), the 12
// bonus cards (165) and one of each face card F W H B J Q K in each of the four suits (193).
TileSet::Entries cardDeckEntries()
{
    TileSet::Entries entries;
    for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds})
        appendRows(entries, {{suit, 1, 9, 4}, {suit, kFool, kKing, 1}});
    appendRows(entries, {{Suit::Crowns, 1, 9, 1},
                         {Suit::BonusFlowers, 1, 4, 1},
                         {Suit::BonusBirds, 1, 4, 1},
                         {Suit::BonusTrees, 1, 4, 1}});
    return entries;
}

// Seed 001, "Mahjong for one?": one set each of balls, sticks and characters 1-9 and four
// each of the red, green and white dragons (39), then the eight winds that lie face down as
// the centre divider (two of each wind; ids 39-46): 47 tiles.
TileSet::Entries solitaireEntries()
{
    return entriesOf({{Suit::Characters, 1, 9, 1},
                      {Suit::Balls, 1, 9, 1},
                      {Suit::Sticks, 1, 9, 1},
                      {Suit::Honours, 5, 7, 4},
                      {Suit::Honours, 1, 4, 2}});
}

} // namespace

const TileSet& TileSet::chinese()
{
    static const TileSet set("chinese-144", chineseEntries(),
                             "the Chinese set (RULINGS.md, seed 000 \"The Tiles\"): 108 suited tiles, 16 winds, "
                             "12 dragons, 8 flowers and seasons");
    return set;
}

const TileSet& TileSet::chineseWithJokers()
{
    static const TileSet set("chinese-144 (with 8 jokers)", americanEntries(),
                             "the Chinese set and the American set's 8 jokers, for hands under a joker rule");
    return set;
}

const std::vector<const TileSet*>& TileSet::all()
{
    static const TileSet american("american-152", americanEntries(),
                                  "the American set (seed 002): the Chinese 144 and 8 identical jokers");
    static const TileSet poker("poker-tiles", pokerEntries(),
                               "poker mahjong (seed 000): two 52-card decks on tiles, 4 jokers and 4 blanks "
                               "(the seed gives no count for these; see docs/notation.md)");
    static const TileSet cards("card-deck-193", cardDeckEntries(),
                               "western card-deck mah-jongg (seed 004): A-9 in four suits four times, crowns A-9, "
                               "the faces F W H B J Q K once in each suit, 12 bonus cards");
    static const TileSet solitaire("solitaire-39", solitaireEntries(),
                                   "mahjong solitaire (seed 001): 39 tiles in play (1-9 of each suit once, four of "
                                   "each dragon) and 8 winds, two of each, face down as the divider");
    static const std::vector<const TileSet*> sets{&chinese(), &american, &poker, &cards, &solitaire};
    return sets;
}

Expected<const TileSet*> TileSet::byName(std::string_view name)
{
    for (const TileSet* set : all())
        if (set->name() == name)
            return set;
    return failure("no tile set is called \"" + excerpt(name) + "\"; the sets are " + knownNames());
}

std::string TileSet::knownNames()
{
    std::string names;
    for (const TileSet* set : all())
        names += (names.empty() ? "" : ", ") + set->name();
    return names;
}

} // namespace mj

// The American mahjong AI's decisions (issue 17, "AI"; docs/ai-american.md), each behaviour
// as a hand in tile notation on the practice card: every level discards what its lines do
// not need and never a joker unless forced, never passes a joker, passes blind rather than
// break a made hand; the strong level keeps the line whose tiles are still live (and turns
// to the other when the wall turns against it), refuses to feed a line an opponent's
// exposures show, calls only when the exposure keeps its lines; joker exchanges, dead-hand
// calls, Mah Jongg only when the hand is a line; decisions replay from the seed and stay fast.
#include "core/rng.h"
#include "variants/american/ai/american_ai.h"
#include "variants/american/ai/line_outlook.h"
#include "variants/american/ai/opponent_read.h"
#include "variants/american/card_parse.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <set>

using namespace mj;
using namespace mj::american;

namespace {

const CardMatcher& practice()
{
    static const CardMatcher matcher = [] {
        const CardReading r = readCardFile(MJ_TEST_DATA_DIR "/../../resources/cards/practice.card");
        if (!r.ok())
            qFatal("%s", formatCardError("practice.card", r.errors.front()).c_str());
        return CardMatcher(r.card);
    }();
    return matcher;
}

// "11m 33m | 4444z": the concealed tiles (spaces for the reader only), then after '|' each
// exposure as a word of its own.
CardHand hand(const char* text)
{
    std::string words;
    const std::string_view all(text);
    const std::size_t bar = all.find('|');
    for (char c : all.substr(0, bar))
        if (c != ' ')
            words += c;
    if (bar != std::string_view::npos)
        words += std::string(" ") + std::string(all.substr(bar + 1));
    const auto h = parseCardHand(words);
    if (!h)
        qFatal("%s: %s", text, h.error().c_str());
    return *h;
}

// Exposed groups, each a word: "4444z 55p1j".
std::vector<CardExposure> exposuresOf(const char* words)
{
    std::vector<CardExposure> out;
    std::string word;
    const std::string all = std::string(words) + " ";
    for (char c : all) {
        if (c != ' ') {
            word += c;
            continue;
        }
        if (word.empty())
            continue;
        const auto counts = parseKindCounts(word);
        if (!counts)
            qFatal("%s: %s", word.c_str(), counts.error().c_str());
        CardExposure e;
        for (int k = 0; k < kCardKinds; ++k)
            for (int i = 0; i < (*counts)[k]; ++i)
                k == kJokerKind ? ++e.jokers : (e.naturals.push_back(static_cast<std::uint8_t>(k)), 0);
        out.push_back(std::move(e));
        word.clear();
    }
    return out;
}

int kind(const char* tile)
{
    const auto counts = parseKindCounts(tile);
    if (!counts)
        qFatal("%s: %s", tile, counts.error().c_str());
    for (int k = 0; k < kCardKinds; ++k)
        if ((*counts)[k])
            return k;
    qFatal("no tile in %s", tile);
}

SeatKnowledge seat(const char* text, int wallLeft = 60)
{
    const CardHand h = hand(text);
    return knowledgeOf(h, 4, 0, wallLeft);
}

// A seat's discards seen on the table.
void discarded(SeatKnowledge& k, int seatIndex, const char* tiles)
{
    const auto counts = parseKindCounts(tiles);
    if (!counts)
        qFatal("%s: %s", tiles, counts.error().c_str());
    for (int i = 0; i < kCardKinds; ++i)
        k.discards[static_cast<std::size_t>(seatIndex)][i] =
            static_cast<std::uint8_t>(k.discards[static_cast<std::size_t>(seatIndex)][i] + (*counts)[i]);
}

// Random hands of the american-152 set by card kind (for properties over many hands).
CardHand randomHand(Rng& rng, int tiles)
{
    std::vector<int> wall;
    for (int k = 0; k < kCardKinds; ++k)
        for (int c = 0; c < naturalCopies(k); ++c)
            wall.push_back(k);
    rng.shuffle(wall);
    CardHand h;
    for (int i = 0; i < tiles; ++i)
        addConcealed(h, wall[static_cast<std::size_t>(i)]);
    return h;
}

const std::array<AiLevel, 3> kLevels{AiLevel::Easy, AiLevel::Normal, AiLevel::Strong};

} // namespace

class TestAmericanAi : public QObject {
    Q_OBJECT

private slots:
    void levelsParse()
    {
        for (const std::string& name : aiLevelNames())
            QCOMPARE(aiLevelName(*parseAiLevel(name)), name);
        const auto bad = parseAiLevel("expert");
        QVERIFY(!bad);
        QVERIFY(QString::fromStdString(bad.error()).contains("easy, normal, strong"));
    }

    // Every level lays the stray tile and keeps the winds line "NNNN EEE WWW SSSS".
    void discardsWhatTheLineDoesNotNeed()
    {
        for (AiLevel level : kLevels) {
            AmericanAi ai(level, practice(), 7);
            const SeatKnowledge k = seat("4444z 111z 333z 22z 9m 5p");
            const int laid = ai.chooseDiscard(k);
            QVERIFY2(laid == kind("9m") || laid == kind("5p"), aiLevelName(level).c_str());
        }
    }

    // Jokers fill any set: kept by every level while anything else is held; laid only from a
    // hand of jokers alone (after exposures).
    void neverDiscardsAJokerUnlessForced()
    {
        Rng rng(11);
        for (int i = 0; i < 60; ++i) {
            CardHand h = randomHand(rng, 14);
            if (h.concealed[kJokerKind] == 0)
                continue;
            for (AiLevel level : kLevels) {
                AmericanAi ai(level, practice(), static_cast<std::uint64_t>(i));
                QVERIFY(ai.chooseDiscard(knowledgeOf(h, 4, 0, 60)) != kJokerKind);
            }
        }
        AmericanAi ai(AiLevel::Strong, practice(), 1);
        QCOMPARE(ai.chooseDiscard(seat("1j1j | 444z 111z 333z 222z")), kJokerKind);
    }

    // No joker is ever passed (seed 002): three tiles from the hand, or fewer and the rest
    // blind, over many hands rich in jokers, and the tiles passed are the hand's.
    void neverPassesAJoker()
    {
        Rng rng(5);
        for (int i = 0; i < 40; ++i) {
            CardHand h = randomHand(rng, 13);
            addConcealed(h, kJokerKind, std::max(0, 3 - h.concealed[kJokerKind]));
            removeConcealed(h, [&] { for (int k = 0; k < kJokerKind; ++k) if (h.concealed[k]) return k; return 0; }(),
                            h.tiles - 13);
            for (AiLevel level : kLevels) {
                AmericanAi ai(level, practice(), static_cast<std::uint64_t>(i));
                const SeatKnowledge k = knowledgeOf(h, 4, 0, 99);
                for (bool blind : {false, true}) {
                    const CharlestonChoice c = ai.choosePass(k, blind);
                    QCOMPARE(static_cast<int>(c.kinds.size()) + c.blind, 3);
                    if (!blind)
                        QCOMPARE(c.blind, 0);
                    KindCounts used{};
                    for (int kd : c.kinds) {
                        QVERIFY(kd != kJokerKind);
                        QVERIFY(++used[kd] <= h.concealed[kd]);
                    }
                }
                const int offer = ai.courtesyOffer(k);
                QVERIFY(offer >= 0 && offer <= 3);
                for (int kd : ai.courtesyTiles(k, 3))
                    QVERIFY(kd != kJokerKind);
            }
        }
    }

    // The Charleston: the three strays go; a hand one tile from a line passes blind rather
    // than break it (on the first left and the last right), votes against a second
    // Charleston and offers no courtesy tile; a hand with three strays votes for it and
    // offers them.
    void charlestonKeepsTheLine()
    {
        const std::set<int> strays{kind("9m"), kind("5p"), kind("7s")};
        for (AiLevel level : kLevels) {
            AmericanAi ai(level, practice(), 3);
            const SeatKnowledge loose = seat("444z 111z 333z 2z 9m 5p 7s", 99);
            const CharlestonChoice pass = ai.choosePass(loose, true);
            QCOMPARE(pass.blind, 0);
            QCOMPARE(std::set<int>(pass.kinds.begin(), pass.kinds.end()), strays);
            if (level != AiLevel::Easy) {
                QCOMPARE(ai.courtesyOffer(loose), 3);
                QVERIFY(ai.voteForSecondCharleston(loose));
            }
            const auto courtesy = ai.courtesyTiles(loose, 3);
            QCOMPARE(std::set<int>(courtesy.begin(), courtesy.end()), strays);

            const SeatKnowledge made = seat("4444z 111z 333z 222z", 99);
            const CharlestonChoice blind = ai.choosePass(made, true);
            QVERIFY2(blind.blind == 3 && blind.kinds.empty(),
                     qPrintable(QString("%1: %2 blind").arg(aiLevelName(level).c_str()).arg(blind.blind)));
            QCOMPARE(ai.choosePass(made, false).kinds.size(), std::size_t(3));
            QCOMPARE(ai.courtesyOffer(made), 0);
            if (level != AiLevel::Easy)
                QVERIFY(!ai.voteForSecondCharleston(made));
        }
    }

    // A line whose missing natural tile is all seen is dead: no chance, and the strong level
    // keeps the other line's tiles. The two halves of the hand are two singles-and-pairs
    // lines; whichever the discards kill, the strong level lays from it.
    void strongPrefersALiveLine()
    {
        const std::set<int> odds{kind("1m"), kind("3m"), kind("5m"), kind("9m")};
        const std::set<int> evens{kind("2p"), kind("4p"), kind("6p"), kind("8p")};
        {
            SeatKnowledge k = seat("11m 33m 55m 9m 22p 44p 66p 8p");
            discarded(k, 1, "9m");
            discarded(k, 2, "9m 9m");
            const Outlook o = outlookOf(practice(), k);
            const int odd = [] { const auto& ls = practice().card().lines; for (std::size_t i = 0; i < ls.size(); ++i) if (ls[i].handText() == "11a 33a 55a 77a 99a 11b 11c") return static_cast<int>(i); return -1; }();
            QVERIFY(odd >= 0);
            const LineChance c = lineChance(o, k.hand, odd);
            QVERIFY(!c.live);
            QCOMPARE(c.chance, 0.0);
            AmericanAi ai(AiLevel::Strong, practice(), 9);
            QVERIFY(odds.count(ai.chooseDiscard(k)));
        }
        {
            SeatKnowledge k = seat("11m 33m 55m 9m 22p 44p 66p 8p");
            discarded(k, 1, "8p 8p");
            discarded(k, 3, "8p");
            AmericanAi ai(AiLevel::Strong, practice(), 9);
            QVERIFY(evens.count(ai.chooseDiscard(k)));
        }
    }

    // Seat 1 shows NNNN EEE WWW: only "NNNN EEE WWW SSSS" fits, so a south wind may be its
    // Mah Jongg. Two strays in hand, the south and a 5 bam: the strong level lays the bam.
    void strongRefusesToFeedAnExposedLine()
    {
        SeatKnowledge k = seat("333m 666m 999m 999p 2z 5s", 20);
        k.exposures[1] = exposuresOf("4444z 111z 333z");
        const Danger danger = dangerOf(practice(), k);
        QVERIFY(danger[kind("2z")] > 10.0);
        QCOMPARE(danger[kind("5s")], 0.0);
        for (std::uint64_t seed = 0; seed < 8; ++seed) {
            AmericanAi ai(AiLevel::Strong, practice(), seed);
            QCOMPARE(ai.chooseDiscard(k), kind("5s"));
        }
    }

    // Seat 2 exposed 55p with a joker; the 5 dot in hand is a stray: every level takes the
    // joker, which stands in its winds line's sets.
    void findsAJokerExchange()
    {
        SeatKnowledge k = seat("4444z 111z 333z 22z 9m 5p");
        k.exposures[2] = exposuresOf("55p1j");
        const std::vector<ExchangeOption> options{{kind("5p"), 2, 0}};
        for (AiLevel level : kLevels) {
            AmericanAi ai(level, practice(), 2);
            QCOMPARE(ai.chooseExchange(k, options), std::optional<std::size_t>(0));
        }
        // A tile it does not hold is no exchange.
        AmericanAi ai(AiLevel::Strong, practice(), 2);
        const std::vector<ExchangeOption> none{{kind("6p"), 2, 0}};
        QVERIFY(!ai.chooseExchange(k, none));
    }

    // Seat 3 exposed a kong of easts and a kong of 9 craks: no line of the card has both,
    // so its hand is dead; normal and strong call it, easy does not; a seat whose
    // exposures still fit a line is called only when the tiles that line needs are out of
    // play in the open (the game's rule: docs/rules/american.md, "Dead hands").
    void callsADeadHand()
    {
        SeatKnowledge k = seat("4444z 111z 333z 22z 9m 5p");
        k.exposures[1] = exposuresOf("4444z 111z");
        k.exposures[3] = exposuresOf("1111z 9999m");
        QVERIFY(linesFitting(practice(), k.exposures[3]).empty());
        QVERIFY(!linesFitting(practice(), k.exposures[1]).empty());
        QCOMPARE(AmericanAi(AiLevel::Strong, practice(), 1).chooseDeadCall(k), std::optional<int>(3));
        QCOMPARE(AmericanAi(AiLevel::Normal, practice(), 1).chooseDeadCall(k), std::optional<int>(3));
        QVERIFY(!AmericanAi(AiLevel::Easy, practice(), 1).chooseDeadCall(k));
        k.dead[3] = true; // already out: not called again
        QVERIFY(!AmericanAi(AiLevel::Strong, practice(), 1).chooseDeadCall(k));

        // Seat 2 shows RRR GGG: only "NEWS RRR GGG 0000" takes both, and its north is a
        // single no joker may fill. Three norths discarded leave it one; all four, none.
        SeatKnowledge open = seat("111z 333z 222z 9m 5p 7s 1m 2m");
        open.exposures[2] = exposuresOf("777z 666z");
        discarded(open, 1, "4z 4z 4z");
        QVERIFY(!deadInTheOpen(practice(), open, 2));
        QVERIFY(!AmericanAi(AiLevel::Strong, practice(), 1).chooseDeadCall(open));
        discarded(open, 3, "4z");
        QVERIFY(deadInTheOpen(practice(), open, 2));
        QCOMPARE(AmericanAi(AiLevel::Normal, practice(), 1).chooseDeadCall(open), std::optional<int>(2));
    }

    // A kong of norths for "NNNN EEE WWW SSSS": every level calls it. A hand on the
    // concealed "2026a 2026b NNN SSS" does not expose a pung (the line would be lost).
    void callsOnlyForItsLines()
    {
        const std::vector<CallOption> kong{{4, 0}};
        const std::vector<CallOption> pung{{3, 0}};
        for (AiLevel level : kLevels) {
            AmericanAi ai(level, practice(), 4);
            QCOMPARE(ai.chooseCall(seat("444z 111z 333z 22z 9m 5p"), kind("4z"), kong), std::optional<std::size_t>(0));
            QVERIFY2(!ai.chooseCall(seat("2m5z2m6m 2p5z2p6p 44z 22z 9s"), kind("4z"), pung), aiLevelName(level).c_str());
        }
    }

    void declaresOnlyALine()
    {
        AmericanAi ai(AiLevel::Easy, practice(), 1);
        QVERIFY(ai.declareWin(seat("4444z 111z 333z 2222z")));
        QVERIFY(ai.declareWin(seat("4444z 111z 2222z | 33z1j")));
        QVERIFY(ai.declareWin(seat("4444z 111z 2222z | 333z")));
        QVERIFY(!ai.declareWin(seat("4444z 111z 333z 222z 9m")));
    }

    // The same seed makes the same choices; decisions stay far under the 50 ms.
    void replaysAndIsFast()
    {
        Rng rng(21);
        std::vector<double> micros;
        for (int i = 0; i < 40; ++i) {
            const CardHand h = randomHand(rng, 14);
            SeatKnowledge k = knowledgeOf(h, 4, 0, 40);
            k.exposures[1] = exposuresOf("4444z 111z");
            for (AiLevel level : kLevels) {
                AmericanAi a(level, practice(), 99), b(level, practice(), 99);
                const auto start = std::chrono::steady_clock::now();
                const int da = a.chooseDiscard(k);
                micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
                QCOMPARE(b.chooseDiscard(k), da);
                SeatKnowledge thirteen = k;
                removeConcealed(thirteen.hand, da);
                const auto s2 = std::chrono::steady_clock::now();
                const auto pa = a.choosePass(thirteen, true);
                micros.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - s2).count());
                const auto pb = b.choosePass(thirteen, true);
                QCOMPARE(pa.kinds, pb.kinds);
            }
        }
        std::sort(micros.begin(), micros.end());
        const double p50 = micros[micros.size() / 2], p99 = micros[micros.size() * 99 / 100];
        qInfo("discard and pass decisions: p50 %.0f us, p99 %.0f us, max %.0f us (%zu)", p50, p99, micros.back(), micros.size());
        QVERIFY(p99 < 50000.0);
    }
};

QTEST_APPLESS_MAIN(TestAmericanAi)
#include "tst_american_ai.moc"

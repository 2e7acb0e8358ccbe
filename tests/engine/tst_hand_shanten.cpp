// Shanten of the standard and pairs forms (engine/hand/shanten.h): known hands written in
// notation, exposed sets and jokers, and thousands of random hands (seeded mj::Rng) checked
// against the slow reference search of hand_reference.h, the one-pass figures with jokers
// (joker_shanten.h) against every reading tried one by one; the waits and useful tiles of
// random 3n+1 hands (waits.h) against the reference too. Also the tables' size.
#include "hand/hand_parse.h"
#include "hand/joker_shanten.h"
#include "hand/shanten.h"
#include "hand/suit_table.h"
#include "hand/suit_table_build.h"
#include "hand/useful_draws.h"
#include "hand/waits.h"
#include "core/rng.h"
#include "hand_reference.h"

#include <QtTest>

using namespace mj;

namespace {
constexpr int kNone = -99; // the pairs form does not apply

HandCounts hand(const QString& text, const HandTiles& rules = {})
{
    const auto h = parseHand(text.toStdString(), rules);
    if (!h)
        qFatal("bad test hand %s: %s", qPrintable(text), h.error().c_str());
    return *h;
}

std::string describe(const HandCounts& h)
{
    std::string out;
    for (int k = 0; k < kHandKinds; ++k)
        for (int i = 0; i < h.counts[static_cast<std::size_t>(k)]; ++i)
            out += handKind(k).notation();
    for (int i = 0; i < h.jokers; ++i)
        out += "1j";
    for (int i = 0; i < h.exposedCount; ++i) {
        out += ' ';
        out += h.exposed[static_cast<std::size_t>(i)].notation();
    }
    return out;
}

// A random hand: `tiles` concealed tiles dealt from the kinds allowed, after `exposed`
// random sets, and `jokers` of them jokers.
HandCounts randomHand(Rng& rng, int shape, int exposed, int jokers, bool honours)
{
    HandCounts h;
    std::array<int, kHandKinds> used{};
    const int kinds = honours ? kHandKinds : kSuitedKinds;
    for (int e = 0; e < exposed; ++e) {
        for (;;) {
            Meld m;
            const int pick = static_cast<int>(rng.below(3));
            m.type = pick == 0 ? SetType::Chow : pick == 1 ? SetType::Pung : SetType::Kang;
            if (m.type == SetType::Chow) {
                m.first = static_cast<std::uint8_t>(rng.below(3) * 9 + rng.below(7));
            } else {
                m.first = static_cast<std::uint8_t>(rng.below(static_cast<std::uint64_t>(kinds)));
            }
            bool fits = true;
            for (int k = 0; k < kHandKinds; ++k)
                fits = fits && used[static_cast<std::size_t>(k)] + m.copiesOf(k) <= 4;
            if (!fits)
                continue;
            for (int k = 0; k < kHandKinds; ++k)
                used[static_cast<std::size_t>(k)] += m.copiesOf(k);
            h.addExposed(m);
            break;
        }
    }
    h.jokers = static_cast<std::uint8_t>(jokers);
    for (int t = jokers + 3 * exposed; t < shape;) {
        const int k = static_cast<int>(rng.below(static_cast<std::uint64_t>(kinds)));
        if (used[static_cast<std::size_t>(k)] == 4)
            continue;
        ++used[static_cast<std::size_t>(k)];
        ++h.counts[static_cast<std::size_t>(k)];
        ++t;
    }
    return h;
}

// A hand near a complete one: `shape` + 1 tiles of sets and a pair (or, for 13 and 16 tiles
// with nothing exposed, of pairs and, for 16, a báhay), one tile taken away, then `swaps`
// tiles changed at random. Random hands are rarely ready; these often are.
HandCounts nearComplete(Rng& rng, int shape, int exposed, bool honours, int swaps)
{
    const int kinds = honours ? kHandKinds : kSuitedKinds;
    for (;;) {
        HandCounts h = randomHand(rng, 3 * exposed + 1, exposed, 0, honours);
        h.counts = {};
        auto visible = [&](int k) { return h.visible(k); };
        auto fits = [&](int k, int n) { return visible(k) + n <= 4; };
        const int target = shape + 1 - 3 * exposed;
        bool ok = true;
        if (exposed == 0 && (shape == 13 || shape == 16) && rng.below(3) == 0) {
            for (int pairs = 0; pairs < 7 && ok; ++pairs) {
                const int k = static_cast<int>(rng.below(static_cast<std::uint64_t>(kinds)));
                ok = h.counts[static_cast<std::size_t>(k)] == 0;
                h.counts[static_cast<std::size_t>(k)] += 2;
            }
            if (shape == 16) {
                const int k = static_cast<int>(rng.below(static_cast<std::uint64_t>(kinds)));
                ok = ok && fits(k, 3);
                h.counts[static_cast<std::size_t>(k)] += 3;
            }
        } else {
            const int k = static_cast<int>(rng.below(static_cast<std::uint64_t>(kinds)));
            ok = fits(k, 2);
            h.counts[static_cast<std::size_t>(k)] += 2;
            for (int made = 2; made < target && ok; made += 3) {
                if (rng.below(2) == 0) {
                    const int first = static_cast<int>(rng.below(3) * 9 + rng.below(7));
                    for (int i = 0; i < 3; ++i) {
                        ok = ok && fits(first + i, 1);
                        ++h.counts[static_cast<std::size_t>(first + i)];
                    }
                } else {
                    const int p = static_cast<int>(rng.below(static_cast<std::uint64_t>(kinds)));
                    ok = ok && fits(p, 3);
                    h.counts[static_cast<std::size_t>(p)] += 3;
                }
            }
        }
        if (!ok)
            continue;
        for (int i = 0; i <= swaps; ++i) { // take one away (the wait), then swap
            int k;
            do
                k = static_cast<int>(rng.below(static_cast<std::uint64_t>(kHandKinds)));
            while (h.counts[static_cast<std::size_t>(k)] == 0);
            --h.counts[static_cast<std::size_t>(k)];
            if (i == 0)
                continue;
            do
                k = static_cast<int>(rng.below(static_cast<std::uint64_t>(kinds)));
            while (visible(k) >= 4);
            ++h.counts[static_cast<std::size_t>(k)];
        }
        return h;
    }
}
} // namespace

class TestHandShanten : public QObject {
    Q_OBJECT
private slots:
    void known_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("standard");
        QTest::addColumn<int>("pairs");
        auto row = [](const char* text, int standard, int pairs) { QTest::newRow(text) << text << standard << pairs; };
        // 13/14 tiles: 4 sets + a pair; seven pairs.
        row("123m456p789s11122z", -1, 4);
        row("123m456p789s1122z", 0, 4);            // shanpon on 1z 2z
        row("123456789m1234p", 0, 6);              // 1p or 4p alone
        row("1112345678999m", 0, 4);               // nine gates
        row("11223344556677m", -1, -1);            // both forms
        row("1133557799m1133p", 3, -1);            // seven pairs only
        row("1133557799m113p", 3, 0);              // seven pairs, ready
        row("19m19p19s1234567z", 8, 6);            // thirteen orphans: far from both
        row("147m258p369s1234z", 8, 6);
        row("147m258p369s12345z", 8, 6);           // 14 isolated tiles
        row("123m456p789s12m12z", 1, 4);
        row("11m", -1, kNone);                     // 2 tiles: a pair
        row("1m", 0, kNone);
        row("13m", 0, kNone);                      // 2 tiles: a pair, one tile away
        row("1234567m", 0, kNone);
        // Exposed sets count towards the sets.
        row("123m456p11z 555z", -1, kNone);        // 11 tiles: 3 sets + a pair
        row("123m456p11z 789s 555z", -1, kNone);
        row("456p11z 789s 555z 1111m", -1, kNone); // a kang is one set
        row("45p11z 789s 555z 1111m", 0, kNone);
        // 16/17 tiles: 5 sets + a pair; siete pares.
        row("123456789m123456p11s", -1, 5);
        row("123m456m789m123p45p11s", 0, 5);
        row("11225588m114499p777s", 3, -1);         // international
        row("11225588m114499p12s", 4, 0);           // siete pares waiting on 3s
        row("11225588m114499p 123s", 3, -1);        // the exposed chow is the báhay
        row("1122558m114499p 777s", 3, 0);
        row("11225588m114499p 1111s", 3, kNone);    // a kang is no báhay
        row("1111225588m1144p123s", 2, 1);          // four alike: distinct pairs only
        // Jokers are wild for suited tiles only.
        row("123m456p789s11z12m1j", -1, 2);
        row("11m22p33s4455667z1j", 2, 0);
        row("1j", 0, kNone);
        row("1j1j", -1, kNone);
        row("1z1j", 0, kNone);                      // the joker cannot be an East wind
    }
    void known()
    {
        QFETCH(QString, text);
        QFETCH(int, standard);
        QFETCH(int, pairs);
        const HandCounts h = hand(text);
        QCOMPARE(standardShanten(h), standard);
        QCOMPARE(pairsShanten(h).value_or(kNone), pairs);
        QCOMPARE(ref::standardShanten(h), standard);
        QCOMPARE(h.jokers ? ref::pairsShanten(h, false) : ref::pairsShantenNoJokers(h, false), pairs);
    }

    void fourAsTwoPairs()
    {
        const HandCounts h = hand(QStringLiteral("1111225588m1144p123s"));
        QCOMPARE(pairsShanten(h, PairRules{false}).value(), 1);
        QCOMPARE(pairsShanten(h, PairRules{true}).value(), -1);
        // The 14-tile seven pairs always wants 7 distinct pairs.
        QCOMPARE(pairsShanten(hand(QStringLiteral("1111223344556m")), PairRules{true}).value(), 2);
    }

    // The fast shanten against the reference search on random hands of every size the
    // project plays, with exposed sets, honours and jokers.
    void randomAgainstReference_data()
    {
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("exposed");
        QTest::addColumn<int>("jokers");
        QTest::addColumn<bool>("honours");
        QTest::addColumn<int>("count");
        for (int shape : {13, 14, 16, 17})
            for (bool honours : {false, true})
                QTest::addRow("%d tiles%s", shape, honours ? " with honours" : "") << shape << 0 << 0 << honours << 1500;
        for (int shape : {14, 17})
            QTest::addRow("%d tiles, exposed sets", shape) << shape << -1 << 0 << true << 800;
        for (int shape : {13, 14, 16, 17})
            QTest::addRow("%d tiles, jokers", shape) << shape << 0 << -1 << true << 150;
        for (int shape : {1, 2, 4, 5, 7, 8, 10, 11})
            QTest::addRow("%d tiles", shape) << shape << 0 << 0 << true << 300;
    }
    void randomAgainstReference()
    {
        QFETCH(int, shape);
        QFETCH(int, exposed);
        QFETCH(int, jokers);
        QFETCH(bool, honours);
        QFETCH(int, count);
        Rng rng(static_cast<std::uint64_t>(shape * 1000 + (exposed < 0) * 100 + (jokers < 0) * 10 + honours));
        for (int i = 0; i < count; ++i) {
            const int e = exposed < 0 ? static_cast<int>(rng.below(3)) : exposed;
            const int j = jokers < 0 ? 1 + static_cast<int>(rng.below(2)) : jokers;
            const HandCounts h = randomHand(rng, shape, e, j, honours);
            if (j > 0 && std::find(h.counts.begin(), h.counts.end(), 4) != h.counts.end())
                continue; // a joker never stands for a fifth copy; the reference does not know that
            const std::string what = describe(h);
            QVERIFY2(standardShanten(h) == ref::standardShanten(h),
                     qPrintable(QStringLiteral("%1: standard %2, reference %3")
                                    .arg(QString::fromStdString(what))
                                    .arg(standardShanten(h))
                                    .arg(ref::standardShanten(h))));
            for (bool fours : {false, true}) {
                const int expected = ref::pairsShanten(h, fours);
                const int got = pairsShanten(h, PairRules{fours}).value_or(kNone);
                QVERIFY2(got == expected, qPrintable(QStringLiteral("%1: pairs %2, reference %3 (fours %4)")
                                                         .arg(QString::fromStdString(what))
                                                         .arg(got)
                                                         .arg(expected)
                                                         .arg(fours)));
            }
        }
    }

    // The one-pass figures with jokers (joker_shanten.h) against every reading of the jokers
    // tried one by one, for 1 to 4 jokers, every number of sets, honours, kinds held four
    // times, and the pairs forms with and without an exposed báhay.
    void jokersInOnePassAgainstReadings()
    {
        Rng rng(1212);
        for (int i = 0; i < 1000; ++i) {
            const int jokers = 1 + static_cast<int>(rng.below(4));
            const int shape = std::array{13, 14, 16, 17}[rng.below(4)];
            const HandCounts h = randomHand(rng, shape, 0, jokers, rng.below(2) == 0);
            const std::string what = describe(h);
            const auto* c = h.counts.data();
            for (int sets = 0; sets <= 5; ++sets) {
                int expected = 99;
                forEachJokerReading(h, [&](const auto& r) {
                    expected = std::min(expected, standardLacking(r.data(), sets));
                    return false;
                });
                QVERIFY2(standardLackingWithJokers(c, jokers, sets) == expected,
                         qPrintable(QStringLiteral("%1, %2 sets: %3, readings %4")
                                        .arg(QString::fromStdString(what))
                                        .arg(sets)
                                        .arg(standardLackingWithJokers(c, jokers, sets))
                                        .arg(expected)));
            }
            for (int excluded = -1; excluded < kHandKinds; excluded += 1 + static_cast<int>(rng.below(9))) {
                int expected = 99;
                forEachJokerReading(h, [&](const auto& r) {
                    auto without = r;
                    if (excluded >= 0)
                        without[static_cast<std::size_t>(excluded)] = 0; // the exposed báhay's kind
                    expected = std::min(expected, sevenPairsLacking(without.data()));
                    return false;
                });
                QVERIFY2(pairsOnlyLackingWithJokers(c, jokers, excluded) == expected,
                         qPrintable(QStringLiteral("%1, pairs without kind %2: %3, readings %4")
                                        .arg(QString::fromStdString(what))
                                        .arg(excluded)
                                        .arg(pairsOnlyLackingWithJokers(c, jokers, excluded))
                                        .arg(expected)));
            }
            int expected = 99;
            forEachJokerReading(h, [&](const auto& r) {
                expected = std::min(expected, sietePares17Lacking(r.data(), PairRules{false}));
                return false;
            });
            QVERIFY2(sietePares17LackingWithJokers(c, jokers) == expected,
                     qPrintable(QStringLiteral("%1, siete pares: %2, readings %3")
                                    .arg(QString::fromStdString(what))
                                    .arg(sietePares17LackingWithJokers(c, jokers))
                                    .arg(expected)));
        }
    }

    // Waits / useful tiles of random 3n+1 hands: exactly the kinds (not all four held)
    // whose addition lowers the reference's best shanten.
    void waitsAgainstReference_data()
    {
        QTest::addColumn<int>("shape");
        QTest::addColumn<int>("exposed");
        QTest::addColumn<int>("jokers");
        for (int shape : {13, 16})
            for (int exposed : {0, 1})
                QTest::addRow("%d tiles, %d exposed", shape, exposed) << shape << exposed << 0;
        QTest::newRow("13 tiles, a joker") << 13 << 0 << 1;
    }
    void waitsAgainstReference()
    {
        QFETCH(int, shape);
        QFETCH(int, exposed);
        QFETCH(int, jokers);
        Rng rng(static_cast<std::uint64_t>(77 + shape + 10 * exposed + 100 * jokers));
        auto refBest = [](const HandCounts& h) {
            const int pairs = ref::pairsShanten(h, false);
            return pairs == kNone ? ref::standardShanten(h) : std::min(ref::standardShanten(h), pairs);
        };
        for (int i = 0; i < 60; ++i) {
            const HandCounts h = randomHand(rng, shape, exposed, jokers, true);
            if (jokers > 0 && std::find(h.counts.begin(), h.counts.end(), 4) != h.counts.end())
                continue;
            const WaitReport w = waitsOf(h, WaitRules{});
            const int before = refBest(h);
            QCOMPARE(w.shanten, before);
            std::vector<int> expected, got;
            for (int k = 0; k < kHandKinds; ++k) {
                if (h.visible(k) >= 4)
                    continue;
                HandCounts more = h;
                ++more.counts[static_cast<std::size_t>(k)];
                if (refBest(more) < before)
                    expected.push_back(k);
            }
            for (const TileCount& t : w.tiles) {
                got.push_back(t.kind);
                QCOMPARE(int(t.unseen), 4 - h.visible(t.kind));
            }
            QVERIFY2(got == expected, describe(h).c_str());
        }
    }

    // The incremental useful-tile search (useful_draws.h) against the plain one, a shanten
    // per kind, on random hands and on hands near complete ones, of every 3n+1 size, with
    // exposed sets, honours, jokers, both pair rules and both sets of drawable kinds.
    void incrementalDrawsAgainstTrial_data()
    {
        QTest::addColumn<int>("shape");
        QTest::addColumn<bool>("honours");
        QTest::addColumn<bool>("near");
        QTest::addColumn<int>("jokers");
        QTest::addColumn<int>("count");
        for (int shape : {1, 4, 7, 10, 13, 16})
            for (bool honours : {false, true})
                for (bool near : {false, true})
                    QTest::addRow("%d tiles%s%s", shape, honours ? " with honours" : "", near ? ", near complete" : "")
                        << shape << honours << near << 0 << (shape >= 13 ? 2500 : 600);
        for (int shape : {4, 13, 16})
            for (int jokers : {1, 2})
                for (bool near : {false, true})
                    QTest::addRow("%d tiles, %d joker%s%s", shape, jokers, jokers > 1 ? "s" : "",
                                  near ? ", near complete" : "")
                        << shape << true << near << jokers << (jokers == 1 ? 150 : 25);
    }
    void incrementalDrawsAgainstTrial()
    {
        QFETCH(int, shape);
        QFETCH(bool, honours);
        QFETCH(bool, near);
        QFETCH(int, jokers);
        QFETCH(int, count);
        Rng rng(static_cast<std::uint64_t>(9000 + shape * 10 + honours * 2 + near + 1000 * jokers));
        int ready = 0, pairsBest = 0;
        for (int i = 0; i < count; ++i) {
            const int maxExposed = std::min(3, (shape - 1) / 3);
            const int exposed = rng.below(3) == 0 ? static_cast<int>(rng.below(static_cast<std::uint64_t>(maxExposed + 1))) : 0;
            HandCounts h = near ? nearComplete(rng, shape, exposed, honours, static_cast<int>(rng.below(3)))
                                : randomHand(rng, shape, exposed, jokers, honours);
            for (int j = 0; near && j < jokers && h.concealedTiles() > h.jokers; ++j) { // tiles become jokers
                int k;
                do
                    k = static_cast<int>(rng.below(static_cast<std::uint64_t>(kHandKinds)));
                while (h.counts[static_cast<std::size_t>(k)] == 0);
                --h.counts[static_cast<std::size_t>(k)];
                ++h.jokers;
            }
            for (bool fours : {false, true})
                for (int drawable : {kSuitedKinds, kHandKinds}) {
                    const DrawMask fast = improvingDraws(h, PairRules{fours}, drawable);
                    const DrawMask plain = improvingDrawsByTrial(h, PairRules{fours}, drawable);
                    const std::string what = describe(h) + (fours ? " (four as two pairs)" : "") +
                                             (drawable == kSuitedKinds ? " (suited draws)" : "");
                    QVERIFY2(fast.shanten == plain.shanten && fast.standard == plain.standard &&
                                 fast.pairs == plain.pairs,
                             what.c_str());
                    QVERIFY2(fast.kinds == plain.kinds,
                             qPrintable(QStringLiteral("%1: %2 against %3")
                                            .arg(QString::fromStdString(what))
                                            .arg(fast.kinds, 0, 2)
                                            .arg(plain.kinds, 0, 2)));
                    ready += fast.shanten == 0;
                    pairsBest += fast.pairs && *fast.pairs <= fast.standard;
                }
        }
        // The hands reach the cases that matter: ready hands, and the pairs form at its best.
        if (near && jokers == 0)
            QVERIFY(ready > count / 4);
        if (shape == 13 || shape == 16)
            QVERIFY(pairsBest > 0);
    }

    void tables()
    {
        const SuitTables& t = SuitTables::get();
        // One byte a pattern, plus the class tables (a few hundred kilobytes).
        QVERIFY(t.bytes() > std::size_t(1953125 + 78125));
        QVERIFY(t.bytes() < std::size_t(4) << 20);
        QCOMPARE(&SuitTables::get(), &t); // one
        // The empty suit lacks 3 tiles a set and 2 for the pair.
        for (int n = 0; n <= kMaxSets; ++n) {
            QCOMPARE(SuitTables::lacking(t.suit(0), n, 0), 3 * n);
            QCOMPARE(SuitTables::lacking(t.suit(0), n, 1), 3 * n + 2);
        }
        // 123m: one set, nothing lacking; with the pair, 2 lacking.
        const std::uint8_t c[9] = {1, 1, 1, 0, 0, 0, 0, 0, 0};
        QCOMPARE(SuitTables::lacking(t.suit(SuitTables::suitIndex(c)), 1, 0), 0);
        QCOMPARE(SuitTables::lacking(t.suit(SuitTables::suitIndex(c)), 1, 1), 2);
    }

    // The tables compiled in (generated at build time) are the ones the builder makes now.
    void compiledTablesAreBuilt()
    {
        using namespace suit_data;
        const SuitTableData d = buildSuitTables();
        auto same = [](const auto& built, const auto* compiled) {
            return std::equal(built.begin(), built.end(), compiled);
        };
        QCOMPARE(d.suitFigures.size(), kSuitClasses);
        QCOMPARE(d.honourFigures.size(), kHonourClasses);
        QCOMPARE(d.mpClasses, kMpClasses);
        QCOMPARE(d.szClasses, kSzClasses);
        QCOMPARE(d.threeMirrored.size(), kThreeClasses * (kMaxSets + 1));
        QVERIFY(same(d.suitClass, kSuitClass));
        QVERIFY(same(d.honourClass, kHonourClass));
        QVERIFY(same(d.suitFigures, kSuitFigures));
        QVERIFY(same(d.honourFigures, kHonourFigures));
        QVERIFY(same(d.mpClass, kMpClass));
        QVERIFY(same(d.szClass, kSzClass));
        QVERIFY(same(d.final, kFinal));
        QVERIFY(same(d.suitSzThree, kSuitSzThree));
        QVERIFY(same(d.mpHonourThree, kMpHonourThree));
        QVERIFY(same(d.mpSuitThree, kMpSuitThree));
        QVERIFY(same(d.threeMirrored, kThreeMirrored));
        // And the generated source is what the generator writes from them.
        QVERIFY(suitTableSource(d).find("kSuitClass[1953126]") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestHandShanten)
#include "tst_hand_shanten.moc"

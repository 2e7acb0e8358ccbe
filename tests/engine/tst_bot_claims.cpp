// The strong AI's claims by expected value (variants/filipino/bots/claim_value.h) on hand-built views: a
// pung that brings a tódas hand nearer is taken; a pung that would end a siete pares hand
// worth more is let go, though it too brings the tódas hand nearer; a kang is taken. Each
// case also checks the values the choice came from, so a rule that always or never claims
// fails here.
#include "variants/filipino/bots/claim_value.h"
#include "variants/filipino/bots/danger.h"
#include "variants/filipino/bots/hand_outlook.h"
#include "variants/filipino/bots/strong_bot.h"
#include "variants/filipino/game/seat_view.h"
#include "hand/hand_parse.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QtTest>

using namespace mj;

namespace {

// Seat 1 answering a discard of `pendingKind` by seat 0 (its left neighbour) early in a
// Filipino game: 80 tiles in the wall, every opponent holding 16 tiles with two discards
// each, nothing exposed. `claims` are the claims offered besides passing.
SeatView claimView(const char* hand, int pendingKind, std::vector<Action> claims)
{
    SeatView v;
    v.seat = Seat::of(1);
    v.turn = Seat::of(0);
    v.mano = Seat::of(0);
    v.phase = Phase::Claims;
    const auto counts = parseHand(hand, Ruleset::filipino().handTiles());
    if (!counts)
        qFatal("bad test hand %s: %s", hand, counts.error().c_str());
    v.counts = *counts;
    v.concealedCount = {16, v.counts.concealedTiles(), 16, 16};
    v.pendingKind = pendingKind;
    v.drawWallLeft = 80;
    // Two early discards per opponent, honour-free rims of the suits far from the hand's.
    const int thrown[3][2] = {{0, 8}, {9, 17}, {18, 26}};
    for (int s = 0; s < 3; ++s) {
        const int seat = s == 0 ? 0 : s + 1;
        for (int k : thrown[s]) {
            v.discardsBySeat[static_cast<std::size_t>(seat)].push_back({k, true, false});
            ++v.seenElsewhere[static_cast<std::size_t>(k)];
        }
    }
    ++v.seenElsewhere[static_cast<std::size_t>(pendingKind)];
    v.legal.push_back({v.seat, ActionType::Pass, -1, -1});
    for (Action a : claims) {
        a.seat = v.seat;
        v.legal.push_back(a);
    }
    return v;
}

// The kind index of one tile in notation ("9s").
int kindOf(const char* tile)
{
    const HandCounts h = *parseHand(tile, Ruleset::filipino().handTiles());
    for (int k = 0; k < kHandKinds; ++k)
        if (h.counts[static_cast<std::size_t>(k)])
            return k;
    return -1;
}

struct Values {
    double pass = 0;
    std::optional<ClaimValue> claim;
};

Values valuesOf(const SeatView& v, const Ruleset& rules, const Action& claim)
{
    const OutlookContext ctx = outlookContext(v, rules);
    const TableRead read = readTable(v, rules);
    Values out{passValue(v, rules, ctx).value, claimValue(v, rules, ctx, read, claim)};
    qInfo("pass %.3f, claim %s", out.pass, out.claim ? QByteArray::number(out.claim->value, 'f', 3).constData() : "none");
    return out;
}

} // namespace

class TestBotClaims : public QObject {
    Q_OBJECT

private slots:
    void takesAPungThatBringsTheHandNearer()
    {
        const Ruleset rules = *loadRuleset("filipino");
        // Three sets, two pairs and loose tiles: a pung of 9s makes a fourth set.
        const int nineS = kindOf("9s");
        const Action pung{Seat::of(1), ActionType::Pung, -1, nineS};
        const SeatView v = claimView("123456789m455p2699s", nineS, {pung});
        const Values values = valuesOf(v, rules, pung);
        QVERIFY(values.claim.has_value());
        QVERIFY2(values.claim->value > values.pass - StrongBot::kClaimSlack,
                 qPrintable(QString("claim %1, pass %2").arg(values.claim->value).arg(values.pass)));
        StrongBot bot(7);
        QCOMPARE(bot.choose(v, rules).type, ActionType::Pung);
    }

    void refusesAPungThatEndsARicherSietePares()
    {
        const Ruleset rules = *loadRuleset("filipino");
        // Seven pairs and two singles: siete pares is near and pays twice; the
        // pung of 7m brings tódas nearer too, but ends the pairs.
        const int sevenM = kindOf("7m");
        const Action pung{Seat::of(1), ActionType::Pung, -1, sevenM};
        const SeatView v = claimView("11335577m224466p15s", sevenM, {pung});
        HandCounts after = v.counts;
        after.counts[static_cast<std::size_t>(sevenM)] -= 2;
        after.addExposed({SetType::Pung, static_cast<std::uint8_t>(sevenM)});
        QVERIFY(routeLacking(after, HandRoute::Standard, rules) < routeLacking(v.counts, HandRoute::Standard, rules));
        const Values values = valuesOf(v, rules, pung);
        QVERIFY(values.claim.has_value());
        QVERIFY2(values.claim->value < values.pass - StrongBot::kClaimSlack,
                 qPrintable(QString("claim %1, pass %2").arg(values.claim->value).arg(values.pass)));
        StrongBot bot(7);
        QCOMPARE(bot.choose(v, rules).type, ActionType::Pass);
    }

    void refusesAChowThatDoesNotBringTheHandNearer()
    {
        const Ruleset rules = *loadRuleset("filipino");
        // 4p with 56p already a set: a chow 456p out of 4p 5p (its 6p taken) breaks 456p.
        const int fourP = kindOf("4p");
        const Action chow{Seat::of(1), ActionType::Chow, -1, fourP};
        const SeatView v = claimView("123456789m456p1199s", fourP + 2, {chow});
        const Values values = valuesOf(v, rules, chow);
        QVERIFY(!values.claim.has_value());
        StrongBot bot(7);
        QCOMPARE(bot.choose(v, rules).type, ActionType::Pass);
    }

    void takesAKang()
    {
        const Ruleset rules = *loadRuleset("filipino");
        const int nineS = kindOf("9s");
        const Action kang{Seat::of(1), ActionType::Kang, -1, nineS};
        const SeatView v = claimView("123456789m45p26999s", nineS, {kang});
        const Values values = valuesOf(v, rules, kang);
        QVERIFY(values.claim.has_value());
        QVERIFY(values.claim->value >= rules.payouts.kang);
        StrongBot bot(7);
        QCOMPARE(bot.choose(v, rules).type, ActionType::Kang);
    }
};

QTEST_APPLESS_MAIN(TestBotClaims)
#include "tst_bot_claims.moc"

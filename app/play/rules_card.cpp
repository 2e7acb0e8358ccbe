#include "play/rules_card.h"

#include "text/ruleset_title.h"
#include "variants/filipino/scoring/win_score.h"

#include <QStringList>

namespace {

QString amount(int quarters) { return QString::fromStdString(mj::formatPayouts(quarters)); }
QString onOff(bool on) { return on ? QStringLiteral("yes") : QStringLiteral("no"); }

} // namespace

QString rulesCardText(const mj::Ruleset& r)
{
    using mj::ClaimRule;
    using mj::JokerRule;
    const mj::Payouts& p = r.payouts;
    QStringList out;
    const auto line = [&](const QString& what, const QString& value) { out << QStringLiteral("%1: %2").arg(what, value); };
    const auto pays = [&](const QString& what, int quarters) { out << QStringLiteral("    %1 %2").arg(what, amount(quarters)); };

    out << QStringLiteral("Ruleset: %1").arg(rulesetTitle(QString::fromStdString(r.name)));
    out << QString() << QStringLiteral("The tiles and the wall");
    line(QStringLiteral("Flowers"), r.isVisayan()
                                        ? QStringLiteral("the 8 flowers and seasons only; winds and dragons are played (Visayan)")
                                        : QStringLiteral("every tile that is not a suit: winds, dragons, flowers, seasons"));
    line(QStringLiteral("Counting the walls for the break"),
         r.wallCount == mj::WallCount::FromRight ? QStringLiteral("the wall on the máno's right is 1")
                                                 : QStringLiteral("the opposite wall is 1"));
    line(QStringLiteral("Stacks on the opposite wall counted from"),
         r.oppositeEnd == mj::OppositeEnd::NearRight ? QStringLiteral("the end nearer the máno's right")
                                                     : QStringLiteral("the end nearer the máno's left"));
    line(QStringLiteral("Jokers"), r.joker == JokerRule::None           ? QStringLiteral("none")
                                   : r.joker == JokerRule::AfterFlowers ? QStringLiteral("a tile turned up after the flowers; its kind is wild")
                                                                        : QStringLiteral("a tile turned up by the break roll; its kind is wild"));

    out << QString() << QStringLiteral("Play");
    line(QStringLiteral("A discard several players want"),
         r.claimRule == ClaimRule::Priority ? QStringLiteral("the higher claim takes it (a win, then pung or kang, then chow)")
                                            : QStringLiteral("the first claim made takes it"));
    line(QStringLiteral("Time to claim a discard"), QStringLiteral("%1 s").arg(r.claimSeconds));
    line(QStringLiteral("After a game nobody wins"),
         r.keepManoOnDraw ? QStringLiteral("the máno deals again") : QStringLiteral("the deal passes to the right"));
    line(QStringLiteral("Four alike as two pairs of siete pares"), onOff(r.fourAsTwoPairs));
    line(QStringLiteral("Doubles on the break roll double every payout"), onOff(r.doubles));
    line(QStringLiteral("Pot"), r.pot ? QStringLiteral("starts at %1, each player adds %2 after a game it is not won; a siete pares "
                                                       "or escaléra búnot or a joker eye takes it")
                                            .arg(amount(r.potStart), amount(r.potAdd))
                                      : QStringLiteral("no"));
    line(QStringLiteral("Jai alái pool"), r.jaiAlai ? QStringLiteral("each puts in %1; a win earns a marker, búnot two; the first to %2 "
                                                                     "takes the pool")
                                                          .arg(amount(r.jaiAlaiShare))
                                                          .arg(r.jaiAlaiMarkers)
                                                    : QStringLiteral("no"));

    out << QString() << QStringLiteral("Payouts, from each other player");
    pays(QStringLiteral("Tódas (every win)"), p.todas);
    pays(QStringLiteral("Escaléra, added"), p.escalera);
    pays(QStringLiteral("Siete pares, added"), p.sietePares);
    pays(QStringLiteral("International, added"), p.international);
    out << QStringLiteral("  paid at once:");
    pays(QStringLiteral("Sagása"), p.sagasa);
    pays(QStringLiteral("Secret"), p.secret);
    pays(QStringLiteral("Kang"), p.kang);
    pays(QStringLiteral("No flowers (after the deal and at the end)"), p.noFlowers);
    if (r.isVisayan()) {
        pays(QStringLiteral("Beauty"), p.beauty);
        pays(QStringLiteral("NEWS"), p.news);
    } else {
        pays(QStringLiteral("Thirteen flowers"), p.thirteenFlowers);
    }
    out << QStringLiteral("  other ambitions, added to a win: %1").arg(r.otherAmbitions ? QStringLiteral("paid") : QStringLiteral("not paid"));
    if (r.otherAmbitions) {
        pays(QStringLiteral("Bisaklát (the máno's dealt hand wins)"), p.bisaklat);
        pays(QStringLiteral("A win before the fifth discard"), p.beforeFifth);
        pays(QStringLiteral("All one suit"), p.allFlush);
        pays(QStringLiteral("Every set a chow"), p.allChow);
        pays(QStringLiteral("Every set a pung or kang"), p.allPung);
        pays(QStringLiteral("Nothing declared"), p.allUp);
        pays(QStringLiteral("Everything declared"), p.allDown);
        pays(QStringLiteral("Waiting on one tile for the eye"), p.single);
        pays(QStringLiteral("Waiting on two pairs"), p.backToBack);
        pays(QStringLiteral("Waiting on the middle tile of a chow (paníngit)"), p.paningit);
    }
    return out.join(QLatin1Char('\n'));
}

// The winner's hand for the end of game card (AmericanScreen.qml draws each tile's picture):
// the winner's exposures as they were laid, then the concealed tiles in the rack's order
// (by kind), from the table the end is shown on.
#include "american/american_session.h"

#include "session/session.h"

#include <algorithm>

QVariantList AmericanSession::winningHand() const
{
    QVariantList out;
    const int w = winner();
    if (w < 0)
        return out;
    const mj::Table& table = m_tiles->table();
    const mj::TileSet& set = table.tileSet();
    const mj::Seat seat = mj::Seat::of(w);
    auto kinds = [&](const std::vector<mj::TileId>& tiles) {
        QStringList words;
        for (mj::TileId t : tiles)
            words << QString::fromStdString(set.kindOf(t).notation());
        return words;
    };
    for (const auto& group : table.exposed(seat))
        out.append(QVariantMap{{QStringLiteral("kinds"), kinds(group)}, {QStringLiteral("exposed"), true}});
    std::vector<mj::TileId> concealed = table.hand(seat);
    std::sort(concealed.begin(), concealed.end(), [&](mj::TileId a, mj::TileId b) {
        const auto ka = set.kindOf(a).index(), kb = set.kindOf(b).index();
        return ka != kb ? ka < kb : a.value < b.value;
    });
    if (!concealed.empty())
        out.append(QVariantMap{{QStringLiteral("kinds"), kinds(concealed)}, {QStringLiteral("exposed"), false}});
    return out;
}

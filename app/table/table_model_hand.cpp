// The hand you play on the table model (table_model.h): which seat's hand is arranged, in
// what order (hand_order.h: sorted, or as the player dragged it), the tile just drawn apart.
#include "table/table_model.h"

void TableModel::arrangeHand()
{
    const std::vector<mj::TileId> before = m_hand.shown();
    const auto apartBefore = m_hand.apart();
    if (m_handSeat >= 0) {
        const mj::Seat seat = mj::Seat::of(m_handSeat);
        m_hand.sync(table().hand(seat), mjui::drawnTile(m_record.events, static_cast<std::size_t>(m_step), table(), seat),
                    table().tileSet(), m_jokerIndicator);
    } else {
        m_hand.clear();
    }
    m_arrangement = {m_handSeat, m_hand.arranged(), m_hand.apart()};
    if (m_hand.shown() != before || m_hand.apart() != apartBefore)
        emit handChanged();
}


// ---- the hand you play -------------------------------------------------------------

void TableModel::setHandSeat(int seat)
{
    const int wanted = mj::Seat::valid(seat) ? seat : -1;
    if (wanted == m_handSeat)
        return;
    m_handSeat = wanted;
    m_hand.clear();
    emit handChanged();
    refresh();
}

void TableModel::setAutoSort(bool on)
{
    if (on == m_hand.autoSort())
        return;
    m_hand.setAutoSort(on);
    emit handChanged();
    refresh();
}

bool TableModel::moveHandTile(int from, int to)
{
    const bool wasSorted = m_hand.autoSort();
    if (m_handSeat < 0 || !m_hand.moveTile(from, to)) {
        setError(QStringLiteral("No tile to move from slot %1 to slot %2 of a hand of %3 tiles")
                     .arg(from)
                     .arg(to)
                     .arg(m_hand.shown().size()));
        return false;
    }
    setError({});
    if (wasSorted != m_hand.autoSort())
        emit handChanged();
    refresh();
    return true;
}

QVariantList TableModel::handTiles() const
{
    QVariantList ids;
    for (const mj::TileId t : m_hand.shown())
        ids.append(int(t.value));
    return ids;
}

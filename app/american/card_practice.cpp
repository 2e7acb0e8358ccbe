#include "american/card_practice.h"

#include "core/rng.h"
#include "core/tile_set.h"

#include <QRandomGenerator>

#include <algorithm>

using namespace mj;

namespace {

constexpr std::size_t kHandTiles = 14;

QStringList notations(const std::vector<TileKind>& kinds)
{
    QStringList out;
    for (TileKind kind : kinds)
        out << QString::fromStdString(kind.notation());
    return out;
}

} // namespace

CardPractice::CardPractice(QObject* parent) : QObject(parent) {}

QStringList CardPractice::rack() const { return notations(m_rack); }

QStringList CardPractice::discards() const { return notations(m_discards); }

void CardPractice::newHand()
{
    startDeal(static_cast<int>(QRandomGenerator::system()->bounded(1, kLastDeal + 1)));
}

bool CardPractice::deal(const QString& number)
{
    bool ok = false;
    const qlonglong n = number.trimmed().toLongLong(&ok);
    if (!ok || n < 1 || n > kLastDeal) {
        m_message = tr("\"%1\" is not a deal number: deals are numbered 1 to %2").arg(number.left(20)).arg(kLastDeal);
        emit changed();
        return false;
    }
    startDeal(static_cast<int>(n));
    return true;
}

void CardPractice::startDeal(int number)
{
    const TileSet& set = **TileSet::byName("american-152");
    m_wall.clear();
    for (TileKind kind : set.distinctKinds())
        for (int i = 0; i < set.copiesOf(kind); ++i)
            m_wall.push_back(kind);
    Rng rng(static_cast<std::uint64_t>(number));
    rng.shuffle(m_wall);
    m_deal = number;
    m_rack.assign(m_wall.begin(), m_wall.begin() + kHandTiles);
    m_next = kHandTiles;
    m_discards.clear();
    m_drawnIndex = -1;
    m_message.clear();
    sortRack();
    emit changed();
}

void CardPractice::sortRack() { std::sort(m_rack.begin(), m_rack.end()); }

bool CardPractice::discardAndDraw(int index)
{
    if (index < 0 || index >= static_cast<int>(m_rack.size())) {
        m_message = tr("There is no tile %1 on the rack to discard.").arg(index + 1);
        emit changed();
        return false;
    }
    if (m_next >= m_wall.size()) {
        m_message = tr("The wall is empty: a wall game. Deal a new hand.");
        emit changed();
        return false;
    }
    m_discards.push_back(m_rack[static_cast<std::size_t>(index)]);
    m_rack.erase(m_rack.begin() + index);
    const TileKind drawn = m_wall[m_next++];
    m_rack.push_back(drawn);
    sortRack();
    // The drawn tile: the last of its kind on the sorted rack.
    const auto last = std::upper_bound(m_rack.begin(), m_rack.end(), drawn);
    m_drawnIndex = static_cast<int>(last - m_rack.begin()) - 1;
    m_message.clear();
    emit changed();
    return true;
}

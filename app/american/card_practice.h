// Practising with the American card (issue 17, "In the app"; the "American card" page): a
// hand of 14 tiles dealt from a shuffled american-152 wall, then discard a tile and draw the
// next from the same wall, as at the table but alone. The wall is shuffled by the engine's
// seeded Rng from the deal number, so a deal number gives the same hand and the same draws
// every time. The rack is kept sorted; the discards are the tiles seen on the table.
#pragma once

#include "core/tile_kind.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <vector>

class CardPractice : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The deal number (the wall's seed); 0 before the first deal.
    Q_PROPERTY(int dealNumber READ dealNumber NOTIFY changed)
    // The rack, sorted, one tile notation each ("5p", "1j").
    Q_PROPERTY(QStringList rack READ rack NOTIFY changed)
    // Where the last tile drawn lies in the rack; -1 just after a deal.
    Q_PROPERTY(int drawnIndex READ drawnIndex NOTIFY changed)
    // The tiles discarded so far, in order: the tiles seen on the table.
    Q_PROPERTY(QStringList discards READ discards NOTIFY changed)
    Q_PROPERTY(int wallLeft READ wallLeft NOTIFY changed)
    // The last refusal or note; empty after the next good move.
    Q_PROPERTY(QString message READ message NOTIFY changed)

public:
    // Deal numbers run from 1 to this (a QML number holds it exactly).
    static constexpr int kLastDeal = 999'999'999;

    explicit CardPractice(QObject* parent = nullptr);

    int dealNumber() const { return m_deal; }
    QStringList rack() const;
    int drawnIndex() const { return m_drawnIndex; }
    QStringList discards() const;
    int wallLeft() const { return static_cast<int>(m_wall.size() - m_next); }
    QString message() const { return m_message; }

    // A deal of a random number (picked by the system's generator; the hand itself comes
    // from the seeded wall).
    Q_INVOKABLE void newHand();
    // The deal of that number, as typed; false (and message says why) when it is none.
    Q_INVOKABLE bool deal(const QString& number);
    // Discards the rack's tile at `index` and draws the next from the wall; false (and
    // message says why) when there is no such tile or the wall is empty.
    Q_INVOKABLE bool discardAndDraw(int index);

signals:
    void changed();

private:
    void startDeal(int number);
    void sortRack();

    int m_deal = 0;
    std::vector<mj::TileKind> m_wall; // shuffled; m_next is the next to draw
    std::size_t m_next = 0;
    std::vector<mj::TileKind> m_rack;
    std::vector<mj::TileKind> m_discards;
    int m_drawnIndex = -1;
    QString m_message;
};

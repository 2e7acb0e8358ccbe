// The 47 tiles of a solitaire table as a list model for the 3D scene (issue 16): the 39 of
// the game and the 8 face-down winds of the divider (seed 001: "eight wind tiles to act as a
// center divider"). A row per tile, with the roles Tile3D reads (tileId, kind, zone, group,
// faceUp, seat, position3d, rotation3d), so the table's own tile animates every move.
//
// A tile keeps its identity from one position to the next, so a move animates the tiles
// that moved and only those: the suited tiles are one of each, and a dragon keeps its id
// while a dragon of its kind still lies where it lay; the others of its kind take the
// places that are new. Ids: 0-26 the suited tiles (the solitaire Tile less one), 27-38 the
// dragons (four of each kind in turn), 39-46 the divider's winds.
#pragma once

#include "solitaire/solitaire_layout.h"

#include <QAbstractListModel>
#include <QVector3D>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <optional>

class SolitaireTiles : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("made by SolitaireSession")
    // How far the tiles reach now, in millimetres (x from the left edge to the right edge,
    // the rows' half height): the camera frames them.
    Q_PROPERTY(QVector3D extent READ extent NOTIFY extentChanged)
    // A tile's width, face height and thickness (mm): the set's size, from the settings.
    Q_PROPERTY(QVector3D tileSize READ tileSize NOTIFY tileSizeChanged)

public:
    enum Role {
        TileIdRole = Qt::UserRole + 1,
        KindRole,
        ZoneRole,
        GroupRole,
        FaceUpRole,
        SeatRole,
        Position3DRole,
        Rotation3DRole,
        MovableRole, // at a row's end run, or alone in a free cell
    };
    Q_ENUM(Role)

    static constexpr int kGameTiles = mj::solitaire::kTiles;
    static constexpr int kDividerTiles = mj::solitaire::kRows;

    explicit SolitaireTiles(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Lays the tiles as `position` has them (dataChanged for those that moved).
    void show(const mj::solitaire::Position& position);
    // The tiles of a size preset (tile_sizes.h: "mini" … "champion"); false for an unknown id.
    Q_INVOKABLE bool setTileSize(const QString& id);

    // Where game tile `id` lies (nullopt: a divider's wind, or an id out of range).
    std::optional<mjui::solitaire::Slot> slotOf(int id) const;
    // The id of the tile in `slot`, or -1.
    int tileIn(const mjui::solitaire::Slot& slot) const;
    // The notation of tile `id` ("5p", "7z", a wind "1z").
    static QString kindOf(int id);
    // The 3D centre (mm) of a slot, and the table point (tile widths) of a scene point.
    QVector3D centreOf(const mjui::solitaire::Slot& slot) const;
    const mjui::solitaire::Layout& layout() const { return m_layout; }
    double unitMm() const { return m_size.x(); }
    QVector3D extent() const { return m_extent; }
    QVector3D tileSize() const { return m_size; }

signals:
    void extentChanged();
    void tileSizeChanged();

private:
    bool movable(int id) const;
    void updateExtent();

    QVector3D m_size; // width, face height, thickness (mm)
    mjui::solitaire::Layout m_layout;
    mj::solitaire::Position m_position;
    std::array<std::optional<mjui::solitaire::Slot>, kGameTiles> m_slots{};
    QVector3D m_extent;
};

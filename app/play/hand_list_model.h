// The concealed hand of the human shown at the table, in the table's order (GameSession
// .yourHand): roles tileId (the physical tile, as TableModel's rows name it) and kind (its
// notation, "5p"). Empty outside a game. The rack shows the hand as the player arranged
// it (TableModel.handTiles); this is the hand as the engine holds it.
#pragma once

#include "play/row_list_model.h"

class HandListModel : public RowListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameSession makes it")
public:
    explicit HandListModel(QObject* parent = nullptr)
        : RowListModel({QByteArrayLiteral("tileId"), QByteArrayLiteral("kind")}, parent)
    {
    }
    // The tile ids, in order.
    Q_INVOKABLE QVariantList tileIds() const
    {
        QVariantList ids;
        for (int row = 0; row < count(); ++row)
            ids.append(get(row).value(QStringLiteral("tileId")));
        return ids;
    }
};

// The actions you may take now, as QML lists them (GameSession.actions; PlayBar.qml's
// buttons): every legal action of the human at the screen but the discards (a discard is a
// tap on a tile of the hand), in the engine's order. Roles: label ("Pung 5p", translated),
// type (the engine's action name, "pass": for keys, since the label is translated) and
// actionIndex (what GameSession.act() takes). Empty while it is not your move.
#pragma once

#include "play/row_list_model.h"

class ActionListModel : public RowListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameSession makes it")
public:
    explicit ActionListModel(QObject* parent = nullptr)
        : RowListModel({QByteArrayLiteral("label"), QByteArrayLiteral("type"), QByteArrayLiteral("actionIndex")}, parent)
    {
    }
};

// The physical table for QML: one row per physical tile (144 for the Chinese set), each
// with its kind, place and pose on the table plane (ARCHITECTURE.md, Tokodon anchor:
// models are QAbstractListModels with user intents as invokables; convention 6: the
// positions come from C++, QML only draws them).
//
// The model holds the setup ritual's record for the current seed and variant
// (RULINGS.md, "The Filipino setup ritual") and shows the table after the first `step`
// events of it, rebuilt through the engine's GameLog, the one door for changes
// (convention 3). Moving between steps updates the rows with dataChanged, never a reset,
// so the view can animate tiles from place to place. Untrusted input (a seed or variant
// typed by the user) is refused with a reason in `error`, never asserted (convention 4).
//
// Its parts: table_model.cpp (the rows), table_model_record.cpp (the record shown and the
// step), table_model_hand.cpp (the hand you play), table_model_table.cpp (the summary of
// the table for the panel and the 3D scene), break_count_markers.h (the break count shown).
#pragma once

#include "record/game_log.h"
#include "variants/filipino/ritual/narrator.h"

#include "table/hand_order.h"
#include "table/table_layout.h"
#include "table/tile_sizes.h"

#include <QAbstractListModel>
#include <QVector3D>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

class TableModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString seed READ seed NOTIFY seedChanged)
    // What the table shows, for the panel's heading: the ritual, or a watched game.
    Q_PROPERTY(QString caption READ caption NOTIFY captionChanged)
    Q_PROPERTY(QString variant READ variant NOTIFY variantChanged)
    Q_PROPERTY(QStringList variants READ variants CONSTANT)
    // The same, as a player reads them ("Filipino"), for the panel's box.
    Q_PROPERTY(QStringList variantTitles READ variantTitles CONSTANT)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

    Q_PROPERTY(int step READ step NOTIFY stateChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY stateChanged)
    Q_PROPERTY(QString eventName READ eventName NOTIFY stateChanged)
    // The same event in words ("Lifting the break stack" for "lift"), for the step line.
    Q_PROPERTY(QString eventTitle READ eventTitle NOTIFY stateChanged)
    Q_PROPERTY(QString eventText READ eventText NOTIFY stateChanged)

    // How many seats the game shown has (seat_count.h): the seat cards on the table.
    Q_PROPERTY(int seatCount READ seatCount NOTIFY variantChanged)
    Q_PROPERTY(int mano READ mano NOTIFY stateChanged)
    Q_PROPERTY(QString breakDice READ breakDice NOTIFY stateChanged)
    Q_PROPERTY(int breakWall READ breakWall NOTIFY stateChanged)
    Q_PROPERTY(int breakStack READ breakStack NOTIFY stateChanged)
    Q_PROPERTY(int breakCount READ breakCount NOTIFY stateChanged)
    Q_PROPERTY(int drawLeft READ drawLeft NOTIFY stateChanged)
    Q_PROPERTY(int flowerLeft READ flowerLeft NOTIFY stateChanged)
    // For the seat plates over the table: each seat's flowers laid out, and the seat whose
    // turn it is at the step shown (-1 before the first draw, and once the game ends).
    Q_PROPERTY(QVariantList flowerCounts READ flowerCounts NOTIFY stateChanged)
    Q_PROPERTY(int turnSeat READ turnSeat NOTIFY stateChanged)
    // The tile of the latest discard while it still lies among the discards (-1: none): the
    // table marks it (issue 14, found when tried, 3).
    Q_PROPERTY(int lastDiscard READ lastDiscard NOTIFY stateChanged)
    // Its kind in notation ("3s"; empty: none), for a picture over the table.
    Q_PROPERTY(QString lastDiscardKind READ lastDiscardKind NOTIFY stateChanged)
    // Under a ruleset with jokers, once the table has shown the reveal: the indicator's tile
    // (-1: none yet) and its kind ("" : none), whose other tiles are jokers.
    Q_PROPERTY(int jokerIndicator READ jokerIndicator NOTIFY stateChanged)
    Q_PROPERTY(QString jokerKind READ jokerKind NOTIFY stateChanged)

    Q_PROPERTY(bool diceVisible READ diceVisible NOTIFY stateChanged)
    Q_PROPERTY(int die1 READ die1 NOTIFY stateChanged)
    Q_PROPERTY(int die2 READ die2 NOTIFY stateChanged)
    Q_PROPERTY(double diceX READ diceX NOTIFY stateChanged)
    Q_PROPERTY(double diceY READ diceY NOTIFY stateChanged)
    Q_PROPERTY(double diceRotation READ diceRotation NOTIFY stateChanged)
    Q_PROPERTY(int diceLevel READ diceLevel NOTIFY stateChanged)

    // Table geometry for the view: side of the square table and a tile's footprint, in
    // the units of the x and y roles.
    Q_PROPERTY(double tableExtent READ tableExtent CONSTANT)

    // The 3D table: the tile size preset (seed 000's table) and, in millimetres, the tile's
    // dimensions and where the dice are (see tile_pose3d.h for the scene's axes).
    Q_PROPERTY(QString tileSize READ tileSize NOTIFY tileSizeChanged)
    Q_PROPERTY(QVariantList tileSizes READ tileSizes CONSTANT)
    Q_PROPERTY(double tileWidthMm READ tileWidthMm NOTIFY tileSizeChanged)
    Q_PROPERTY(double tileHeightMm READ tileHeightMm NOTIFY tileSizeChanged)
    Q_PROPERTY(double tileDepthMm READ tileDepthMm NOTIFY tileSizeChanged)
    Q_PROPERTY(double dieSizeMm READ dieSizeMm NOTIFY tileSizeChanged)
    Q_PROPERTY(QVector3D dicePosition3d READ dicePosition3d NOTIFY stateChanged)
    Q_PROPERTY(QVector3D diceRotation3d READ diceRotation3d NOTIFY stateChanged)
    Q_PROPERTY(double tileWidth READ tileWidth CONSTANT)
    Q_PROPERTY(double tileDepth READ tileDepth CONSTANT)

    // For the animated ritual (RitualPlayer, Table3D). The narration of the current step's
    // opening event ("4. Break the wall" and its explanation), so a teaching panel can keep
    // the step's heading in view while later events of the step are shown; empty at step 0.
    Q_PROPERTY(QString phaseText READ phaseText NOTIFY stateChanged)
    // The seat whose roll is the current event, -1 when it is not a roll; and where that
    // seat's dice leave the hand (3D, mm: above the roller's own wall), for the tumble.
    Q_PROPERTY(int rollSeat READ rollSeat NOTIFY stateChanged)
    Q_PROPERTY(QVector3D diceThrowFrom3d READ diceThrowFrom3d NOTIFY stateChanged)
    // How the máno counts the break roll (RULINGS.md, ritual steps 4 and 5; break_point.h):
    // the walls in counting order, one entry per count 1..T (the last is where T lands,
    // before any taboo move), then the stacks 1..T of the broken wall from the counting end.
    // Each entry is {position: QVector3D above the wall or stack top, yaw: degrees,
    // length: mm along the wall}. Empty until the wall is broken; 3D scene units.
    Q_PROPERTY(QVariantList breakCountWalls READ breakCountWalls NOTIFY stateChanged)
    Q_PROPERTY(QVariantList breakCountStacks READ breakCountStacks NOTIFY stateChanged)

    // The hand of the seat you play, as you arrange it (hand_order.h): the 3D table and the
    // rack (HandRack.qml) lay that seat's hand in this order, the tile just drawn apart at
    // the right end. -1 (the default, and outside a game): every hand in the table's order.
    Q_PROPERTY(int handSeat READ handSeat WRITE setHandSeat NOTIFY handChanged)
    Q_PROPERTY(bool autoSort READ autoSort WRITE setAutoSort NOTIFY handChanged)
    // Tile ids of that hand left to right as shown, the drawn tile (if apart) last.
    Q_PROPERTY(QVariantList handTiles READ handTiles NOTIFY handChanged)
    // The id of the tile standing apart (just drawn), or -1.
    Q_PROPERTY(int drawnTile READ drawnTile NOTIFY handChanged)
    // Seats whose taken tiles (dealt, drawn, replacements) the narration does not name: in a
    // game, every hand but the one of the player at the screen (GameSession). Empty: all named.
    Q_PROPERTY(QVariantList privateSeats READ privateSeats WRITE setPrivateSeats NOTIFY stateChanged)

public:
    enum Role {
        TileIdRole = Qt::UserRole + 1,
        KindRole,     // notation, "5p"
        SuitRole,     // its suit letter, "p"
        ZoneRole,     // "free", "wall", "hand", "exposed", "flowers", "discards"
        SeatRole,     // owning seat (the wall's builder for wall tiles), -1 in the free area
        GroupRole,    // wall stack or exposed set index
        PositionRole, // level in a wall stack, order within a hand/flowers/discards
        TableXRole,   // "tableX", "tableY": centre on the table plane, in tile widths from
        TableYRole,   // the table's centre (x right, y towards seat 0); see table_layout.h
        TableRotationRole, // degrees clockwise seen from above; tiles face their seat
        LevelRole,    // height in tiles above the felt (wall stacks: 0 bottom, 1 top...)
        FaceUpRole,
        Position3DRole, // "position3d": centre in the 3D scene, millimetres
        Rotation3DRole, // "rotation3d": Euler angles (pitch, yaw, roll), degrees
        HandSlotRole, // "handSlot": index in handTiles for a tile of handSeat's hand, else -1
        JokerRole,    // "joker": a joker by the indicator the table has shown (jokerIndicator)
    };
    Q_ENUM(Role)

    explicit TableModel(QObject* parent = nullptr);
    ~TableModel() override;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Intents. Each returns whether it was accepted; a refusal sets `error`.
    Q_INVOKABLE bool setSeed(const QString& seed);
    // Shows a record made elsewhere (a watched game) from its first event, with its
    // narration; the seed and ruleset stay as the record says.
    void loadRecord(mj::GameRecord record);
    // Adds the events a record has beyond the one shown (a game going on), keeping the
    // step; a record that does not continue the one shown is loaded afresh (false).
    bool extendRecord(const mj::GameRecord& record);
    // A networked game (net/seat_table.h): the record shown with the identities of tiles
    // the player has not seen changed through its history (tile t is now newId[t]), and
    // perhaps more events. The step stays; each row shows its tile's new identity, so no
    // tile on the table moves (a relabelled tile lies face down where it was, or shows at
    // last the face the game had for it). False, loaded afresh, when `newId` is not a
    // relabelling of every tile.
    bool relabelRecord(const mj::GameRecord& record, const std::vector<std::uint16_t>& newId);
    // The relabelling that swaps each pair in turn (net/seat_table.h's swaps).
    static std::vector<std::uint16_t> relabellingOf(const std::vector<std::pair<mj::TileId, mj::TileId>>& swaps, int tiles);
    // The row that shows a tile (the tile's id, unless a networked game relabelled tiles).
    Q_INVOKABLE int rowOf(int tileId) const;
    QString caption() const { return m_caption; }
    void setCaption(const QString& caption)
    {
        if (caption == m_caption)
            return;
        m_caption = caption;
        emit captionChanged();
    }
    Q_INVOKABLE bool setVariant(const QString& variant);
    Q_INVOKABLE void performRitual();
    // Back to the ritual of the current seed and variant, from its first event (after a game).
    Q_INVOKABLE void showRitual();
    Q_INVOKABLE bool stepForward();
    Q_INVOKABLE bool stepBack();
    Q_INVOKABLE bool goToStep(int step);
    Q_INVOKABLE void reset();
    // A preset id from tileSizes ("mini" ... "champion"); moves every tile.
    Q_INVOKABLE bool setTileSize(const QString& id);

    // A drag in the rack: the tile shown at `from` goes to slot `to` (indices into
    // handTiles); turns auto-sort off. False, with the reason in `error`, outside the hand.
    Q_INVOKABLE bool moveHandTile(int from, int to);
    int handSeat() const { return m_handSeat; }
    void setHandSeat(int seat);
    bool autoSort() const { return m_hand.autoSort(); }
    void setAutoSort(bool on);
    QVariantList handTiles() const;
    int drawnTile() const { return m_hand.apart() ? m_hand.apart()->value : -1; }
    QVariantList privateSeats() const { return m_privateSeats; }
    void setPrivateSeats(const QVariantList& seats);

    // Where a seat's name card lies: {x, y, rotation} in table units, in the free corner
    // at the seat's left.
    Q_INVOKABLE QVariantMap seatLabelPose(int seat) const;

    // The table currently shown, and the ritual's record, for C++ callers and tests.
    const mj::Table& table() const;
    const mj::Ruleset& rules() const { return m_rules; }
    const mj::GameRecord& record() const { return m_record; }
    // The narration of event number `step` (1-based, as `step` counts; empty outside
    // 1..stepCount), for RitualPlayer's teaching pace.
    Q_INVOKABLE QString narrationAt(int step) const;

    QString seed() const { return QString::number(m_seed); }
    QString variant() const;
    QStringList variants() const;
    QStringList variantTitles() const;
    QString error() const { return m_error; }
    int step() const { return m_step; }
    int stepCount() const { return static_cast<int>(m_record.events.size()); }
    QString eventName() const;
    QString eventTitle() const;
    QString eventText() const;
    int seatCount() const;
    int mano() const;
    QString breakDice() const;
    int breakWall() const;
    int breakStack() const;
    int breakCount() const;
    int drawLeft() const;
    int flowerLeft() const;
    QVariantList flowerCounts() const;
    int turnSeat() const;
    int lastDiscard() const;
    QString lastDiscardKind() const;
    int jokerIndicator() const;
    QString jokerKind() const;
    bool diceVisible() const;
    int die1() const { return table().dice().faces[0]; }
    int die2() const { return table().dice().faces[1]; }
    double diceX() const;
    double diceY() const;
    double diceRotation() const;
    int diceLevel() const;
    double tableExtent() const;
    double tileWidth() const;
    double tileDepth() const;
    QString tileSize() const { return QString::fromStdString(m_tileSize->id); }
    QVariantList tileSizes() const;
    double tileWidthMm() const { return m_tileSize->width; }
    double tileHeightMm() const { return m_tileSize->height; }
    double tileDepthMm() const { return m_tileSize->depth; }
    double dieSizeMm() const;
    QVector3D dicePosition3d() const;
    QVector3D diceRotation3d() const;
    QString phaseText() const;
    int rollSeat() const;
    QVector3D diceThrowFrom3d() const;
    QVariantList breakCountWalls() const;
    QVariantList breakCountStacks() const;

signals:
    void captionChanged();
    void seedChanged();
    void variantChanged();
    void errorChanged();
    void stateChanged();
    void tileSizeChanged();
    void handChanged();

private:
    struct Row {
        int tileId = 0;
        QString kind, suit, zone;
        int seat = -1, group = 0, position = 0, level = 0, handSlot = -1;
        double x = 0, y = 0, rotation = 0;
        bool faceUp = false, joker = false;
        QVector3D position3d, rotation3d;
        friend bool operator==(const Row&, const Row&) = default;
    };

    void regenerate();  // the record for the current seed and variant; back to step 0
    void refresh();     // recompute rows, emit dataChanged for the changed ones
    void arrangeHand(); // bring m_hand and m_arrangement up to the table shown
    Row rowFor(mj::TileId tile) const;
    void setError(const QString& error);
    void computeBreakCount(); // m_countWalls, m_countStacks for the record and tile size

    std::uint64_t m_seed = 1;
    QString m_caption = QStringLiteral("Filipino setup ritual");
    mj::Ruleset m_rules = mj::Ruleset::filipino();
    mj::GameRecord m_record;
    std::unique_ptr<mj::GameLog> m_log; // the first m_step events of m_record applied
    int m_step = 0;
    std::vector<QString> m_narration; // the narration of each event of m_record
    std::unique_ptr<mj::Narrator> m_narrator;  // goes on telling as a record grows
    std::unique_ptr<mj::GameLog> m_narrated;   // the table the narrator has told up to
    QString ritualCaption() const;
    // The joker's indicator shown at m_step: worked out once per step by refresh(), for the
    // plates, the rows' joker role and the rack's order read it.
    std::optional<mj::TileId> m_jokerIndicator;
    // A tile's kind in notation ("3s"); "" for -1.
    QString kindNotation(int tile) const;
    void narrateFrom(std::size_t first);
    void retell(); // the record told afresh, the table back at step 0
    std::vector<Row> m_rows;
    // The tile each row shows: its id, until relabelRecord trades two rows' tiles.
    std::vector<std::uint16_t> m_rowTile;
    QString m_error;
    const mjui::TileSize* m_tileSize = &mjui::defaultTileSize();
    QVariantList m_countWalls, m_countStacks; // shown once the wall is broken
    int m_handSeat = -1;
    QVariantList m_privateSeats;
    mjui::HandOrder m_hand;
    mjui::HandArrangement m_arrangement; // m_hand as the layout reads it
};

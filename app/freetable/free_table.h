// The free table (issue 5, "Free table"): the same table with no rules enforced. The user
// moves any tile anywhere (a spot on the felt, a seat's hand, exposed sets, discards or
// flowers, a wall stack), flips it, turns it, stacks it, rolls the dice, deals a whole table
// by hand (builds each wall from the heap, names the máno, breaks the wall at a stack, takes
// stacks from the draw end, lays flowers and takes replacements from the flower end), or
// lets the engine run the next step of the setup ritual; every act is recorded as table
// events (table/event.h), so a free session is a record like any other (ARCHITECTURE.md,
// convention 3: the log of events is the truth). No tile floats: tiles a move leaves
// unsupported settle in the same act (free_stacking.h). Undo rebuilds the table from the
// log without the last act (an act is one user action: a move, or a whole ritual step);
// redo applies it again; any new act clears the redo list. "Check this hand" reads a
// seat's hand under a chosen ruleset, as advice only (variants/filipino/scoring/hand_check.h): how the last
// tile came, which it was, and the joker are the user's to say. A session is saved with
// where each act begins and opened again with its undo history (free_table_file.h).
//
// It shows itself on a TableModel: the model's record becomes the free session's record,
// so the 3D table animates each act as it animates the ritual. Refusals (a tile that does
// not exist, a turn of a tile in a hand, a ritual step the table is not ready for, a file
// that does not open) leave the table as it was and say why in `message` (convention 4).
// Dice come from the engine's Rng seeded with the record's seed (convention 5). A new seed
// or variant chosen while it is on starts a fresh free table on it, with the same set.
//
// Every set of the rule book is on offer (issue 13, item 10), each with the layout that
// goes with it (table/layout.h: square, L, C, grid or none) or another the user picks: the
// table then starts with every tile in the pool; Build sets the whole layout out from the
// heap and Deal gives any number of tiles to each of 1 to 4 seats. The Filipino ritual's
// steps, laying flowers and "check this hand" stay with the Chinese set on the square of 18.
//
// This class is the facade QML sees; the work is in parts with one job each:
//   free_table.cpp          starting and stopping a session, showing it, acts and undo
//   free_history.h          the log of acts, undo and redo (no Qt)
//   free_table_moves.cpp    one tile: drag, flip, turn, stack, to a seat's places
//   free_table_layout.cpp   the dice, wash, building walls and layouts, dealing, taking
//   free_table_ritual.cpp   the Filipino ritual by hand: máno, break, flowers, next step
//   free_table_advice.cpp   "check this hand" and its choices
//   free_table_keep.cpp     saving and opening free tables (files: free_table_file.h)
#pragma once

#include "freetable/free_history.h"
#include "table/table_model.h"

#include "core/rng.h"
#include "variants/filipino/scoring/hand_check.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

class FreeTable : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TableModel* model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    // Why the last intent was refused, or what it did; empty when there is nothing to say.
    Q_PROPERTY(QString message READ message NOTIFY changed)
    // Whether `message` is a refusal (rather than news, such as where a record was saved).
    Q_PROPERTY(bool messageIsRefusal READ messageIsRefusal NOTIFY changed)
    // What "next ritual step" would do now ("build the wall"), or empty when the table is
    // ready for none; then nextStepBlocked says why.
    Q_PROPERTY(QString nextStep READ nextStep NOTIFY changed)
    Q_PROPERTY(QString nextStepBlocked READ nextStepBlocked NOTIFY changed)
    // Whether the wall is broken and still has tiles at its draw end (dealing by hand), and
    // at its flower end (replacements).
    Q_PROPERTY(bool canTakeFromWall READ canTakeFromWall NOTIFY changed)
    Q_PROPERTY(bool canTakeReplacement READ canTakeReplacement NOTIFY changed)
    // Whether the wall is broken yet.
    Q_PROPERTY(bool wallBroken READ wallBroken NOTIFY changed)
    // The last "check this hand": a one-line verdict and the lines under it.
    Q_PROPERTY(QString checkSummary READ checkSummary NOTIFY checked)
    Q_PROPERTY(QStringList checkLines READ checkLines NOTIFY checked)
    Q_PROPERTY(bool checkWin READ checkWin NOTIFY checked)
    Q_PROPERTY(QStringList rulesets READ rulesets CONSTANT)
    // The same rulesets in words ("Filipino"), for the Check dialog's box.
    Q_PROPERTY(QStringList rulesetTitles READ rulesetTitles CONSTANT)
    // The joker's indicator revealed on the table ("5p, tile 40"), empty when none is; a
    // check under a ruleset with jokers takes its kind as the joker.
    Q_PROPERTY(QString jokerIndicator READ jokerIndicator NOTIFY changed)
    // The set and layout on the table now (names, as the registries have them), and the
    // registries' names to choose from.
    Q_PROPERTY(QString setName READ setName NOTIFY changed)
    Q_PROPERTY(QString layoutName READ layoutName NOTIFY changed)
    Q_PROPERTY(QStringList tileSets READ tileSets CONSTANT)
    Q_PROPERTY(QStringList layouts READ layouts CONSTANT)
    // The same, as the bar's boxes show them (free_table_titles.h).
    Q_PROPERTY(QStringList tileSetTitles READ tileSetTitles CONSTANT)
    Q_PROPERTY(QStringList layoutTitles READ layoutTitles CONSTANT)
    Q_PROPERTY(QString layoutTitle READ layoutTitle NOTIFY changed)
    // How many tiles the layout holds when built, and how many the set has.
    Q_PROPERTY(int layoutCapacity READ layoutCapacity NOTIFY changed)
    Q_PROPERTY(int setSize READ setSize NOTIFY changed)
    // A seat's wall in the layout (square, L): its stacks and how high they stand; 0 for a
    // layout that is no wall a seat builds (the C, the grid, none). Build wall's and Take's
    // words come from these, not from one game's wall.
    Q_PROPERTY(int wallStacks READ wallStacks NOTIFY changed)
    Q_PROPERTY(int wallHeight READ wallHeight NOTIFY changed)
    // How many seats the free table deals to and names (Deal, Check, the seat boxes).
    Q_PROPERTY(int maxSeats READ maxSeats CONSTANT)
    // The seats' names for the seat boxes, with where each sits: "Seat 1 (right)".
    Q_PROPERTY(QStringList seatNames READ seatNames CONSTANT)
    // Counts every change of the table, so QML bindings over handTiles() follow it.
    Q_PROPERTY(int revision READ revision NOTIFY tableChanged)

public:
    explicit FreeTable(QObject* parent = nullptr);
    ~FreeTable() override;

    TableModel* model() const { return m_model; }
    void setModel(TableModel* model);
    bool active() const { return m_history != nullptr; }
    bool canUndo() const { return active() && m_history->canUndo(); }
    bool canRedo() const { return active() && m_history->canRedo(); }
    QString message() const { return m_message; }
    bool messageIsRefusal() const { return m_refused; }
    QString nextStep() const;
    QString nextStepBlocked() const;
    bool canTakeFromWall() const;
    bool canTakeReplacement() const;
    bool wallBroken() const { return active() && table().wallBreak().has_value(); }
    QString checkSummary() const { return QString::fromStdString(m_check.summary); }
    QStringList checkLines() const;
    bool checkWin() const { return m_check.win; }
    QStringList rulesets() const;
    QStringList rulesetTitles() const;
    QString jokerIndicator() const;
    int revision() const { return m_revision; }
    QString setName() const;
    QString layoutName() const;
    QStringList tileSets() const;
    QStringList layouts() const;
    QStringList tileSetTitles() const;
    QStringList layoutTitles() const;
    QString layoutTitle() const;
    int layoutCapacity() const;
    int setSize() const;
    int wallStacks() const;
    int wallHeight() const;
    static int maxSeats();
    static QStringList seatNames();

    // Starts a free session from the ritual of the model's seed after its first `step`
    // events (-1: the step the model shows now; 0: a fresh table, every tile in the middle).
    Q_INVOKABLE bool start(int step = -1);
    // Starts a fresh free table on a set of the registry and a layout ("" or "default":
    // the one that goes with the set), every tile in the pool in the middle; on the model's
    // seed (for the dice) and ruleset.
    Q_INVOKABLE bool startWith(const QString& set, const QString& layout = QString());
    // The layout that goes with a set ("square-19" for american-152), empty if no such set.
    Q_INVOKABLE QString defaultLayout(const QString& set) const;
    // Leaves the free table; the model goes back to the ritual of its seed.
    Q_INVOKABLE void stop();

    // Intents on one tile (its id, 0..143). Each returns whether it was done.
    // Drops the tile on the felt at (x, y), table units (table_layout.h); on a tile lying
    // there it lands on top of it.
    Q_INVOKABLE bool moveTo(int tileId, double x, double y);
    Q_INVOKABLE bool flip(int tileId);
    Q_INVOKABLE bool turn(int tileId); // a quarter turn clockwise, on the felt
    Q_INVOKABLE bool stackOn(int tileId, int onTileId);
    Q_INVOKABLE bool giveToSeat(int tileId, int seat);
    Q_INVOKABLE bool toDiscards(int tileId, int seat);
    Q_INVOKABLE bool toFlowers(int tileId, int seat);
    // Face up into the seat's exposed sets: a new set, or the last set laid (a set's tiles
    // lie together, as "check this hand" reads them).
    Q_INVOKABLE bool toExposed(int tileId, int seat, bool newSet);
    // The table.
    Q_INVOKABLE bool rollDice(int seat);
    // The next `count` tiles of the draw end of the broken wall into the seat's hand.
    Q_INVOKABLE bool takeFromWall(int seat, int count);
    // The next tile of the flower end into the seat's hand: a flower's replacement.
    Q_INVOKABLE bool takeReplacement(int seat);
    // Dealing by hand, the steps the ritual does in one go: the seat builds its wall segment
    // from the heap (the washed tiles, in the heap's order); the seat becomes the máno; the
    // wall is broken at the wall stack holding `tileId`: that stack is lifted onto its
    // neighbour on the máno's side, where the dice are put, and the draw end starts on the
    // other side (the count runs from the end of that wall nearest the máno; break_point.h).
    Q_INVOKABLE bool buildWall(int seat);
    // Gathers every tile into the pool in the middle, face down, and washes them (shuffled
    // by the free table's dice stream), in one act: any set, any layout.
    Q_INVOKABLE bool wash();
    // Sets the whole layout out from the heap in one act, in the heap's order: each empty
    // wall segment built by its seat; any other layout place by place, stock and blind
    // piles and the divider face down, the grid's rows face up. Foundations and free cells
    // stay empty. Refused when a place is taken already or the heap is too small.
    Q_INVOKABLE bool buildLayout();
    // Deals `count` tiles (1 to the set's size) to each of seats 0..seats-1 (1 to 4), seat
    // by seat, in one act: from the broken wall's draw end; else from a square's or L's
    // wall, stack by stack from the top; else from the heap (seed 004 deals before the
    // stock piles are laid); else from the top of the stock piles, front to back.
    Q_INVOKABLE bool deal(int seats, int count);
    Q_INVOKABLE bool makeMano(int seat);
    Q_INVOKABLE bool breakAt(int tileId);
    // The seat lays every flower of its hand (under the table's ruleset) face up among its
    // flowers, as the ritual does before the replacements; `message` says how many.
    Q_INVOKABLE bool layFlowers(int seat);
    // How the bar names a tile: "Tile 5p (40)"; a face-down tile outside the hands shows no
    // face: "Tile 40, face down".
    Q_INVOKABLE QString tileText(int tileId) const;
    Q_INVOKABLE bool runNextStep();
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    // Reads the seat's hand under a ruleset (a built-in name or a ruleset file). `source`:
    // "wall" (búnot) or "discard" (off `discarder`'s discard; -1: the seat to its left);
    // `lastTileId`: the hand's tile that came last (-1: the last it received); `jokerKind`:
    // the joker's kind index (0..33) when none is revealed on the table (-1: no joker).
    Q_INVOKABLE bool checkHand(int seat, const QString& ruleset, const QString& source = QStringLiteral("wall"),
                               int lastTileId = -1, int jokerKind = -1, int discarder = -1);
    // For the check's choices: the seat's concealed tiles in the order received
    // ({tileId, text}: "5p (40)"), whether a ruleset plays with jokers, and the kinds a
    // joker may be under it ({kind, text}).
    Q_INVOKABLE QVariantList handTiles(int seat) const;
    Q_INVOKABLE bool rulesetHasJokers(const QString& ruleset) const;
    Q_INVOKABLE QVariantList jokerKinds(const QString& ruleset) const;

    // Writes the free session's record (docs/record-format.md) with where each act begins
    // to a new file in <data>/free-tables (free_table_file.h); returns its path, or empty
    // with the reason in `message`.
    Q_INVOKABLE QString saveRecord();
    // The saved free tables, newest first: {path, name, modified (text), events, acts,
    // error}; an unreadable one has its reason in `error`.
    Q_INVOKABLE QVariantList savedTables() const;
    // Opens a saved free table: the very table it was, with its acts to undo; the redo list
    // starts empty. A file that cannot be opened changes nothing; `message` says why.
    Q_INVOKABLE bool openRecord(const QString& path);

    // The free session's record and table, for C++ callers and tests.
    const mj::GameRecord& record() const;
    const mj::Table& table() const;
    // The last "check this hand", in full.
    const mj::HandCheck& lastCheck() const { return m_check; }

signals:
    void modelChanged();
    void changed();
    void checked();
    void tableChanged(); // the table (or its whole session) changed

private:
    bool commit(std::vector<mj::Event> events);
    bool refuse(const QString& why);
    // A fresh session starts from the seed's ritual when the model shows a game or another
    // free session, and on a new log of `header` (marked a free table's), with no undo or
    // redo and its own random stream.
    void showSeedRitual();
    void openLog(mj::RecordHeader header);
    bool tileOk(int tileId);
    bool seatOk(int seat);
    bool washed() const;
    // Whether the table is the Filipino ritual's: the Chinese set on the square of 18.
    bool filipinoTable() const;
    std::vector<mj::TileId> heap() const;
    void show(bool appended);

    QPointer<TableModel> m_model;
    std::unique_ptr<mjui::FreeHistory> m_history; // the session's log and undo history; null when off
    std::unique_ptr<mj::Rng> m_rng;
    QString m_message;
    mj::HandCheck m_check;
    bool m_refused = false;
    bool m_showing = false; // while this changes the model, its signals are this's own
    int m_revision = 0;
};

// The free table (issue 5, "Free table"): the same table with no rules enforced. The user
// moves any tile anywhere (a spot on the felt, a seat's hand, exposed sets, discards or
// flowers, a wall stack), flips it, turns it, stacks it, rolls the dice, takes tiles from the wall to deal
// by hand, or lets the engine run the next step of the setup ritual; every act is recorded
// as table events (table/event.h), so a free session is a record like any other
// (ARCHITECTURE.md, convention 3: the log of events is the truth). Undo rebuilds the table
// from the log without the last act (an act is one user action: a move, or a whole ritual
// step); redo applies it again; any new act clears the redo list. "Check this hand" reads
// a seat's hand under a chosen ruleset, as advice only (scoring/hand_check.h).
//
// It shows itself on a TableModel: the model's record becomes the free session's record,
// so the 3D table animates each act as it animates the ritual. Refusals (a tile that does
// not exist, a turn of a tile in a hand, a ritual step the table is not ready for) leave
// the table as it was and say why in `message` (convention 4). Dice come from the engine's
// Rng seeded with the record's seed (convention 5). A new seed or variant chosen while it
// is on starts a fresh free table on it.
#pragma once

#include "table_model.h"

#include "core/rng.h"
#include "record/game_log.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
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
    // Whether the wall is broken and still has tiles at its draw end (dealing by hand).
    Q_PROPERTY(bool canTakeFromWall READ canTakeFromWall NOTIFY changed)
    // The last "check this hand": a one-line verdict and the lines under it.
    Q_PROPERTY(QString checkSummary READ checkSummary NOTIFY checked)
    Q_PROPERTY(QStringList checkLines READ checkLines NOTIFY checked)
    Q_PROPERTY(bool checkWin READ checkWin NOTIFY checked)
    Q_PROPERTY(QStringList rulesets READ rulesets CONSTANT)

public:
    explicit FreeTable(QObject* parent = nullptr);
    ~FreeTable() override;

    TableModel* model() const { return m_model; }
    void setModel(TableModel* model);
    bool active() const { return m_log != nullptr; }
    bool canUndo() const { return active() && !m_actStarts.empty(); }
    bool canRedo() const { return active() && !m_redo.empty(); }
    QString message() const { return m_message; }
    bool messageIsRefusal() const { return m_refused; }
    QString nextStep() const;
    QString nextStepBlocked() const;
    bool canTakeFromWall() const;
    QString checkSummary() const { return m_checkSummary; }
    QStringList checkLines() const { return m_checkLines; }
    bool checkWin() const { return m_checkWin; }
    QStringList rulesets() const;

    // Starts a free session from the ritual of the model's seed after its first `step`
    // events (-1: the step the model shows now; 0: a fresh table, every tile in the middle).
    Q_INVOKABLE bool start(int step = -1);
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
    Q_INVOKABLE bool runNextStep();
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    // Reads the seat's hand under a ruleset (a built-in name or a ruleset file).
    Q_INVOKABLE bool checkHand(int seat, const QString& ruleset);

    // Writes the free session's record (docs/record-format.md) to a new file in
    // <data>/free-tables (data_dir.h); returns its path, or empty with the reason in `message`.
    Q_INVOKABLE QString saveRecord();

    // The free session's record and table, for C++ callers and tests.
    const mj::GameRecord& record() const;
    const mj::Table& table() const;

signals:
    void modelChanged();
    void changed();
    void checked();

private:
    bool commit(std::vector<mj::Event> events);
    bool refuse(const QString& why);
    bool tileOk(int tileId);
    bool seatOk(int seat);
    bool washed() const;
    void show(bool appended);
    void rebuild(std::size_t eventCount);

    QPointer<TableModel> m_model;
    std::unique_ptr<mj::GameLog> m_log;
    std::vector<std::size_t> m_actStarts;              // where each undoable act begins
    std::vector<std::vector<mj::Event>> m_redo;        // undone acts, the last undone last
    std::unique_ptr<mj::Rng> m_rng;
    QString m_message;
    QString m_checkSummary;
    QStringList m_checkLines;
    bool m_checkWin = false;
    bool m_refused = false;
    bool m_showing = false; // while this changes the model, its signals are this's own
};

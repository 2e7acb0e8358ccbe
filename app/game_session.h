// Playing a game at the table (issue 5, first part): you hold seat 0 against three simple
// bots. The engine decides everything (game/game.h); this facade only offers QML your legal
// actions as labelled choices, takes your choice back, lets the bots answer, and shows the
// new events on the TableModel one by one at the ritual player's pace. A tile tapped in your
// hand is a discard when that is legal; anything else is refused with the engine's reason.
// With teaching on, the hint line comes from game/hints.h.
#pragma once

#include "match_save.h"
#include "table_model.h"

#include "bots/simple_bot.h"
#include "game/match.h"

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>
#include <optional>

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TableModel* model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(bool active READ active NOTIFY changed)
    // Your legal actions are offered, and the table has caught up with the game.
    Q_PROPERTY(bool yourMove READ yourMove NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    // [{label, index}]: every legal action but the discards (tap a tile to discard).
    Q_PROPERTY(QVariantList actions READ actions NOTIFY changed)
    Q_PROPERTY(QString hint READ hint NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    // The ids of the tiles in your hand, in the table's order.
    Q_PROPERTY(QVariantList yourHand READ yourHand NOTIFY changed)
    Q_PROPERTY(int humanSeat READ humanSeat CONSTANT)
    // The call of the event just shown ("Seat 2: Pung!"), or empty; for a banner over the table.
    Q_PROPERTY(QString announcement READ announcement NOTIFY announced)
    // Every option of the ruleset in play, one "key: value" a line (the rules card).
    Q_PROPERTY(QString rulesCard READ rulesCard NOTIFY changed)
    // How much faster than the teaching pace the bots' events are shown.
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY changed)
    // ---- Saving and resuming (app/game_session_save.cpp; docs/saves.md) ----
    // Whether the match is saved after every change (the app turns it on; tests that do
    // not ask never touch the data folder).
    Q_PROPERTY(bool autosave READ autosave WRITE setAutosave NOTIFY saveChanged)
    // The save found at start, in words ("Game 2 of a filipino match ..."); empty when none.
    Q_PROPERTY(QString savedMatch READ savedMatch NOTIFY saveChanged)
    // Why the save found at start was refused (it is kept aside); empty when it was not.
    Q_PROPERTY(QString saveError READ saveError NOTIFY saveChanged)
    // ---- end of saving and resuming ----

public:
    explicit GameSession(QObject* parent = nullptr);

    TableModel* model() const { return m_model; }
    void setModel(TableModel* model);
    bool active() const { return m_game != nullptr; }
    bool yourMove() const;
    QString prompt() const { return m_prompt; }
    QVariantList actions() const;
    QString hint() const;
    bool over() const;
    QVariantList yourHand() const;
    int humanSeat() const { return m_human.index(); }
    double speed() const { return m_speed; }
    QString announcement() const { return m_announcement; }
    QString rulesCard() const;
    void setSpeed(double speed);

    // Contract with the session helper (players per seat): "human", "easy" or "normal".
    QStringList players() const { return m_players; }
    Q_INVOKABLE bool newMatch(const QString& ruleset, const QStringList& players);

    // Starts a match under a ruleset (a built-in name or a file) with the model's seed;
    // false, with the reason as the prompt, when the ruleset cannot be loaded.
    Q_INVOKABLE bool newGame(const QString& ruleset);
    // The offered action at `index` (actions()).
    Q_INVOKABLE bool act(int index);
    // Discards the tile with this id when that is legal now.
    Q_INVOKABLE bool discardTile(int tileId);
    // After a game's end: the next game of the match.
    Q_INVOKABLE void nextGame();
    // Ends the game and the match; the table shows the ritual again.
    Q_INVOKABLE void stop();
    // Shows every pending event at once (tests, impatient players).
    Q_INVOKABLE void catchUp();
    // All your legal actions, discards included (tests).
    const std::vector<mj::Action>& legal() const { return m_legal; }
    const mj::Game* game() const { return m_game.get(); }

    // ---- Saving and resuming (app/game_session_save.cpp; docs/saves.md) ----
    bool autosave() const { return m_autosave; }
    void setAutosave(bool on);
    QString savedMatch() const { return m_savedMatch; }
    QString saveError() const { return m_saveError; }
    // Looks for a save in the data folder: true when it can be resumed (savedMatch says
    // what it holds); a refused save is moved aside to .bad and saveError says why.
    Q_INVOKABLE bool checkSave();
    // Resumes the save checkSave found (looking for one first if it has not): the match,
    // the game exactly where it was, the bots, and the table showing it all at once.
    Q_INVOKABLE bool resumeSaved();
    // Declines the save found: it is kept aside as current-match.json.old.
    Q_INVOKABLE void startFresh();
    // The state of the table as text (mahjongero --resume --print-state): the match, the
    // current game's record lines, the table's dump, and your legal actions.
    QString stateText() const;
    // ---- end of saving and resuming ----

signals:
    void saveChanged();
    void modelChanged();
    void changed();
    void announced();

private:
    void makeBots();
    QString captionText() const;
    // ---- Saving and resuming (app/game_session_save.cpp) ----
    void saveMatch();
    void keepFinishedRecord();
    void removeSave();
    void setAsideForeignSave();
    void warmBots();
    std::vector<mj::GameRecord> m_finished; // this match's finished games, for the save
    std::optional<mjui::ResumedMatch> m_offer; // the save checkSave found
    QString m_savedMatch;
    QString m_saveError;
    bool m_autosave = false;
    bool m_ownsSave = false;   // the save file is this session's match
    bool m_recordKept = false; // the current game's record is in the records folder
    // ---- end of saving and resuming ----
    void startGame();
    bool perform(const mj::Action& action);
    void letBotsPlay();
    void showNext();
    void refresh();
    QString label(const mj::Action& action) const;
    QString endText() const;
    void announce(const mj::Event& shown);

    TableModel* m_model = nullptr;
    std::unique_ptr<mj::Match> m_match;
    std::unique_ptr<mj::Game> m_game;
    std::array<std::optional<mj::SimpleBot>, mj::Seat::count> m_bots;
    mj::Seat m_human;
    QStringList m_players{QStringLiteral("human"), QStringLiteral("normal"), QStringLiteral("normal"),
                          QStringLiteral("normal")};
    std::vector<mj::Action> m_legal;
    QString m_prompt;
    QString m_announcement;
    double m_speed = 4.0;
    QTimer m_timer;
};

// Playing at a table over the network, in the app (issue 15): host a table (the same server
// code as mahjongero-server, running in the app, server/table_server.h) or join one with its
// address and code; the lobby (who sits where, who is ready); then the game, shown on the
// same table and with the same controls as a local one.
//
// The QML table shows either this or the local GameSession (play/game_session.h): the game's
// properties and intents below have the same names. But nothing here decides a rule: the
// table is what the server sent this seat (netplay/table_client.h, folded into a stand-in
// by net/seat_table.h), the choices are the server's question, and an answer goes back as
// the choice's number. At a game's end the server reveals its record: the end card is made
// from it (play/game_words.h) and the deal is checked ("The wall was fair: verified").
//
// The parts: net_session.cpp (hosting, joining, the lobby, chat) and net_session_game.cpp
// (the game: the table at its pace, the prompt, the actions, the countdown, the end).
#pragma once

#include "play/action_list_model.h"
#include "play/game_words.h"
#include "play/ledger_model.h"
#include "table/table_model.h"
#include "text/ruleset_title.h"
#include "table_client.h"

#include "variants/filipino/game/game.h"
#include "variants/filipino/game/seat_view.h"
#include "variants/filipino/views/folded_view.h"
#include "variants/variant.h"

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <memory>
#include <optional>

class TableServer;
class TableHost;

class NetSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TableModel* model READ model WRITE setModel NOTIFY modelChanged)
    // ---- The connection and the lobby ----
    // "" (none), "connecting", "lobby" (seated, the game not begun), "playing", "watching"
    // (a spectator), "closed".
    Q_PROPERTY(QString status READ status NOTIFY changed)
    // This app serves the table (Host a table); leaving closes it for everyone.
    Q_PROPERTY(bool hosting READ hosting NOTIFY changed)
    // The table's code, and where others join it ("ws://192.168.1.20:7077"): the host's.
    Q_PROPERTY(QString tableCode READ tableCode NOTIFY changed)
    Q_PROPERTY(QStringList addresses READ addresses NOTIFY changed)
    // Each seat: {name, bot, ready, connected, you, level}; name "" for a free seat, whose
    // level is the AI that will play it.
    Q_PROPERTY(QVariantList seats READ seats NOTIFY changed)
    Q_PROPERTY(QString ruleset READ ruleset NOTIFY changed)
    // The same as a player reads it ("Joker and pot"; a house ruleset's own name).
    Q_PROPERTY(QString rulesetTitle READ rulesetTitle NOTIFY changed)
    // You said ready (or started, as host) and wait for the others.
    Q_PROPERTY(bool waitingForOthers READ waitingForOthers NOTIFY changed)
    // Why hosting or joining failed, the connection ended, or an answer was refused.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    // "Ana: Pung!" lines, the latest last (at most the last 50).
    Q_PROPERTY(QStringList chatLines READ chatLines NOTIFY chatChanged)
    // The seat tokens of the tables joined are kept between launches (QSettings; the app
    // turns it on, tests leave it off): joining a table again takes the seat back.
    Q_PROPERTY(bool rememberTokens READ rememberTokens WRITE setRememberTokens NOTIFY changed)
    // Each finished game's revealed record is kept in the records folder (the app turns it
    // on; the Records screen lists them, to replay).
    Q_PROPERTY(bool keepRecords READ keepRecords WRITE setKeepRecords NOTIFY changed)
    // A hosted table is served on 127.0.0.1 only (tests: loopback alone), not every network.
    Q_PROPERTY(bool localOnly READ localOnly WRITE setLocalOnly NOTIFY changed)
    // A spectator's games, each once it has ended: {game, title, fairness, path} (the record
    // kept in the records folder, to replay), the latest last.
    Q_PROPERTY(QVariantList watchedGames READ watchedGames NOTIFY changed)
    // After a game: "The wall was fair: verified", or why it could not be; "" before.
    Q_PROPERTY(QString fairness READ fairness NOTIFY changed)
    // The host closed the table during a game, which was revealed and verified: what it is
    // ("Game 2 was not finished …"), for the offer to play it on here; "" otherwise.
    Q_PROPERTY(QString unfinishedGame READ unfinishedGame NOTIFY changed)

    // ---- The game, as GameSession names it (TableScreen shows either) ----
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(bool yourMove READ yourMove NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    Q_PROPERTY(ActionListModel* actions READ actions CONSTANT)
    Q_PROPERTY(int humanSeat READ humanSeat NOTIFY changed)
    Q_PROPERTY(int seatCount READ seatCount NOTIFY changed)
    Q_PROPERTY(QStringList seatPlayerNames READ seatPlayerNames NOTIFY changed)
    Q_PROPERTY(QStringList balanceTexts READ balanceTexts NOTIFY changed)
    Q_PROPERTY(int claimSecondsLeft READ claimSecondsLeft NOTIFY countdownChanged)
    Q_PROPERTY(int claimSeconds READ claimSeconds NOTIFY countdownChanged)
    // The server's clock decides; a window over the table cannot stop it (always false).
    Q_PROPERTY(bool countdownPaused READ countdownPaused WRITE setCountdownPaused NOTIFY countdownChanged)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(bool overShown READ overShown NOTIFY changed)
    Q_PROPERTY(QVariantMap endSummary READ endSummary NOTIFY changed)
    Q_PROPERTY(LedgerModel* ledger READ ledger CONSTANT)
    Q_PROPERTY(QString rulesCard READ rulesCard NOTIFY changed)
    Q_PROPERTY(QString announcement READ announcement NOTIFY announced)
    Q_PROPERTY(QString paymentNote READ paymentNote NOTIFY changed)
    // With teaching on, the learner's hint at your move, from what your seat was sent only
    // (play/game_words.h's words, as at a local table).
    Q_PROPERTY(bool teaching READ teaching WRITE setTeaching NOTIFY changed)
    Q_PROPERTY(QString hint READ hint NOTIFY changed)
    Q_PROPERTY(QVariantList hintTiles READ hintTiles NOTIFY changed)
    Q_PROPERTY(QString hintTilesTitle READ hintTilesTitle NOTIFY changed)
    // One person at this computer: no hand-over, the hand always shown, every other seat private.
    Q_PROPERTY(int handOverSeat READ handOverSeat CONSTANT)
    Q_PROPERTY(bool hotSeat READ hotSeat CONSTANT)
    Q_PROPERTY(bool handShown READ handShown CONSTANT)
    Q_PROPERTY(QVariantList concealedSeats READ concealedSeats CONSTANT)
    Q_PROPERTY(QVariantList privateSeats READ privateSeats NOTIFY changed)
    // How much faster than the teaching pace the others' moves are shown.
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY changed)

public:
    explicit NetSession(QObject* parent = nullptr);
    ~NetSession() override;

    TableModel* model() const { return m_model; }
    void setModel(TableModel* model);

    // Opens a table of `ruleset` (bots of `botLevel` fill the empty seats) on `port` (the
    // next free one when it is taken), with `claimSeconds` to answer a claim (0: the
    // ruleset's), and sits at it as `name`. False, with the reason in `problem`, when it
    // cannot be served.
    Q_INVOKABLE bool host(const QString& ruleset, const QString& botLevel, const QString& name, int port = 7077,
                          int claimSeconds = 0);
    // The host, in the lobby: the AI level that plays a seat nobody takes. False when it
    // cannot be (not the host, the game begun, no such seat or level).
    Q_INVOKABLE bool setSeatLevel(int seat, const QString& level);
    // Moves to a free seat, in the lobby.
    Q_INVOKABLE void sit(int seat);
    // The host's table's time to claim, in seconds (0: the ruleset's; unknown to a guest).
    Q_INVOKABLE int tableClaimSeconds() const;
    // Joins the table `code` at `address` ("192.168.1.20", "host:7077" or "ws://host:port").
    Q_INVOKABLE void join(const QString& address, const QString& code, const QString& name);
    // Watches the table `code` at `address` as a spectator: no seat; each game is shown
    // (watchedGames) once it has ended, as its record, checked as a player checks it.
    Q_INVOKABLE void watch(const QString& address, const QString& code, const QString& name);
    QVariantList watchedGames() const { return m_watched; }
    // Ready to begin (the host: start with who is here, once they are ready too).
    Q_INVOKABLE void setReady();
    Q_INVOKABLE void sendChat(const QString& text);
    // Leaves the table (the host's leaving closes it for everyone).
    Q_INVOKABLE void leave();
    // The quick phrases of the chat ("Pung!", "Good game").
    Q_INVOKABLE static QStringList quickPhrases();

    QString status() const;
    bool hosting() const { return m_server != nullptr; }
    QString tableCode() const { return m_code; }
    QStringList addresses() const { return m_addresses; }
    QVariantList seats() const;
    QString ruleset() const { return m_client.ruleset(); }
    QString rulesetTitle() const { return ::rulesetTitle(ruleset()); }
    bool waitingForOthers() const { return m_saidReady; }
    QString problem() const { return m_problem; }
    QStringList chatLines() const { return m_chat; }
    QString fairness() const;
    bool rememberTokens() const { return m_rememberTokens; }
    bool keepRecords() const { return m_keepRecords; }
    void setKeepRecords(bool on)
    {
        if (on != m_keepRecords) {
            m_keepRecords = on;
            emit changed();
        }
    }
    // Where the last game's record was kept ("" when none was).
    QString keptRecord() const { return m_keptRecord; }
    bool localOnly() const { return m_localOnly; }
    void setLocalOnly(bool on)
    {
        if (on != m_localOnly) {
            m_localOnly = on;
            emit changed();
        }
    }
    void setRememberTokens(bool on);
    bool fairnessChecked() const { return m_client.fairnessChecked(); }
    // The in-app server (tests).
    TableServer* server() const { return m_server.get(); }
    const TableClient& client() const { return m_client; }

    // ---- the game (net_session_game.cpp) ----
    bool active() const { return m_client.table() != nullptr && m_client.state() == TableClient::State::Playing; }
    bool yourMove() const;
    QString prompt() const { return m_prompt; }
    ActionListModel* actions() { return &m_actions; }
    int humanSeat() const { return m_client.seat(); }
    int seatCount() const;
    Q_INVOKABLE QString seatName(int seat) const;
    QStringList seatPlayerNames() const;
    QStringList balanceTexts() const;
    int claimSecondsLeft() const { return m_secondsLeft; }
    int claimSeconds() const { return m_claimSeconds; }
    bool countdownPaused() const { return false; }
    void setCountdownPaused(bool) {}
    bool over() const { return m_client.over().has_value(); }
    bool overShown() const { return over() && caughtUp(); }
    QVariantMap endSummary() const;
    LedgerModel* ledger() { return &m_ledger; }
    QString rulesCard() const;
    QString announcement() const { return m_announcement; }
    QString paymentNote() const { return m_paymentNote; }
    bool teaching() const { return m_teaching; }
    void setTeaching(bool on);
    QString hint() const;
    QVariantList hintTiles() const;
    QString hintTilesTitle() const;
    // What this seat knows now, folded from the views it was sent, as the engine's bots fold
    // theirs; with the question's actions. The hint and the autoplayer decide from it. Call
    // only at your move.
    mj::SeatView seatView() const;
    int handOverSeat() const { return -1; }
    bool hotSeat() const { return false; }
    bool handShown() const { return true; }
    QVariantList concealedSeats() const { return {}; }
    QVariantList privateSeats() const;
    double speed() const { return m_speed; }
    void setSpeed(double speed);

    Q_INVOKABLE bool act(int index);
    Q_INVOKABLE bool discardTile(int tileId);
    // After a game: ready for the next (dealt when every person is).
    Q_INVOKABLE void nextGame() { setReady(); }
    // The menu's "End game": leaves the table. The host closing it during a game stays at
    // its end (status "closed"), where the revealed game is offered to play on.
    Q_INVOKABLE void stop();
    // ---- An unfinished game, played on here (net_session_play_on.cpp) ----
    QString unfinishedGame() const;
    // Makes the unfinished game this computer's saved match (a match saved before is kept
    // aside as current-match.json.old, never lost): the local session's resumeSaved() then
    // plays it on, your seat yours and the computer at the others. "" when done, else why not.
    Q_INVOKABLE QString playOnLocally();
    // GameSession's hand-over; nobody to hand over to here.
    Q_INVOKABLE void ready() {}
    // Shows every pending event at once (tests).
    Q_INVOKABLE void catchUp();

signals:
    void modelChanged();
    void changed();
    void chatChanged();
    void announced();
    void countdownChanged();

private:
    void onClientChanged();
    void onViewed();
    void onGameStarted();
    void showNext();
    void refresh();
    void tickCountdown();
    bool caughtUp() const;
    QString payee(mj::Seat seat) const;
    void announce(const mj::Event& shown);
    // The revealed game (the end card and the ledger come from it), made once a game.
    const mj::Game* revealedGame() const;
    void closeServer();
    const mj::Game* unfinishedRevealed() const;
    QString writePlayOnSave();
    bool m_closedByYou = false; // the host closed the table (it says so, not "the host closed")
    QVariantList m_watched;     // a spectator's ended games
    void noteWatchedGame();
    // The table's address from what was typed ("host", "host:port", "ws://..."), or why not.
    std::optional<QUrl> tableUrl(const QString& address, const QString& code, const QString& name);
    QString m_botLevel = QStringLiteral("normal"); // who plays the empty seats (the host's choice)
    void showRevealed();
    void keepRecord();
    int m_revealShown = 0; // the game whose reveal the table shows

    TableClient m_client;
    TableModel* m_model = nullptr;
    std::unique_ptr<TableServer> m_server;
    QString m_code;
    QStringList m_addresses;
    QString m_problem;
    QStringList m_chat;
    bool m_open = false; // hosting or joining, until left
    bool m_rememberTokens = false;
    bool m_localOnly = false;
    bool m_keepRecords = false;
    QString m_keptRecord;
    std::map<QString, QString> m_tokens; // by "address|code": the seat to take back
    QString m_tokenKey;                   // this table's
    QString tokenFor(const QString& key) const;
    void keepToken();
    bool m_saidReady = false;
    int m_shownGame = 0; // the game the model was loaded with
    // The shown game's first decision (where its ritual ends; -1 until seen), and how far
    // its events have been looked through for it.
    int m_ritualEnd = -1;
    std::size_t m_ritualScanned = 0;
    // Coming back to a game under way: the table jumps to where the game is (the views of
    // everything so far arrive at once) until the next question or the end.
    bool m_jumping = false;
    int m_gamesSinceJoin = 0;

    ActionListModel m_actions;
    LedgerModel m_ledger;
    QString m_prompt;
    QString m_announcement;
    QString m_paymentNote;
    double m_speed = 4.0;
    QTimer m_timer;
    QTimer m_countdown;
    int m_secondsLeft = -1;
    int m_claimSeconds = 0;
    qint64 m_countdownEndsAt = 0;
    int m_countdownAsk = -1; // the question the countdown times
    bool m_teaching = false;
    // The seat's views folded so far (seatView), for which game and how many.
    mutable std::optional<mj::FoldedView> m_folded;
    mutable int m_foldedGame = 0;
    mutable std::size_t m_folds = 0;
    // The hint of the last question asked about (hintFor is costly; QML asks on every change).
    mutable std::optional<std::pair<int, int>> m_hintFor;
    mutable mjui::HintWords m_hint;
    // Each finished game's balances (the server's "over"), with how it ended; the match
    // balances are their sums.
    std::vector<std::vector<int>> m_games;
    QStringList m_endings;
    mutable std::unique_ptr<mj::VariantGame> m_revealed;
    mutable QString m_revealedFrom; // the record m_revealed was made from
};

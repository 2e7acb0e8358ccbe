// Playing a match at the table (issue 5): each seat is a human or an AI player of a level
// (variants/filipino/bots/bot_level.h). The engine decides everything (variants/filipino/game/game.h) and drives the match
// (session/session.h: whose turn, the bots, the claim deadline, the hot-seat order); this
// thin facade turns the engine session's state into properties, feeds its claim deadline
// the time that passes on screen, saves, offers QML the legal actions of the human shown at
// the table as labelled choices, takes the choice back, and shows the new events on the
// TableModel one by one at the ritual player's pace. A tile tapped in the hand is a discard when that is legal;
// anything else is refused with the engine's reason. With teaching on, the hint line comes
// from advice/hints.h.
//
// Around the moves: the ritual of each game is shown at its own speed (full, fast, or
// skipped to the first move); a claim offered to a human has a countdown from the ruleset's
// claimSeconds, at whose end the session passes; each payment is described as the table
// shows it, with every seat's match balance; a finished game gives its winning hand, its
// payout lines and the match ledger. Several humans share one computer (hot-seat): a
// player's hand is hidden as soon as their move is done, and the next human to act waits
// behind a privacy screen (handOverSeat) until they say they are ready; claims are asked in
// the game's order, each human privately.
//
// The facade's parts, one job each: game_session.cpp (the match: start, moves, the pace
// the table shows them at, the prompt), game_session_players.cpp (the players, rulesets
// and seats to choose from), game_session_words.cpp (what the session says: action
// labels, hints, calls, payments, the end), game_session_lists.cpp (the list models QML
// shows: action_list_model.h, ledger_model.h, hand_list_model.h), game_session_hot_seat.cpp,
// game_session_countdown.cpp, and game_session_save.cpp (save and resume).
#pragma once

#include "play/action_list_model.h"
#include "play/hand_list_model.h"
#include "play/ledger_model.h"
#include "play/match_save.h"
#include "table/seat_count.h"
#include "table/table_model.h"

#include "session/session.h"
#include "variants/filipino/bots/bot.h"
#include "variants/filipino/filipino_game.h"
#include "variants/filipino/game/match.h"
#include "variants/filipino/views/view_feed.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
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
    // Your legal actions but the discards (tap a tile to discard), as a list model with
    // roles label, type (the engine's action name, e.g. "pass") and actionIndex (act()).
    Q_PROPERTY(ActionListModel* actions READ actions CONSTANT)
    Q_PROPERTY(QString hint READ hint NOTIFY changed)
    // The hint's tiles, shown as pictures after it: [{kind: "3p", left: 2}], your waits when
    // ready, else the useful tiles, with how many are unseen; hintTilesTitle says which.
    Q_PROPERTY(QVariantList hintTiles READ hintTiles NOTIFY changed)
    Q_PROPERTY(QString hintTilesTitle READ hintTilesTitle NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    // The game is over and the table has shown its end: what a player reads of the end (the
    // prompt, Next game, the end card) waits for this, not for the engine.
    Q_PROPERTY(bool overShown READ overShown NOTIFY changed)
    // The shown human's hand in the table's order, as a list model (roles tileId, kind).
    Q_PROPERTY(HandListModel* yourHand READ yourHand CONSTANT)
    // The human seat shown at the table (its hand, its actions, the camera behind it).
    Q_PROPERTY(int humanSeat READ humanSeat NOTIFY changed)
    // One entry a seat: "human" or an AI level ("easy", "normal", "strong").
    Q_PROPERTY(QStringList players READ players NOTIFY changed)
    // How many seats the game in play has (before one: the built-in games'); seat_count.h.
    Q_PROPERTY(int seatCount READ seatCount NOTIFY changed)
    // What a seat may be, for menus: [{kind: "human" or an AI level, label: "Easy AI"}].
    Q_PROPERTY(QVariantList playerChoices READ playerChoices CONSTANT)
    // The built-in rulesets, for menus: [{name: "joker-pot", title: "Joker and pot"}], in the
    // rules registry's order (variants/filipino/rules/ruleset_json.h).
    Q_PROPERTY(QVariantList rulesets READ rulesets CONSTANT)
    // The ritual speeds, for menus: [{speed: "full", label: "Full (teaching pace)"}].
    Q_PROPERTY(QVariantList ritualSpeedChoices READ ritualSpeedChoices CONSTANT)
    // The player kinds QML names: a person's seat, and the AI level a seat gets by default.
    Q_PROPERTY(QString humanKind READ humanKind CONSTANT)
    Q_PROPERTY(QString defaultAiKind READ defaultAiKind CONSTANT)
    // Hot-seat: the human seat the computer must be passed to (a privacy screen covers the
    // table until ready()), or -1. Set only once the table has caught up.
    Q_PROPERTY(int handOverSeat READ handOverSeat NOTIFY changed)
    // More than one human at this computer (hot-seat).
    Q_PROPERTY(bool hotSeat READ hotSeat NOTIFY changed)
    // Whether the concealed tiles of humanSeat may be shown now: always with one human; in
    // hot-seat only from that player's ready() until their move is done.
    Q_PROPERTY(bool handShown READ handShown NOTIFY changed)
    // The seats whose concealed hands must not be shown now (hot-seat: every human's but
    // the one at the screen); empty with one human.
    Q_PROPERTY(QVariantList concealedSeats READ concealedSeats NOTIFY changed)
    // The seats whose taken tiles the narration must not name now: every seat but the human
    // at the screen (all four while nobody is); for TableModel.privateSeats.
    Q_PROPERTY(QVariantList privateSeats READ privateSeats NOTIFY changed)
    // The call of the event just shown ("Seat 2: Pung!"), or empty; for a banner over the table.
    Q_PROPERTY(QString announcement READ announcement NOTIFY announced)
    // The payment just shown ("Kang: Seat 2 gets 1 from each"), or empty.
    Q_PROPERTY(QString paymentNote READ paymentNote NOTIFY paid)
    // Every seat's match balance in quarters as the table shows it (payments shown so far).
    Q_PROPERTY(QVariantList balances READ balances NOTIFY paid)
    // The same as one line: "Seat 0 (you): +1½ · Seat 1: -½ · ...".
    Q_PROPERTY(QString balanceLine READ balanceLine NOTIFY paid)
    // The seat plates: who holds each seat ("You", "Normal AI", "Player at seat 2") and
    // each seat's balance in words ("+1½"), as balances (app/play/game_session_plates.cpp).
    Q_PROPERTY(QStringList seatPlayerNames READ seatPlayerNames NOTIFY changed)
    Q_PROPERTY(QStringList balanceTexts READ balanceTexts NOTIFY paid)
    // Seconds left to answer the discard offered to you, or -1 without a countdown.
    Q_PROPERTY(int claimSecondsLeft READ claimSecondsLeft NOTIFY countdownChanged)
    Q_PROPERTY(int claimSeconds READ claimSeconds NOTIFY changed)
    // The countdown stands still while this is on (the rules card, the settings or any
    // other modal window is open): the player is reading, not deciding.
    Q_PROPERTY(bool countdownPaused READ countdownPaused WRITE setCountdownPaused NOTIFY countdownChanged)
    // How many discards the countdown passed for a human in this match (time ran out).
    Q_PROPERTY(int timedOutClaims READ timedOutClaims NOTIFY countdownChanged)
    // Once the game is over: {winner (-1: none), title, reading, lines, multipliers, seats}.
    Q_PROPERTY(QVariantMap endSummary READ endSummary NOTIFY changed)
    // The match ledger as a list model (ledger_model.h): a row per game, the totals last.
    Q_PROPERTY(LedgerModel* ledger READ ledger CONSTANT)
    // Every option of the ruleset in play, one "key: value" a line (the rules card).
    Q_PROPERTY(QString rulesCard READ rulesCard NOTIFY changed)
    // How much faster than the teaching pace the bots' events are shown.
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY changed)
    // How each game's setup ritual is shown: "full" (teaching pace), "fast", "skip".
    Q_PROPERTY(QString ritualSpeed READ ritualSpeed WRITE setRitualSpeed NOTIFY changed)
    // Teaching mode (hints, the slow pace): the table's choice, kept in the save so a
    // resumed match is played as it was.
    Q_PROPERTY(bool teaching READ teaching WRITE setTeaching NOTIFY teachingChanged)
    // Your draw from the wall is made for you a moment after it is your turn, when drawing
    // is all you may do (the screen follows the setting; off unless asked).
    Q_PROPERTY(bool autoDraw READ autoDraw WRITE setAutoDraw NOTIFY changed)
    // ---- Saving and resuming (app/play/game_session_save.cpp; docs/saves.md) ----
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
    bool active() const { return gameNow() != nullptr; }
    bool yourMove() const;
    QString prompt() const { return m_prompt; }
    ActionListModel* actions() { return &m_actions; }
    QString hint() const;
    QVariantList hintTiles() const;
    QString hintTilesTitle() const;
    // How many times the hint was worked out (each game state once; tests).
    int hintsComputed() const { return m_hintsComputed; }
    bool over() const;
    bool overShown() const { return over() && caughtUp(); }
    HandListModel* yourHand() { return &m_hand; }
    int humanSeat() const { return human().index(); }
    QStringList players() const { return m_players; }
    // How many sit at the table: the session's, or before one the built-in games' (seat_count.h).
    int seatCount() const;
    static QVariantList playerChoices();
    static QVariantList rulesets();
    static QVariantList ritualSpeedChoices();
    int handOverSeat() const;
    bool hotSeat() const;
    bool handShown() const;
    QVariantList concealedSeats() const;
    QVariantList privateSeats() const;
    double speed() const { return m_speed; }
    QString announcement() const { return m_announcement; }
    QString paymentNote() const { return m_paymentNote; }
    QVariantList balances() const;
    QString balanceLine() const;
    QStringList seatPlayerNames() const;
    QStringList balanceTexts() const;
    int claimSecondsLeft() const { return m_secondsLeft; }
    int claimSeconds() const;
    int timedOutClaims() const { return m_timedOut; }
    bool countdownPaused() const { return m_countdownPaused; }
    void setCountdownPaused(bool paused);
    QVariantMap endSummary() const;
    LedgerModel* ledger() { return &m_ledger; }
    QString rulesCard() const;
    void setSpeed(double speed);
    QString ritualSpeed() const { return m_ritualSpeed; }
    void setRitualSpeed(const QString& speed);
    bool teaching() const { return m_teaching; }
    bool autoDraw() const { return m_autoDraw; }
    void setAutoDraw(bool autoDraw);
    void setTeaching(bool teaching);

    // The player kinds a seat may have, and the ritual speeds, for menus and the CLI.
    static QStringList playerKinds();  // human, then the AI levels (easy, normal, strong)
    // The player kind of a seat a person holds (the others are AI levels).
    static inline const QString kHuman = QStringLiteral("human");
    // The AI level a seat gets unless one is chosen (newGame, the new-game dialog).
    static inline const QString kDefaultAi = QStringLiteral("normal");
    // A human at seat 0 and kDefaultAi at each other of `seats` seats.
    static QStringList defaultPlayers(int seats);
    static QString humanKind() { return kHuman; }
    static QString defaultAiKind() { return kDefaultAi; }
    static QStringList ritualSpeeds(); // full, fast, skip
    // Why a list of players cannot start a match (empty: it can): an entry a seat of the
    // built-in games (seat_count.h), each known, at least one human.
    static QString playersProblem(const QStringList& players);

    // Starts a match under a ruleset (a built-in name or a file) with the model's seed:
    // seat 0 human, three normal bots. False, with the reason as the prompt, when refused.
    Q_INVOKABLE bool newGame(const QString& ruleset);
    // The same with a player for each seat ("human" or an AI level).
    Q_INVOKABLE bool newMatch(const QString& ruleset, const QStringList& players);
    // {ok, text}: the rules card of a ruleset by name or file before play, or the reason it
    // cannot be loaded.
    Q_INVOKABLE QVariantMap rulesCardFor(const QString& ruleset) const;
    // The seats of a game under a ruleset (a built-in name or a file); the built-in games'
    // when it cannot be loaded (the dialog says why elsewhere).
    Q_INVOKABLE int seatCountFor(const QString& ruleset) const;
    // "Seat 2 (West)": a seat with its wind in the game in play.
    Q_INVOKABLE QString seatName(int seat) const;
    // The offered action at `index` (actions()).
    Q_INVOKABLE bool act(int index);
    // Discards the tile with this id when that is legal now.
    Q_INVOKABLE bool discardTile(int tileId);
    // Hot-seat: the player of handOverSeat is at the screen; show their hand and actions.
    Q_INVOKABLE void ready();
    // After a game's end: the next game of the match.
    Q_INVOKABLE void nextGame();
    // Ends the game and the match; the table shows the ritual again.
    Q_INVOKABLE void stop();
    // "Save and quit to the start screen": the match stops, its save stays and is offered
    // again (savedMatch, the start screen's Continue).
    Q_INVOKABLE void saveAndLeave();
    // A new deal number, from the system's entropy (the Play dialogue's; the record keeps it).
    Q_INVOKABLE static QString freshSeed();
    // The player's guide to a built-in game (docs/howto/<name>.md, as Markdown: a ruleset of
    // the Filipino family, "american" or "solitaire"), and a ruleset's full rules with every
    // house option (docs/rules/<name>.md; empty for a game without such a page in the app).
    Q_INVOKABLE static QString howToPlay(const QString& game);
    Q_INVOKABLE static QString fullRules(const QString& ruleset);
    // Shows every pending event at once (tests, impatient players).
    Q_INVOKABLE void catchUp();
    // All your legal actions, discards included (tests).
    const std::vector<mj::Action>& legal() const;
    const mj::Game* game() const { return gameNow(); }
    // What `seat` knows now, folded from the views it was sent, as the bots see it (the hint
    // and --autoplay decide from it). Call only while a game is on.
    mj::SeatView seatView(mj::Seat seat) const;
    // The match in play, the Filipino family's (the session's, seen as the family's).
    const mj::Match* match() const;
    // Why the AI players stopped: one of them chose an action the rules refuse (a bug in
    // that bot; asking it again would get the same answer for ever). Empty while play goes
    // on; the prompt says it too. A new game starts afresh.
    QString botsStopped() const { return m_botsStopped; }
    // Tests: seat `seat` is played by `bot` from now on (tst_game_session's bot that
    // chooses an illegal action).
    void replaceBotForTesting(int seat, std::unique_ptr<mj::Bot> bot);

    // ---- Saving and resuming (app/play/game_session_save.cpp; docs/saves.md) ----
    bool autosave() const { return m_autosave; }
    void setAutosave(bool on);
    QString savedMatch() const { return m_savedMatch; }
    QString saveError() const { return m_saveError; }
    // Looks for a save in the data folder: true when it can be resumed (savedMatch says
    // what it holds); with autosave a refused save is moved aside to the first free name of
    // .bad, .bad.2, ... (never over an earlier one), and saveError says why and where.
    Q_INVOKABLE bool checkSave();
    // Resumes the save checkSave found (looking for one first if it has not): the match,
    // the game exactly where it was, the bots, and the table showing it all at once.
    // Nothing is written until the game moves on (the bots' moves, if it is theirs).
    Q_INVOKABLE bool resumeSaved();
    // As resumeSaved, but only looks (mahjongero --resume --print-state): autosave is
    // turned off, so nothing in the data folder is written, moved or removed (a refused
    // save stays where it is), and no AI player moves: the table is the save's exactly.
    bool inspectSaved();
    // The folder of finished games' records (the replay viewer's file dialog opens there).
    Q_INVOKABLE QString recordsFolder() const;
    // Declines the save found: it is kept aside as current-match.json.old.
    Q_INVOKABLE void startFresh();
    // The state of the table as text (mahjongero --resume --print-state): the match, the
    // current game's record lines, the table's dump, and your legal actions.
    QString stateText() const;
    // ---- end of saving and resuming ----

signals:
    void saveChanged();
    // The save was written (after every action applied, and when a game starts).
    void matchSaved();
    void teachingChanged();
    void modelChanged();
    void changed();
    void announced();
    void paid();
    void countdownChanged();

private:
    // The list models follow every change (connected to changed()).
    void updateLists();
    ActionListModel m_actions;
    HandListModel m_hand;
    LedgerModel m_ledger;
    QString captionText() const;
    QString hintText() const;
    // ---- Saving and resuming (app/play/game_session_save.cpp) ----
    void saveMatch();
    void keepFinishedRecord();
    void removeSave();
    void setAsideForeignSave();
    void keepOlderSave(); // as current-match.json.old (or .old.2, ...)
    void warnIfBotsDiffer() const;
    std::vector<mj::GameRecord> m_finishedGames; // this match's finished games, for the save
    QByteArray m_finishedText; // their part of the save's text (match_save.h), made once each
    std::optional<mjui::ResumedMatch> m_offer; // the save checkSave found
    QString m_savedMatch;
    QString m_saveError;
    bool m_autosave = false;
    bool m_ownsSave = false;   // the save file is this session's match
    bool m_recordKept = false; // the current game's record is in the records folder
    bool m_lookOnly = false;   // inspectSaved: the AI players do not move (the session's bots paused)
    // ---- end of saving and resuming ----
    void startGame();
    // The app's bots are seeded with the game's seed ^ (kBotSalt + seat), as ever.
    static constexpr std::uint64_t kBotSalt = 0xB07ULL;
    // One engine player a seat: a person for "human", else the bot of that level (normal
    // when the name is unknown).
    static mj::Session::Players seatPlayers(const QStringList& players);
    // The engine session of a match with m_players, the app's bots' seeds, listened to.
    void makeSession(std::unique_ptr<mj::Session> session);
    void listen(const mj::SessionEvent& event);
    bool perform(const mj::Action& action);
    // The bots play until a human has something to do or the game is over (the engine
    // session), then the table is shown what happened.
    void letBotsPlay();
    void afterMoves();
    // The engine session's state, or what it is without a game. The game in play is the
    // Filipino family's (the play screen shows that family's games).
    const mj::Game* gameNow() const;
    mj::Seat human() const { return m_session ? m_session->atScreen() : m_lastHuman; }
    // Your claim in the claim window the table shows, until a set is laid off the discard.
    std::optional<mj::ActionType> m_yourClaim;
    static bool isClaim(mj::ActionType type);
    static QString callName(mj::ActionType type);
    QString meldName(const mj::MeldEvent& meld) const;
    // Your move now is a draw and nothing else (autoDraw); then draw in a moment.
    bool onlyDrawLeft() const;
    void drawSoonIfThatIsAll();
    static constexpr int kAutoDrawMs = 350;
    // The claim clock in teaching mode runs this many times slower (countdown.cpp).
    static constexpr int kTeachingClaimStretch = 3;
    int claimStretch() const;
    int shownSecondsLeft() const;
    qint64 m_claimCarryMs = 0;
    bool present() const { return !m_session || m_session->present(); }
    std::optional<mj::Seat> handOver() const { return m_session ? m_session->handOver() : std::nullopt; }
    bool gamePosted() const { return m_session && m_session->gamePosted(); }
    bool caughtUp() const;
    void showNext();
    void refresh();
    void updateCountdown();
    void tickCountdown();
    QString label(const mj::Action& action) const;
    QString endText() const;
    void announce(const mj::Event& shown);
    void describePayment(const mj::PaymentEvent& payment);
    QString who(mj::Seat seat) const;   // "You" or "Seat 2", for calls
    QString payee(mj::Seat seat) const; // "Seat 0 (you)" or "Seat 2", for payments

    // The hint of the last state asked about (hintFor is costly; QML asks on every change):
    // the seat and how many events the game had, and the text.
    mutable std::optional<std::pair<int, std::size_t>> m_hintFor;
    mutable QString m_hintText;
    mutable QVariantList m_hintTiles;
    mutable QString m_hintTilesTitle;
    mutable int m_hintsComputed = 0;

    TableModel* m_model = nullptr;
    // The match in play (null when none): turns, bots, the claim deadline, hot-seat.
    std::unique_ptr<mj::Session> m_session;
    // What the person's seat was sent of the game in play, for hints and --autoplay
    // (seatView); made when first asked, dropped with each new game.
    mutable std::unique_ptr<mj::ViewFeed> m_feed;
    QStringList m_players = defaultPlayers(mjui::defaultSeatCount());
    mj::Seat m_lastHuman; // the human shown at the table when the last match stopped
    QString m_prompt;
    QString m_botsStopped; // botsStopped()
    QString m_announcement;
    QString m_paymentNote;
    double m_speed = 4.0;
    QString m_ritualSpeed = QStringLiteral("fast");
    bool m_teaching = false;
    bool m_autoDraw = false;
    int m_ritualEnd = 0;        // events of the game's ritual (deal and flowers included)
    mj::PerSeat<int> m_balancesAtStart; // match balances when the game began
    QTimer m_timer;
    // The claim countdown: which answer it times (discard count, seat), and the clock whose
    // time, counted only while not paused, the engine session's deadline is fed.
    QTimer m_countdown;
    QElapsedTimer m_claimClock; // since the last tick
    bool m_countdownPaused = false;
    std::optional<std::pair<int, int>> m_countdownFor;
    int m_secondsLeft = -1;
    int m_timedOut = 0;
};

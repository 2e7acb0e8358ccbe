// An American mahjong match at the table (issue 17, "In the app"): you at seat 0 against
// three AI players of a chosen level, through the engine's session (session/session.h)
// driving the "american" variant under the project's practice card. The engine decides
// every legal move; this offers the person's legal actions as labelled choices, shows the
// game's events on the 3D table one by one at a watchable pace (its own TableModel), keeps
// your rack and the card helper (CardHelperModel) up to the table shown, runs the claim
// countdown, and shows the end of each game with its payments and the match's balances.
//
// Friends at this computer (hot-seat): two to four persons at seats 0.. in turn, the rest AI;
// the person at the screen is the engine's (Session::atScreen), and between persons a
// hand-over screen hides every private thing until ready().
//
// Its parts: american_session.cpp (the match, the pace, acting), american_session_words.cpp
// (the labels of the actions, the teaching line, the end's words), american_session_hot_seat.cpp
// (friends at this computer: names, the hand-over, who sees what), american_session_save.cpp
// (the match saved after every change and resumed: docs/saves.md), american_session_hint.cpp
// (the strong AI's hint), american_session_setup.cpp and american_setup_words.cpp (the setup
// shown step by step and narrated), american_session_end.cpp (the winning hand's tiles for
// the end card).
#pragma once

#include "american/card_helper_model.h"
#include "record/game_record.h"
#include "table/table_model.h"

#include <QObject>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace mj {
class Session;
struct Action;
struct ResumedVariantMatch;
} // namespace mj

class AmericanSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    // The AI levels the variant offers (weakest first) and the one the others play at.
    Q_PROPERTY(QStringList levels READ levels CONSTANT)
    Q_PROPERTY(QString level READ level WRITE setLevel NOTIFY levelChanged)
    // The match's seed (0: one chosen at start()); the games replay from it. An int, so QML
    // may set it declaratively (Qt 6.4 does not assign quint64 properties there).
    Q_PROPERTY(int seed READ seed WRITE setSeed NOTIFY levelChanged)
    // Milliseconds between two events shown on the table (0: each at once; tests).
    Q_PROPERTY(int paceMs READ paceMs WRITE setPaceMs NOTIFY paceChanged)
    // How each game's setup (the wash, the walls, the rolls for East, the break, the deal) is
    // shown before the Charleston: "full" (step by step at the teaching pace, each step
    // narrated in `status` and explained in `teaching`), "fast", or "skip" (the table starts
    // at the Charleston). mjui::ritualSpeeds(), as the Filipino match's ritual.
    Q_PROPERTY(QString setupSpeed READ setupSpeed WRITE setSetupSpeed NOTIFY paceChanged)
    Q_PROPERTY(QVariantList setupSpeedChoices READ setupSpeedChoices CONSTANT)
    // Whether the table is still showing the setup: no rack, no Charleston yet.
    Q_PROPERTY(bool showingSetup READ showingSetup NOTIFY stateChanged)
    // The 3D table's animation scale now (Table3D.pace): the setup's, then the game's pace.
    Q_PROPERTY(double tablePace READ tablePace NOTIFY stateChanged)
    Q_PROPERTY(TableModel* tiles READ tiles CONSTANT)
    Q_PROPERTY(CardHelperModel* helper READ helper CONSTANT)
    // Everything below follows the table shown (stateChanged).
    // The game's phase ("charleston", "act", "claims", "draw", "over") and the Charleston's
    // step ("first right" ... "courtesy"; empty outside it).
    Q_PROPERTY(QString phase READ phase NOTIFY stateChanged)
    Q_PROPERTY(QString charlestonStep READ charlestonStep NOTIFY stateChanged)
    // The step explained in plain words (the Charleston), or what to do now.
    Q_PROPERTY(QString teaching READ teaching NOTIFY stateChanged)
    // What just happened on the table, in a sentence.
    Q_PROPERTY(QString status READ status NOTIFY stateChanged)
    // Your concealed tiles, sorted: [{tileId, kind, drawn}]; told only when they change, so
    // the rack's tiles stay the same items while you choose among them.
    Q_PROPERTY(QVariantList rack READ rack NOTIFY rackChanged)
    // The ids of the tiles chosen on the rack.
    Q_PROPERTY(QVariantList selectedTiles READ selectedTiles NOTIFY stateChanged)
    // Your exposures as words ("555p1j").
    Q_PROPERTY(QStringList exposures READ exposures NOTIFY stateChanged)
    // Whether it is your move and the table has shown everything before it.
    Q_PROPERTY(bool yourMove READ yourMove NOTIFY stateChanged)
    // Your legal actions that are buttons: [{index, label, type}] (a discard or a tile laid
    // in a pass is chosen on the rack instead).
    Q_PROPERTY(QVariantList actions READ actions NOTIFY stateChanged)
    // How many tiles to choose on the rack now (3 in a pass, the agreed count in the
    // courtesy pass, 1 to discard, 0 when none) and how many are chosen.
    Q_PROPERTY(int pickCount READ pickCount NOTIFY stateChanged)
    Q_PROPERTY(int selectedCount READ selectedCount NOTIFY stateChanged)
    // Whether passSelected() would pass now, and the blind tiles it would add (first left,
    // last right: fewer than three chosen are made up with tiles passed on unseen).
    Q_PROPERTY(bool canPass READ canPass NOTIFY stateChanged)
    Q_PROPERTY(QString passLabel READ passLabel NOTIFY stateChanged)
    // Whether the chosen tile may be discarded now.
    Q_PROPERTY(bool canDiscard READ canDiscard NOTIFY stateChanged)
    // The claim window's countdown for you, whole seconds (-1: none).
    Q_PROPERTY(int claimSecondsLeft READ claimSecondsLeft NOTIFY stateChanged)
    // The last refusal, in the engine's words (empty once the game moves on).
    Q_PROPERTY(QString refusal READ refusal NOTIFY stateChanged)
    // The end of the game, once the table has shown it.
    Q_PROPERTY(bool overShown READ overShown NOTIFY stateChanged)
    Q_PROPERTY(int winner READ winner NOTIFY stateChanged)
    Q_PROPERTY(QString endText READ endText NOTIFY stateChanged)
    // The winner's hand for the end card's tile pictures: [{kinds: ["1m", ...], exposed}],
    // each exposure as laid, then the concealed tiles sorted; empty without a winner.
    Q_PROPERTY(QVariantList winningHand READ winningHand NOTIFY stateChanged)
    // [{seat, name, game, match}] for each seat: this game's gain and the match's balance.
    Q_PROPERTY(QVariantList balances READ balances NOTIFY stateChanged)
    Q_PROPERTY(int gamesPlayed READ gamesPlayed NOTIFY stateChanged)
    Q_PROPERTY(int east READ east NOTIFY stateChanged)
    // The seats whose hands lie face down to you, and those shown face up (the winner's).
    Q_PROPERTY(QVariantList concealedSeats READ concealedSeats NOTIFY stateChanged)
    Q_PROPERTY(QVariantList openSeats READ openSeats NOTIFY stateChanged)
    // The strong AI's hint for the person at the screen on their move, in one sentence, and
    // the rack tiles it lays or exposes (american_session_hint.cpp); empty otherwise.
    // hintAsked: askHint() was called for this move (the page shows the hint then, and
    // always in teaching mode).
    Q_PROPERTY(QString hint READ hint NOTIFY stateChanged)
    Q_PROPERTY(QVariantList hintTiles READ hintTiles NOTIFY stateChanged)
    Q_PROPERTY(bool hintAsked READ hintAsked NOTIFY stateChanged)
    // Hot-seat (american_session_hot_seat.cpp): several persons at this computer; each seat's
    // name (a person's, or "AI 1".., or, alone, "You", "Right"..); the person the computer
    // must be passed to before they see anything (-1: none; set once the table caught up);
    // whether the rack and the helper show the hand of the person at the screen; the seat
    // the camera looks from (the person at the screen, or the one it is passed to).
    Q_PROPERTY(bool hotSeat READ hotSeat NOTIFY activeChanged)
    Q_PROPERTY(QStringList seatNames READ seatNames NOTIFY activeChanged)
    Q_PROPERTY(int handOverSeat READ handOverSeat NOTIFY stateChanged)
    Q_PROPERTY(bool handShown READ handShown NOTIFY stateChanged)
    Q_PROPERTY(int viewSeat READ viewSeat NOTIFY stateChanged)
    // The match is saved in the data folder after every change of its game (off: tests and
    // screenshots, which must not touch the player's saves; the app turns it on).
    Q_PROPERTY(bool autosave READ autosave WRITE setAutosave NOTIFY saveChanged)
    // The saved match checkSave() found, in words (empty: none), and why a save found could
    // not be resumed (and where the file was kept aside).
    Q_PROPERTY(QString savedMatch READ savedMatch NOTIFY saveChanged)
    Q_PROPERTY(QString saveError READ saveError NOTIFY saveChanged)

public:
    explicit AmericanSession(QObject* parent = nullptr);
    ~AmericanSession() override;

    // A new match against three AI players of `level` (empty: the chosen one); the first
    // game is dealt and the table shows it from the Charleston.
    Q_INVOKABLE bool start(const QString& level = {});
    // A match of 2 to 4 persons at this computer at seats 0.. in turn (`names`, in seat
    // order; an empty name is "Player N"), the other seats AI of `level`. Refused (with
    // `refusal`) for fewer than two or more than four, or two persons of one name.
    Q_INVOKABLE bool startWithFriends(const QStringList& names, const QString& level = {});
    // Hot-seat: the person of handOverSeat is at the screen; their rack and moves show.
    Q_INVOKABLE void ready();
    Q_INVOKABLE void stop();
    // The next game of the match once this one is over (East moves to the right).
    Q_INVOKABLE bool nextGame();
    // A tile of your rack tapped: chosen (or not) for a pass; or chosen to discard, and
    // tapped again, discarded.
    Q_INVOKABLE void tapTile(int tileId);
    // A tile tapped on the 3D table: one of your hand as tapTile(); an exposed joker with a
    // natural tile chosen on the rack: that joker exchanged for it.
    Q_INVOKABLE void tapTableTile(int tileId);
    // The chosen tile dragged onto tile `jokerId` (an exposed joker): the exchange.
    Q_INVOKABLE bool exchangeJoker(int naturalId, int jokerId);
    // The action actions[i].index offers.
    Q_INVOKABLE bool choose(int index);
    // The chosen tiles passed (the Charleston, the courtesy pass), blind ones added where
    // allowed; the chosen tile discarded.
    Q_INVOKABLE bool passSelected();
    Q_INVOKABLE bool discardSelected();
    // Every event still to be shown shown at once.
    Q_INVOKABLE void showAll();
    // The pace's tick: one more event shown (tests and screenshots step the setup with it).
    Q_INVOKABLE void showNext();
    // Logical time passed on your claim (tests; the app's clock calls it every 100 ms).
    Q_INVOKABLE void passTime(int ms);
    // The hint shown for this move (the Hint button, key H).
    Q_INVOKABLE void askHint();
    // The save in the data folder read and checked: true when it can be resumed (savedMatch
    // says what it is); one that cannot is kept aside under a name of its own (saveError).
    Q_INVOKABLE bool checkSave();
    // The saved match (checkSave()'s) played on where it was, its AI players caught up.
    Q_INVOKABLE bool resumeSaved();
    // The menu's "Save and quit": the save written, the match left (Continue resumes it).
    Q_INVOKABLE void saveAndLeave();
    // The menu's "End the match": left, and its save deleted.
    Q_INVOKABLE void endMatch();

    bool active() const { return m_session != nullptr; }
    QStringList levels() const;
    QString level() const { return m_level; }
    void setLevel(const QString& level);
    int seed() const { return m_seed; }
    void setSeed(int seed);
    int paceMs() const { return m_paceMs; }
    void setPaceMs(int ms);
    QString setupSpeed() const { return m_setupSpeed; }
    void setSetupSpeed(const QString& speed);
    static QVariantList setupSpeedChoices();
    bool showingSetup() const;
    double tablePace() const;
    TableModel* tiles() const { return m_tiles; }
    CardHelperModel* helper() const { return m_helper; }
    QString phase() const;
    QString charlestonStep() const;
    QString teaching() const;
    QString status() const { return m_status; }
    QVariantList rack() const { return m_rack; }
    QVariantList selectedTiles() const;
    QStringList exposures() const;
    bool yourMove() const;
    QVariantList actions() const;
    int pickCount() const;
    int selectedCount() const { return static_cast<int>(m_selected.size()); }
    bool canPass() const;
    QString passLabel() const;
    bool canDiscard() const;
    int claimSecondsLeft() const;
    QString refusal() const { return m_refusal; }
    bool overShown() const;
    int winner() const;
    QString endText() const;
    QVariantList winningHand() const;
    QVariantList balances() const;
    int gamesPlayed() const;
    int east() const;
    QVariantList concealedSeats() const;
    QVariantList openSeats() const;
    QString hint() const;
    QVariantList hintTiles() const;
    bool hintAsked() const;
    bool hotSeat() const;
    QStringList seatNames() const;
    int handOverSeat() const;
    bool handShown() const;
    int viewSeat() const;
    bool autosave() const { return m_autosave; }
    void setAutosave(bool on);
    QString savedMatch() const { return m_savedMatch; }
    QString saveError() const { return m_saveError; }
    // The match's seed (the one start() chose when seed is 0), and its finished games.
    std::uint64_t matchSeed() const { return m_matchSeed; }
    const std::vector<mj::GameRecord>& finishedGames() const { return m_finished; }

    // For tests: the engine's session (null before start()), the person's legal actions.
    const mj::Session* session() const { return m_session.get(); }
    std::vector<mj::Action> legal() const;
    // Acts for the person as the table does (refusal kept in `refusal`).
    bool act(const mj::Action& action);

signals:
    void activeChanged();
    void levelChanged();
    void paceChanged();
    void stateChanged();
    void rackChanged();
    void saveChanged();
    // The save was written (after a change of the game, or Save and quit).
    void matchSaved();

private:
    // The AI players' seeds are the deal's mixed with this ("american"), so a save that
    // restarts them gets the same players.
    static constexpr std::uint64_t kBotSalt = 0x616d65726963616eULL;
    // Your seat when one person plays (a save's seat 0 is always a person).
    static constexpr int kYourSeat = 0;

    void showGame();     // the table from the game's Charleston on
    void settle();       // after a move: what to show, the clock
    void refreshShown(); // the rack and the card helper from the table shown
    bool caughtUp() const;
    bool isCharleston() const;
    bool isCourtesyPass() const;
    std::vector<mj::Action> legalOf(int type) const;
    QString seatName(int seat) const;
    QString actionLabel(const mj::Action& action) const;
    QString eventSentence(std::size_t index) const;
    // The person at the screen (seat 0 with one person), and whether a seat is "you" in
    // words (only with one person: in hot-seat every person is named).
    int you() const;
    bool isYou(int seat) const;
    // Hot-seat: a person who may only let the discard go is passed at once, without a
    // hand-over (as the one person is); true when it acted.
    bool passForAbsent();
    // A resumed match's persons (seats 0..persons-1), named "Player N" and "AI N".
    void seatSavedPersons(int persons);
    // american_session_save.cpp
    void saveIfChanged();  // after a move: the save written when the game has changed
    void writeSave();
    void removeSave();
    void setAsideOlderSave(); // a new match while a save it does not own waits: kept as .old
    void keepFinished();   // the game over joins the finished games before the next is dealt
    // The setup (american_session_setup.cpp, american_setup_words.cpp).
    void beginSetup();                                 // where the table starts a new game
    void resumeAfterSetup();                           // a resumed game: its setup long shown
    int dwellMs() const;                               // the wait before the next event
    int setupDwellMs(std::size_t index) const;         // the wait after setup event `index`
    QString setupSentence(std::size_t index) const;    // what setup event `index` did
    // The setup's step explained, as the table stands after `shown` events (-1: as shown now).
    QString setupTeaching(int shown = -1) const;

    std::unique_ptr<mj::Session> m_session;
    TableModel* m_tiles;
    CardHelperModel* m_helper;
    QTimer m_pace;
    QTimer m_clock;
    QString m_level = QStringLiteral("normal");
    int m_seed = 0;
    int m_paceMs = 350;
    QString m_setupSpeed = QStringLiteral("full");
    int m_setupEnd = 0; // how many of the game's first events are its setup
    QVariantList rackOfTable() const; // the rack as the table shown has it
    QVariantList m_rack;
    std::vector<int> m_selected; // tile ids chosen on the rack
    QString m_status;
    QString m_refusal;
    // The hints' advisors and the last hint made (american_session_hint.cpp).
    struct HintCache;
    mutable std::shared_ptr<HintCache> m_hints;
    HintCache& hints() const;
    QStringList m_names; // hot-seat: each seat's name; empty with one person
    int m_persons = 1;   // the persons at seats 0.. (startWithFriends)
    // The save (american_session_save.cpp).
    std::uint64_t m_matchSeed = 0;
    std::vector<mj::GameRecord> m_finished;
    bool m_autosave = false;
    bool m_ownsSave = false;     // the save on disk is this match's
    std::size_t m_savedEvents = 0; // the game's events and the games played when last saved
    int m_savedGames = -1;
    std::unique_ptr<mj::ResumedVariantMatch> m_offer;
    QString m_savedMatch;
    QString m_saveError;
};

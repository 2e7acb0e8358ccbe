// Seed 001's solitaire at the table (issue 16): the facade QML plays through. The engine's
// Game (variants/solitaire/solitaire_game.h) decides every move; this turns a click, a drag
// or a key into a move, refuses what the rules refuse with their reason, and keeps what a
// player sees: the tiles (SolitaireTiles), the move count and the clock, undo and redo
// without limit, restart, numbered and random deals, the hint, "still winnable?" with the
// point of no return (SolitaireOracle, off the GUI thread), and the statistics kept between
// launches (solitaire_stats.h). QML only shows it (convention 6).
//
// Choosing a move, as on a real table: pick a tile (a row's end, or the tile of a run that
// ends its row, or a free cell's tile), then a place (a row, a free cell, the foundations)
// or a tile lying there; or drag the tile there; or double-click it to send it to its
// foundation (a dragon: to gather its kind when all four are exposed). From the keyboard,
// keys name the places (1-8 the rows, Q W E the free cells, F the foundations): the first
// picks what moves (the longest run that can go), the second where.
#pragma once

#include "solitaire/solitaire_oracle.h"
#include "solitaire/solitaire_save.h"
#include "solitaire/solitaire_stats.h"
#include "solitaire/solitaire_tiles.h"

#include "variants/solitaire/solitaire_game.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

class SolitaireSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The solitaire page shows (open() to close()).
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    Q_PROPERTY(SolitaireTiles* tiles READ tiles CONSTANT)
    // The deal's number, as text (it may be larger than a QML number holds exactly).
    Q_PROPERTY(QString deal READ deal NOTIFY changed)
    Q_PROPERTY(int moves READ moves NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    Q_PROPERTY(bool won READ won NOTIFY changed)
    Q_PROPERTY(int tilesLeft READ tilesLeft NOTIFY changed)
    // Seconds since the deal's first move (stopped at the win).
    Q_PROPERTY(int seconds READ seconds NOTIFY clockChanged)
    // The last refusal's reason, or a note; empty once the next move is made.
    Q_PROPERTY(QString message READ message NOTIFY changed)
    // Whether the position can still be won: "checking", "winnable", "unwinnable" or
    // "undecided" (the solver's limit ran out).
    Q_PROPERTY(QString verdict READ verdict NOTIFY changed)
    // Once lost: the move that lost it (1 for the first move; 0 when the deal itself cannot
    // be won; -1 while not known), and in words.
    Q_PROPERTY(int noReturnMove READ noReturnMove NOTIFY changed)
    Q_PROPERTY(QString noReturnText READ noReturnText NOTIFY changed)
    Q_PROPERTY(QString hintText READ hintText NOTIFY changed)
    // The tiles the hint moves, and the one they go onto (ids, for the table to glow).
    Q_PROPERTY(QVariantList hintTiles READ hintTiles NOTIFY changed)
    // The hint's move in the engine's text form ("r3>r5*2"; tests and the CLI's words).
    Q_PROPERTY(QString hintMove READ hintMove NOTIFY changed)
    // The tiles picked to move (ids), and the place picked from ("" none, "row", "cell").
    Q_PROPERTY(QVariantList selection READ selection NOTIFY changed)
    // The house option: safe moves to the foundations are made for you (from the next deal).
    Q_PROPERTY(bool automaticMoves READ automaticMoves WRITE setAutomaticMoves NOTIFY changed)
    // Hints asked and moves undone in this deal (a clean win has neither).
    Q_PROPERTY(int hintsUsed READ hintsUsed NOTIFY changed)
    Q_PROPERTY(int undosUsed READ undosUsed NOTIFY changed)
    // The statistics and the deal in progress are read from and written to the data folder
    // (the app; tests choose): the deal is played on after the next launch.
    Q_PROPERTY(bool persistent READ persistent WRITE setPersistent NOTIFY statisticsChanged)
    // {played, won, wonClean, best: [{seconds, deal, moves}], problem}
    Q_PROPERTY(QVariantMap statistics READ statistics NOTIFY statisticsChanged)

public:
    explicit SolitaireSession(QObject* parent = nullptr);
    ~SolitaireSession() override;

    bool active() const { return m_active; }
    SolitaireTiles* tiles() { return &m_tiles; }
    QString deal() const;
    int moves() const { return m_done; }
    bool canUndo() const { return m_game && m_game->canUndo(); }
    bool canRedo() const { return m_game && m_game->canRedo(); }
    bool won() const { return m_game && m_game->won(); }
    int tilesLeft() const { return m_game ? m_game->position().tilesLeft() : 0; }
    int seconds() const;
    QString message() const { return m_message; }
    QString verdict() const { return m_verdict; }
    int noReturnMove() const { return m_noReturn; }
    QString noReturnText() const;
    QString hintText() const { return m_hintText; }
    QVariantList hintTiles() const { return m_hintTiles; }
    QString hintMove() const { return m_hintMove; }
    QVariantList selection() const;
    bool automaticMoves() const { return m_stats.automaticMoves; }
    void setAutomaticMoves(bool on);
    int hintsUsed() const { return m_hintsUsed; }
    int undosUsed() const { return m_undosUsed; }
    bool persistent() const { return m_persistent; }
    void setPersistent(bool keep);
    QVariantMap statistics() const;

    // Shows the page: deals `number` (text) when given, else goes on with the deal in play
    // (this launch's, or the one saved by the last) or deals a random one.
    Q_INVOKABLE void open(const QString& number = {});
    Q_INVOKABLE void close();
    // A new deal: `number` ("" for a random one). A number that is none is refused.
    Q_INVOKABLE bool newDeal(const QString& number = {});
    Q_INVOKABLE void restart();
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    Q_INVOKABLE void hint();
    // Makes the solver's next move, when it is known (a demonstration: --solitaire --autoplay).
    Q_INVOKABLE bool playHint();
    // Undoes back to the position before the move that lost the deal.
    Q_INVOKABLE void undoToNoReturn();

    Q_INVOKABLE void chooseTile(int tileId);
    // A place clicked or keyed: kind "row", "cell" or "foundation", and its index.
    Q_INVOKABLE void choosePlace(const QString& kind, int index);
    Q_INVOKABLE void dropTile(int tileId, double tableX, double tableY);
    Q_INVOKABLE void sendHome(int tileId);
    Q_INVOKABLE void clearSelection();
    // A move in the engine's text form ("r3>r5*2", "c1>f", "7z>c2"), as a player makes it.
    Q_INVOKABLE bool playMove(const QString& text);
    // The position in the engine's text form (tests, --print-state).
    Q_INVOKABLE QString positionText() const;
    // The centre (mm) of a place's first slot, for the table's place marks.
    Q_INVOKABLE QVector3D placeCentre(const QString& kind, int index) const;
    // Waits for the solver's work under way (tests).
    Q_INVOKABLE void waitForSolver();

signals:
    void activeChanged();
    void changed();
    void clockChanged();
    void statisticsChanged();
    // A move the player asked for was refused (the table shakes its head).
    void refused(QString reason);
    void wonDeal();

private:
    struct Source {
        mj::solitaire::PlaceKind kind;
        int index;
        int count; // 0: as many as can go (chosen by the keyboard)
    };
    struct Target {
        mj::solitaire::PlaceKind kind;
        int index;
    };

    void startDeal(std::uint64_t number);
    std::optional<Source> sourceOfTile(int tileId, QString* why) const;
    std::optional<Source> sourceOfPlace(const Target& place, QString* why) const;
    // What moves when tile `tileId` is taken, or nothing, said why.
    std::optional<Source> movableSource(int tileId);
    // Picks `source` up to move, or says `whyNot` when there is none.
    void pick(const std::optional<Source>& source, const QString& whyNot);
    void tryMove(const Source& from, const Target& to);
    bool play(const mj::solitaire::Move& move);
    void afterChange(bool forward);
    void refreshVerdict();
    void onAnswered(const QString& key);
    void showHint();
    void refuse(const QString& reason);
    QVariantList tilesOf(const mj::solitaire::Move& move, const mj::solitaire::Position& before) const;
    void saveStatistics();
    void saveGame();
    // Plays a saved deal back to where it was; what is wrong with it, or nothing.
    QString restore(const mjui::SolitaireSave& save);
    void resumeSaved();
    std::vector<mj::solitaire::Position> lineSoFar() const;

    bool m_active = false;
    SolitaireTiles m_tiles;
    SolitaireOracle m_oracle;
    std::unique_ptr<mj::solitaire::Game> m_game;
    std::uint64_t m_deal = 0;
    // The line of play: the position after each step (0: the deal), the player's move of
    // each, and how many are done (the rest are redo's).
    std::vector<mj::solitaire::Position> m_line;
    std::vector<mj::solitaire::Move> m_stepMoves;
    int m_done = 0;

    std::optional<Source> m_selected;
    QString m_message;
    QString m_verdict;
    int m_noReturn = -1;
    quint64 m_noReturnAsked = 0;
    QString m_hintText;
    QVariantList m_hintTiles;
    QString m_hintMove;
    bool m_hintWanted = false;
    int m_hintsUsed = 0;
    int m_undosUsed = 0;

    QElapsedTimer m_clock;
    qint64 m_msBefore = 0; // spent on the deal before this launch
    qint64 m_finalMs = -1; // the time of the win
    QTimer m_tick;

    bool m_persistent = false;
    bool m_statsWritable = true;
    QString m_statsProblem;
    mjui::SolitaireStats m_stats;
    bool m_countedPlayed = false;
    bool m_countedWon = false;
};

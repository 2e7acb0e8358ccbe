// What the solver knows of the positions a solitaire game meets (issue 16: the hint and
// "still winnable?"), worked out off the GUI thread so a move never waits for it.
//
// Every answer is kept (by the position's text): going back by undo, or following a
// hint, is answered at once. A winnable position's solution also settles every position
// along it (each is winnable by the rest of the solution). The point of no return is
// found by halving the game's line of positions: once a position cannot be won, nothing
// after it can (a later position reachable from it would win it), so the line is
// winnable up to one move and lost after it.
#pragma once

#include "variants/solitaire/solitaire.h"
#include "variants/solitaire/solitaire_solver.h"

#include <QObject>
#include <QThreadPool>

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

class SolitaireOracle : public QObject {
    Q_OBJECT

public:
    struct Answer {
        mj::solitaire::Verdict verdict = mj::solitaire::Verdict::Undecided;
        std::vector<mj::solitaire::Move> solution; // from the position, when winnable
    };

    explicit SolitaireOracle(QObject* parent = nullptr);
    ~SolitaireOracle() override;

    // The answer already known for a position, if any.
    std::optional<Answer> known(const mj::solitaire::Position& position) const;
    // Works out the position's answer (answered() follows, with its text); a request made
    // before it and not yet begun is dropped, since the player has moved on.
    void ask(const mj::solitaire::Position& position);
    // Records an answer found another way (a move from a lost position is lost too).
    void tell(const mj::solitaire::Position& position, const Answer& answer);
    // Finds the first position of `line` that cannot be won (noReturnFound() follows with
    // its index, or -1 when the last can be won after all, and the number returned here).
    quint64 findNoReturn(std::vector<mj::solitaire::Position> line);
    // Forgets every answer (a new deal: its positions are all new; the cache stays small).
    void forget();
    // Waits for the work under way (tests; the destructor).
    void wait();

    static std::string keyOf(const mj::solitaire::Position& position);

signals:
    void answered(QString key);
    void noReturnFound(int index, quint64 request);

private:
    Answer solveAndKeep(const mj::solitaire::Position& position);
    void keep(const mj::solitaire::Position& position, const Answer& answer);

    mutable std::mutex m_mutex;
    std::map<std::string, Answer> m_answers;
    quint64 m_asked = 0;      // the latest ask(); older ones not begun are dropped
    quint64 m_searches = 0;   // the latest findNoReturn()
    QThreadPool m_pool;
};

// The solitaire deal in progress, kept between launches (issue 16; "nothing lost"): the deal's
// number, the house option it was dealt with, the player's moves in the engine's text form
// ("r3>r5*2", solitaire.h) with how many are done (the rest are redo's), the time spent, the
// hints and undos used, and whether the deal was already counted as played. Written whole
// after every change (<data>/current-solitaire.json, docs/saves.md); a won deal's is removed.
// Read back by replaying every move through the engine, so an edited file that breaks a
// rule is refused with the move and why, kept aside as current-solitaire.json.bad (never
// overwritten: kept_files.h), and a new deal is dealt.
#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace mjui {

struct SolitaireSave {
    std::uint64_t deal = 0;
    bool automaticMoves = false;
    QStringList moves; // the player's moves, in order (automatic ones follow by themselves)
    int done = 0;      // how many of them are made; the others wait to be redone
    int seconds = 0;   // time spent on the deal so far
    int hints = 0;
    int undos = 0;
    bool counted = false; // the deal is counted as played in the statistics
    bool wonCounted = false; // and as won (it was won, then undone)

    static constexpr int kVersion = 1;
};

QString solitaireSavePath();
QByteArray solitaireSaveJson(const SolitaireSave& save);
// The save in `bytes`, or what is wrong and where (`source` names the file). Only its form
// is checked here; the moves are checked by replaying them (SolitaireSession).
mj::Expected<SolitaireSave> parseSolitaireSave(const QByteArray& bytes, const QString& source);

} // namespace mjui

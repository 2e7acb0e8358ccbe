// The solitaire statistics kept between launches (issue 16): deals played, won, won without
// a hint or an undo, and the best times. A small JSON file in the data folder
// (<data>/solitaire-stats.json, docs/saves.md): written whole each time (QSaveFile: a crash
// mid-write leaves the last one). One that cannot be read is refused with what is wrong
// and where, kept aside as solitaire-stats.json.bad (never overwritten: kept_files.h), and
// the count starts again; a newer version's file is kept as it is, and not written over.
#pragma once

#include "core/expected.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace mjui {

struct SolitaireStats {
    struct Best {
        int seconds = 0;
        std::uint64_t deal = 0;
        int moves = 0;
    };
    // A deal is played once its first move is made; won once, however often it is won again
    // after an undo; "clean" when won with no hint asked and nothing undone or restarted.
    int played = 0;
    int won = 0;
    int wonClean = 0;
    std::vector<Best> best; // the fastest wins, fastest first (at most kBestKept)
    // The house option (solitaire_game.h): safe moves to the foundations made for you.
    bool automaticMoves = false;

    static constexpr std::size_t kBestKept = 5;
    static constexpr int kVersion = 1;

    // Adds a win's time to the best, if it is among them.
    void addWin(int seconds, std::uint64_t deal, int moves, bool clean);
};

QString solitaireStatsPath();
QByteArray solitaireStatsJson(const SolitaireStats& stats);
// The statistics in `bytes`, or what is wrong and where (`source` names the file).
mj::Expected<SolitaireStats> parseSolitaireStats(const QByteArray& bytes, const QString& source);

// Reads the file: no file gives fresh statistics; a bad one is kept aside (its new name in
// `problem`, with what was wrong) and fresh ones are given; a newer version's is left alone
// and `writable` set false so it is not replaced.
struct LoadedStats {
    SolitaireStats stats;
    QString problem;
    bool writable = true;
};
LoadedStats loadSolitaireStats(const QString& path);
mj::Status saveSolitaireStats(const QString& path, const SolitaireStats& stats);

} // namespace mjui

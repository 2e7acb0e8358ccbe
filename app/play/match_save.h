// The save of a match in progress (issue 5, "Never lose a game"; docs/saves.md). The app
// writes it after every change of the game, so that quitting or a crash loses nothing: one
// JSON object naming its format and version, the ruleset (whole, as rulesetToJson gives it),
// the match seed, the players per seat, the first game's máno when it was not rolled for, the teaching flag and the ritual speed, when it was saved, every
// finished game's record and the record of the game in progress. Each record is an array
// of its record lines (record/record_json.h), one line of the file each, so "line N" of a
// record is its Nth entry (the header is line 1).
//
// Writing is atomic (QSaveFile: a new file renamed over the old), so a crash while writing
// leaves the previous save whole. Reading trusts nothing (issue 12): only a regular file
// within mj::limits::save is read (a FIFO, a link to a device, an oversized file are refused
// before a byte is read); then the JSON (a key named twice is refused), every field, every
// record line, and then every game is replayed (variants/filipino/game/game_replay.h) and must be the game
// the match would deal next (seed, ruleset, máno), so a truncated or edited save is refused
// with a message naming the file, the field or line, and what is wrong.
#pragma once

#include "core/expected.h"
#include "variants/filipino/game/match.h"
#include "record/game_record.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace mjui {

inline constexpr const char* kMatchSaveFormat = "mahjongero-match";
inline constexpr int kMatchSaveVersion = 1;

struct MatchSave {
    mj::Ruleset rules;
    std::uint64_t seed = 0;               // the match's seed (variants/filipino/game/match.h)
    QStringList players;                  // per seat: "human", "easy" or "normal"
    std::optional<bool> teaching;         // absent: the session did not say
    QString ritualSpeed;                  // "full", "fast", "skip"; empty: not said
    QDateTime savedAt;                    // UTC
    // The seat that dealt the match's first game when it was not rolled for: a game carried
    // on from a networked table (its máno was the table's). Absent in every other save.
    std::optional<int> firstMano;
    std::vector<mj::GameRecord> finished; // the match's finished games, in order
    mj::GameRecord current;               // the game in progress (or just ended)
};

// The kinds of player a seat may have.
bool isPlayerKind(const QString& kind);
// The ways a game's setup ritual may be shown: full, fast, skip.
bool isRitualSpeed(const QString& speed);

// The save's text: one JSON object, each record line on a line of its own.
QByteArray matchSaveText(const MatchSave& save);
// Late in a long match most of the save is its finished games, the same in every save: a
// session keeps their part of the text (appendFinishedRecord once a game is over) and gives
// it here, so each save only writes out the game in progress anew. `save.finished` is not
// read then. Either way the text is the same.
void appendFinishedRecord(QByteArray& finishedText, const mj::GameRecord& record);
QByteArray matchSaveText(const MatchSave& save, const QByteArray& finishedText);
// Reads a save's text; `source` (the file) opens every error message.
mj::Expected<MatchSave> parseMatchSave(const QByteArray& text, const QString& source);

// A match rebuilt from its save: the Match after its finished games, and the game in
// progress replayed to where it was.
struct ResumedMatch {
    MatchSave save;
    mj::Match match;
    mj::Game current;
};
mj::Expected<ResumedMatch> rebuildMatch(MatchSave save, const QString& source);

// Reads, checks and rebuilds the save at `path`.
mj::Expected<ResumedMatch> loadMatchSave(const QString& path);
// Writes the save at `path` atomically (the finished games' text given ready-made, or not).
mj::Status writeMatchSave(const QString& path, const MatchSave& save);
mj::Status writeMatchSave(const QString& path, const MatchSave& save, const QByteArray& finishedText);

// Where a finished game's record goes:
// <dir>/<yyyyMMdd-HHmmss>-<ruleset>-seed<matchSeed>-game<N>.jsonl (N counts from 1).
QString finishedRecordPath(const QString& dir, const QDateTime& when, const QString& ruleset,
                           std::uint64_t matchSeed, int game);
// Writes the record to `path`, or to "<path without .jsonl>-2.jsonl", "-3", ... when that
// name is taken: an existing record is never replaced (kept_files.h). The path written.
mj::Expected<QString> writeFinishedRecord(const QString& path, const mj::GameRecord& record);

} // namespace mjui

#include "play/match_save.h"

#include "play/kept_files.h"

#include "variants/filipino/bots/bot_level.h"

#include "core/bounded_input.h"
#include "core/excerpt.h"
#include "core/json_nesting.h"
#include "core/json_strict.h"
#include "variants/filipino/game/game_replay.h"
#include "record/record_json.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>
#include <sstream>

#include <sys/stat.h>

namespace mjui {

namespace {

using nlohmann::json;

// Far more than a long match needs (a game's record is some 30 KB), far less than harm
// (core/bounded_input.h, docs/limits.md).
constexpr std::size_t kMaxSaveBytes = mj::limits::save.maxBytes;
// The save nests a record line (3 levels) in an array in the save's object.
constexpr int kMaxNesting = 8;

std::string text(const QString& s) { return s.toStdString(); }

void appendRecord(QByteArray& out, const mj::GameRecord& record)
{
    out += "[\n";
    out += QByteArray::fromStdString(mj::headerToJson(record.header).dump());
    for (const mj::Event& event : record.events)
        out += ",\n" + QByteArray::fromStdString(mj::eventToJson(event).dump());
    out += "\n]";
}

// "line L, column C" of a byte (0-based), for the JSON parser's errors.
std::string placeOf(const QByteArray& text, std::size_t byte)
{
    const QByteArray before = text.left(static_cast<qsizetype>(std::min<std::size_t>(byte, static_cast<std::size_t>(text.size()))));
    const auto line = before.count('\n') + 1;
    const auto column = before.size() - (before.lastIndexOf('\n') + 1) + 1;
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// Where the first number too large for a double is ("line L, column C"), or "somewhere" if
// none is found: the digits of a number whose exponent is over 308 digits' worth.
std::string tooLargeNumberPlace(const QByteArray& text)
{
    static const QRegularExpression number(QStringLiteral("-?[0-9]+(\\.[0-9]+)?[eE][+]?([0-9]+)"));
    const QString all = QString::fromLatin1(text);
    for (auto it = number.globalMatch(all); it.hasNext();) {
        const auto match = it.next();
        if (!std::isfinite(match.captured(0).toDouble()))
            return placeOf(text, static_cast<std::size_t>(match.capturedStart(0)));
    }
    // Digits alone (400 of them) overflow too.
    static const QRegularExpression digits(QStringLiteral("[0-9]{309,}"));
    if (const auto match = digits.match(all); match.hasMatch())
        return placeOf(text, static_cast<std::size_t>(match.capturedStart(0)));
    return "somewhere";
}

// A record given as an array of record lines, read by the record reader.
mj::Expected<mj::GameRecord> readRecordLines(const json& lines, const std::string& where)
{
    if (!lines.is_array())
        return mj::failure(where + ": expected an array of record lines, found " + lines.type_name());
    if (lines.empty())
        return mj::failure(where + ": the record is empty: line 1 must be its header");
    std::string joined;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!lines[i].is_object())
            return mj::failure(where + ": line " + std::to_string(i + 1) + ": expected a JSON object, found " +
                               lines[i].type_name());
        joined += lines[i].dump() + '\n';
    }
    std::istringstream in(joined);
    auto read = mj::readRecord(in);
    if (!read)
        return mj::failure(where + ": " + read.error());
    if (read->summary)
        return mj::failure(where + ": line " + std::to_string(read->summaryLine) +
                           ": a summary line has no place in a save");
    if (!read->record.header.game)
        return mj::failure(where + ": line 1: the header is not a game's (field \"game\" must be true)");
    return std::move(read->record);
}

} // namespace

// A human, or any AI level the engine knows (variants/filipino/bots/bot_level.h), so a new level is saved too.
bool isPlayerKind(const QString& kind)
{
    return kind == QLatin1String("human") || static_cast<bool>(mj::parseBotLevel(kind.toStdString()));
}

bool isRitualSpeed(const QString& speed)
{
    return speed == QLatin1String("full") || speed == QLatin1String("fast") || speed == QLatin1String("skip");
}

void appendFinishedRecord(QByteArray& finishedText, const mj::GameRecord& record)
{
    finishedText += finishedText.isEmpty() ? "\n" : ",\n";
    appendRecord(finishedText, record);
}

QByteArray matchSaveText(const MatchSave& save)
{
    QByteArray finished;
    for (const mj::GameRecord& record : save.finished)
        appendFinishedRecord(finished, record);
    return matchSaveText(save, finished);
}

QByteArray matchSaveText(const MatchSave& save, const QByteArray& finishedText)
{
    json players = json::array();
    for (const QString& p : save.players)
        players.push_back(text(p));
    QByteArray out = "{\n";
    const auto field = [&](const char* key, const json& value) {
        out += QByteArray("\"") + key + "\": " + QByteArray::fromStdString(value.dump()) + ",\n";
    };
    field("save", kMatchSaveFormat);
    field("version", kMatchSaveVersion);
    field("saved_at", text(save.savedAt.toUTC().toString(Qt::ISODate)));
    field("seed", save.seed);
    field("players", players);
    if (save.firstMano)
        field("first_mano", *save.firstMano);
    if (save.teaching)
        field("teaching", *save.teaching);
    if (!save.ritualSpeed.isEmpty())
        field("ritual_speed", text(save.ritualSpeed));
    field("ruleset", mj::rulesetToJson(save.rules));
    out += "\"finished\": [";
    out += finishedText;
    out += "],\n\"current\": ";
    appendRecord(out, save.current);
    out += "\n}\n";
    return out;
}

mj::Expected<MatchSave> parseMatchSave(const QByteArray& bytes, const QString& source)
{
    const std::string file = text(source);
    if (bytes.trimmed().isEmpty())
        return mj::failure(file + ": the file is empty");
    if (static_cast<std::size_t>(bytes.size()) > kMaxSaveBytes)
        return mj::failure(file + ": is " + mj::withThousands(static_cast<std::size_t>(bytes.size())) +
                           " bytes; the limit is " + mj::withThousands(kMaxSaveBytes));
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    if (const int line = mj::lineNestedDeeperThan(view, kMaxNesting))
        return mj::failure(file + ": line " + std::to_string(line) + ": JSON nested deeper than " +
                           std::to_string(kMaxNesting) + " levels; a save needs 5");
    json root;
    try {
        root = mj::parseJsonRefusingDuplicates(view);
    } catch (const json::parse_error& e) {
        const bool ended = e.byte >= static_cast<std::size_t>(bytes.size());
        return mj::failure(file + ": " + placeOf(bytes, e.byte > 0 ? e.byte - 1 : 0) + ": " +
                           (ended ? "the file ends too soon (cut short?)" : "not valid JSON"));
    } catch (const mj::DuplicateJsonKey& e) {
        // Which of the two values would hold is not clear, so neither is guessed.
        return mj::failure(file + ": " + (e.path.empty() ? "field \"" + e.key + "\" appears twice" : e.what()));
    } catch (const json::out_of_range&) {
        // A number beyond what a double holds (1e999): the parser says which, not where
        // (found by the save fuzzer: it ended the app before).
        return mj::failure(file + ": " + tooLargeNumberPlace(bytes) + ": a number too large to read");
    } catch (const json::exception&) {
        return mj::failure(file + ": not valid JSON");
    }
    const auto bad = [&](const std::string& key, const std::string& why) {
        return mj::failure(file + ": field \"" + key + "\": " + why);
    };
    if (!root.is_object())
        return mj::failure(file + ": expected a JSON object, found " + root.type_name());
    static const std::set<std::string> known{"save",     "version",      "saved_at", "seed",     "players", "first_mano",
                                             "teaching", "ritual_speed", "ruleset",  "finished", "current"};
    for (const auto& [key, value] : root.items())
        if (!known.count(key))
            return bad(key, "not a field of a save");
    for (const char* key : {"save", "version", "saved_at", "seed", "players", "ruleset", "finished", "current"})
        if (!root.contains(key))
            return bad(key, "missing");
    if (root["save"] != kMatchSaveFormat)
        return bad("save", "expected \"" + std::string(kMatchSaveFormat) + "\", found " + root["save"].dump() +
                               ": this is not a Mahjongero save");
    if (!root["version"].is_number_integer() || root["version"] != kMatchSaveVersion)
        return bad("version", "this Mahjongero reads version " + std::to_string(kMatchSaveVersion) + ", found " +
                                  root["version"].dump());
    MatchSave save;
    const json& savedAt = root["saved_at"];
    save.savedAt = savedAt.is_string() ? QDateTime::fromString(QString::fromStdString(savedAt.get<std::string>()), Qt::ISODate)
                                       : QDateTime();
    if (!save.savedAt.isValid())
        return bad("saved_at", "expected a date and time like \"2024-05-01T14:03:00Z\", found " + savedAt.dump());
    if (!root["seed"].is_number_unsigned())
        return bad("seed", "expected a whole number from 0 to 18446744073709551615, found " + root["seed"].dump());
    save.seed = root["seed"].get<std::uint64_t>();
    const json& players = root["players"];
    // Every match saved is of the Filipino family, played by four.
    constexpr int kSeats = mj::Ruleset::kSeats;
    if (!players.is_array() || players.size() != static_cast<std::size_t>(kSeats))
        return bad("players", "expected " + std::to_string(kSeats) + " players, one per seat, found " + players.dump());
    for (const json& p : players) {
        const QString kind = p.is_string() ? QString::fromStdString(p.get<std::string>()) : QString();
        if (!isPlayerKind(kind))
            return bad("players", "expected \"human\", \"easy\" or \"normal\" for each seat, found " + p.dump());
        save.players << kind;
    }
    if (!save.players.contains(QStringLiteral("human")))
        return bad("players", "no seat is a human's");
    if (root.contains("first_mano")) {
        const json& mano = root["first_mano"];
        if (!mano.is_number_integer() || mano.get<long long>() < 0 || mano.get<long long>() >= kSeats)
            return bad("first_mano", "expected a seat from 0 to " + std::to_string(kSeats - 1) + ", found " + mano.dump());
        save.firstMano = mano.get<int>();
    }
    if (root.contains("teaching")) {
        if (!root["teaching"].is_boolean())
            return bad("teaching", "expected true or false, found " + root["teaching"].dump());
        save.teaching = root["teaching"].get<bool>();
    }
    if (root.contains("ritual_speed")) {
        const json& speed = root["ritual_speed"];
        if (!speed.is_string() || !isRitualSpeed(QString::fromStdString(speed.get<std::string>())))
            return bad("ritual_speed", "expected \"full\", \"fast\" or \"skip\", found " + speed.dump());
        save.ritualSpeed = QString::fromStdString(speed.get<std::string>());
    }
    const auto rules = mj::rulesetFromJson(root["ruleset"].dump(), file + ": field \"ruleset\"");
    if (!rules)
        return mj::failure(rules.error());
    save.rules = *rules;
    const json& finished = root["finished"];
    if (!finished.is_array())
        return bad("finished", std::string("expected an array of records, found ") + finished.type_name());
    for (std::size_t i = 0; i < finished.size(); ++i) {
        auto record = readRecordLines(finished[i], file + ": field \"finished\", game " + std::to_string(i + 1));
        if (!record)
            return mj::failure(record.error());
        save.finished.push_back(std::move(record).value());
    }
    auto current = readRecordLines(root["current"], file + ": field \"current\"");
    if (!current)
        return mj::failure(current.error());
    save.current = std::move(current).value();
    return save;
}

mj::Expected<ResumedMatch> rebuildMatch(MatchSave save, const QString& source)
{
    mj::Match match(save.seed, save.rules,
                    save.firstMano ? std::optional<mj::Seat>(mj::Seat::of(*save.firstMano)) : std::nullopt);
    // Each game must be the one the match deals next, replayed to the letter.
    const auto replay = [&](const mj::GameRecord& record, const std::string& where) -> mj::Expected<mj::Game> {
        const mj::GameSetup expected = match.nextGame();
        const mj::RecordHeader& h = record.header;
        if (h.seed != expected.seed)
            return mj::failure(where + ": line 1: the seed is " + std::to_string(h.seed) + " where the match deals " +
                               std::to_string(expected.seed));
        if (!(h.rules == save.rules))
            return mj::failure(where + ": line 1: the ruleset differs from the match's (field \"ruleset\")");
        if (h.mano != expected.mano)
            return mj::failure(where + ": line 1: the máno is not the one the match gives");
        if (h.stacked)
            return mj::failure(where + ": line 1: a match's game is never stacked");
        auto game = mj::replayGame(record);
        if (!game)
            return mj::failure(where + ": " + game.error());
        return game;
    };
    const std::string file = text(source);
    for (std::size_t i = 0; i < save.finished.size(); ++i) {
        const std::string where = file + ": field \"finished\", game " + std::to_string(i + 1);
        auto game = replay(save.finished[i], where);
        if (!game)
            return mj::failure(game.error());
        if (!game->over())
            return mj::failure(where + ": the game has not ended, yet the match went on");
        match.finishGame(*game);
    }
    auto current = replay(save.current, file + ": field \"current\"");
    if (!current)
        return mj::failure(current.error());
    mj::Game game = std::move(current).value();
    return ResumedMatch{std::move(save), std::move(match), std::move(game)};
}

mj::Expected<ResumedMatch> loadMatchSave(const QString& path)
{
    const QByteArray name = QFile::encodeName(path);
    struct stat entry {};
    if (::lstat(name.constData(), &entry) != 0)
        return mj::failure(text(path) + ": there is no save");
    // Never more than a save can hold, and nothing that is not a regular file (a FIFO would
    // block, a link to /dev/zero never end): refused before a byte is read.
    auto bytes = mj::readRegularFile(name.toStdString(), kMaxSaveBytes);
    if (!bytes) {
        const QString target = S_ISLNK(entry.st_mode) ? QFile::symLinkTarget(path) : QString();
        return mj::failure(text(path) + ": " + bytes.error() +
                           (target.isEmpty() ? std::string() : " (it is a link to " + mj::excerpt(text(target), 200) + ")"));
    }
    auto save = parseMatchSave(QByteArray::fromStdString(*bytes), path);
    if (!save)
        return mj::failure(save.error());
    return rebuildMatch(std::move(save).value(), path);
}

mj::Status writeMatchSave(const QString& path, const MatchSave& save)
{
    QByteArray finished;
    for (const mj::GameRecord& record : save.finished)
        appendFinishedRecord(finished, record);
    return writeMatchSave(path, save, finished);
}

mj::Status writeMatchSave(const QString& path, const MatchSave& save, const QByteArray& finishedText)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return mj::failure(text(path) + ": cannot be written: " + text(file.errorString()));
    file.write(matchSaveText(save, finishedText));
    if (!file.commit())
        return mj::failure(text(path) + ": cannot be written: " + text(file.errorString()));
    return mj::success();
}

QString finishedRecordPath(const QString& dir, const QDateTime& when, const QString& ruleset,
                           std::uint64_t matchSeed, int game)
{
    // A house ruleset's name may hold anything; a file name gets letters, digits, - and _.
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9_-]+"));
    QString name = QString(ruleset).replace(unsafe, QStringLiteral("-"));
    if (name.isEmpty())
        name = QStringLiteral("rules");
    return QDir(dir).filePath(QStringLiteral("%1-%2-seed%3-game%4.jsonl")
                                  .arg(when.toString(QStringLiteral("yyyyMMdd-HHmmss")), name)
                                  .arg(matchSeed)
                                  .arg(game));
}

mj::Expected<QString> writeFinishedRecord(const QString& path, const mj::GameRecord& record)
{
    std::ostringstream out;
    mj::writeRecord(out, record);
    // Never over another record (two matches of one seed in the same second): "-2", "-3", ...
    const QString stem = path.endsWith(QLatin1String(".jsonl")) ? path.chopped(6) : path;
    return writeNewFile([&](int n) { return n <= 1 ? path : QStringLiteral("%1-%2.jsonl").arg(stem).arg(n); },
                        QByteArray::fromStdString(out.str()));
}

} // namespace mjui

#include "records/record_summary.h"

#include "core/bounded_input.h"
#include "variants/filipino/game/game_replay.h"
#include "record/game_log.h"
#include "record/record_json.h"
#include "variants/filipino/ritual/ritual_replay.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <sstream>

InspectedRecord inspectRecordFile(const QString& path)
{
    InspectedRecord result;
    RecordSummary& summary = result.summary;
    const QString name = QFileInfo(path).fileName();
    const auto refuse = [&](const std::string& why) {
        summary = RecordSummary{};
        summary.problem = QStringLiteral("%1: %2").arg(name, QString::fromStdString(why));
        return result;
    };
    const auto text = mj::readRegularFile(QFile::encodeName(path).toStdString(), mj::limits::record.maxBytes);
    if (!text)
        return refuse(text.error());
    std::istringstream in(*text);
    auto read = mj::readRecord(in);
    if (!read)
        return refuse(read.error());
    // As strict as mahjongero-cli replay: a game through the rules, a ritual against the ritual
    // its header makes, a free table by the table alone.
    const mj::RecordKind kind = mj::recordKind(read->record.header);
    if (kind == mj::RecordKind::Game) {
        const auto game = mj::replayGame(read->record, read->eventLines);
        if (!game)
            return refuse(game.error());
        if (game->over())
            summary.winner = game->winner() ? game->winner()->index() : -1;
        summary.turns = game->turnsPlayed();
    } else if (const auto table = kind == mj::RecordKind::Ritual ? mj::replayRitual(read->record, read->eventLines)
                                                                   : mj::replay(read->record, read->eventLines);
               !table) {
        return refuse(table.error());
    }
    summary.ruleset = QString::fromStdString(read->record.header.rules.name);
    summary.seed = read->record.header.seed;
    summary.events = static_cast<int>(read->record.events.size());
    result.record = std::move(read->record);
    return result;
}

QString recordResultText(int winner)
{
    if (winner >= 0)
        return QStringLiteral("Seat %1 won").arg(winner);
    return winner == -1 ? QStringLiteral("No winner") : QStringLiteral("Unfinished");
}

int recordGameNumber(const QString& fileName)
{
    static const QRegularExpression pattern(QStringLiteral("game-?0*(\\d+)"), QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(fileName);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

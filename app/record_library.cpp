#include "record_library.h"

#include "data_dir.h"
#include "table_model.h"

#include "game/game_replay.h"
#include "record/game_log.h"
#include "record/record_json.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>
#include <fstream>
#include <optional>

namespace {

// What one file holds once read and replayed; `problem` is set when it is not a valid record.
struct Inspected {
    mj::GameRecord record;
    QString problem;
    int winner = -2; // -1: no winner, -2: unfinished (or a ritual record)
    int turns = 0;
};

Inspected inspect(const QString& path)
{
    Inspected result;
    const QString name = QFileInfo(path).fileName();
    std::ifstream in(QFile::encodeName(path).toStdString(), std::ios::binary);
    if (!in) {
        result.problem = QStringLiteral("%1: cannot be opened").arg(name);
        return result;
    }
    const auto read = mj::readRecord(in);
    if (!read) {
        result.problem = QStringLiteral("%1: %2").arg(name, QString::fromStdString(read.error()));
        return result;
    }
    // Replay it through the engine's checks, so an edited record is refused here and not
    // half-way through the viewer.
    if (read->record.header.game) {
        const auto game = mj::replayGame(read->record, read->eventLines);
        if (!game) {
            result.problem = QStringLiteral("%1: %2").arg(name, QString::fromStdString(game.error()));
            return result;
        }
        if (game->over())
            result.winner = game->winner() ? game->winner()->index() : -1;
        result.turns = game->turnsPlayed();
    } else if (const auto table = mj::replay(read->record, read->eventLines); !table) {
        result.problem = QStringLiteral("%1: %2").arg(name, QString::fromStdString(table.error()));
        return result;
    }
    result.record = read->record;
    return result;
}

// The game's number in a match from the file's name: "game-000003.jsonl" (the CLI's
// simulate --record), "20261121-154300-filipino-seed42-game3.jsonl" (the app's); 0 if none.
int gameNumberFromName(const QString& fileName)
{
    static const QRegularExpression pattern(QStringLiteral("game-?0*(\\d+)"), QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(fileName);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

QString resultText(int winner)
{
    if (winner >= 0)
        return QStringLiteral("Seat %1 won").arg(winner);
    return winner == -1 ? QStringLiteral("No winner") : QStringLiteral("Unfinished");
}

QString localPath(const QString& pathOrUrl)
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

} // namespace

RecordLibrary::RecordLibrary(QObject* parent) : QObject(parent) { refresh(); }

void RecordLibrary::setFolder(const QString& folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    emit folderChanged();
    refresh();
}

void RecordLibrary::refresh()
{
    const QString folder = m_folder.isEmpty() ? mjui::recordsDir() : localPath(m_folder);
    QFileInfoList files = QDir(folder).entryInfoList({QStringLiteral("*.jsonl")}, QDir::Files | QDir::Readable);
    // Newest first; the name breaks ties so the order is the same on every listing.
    std::sort(files.begin(), files.end(), [](const QFileInfo& a, const QFileInfo& b) {
        if (a.lastModified() != b.lastModified())
            return a.lastModified() > b.lastModified();
        return a.fileName() > b.fileName();
    });
    QVariantList records;
    QHash<QString, Listed> listed;
    for (const QFileInfo& file : files) {
        const QString path = file.absoluteFilePath();
        if (const auto known = m_listed.constFind(path);
            known != m_listed.cend() && known->modified == file.lastModified() && known->size == file.size()) {
            records.append(known->row);
            listed.insert(path, *known);
            continue;
        }
        const Inspected inspected = inspect(path);
        const bool readable = inspected.problem.isEmpty();
        const mj::RecordHeader& header = inspected.record.header;
        const QVariantMap row{
            {QStringLiteral("path"), file.absoluteFilePath()},
            {QStringLiteral("fileName"), file.fileName()},
            {QStringLiteral("date"), file.lastModified().toString(QStringLiteral("yyyy-MM-dd HH:mm"))},
            {QStringLiteral("readable"), readable},
            {QStringLiteral("problem"), inspected.problem},
            {QStringLiteral("ruleset"), readable ? QString::fromStdString(header.rules.name) : QString()},
            {QStringLiteral("seed"), readable ? QString::number(header.seed) : QString()},
            {QStringLiteral("game"), gameNumberFromName(file.fileName())},
            {QStringLiteral("winner"), inspected.winner},
            {QStringLiteral("result"), readable ? resultText(inspected.winner) : QStringLiteral("Unreadable")},
            {QStringLiteral("turns"), inspected.turns},
            {QStringLiteral("events"), static_cast<int>(inspected.record.events.size())},
        };
        records.append(row);
        listed.insert(path, Listed{file.lastModified(), file.size(), row});
    }
    m_listed = listed;
    m_records = records;
    emit recordsChanged();
}

bool RecordLibrary::load(const QString& path, TableModel* model)
{
    if (!model) {
        setError(QStringLiteral("No table to show the record on"));
        return false;
    }
    const QString file = localPath(path);
    if (file.isEmpty() || !QFileInfo(file).isFile()) {
        setError(QStringLiteral("%1: no such file").arg(file.isEmpty() ? QStringLiteral("(no file chosen)") : file));
        return false;
    }
    Inspected inspected = inspect(file);
    if (!inspected.problem.isEmpty()) {
        setError(inspected.problem);
        return false;
    }
    const mj::RecordHeader& header = inspected.record.header;
    const int game = gameNumberFromName(QFileInfo(file).fileName());
    QString title = QStringLiteral("Replay: %1%2, seed %3")
                        .arg(QString::fromStdString(header.rules.name),
                             game > 0 ? QStringLiteral(" game %1").arg(game) : QString())
                        .arg(header.seed);
    if (header.game)
        title += QStringLiteral(" · ") + resultText(inspected.winner);
    model->loadRecord(std::move(inspected.record));
    model->setCaption(title);
    setError({});
    m_loadedPath = QFileInfo(file).absoluteFilePath();
    m_loadedTitle = title;
    emit loadedChanged();
    return true;
}

QString RecordLibrary::eventSummary(TableModel* model, int step) const
{
    if (!model || step < 1 || step > model->stepCount())
        return {};
    const mj::GameRecord& record = model->record();
    const mj::Event& event = record.events[static_cast<std::size_t>(step - 1)];
    const auto* decision = std::get_if<mj::ActionEvent>(&event);
    if (!decision)
        return QString::fromStdString(mj::eventName(event));
    const mj::Action& action = decision->action;
    QString what = QString::fromStdString(mj::actionTypeName(action.type));
    if (record.header.tileSet->contains(action.tile))
        what += QLatin1Char(' ') + QString::fromStdString(
                    record.header.tileSet->kindOf(mj::TileId{static_cast<std::uint16_t>(action.tile)}).notation());
    else if (action.kind >= 0 && action.kind < mj::TileKind::count)
        what += QLatin1Char(' ') + QString::fromStdString(mj::TileKind::fromIndex(action.kind).notation());
    return QStringLiteral("Seat %1: %2").arg(action.seat.index()).arg(what);
}

void RecordLibrary::setError(const QString& error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

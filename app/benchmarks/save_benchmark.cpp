#include "benchmarks/save_benchmark.h"

#include "play/match_save.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/game/game.h"
#include "variants/filipino/game/match.h"
#include "variants/filipino/game/seat_view.h"
#include "variants/filipino/simulation/simulation.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

constexpr int kFinishedGames = 10;
constexpr int kMovesInCurrent = 12;
constexpr int kSaves = 50;
constexpr int kLoads = 10;

// The median of `runs` timings of `once`, in milliseconds; negative when `once` failed.
double medianMs(int runs, const std::function<bool()>& once)
{
    std::vector<double> ms;
    QElapsedTimer clock;
    for (int i = 0; i < runs; ++i) {
        clock.start();
        if (!once())
            return -1;
        ms.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int runSaveBenchmark(std::uint64_t seed)
{
    const auto rules = mj::loadRuleset("filipino");
    if (!rules) {
        std::fprintf(stderr, "mahjongero: %s\n", rules.error().c_str());
        return 1;
    }
    const mj::PerSeat<mj::BotLevel> levels(rules->seats(), mj::BotLevel::Normal);
    mj::Match match(seed, *rules);
    mjui::MatchSave save;
    save.rules = *rules;
    save.seed = seed;
    save.players = {QStringLiteral("human"), QStringLiteral("normal"), QStringLiteral("normal"), QStringLiteral("normal")};
    save.teaching = false;
    save.ritualSpeed = QStringLiteral("fast");
    save.savedAt = QDateTime::currentDateTimeUtc();
    for (int g = 0; g < kFinishedGames; ++g) {
        mj::Game game(match.nextGame());
        mj::playOut(game, levels);
        match.finishGame(game);
        save.finished.push_back(game.record());
    }
    mj::Game current(match.nextGame());
    const auto bot = mj::makeBot(mj::BotLevel::Normal, seed);
    for (int m = 0; m < kMovesInCurrent && !current.over(); ++m) {
        const mj::Seat seat = current.seatToAct();
        if (!current.act(bot->choose(mj::viewFor(current, seat), current.rules())))
            break;
    }
    save.current = current.record();

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("current-match.json"));
    QByteArray finishedText;
    for (const mj::GameRecord& record : save.finished)
        mjui::appendFinishedRecord(finishedText, record);
    const double whole = medianMs(kSaves, [&] { return mjui::writeMatchSave(path, save).ok(); });
    const double ready = medianMs(kSaves, [&] { return mjui::writeMatchSave(path, save, finishedText).ok(); });
    const double load = medianMs(kLoads, [&] { return mjui::loadMatchSave(path).ok(); });
    if (!dir.isValid() || whole < 0 || ready < 0 || load < 0) {
        std::fprintf(stderr, "mahjongero: --benchmark save: the save could not be written or read back in %s\n",
                     qPrintable(dir.path()));
        return 1;
    }
    const qint64 bytes = QFileInfo(path).size();
    std::printf("save of a filipino match (seed %llu) with %d finished games and %d moves of game %d: %lld KB\n",
                static_cast<unsigned long long>(seed), kFinishedGames, kMovesInCurrent, kFinishedGames + 1,
                static_cast<long long>(bytes / 1024));
    std::printf("one save, every game written out anew:         median %7.2f ms of %d\n", whole, kSaves);
    std::printf("one save, finished games' text made once:      median %7.2f ms of %d (as after each move)\n", ready,
                kSaves);
    std::printf("resume: read, check and replay every game:     median %7.2f ms of %d\n", load, kLoads);
    std::printf("save: %.2f ms a move late in an 11-game match (target under 50 ms); resume %.1f ms\n", ready, load);
    return 0;
}

// Prints how fast the engine performs, records and replays the setup ritual: figures for
// the note and for later regressions, never a pass/fail test (ARCHITECTURE.md, 8).
// Usage: mahjongero-bench [GAMES]   (default 2000)
#include "record/game_log.h"
#include "record/record_json.h"
#include "variants/filipino/ritual/ritual.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

namespace {

template <typename F>
double perSecond(int games, F&& body)
{
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < games; ++i)
        body(static_cast<std::uint64_t>(i));
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    return games / elapsed.count();
}

} // namespace

int main(int argc, char** argv)
{
    const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 2000;
    std::size_t events = 0, bytes = 0;

    const double rituals = perSecond(games, [&](std::uint64_t seed) {
        events += mj::performRitual(seed, mj::Ruleset{}).events.size();
    });
    const double replays = perSecond(games, [&](std::uint64_t seed) {
        static const mj::GameRecord record = mj::performRitual(seed, mj::Ruleset{});
        if (!mj::replay(record).ok())
            std::abort();
    });
    const double roundTrips = perSecond(games, [&](std::uint64_t seed) {
        std::stringstream text;
        mj::writeRecord(text, mj::performRitual(seed, mj::Ruleset{}));
        bytes += text.str().size();
        if (!mj::readRecord(text).ok())
            std::abort();
    });

    std::printf("games: %d\n", games);
    std::printf("ritual (perform, with invariant check per event): %.0f games/s, %.1f events/game\n", rituals,
                double(events) / games);
    std::printf("replay of a record:                              %.0f games/s\n", replays);
    std::printf("perform + write + read JSON Lines:               %.0f games/s, %.0f bytes/record\n", roundTrips,
                double(bytes) / games);
    return 0;
}

// Both arenas' way of playing their deals (arena/arena.h, arena/variant_arena.h): deals are
// independent, so several threads each take the next deal not yet taken and play it whole,
// keeping tallies of their own; the tallies are integer sums merged at the end, so every
// figure but the measured decision times is the same for any number of threads. A deal that
// breaks is left out whole (the duplicate pairing holds) and reported with its seed, the
// first few in deal order.
#pragma once

#include "core/expected.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace mj {

// The deals' tallies merged, one `Tally` (a level's sums, with merge()) for each distinct level.
template <typename Tally>
struct DealTallies {
    std::vector<Tally> levels;
    int deals = 0;                   // deals played whole
    int noWinner = 0;                // games that ended without a winner in those deals
    int brokenDeals = 0;
    std::vector<std::string> broken; // the first few, "deal N (seed S): why", in deal order
};

// Plays the deal of `seed` into one thread's tallies of the levels: the number of its games
// that ended without a winner, or why the deal broke.
template <typename Tally>
using DealPlayer = std::function<Expected<int>(std::uint64_t seed, std::vector<Tally>& levels)>;

// Plays deals 0..deals-1 on up to `threads` threads. `playDeal` plays the deal of `seed`
// into one thread's level tallies (one per level, `levelCount` of them) and says how many of
// its games ended without a winner, or why it broke; `dealSeed` gives each deal's seed.
// `progress` (optional) is told the games played so far (`gamesPerDeal` a deal) after each
// deal, by one thread at a time.
template <typename Tally>
DealTallies<Tally> playDealsInParallel(int deals, int threads, std::size_t levelCount, int gamesPerDeal,
                                       const std::function<std::uint64_t(int deal)>& dealSeed,
                                       const DealPlayer<Tally>& playDeal,
                                       const std::function<void(int gamesDone)>& progress)
{
    // What one thread tallies.
    struct Worker {
        std::vector<Tally> levels;
        int deals = 0;
        int noWinner = 0;
        std::vector<std::pair<int, std::string>> broken; // deal index, what broke
    };
    std::atomic<int> nextDeal{0};
    std::mutex progressMutex;
    int gamesDone = 0;
    std::vector<Worker> workers(static_cast<std::size_t>(std::min(threads, deals)));
    auto work = [&](Worker& worker) {
        worker.levels.assign(levelCount, Tally{});
        for (int d = nextDeal++; d < deals; d = nextDeal++) {
            const std::uint64_t seed = dealSeed(d);
            if (const Expected<int> noWinner = playDeal(seed, worker.levels)) {
                ++worker.deals;
                worker.noWinner += *noWinner;
            } else {
                worker.broken.emplace_back(d, "deal " + std::to_string(d + 1) + " (seed " + std::to_string(seed) +
                                                  "): " + noWinner.error());
            }
            if (progress) {
                const std::lock_guard lock(progressMutex);
                gamesDone += gamesPerDeal;
                progress(gamesDone);
            }
        }
    };
    if (workers.size() == 1) {
        work(workers[0]);
    } else {
        std::vector<std::thread> running;
        for (Worker& worker : workers)
            running.emplace_back(work, std::ref(worker));
        for (std::thread& t : running)
            t.join();
    }

    DealTallies<Tally> out;
    out.levels.resize(levelCount);
    std::vector<std::pair<int, std::string>> broken;
    for (const Worker& worker : workers) {
        for (std::size_t l = 0; l < levelCount; ++l)
            out.levels[l].merge(worker.levels[l]);
        out.deals += worker.deals;
        out.noWinner += worker.noWinner;
        broken.insert(broken.end(), worker.broken.begin(), worker.broken.end());
    }
    std::sort(broken.begin(), broken.end());
    out.brokenDeals = static_cast<int>(broken.size());
    for (std::size_t i = 0; i < broken.size() && i < 5; ++i)
        out.broken.push_back(broken[i].second);
    return out;
}

} // namespace mj

// Prints how fast the engine analyses hands: standard and pairs-form shanten of random
// 14- and 17-tile hands on one core, the full analysis as analyze --batch does it, and the
// cost of the lookup tables. Usage: mahjongero-hand-bench [HANDS] [SEED]
// (defaults 1000000 and 1).
#include "hand_bench.h"

#include <cstdlib>

int main(int argc, char** argv)
{
    const long hands = argc > 1 ? std::max(1L, std::atol(argv[1])) : 1000000L;
    const auto seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1ULL;
    mj::bench::printHandBench(stdout, static_cast<std::size_t>(hands), seed);
    return 0;
}

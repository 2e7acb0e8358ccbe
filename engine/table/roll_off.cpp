#include "table/roll_off.h"

#include <vector>

namespace mj {

std::array<int, 2> rollDice(Rng& rng) { return {rng.between(1, 6), rng.between(1, 6)}; }

Seat rollOff(int seatCount, Rng& rng, const std::function<void(const Event&)>& add)
{
    std::vector<Seat> contenders;
    for (int s = 0; s < seatCount; ++s)
        contenders.push_back(Seat::of(s));
    while (contenders.size() > 1) {
        int best = 0;
        std::vector<Seat> leaders;
        for (Seat seat : contenders) {
            const auto dice = rollDice(rng);
            add(RollEvent{seat, RollPurpose::Mano, dice});
            const int total = dice[0] + dice[1];
            if (total > best)
                leaders.clear(), best = total;
            if (total == best)
                leaders.push_back(seat);
        }
        contenders = leaders;
    }
    add(ManoEvent{contenders.front()});
    return contenders.front();
}

} // namespace mj

#include "ritual/ritual.h"

#include "core/rng.h"
#include "record/game_log.h"
#include "ritual/ritual_moves.h"

namespace mj {

namespace {

// The ritual writes straight into the game's log; a refused event is a bug, so it throws.
class LogSink : public RitualSink {
public:
    explicit LogSink(GameLog& log) : m_log(log) {}
    const Table& table() const override { return m_log.table(); }
    void add(const Event& event) override { m_log.appendOrThrow(event); }

private:
    GameLog& m_log;
};

} // namespace

GameRecord performRitual(std::uint64_t seed, const Ruleset& rules)
{
    Rng rng(seed);
    RecordHeader header;
    header.seed = seed;
    header.rules = rules;
    header.seats = rules.seats();
    GameLog log(header);
    performRitual(log, rng, rules);
    return log.record();
}

void performRitual(GameLog& log, Rng& rng, const Ruleset& rules, const RitualOptions& options)
{
    LogSink sink(log);
    washTiles(sink, rng, options.washOrder);
    buildEmptySegments(sink);
    Seat mano;
    if (options.mano) {
        mano = *options.mano;
        sink.add(ManoEvent{mano});
    } else {
        mano = rollForMano(sink, rng);
    }
    breakWall(sink, mano, rules, rng);
    dealHands(sink, mano);
    replaceFlowers(sink, mano, rules);
}

} // namespace mj

#include "variants/american/variant/american_variant.h"

#include "variants/american/american_game.h"
#include "variants/american/american_match.h"
#include "variants/american/american_random_agent.h"
#include "variants/american/ai/american_agent.h"

namespace mj::american {

namespace {

// The AI levels, weakest first, and an agent of one: the card-playing levels of ai/ join
// these two functions when they are ready.
std::vector<std::string> levelNames() { return {"random", "easy", "normal", "strong"}; }

Expected<std::unique_ptr<SeatAgent>> makeLevelAgent(const std::string& level, const AmericanGame& game, Seat seat,
                                                    std::uint64_t seed)
{
    (void)game;
    (void)seat;
    if (level == "random")
        return std::unique_ptr<SeatAgent>(std::make_unique<RandomAgent>(seed));
    if (const auto ai = parseAiLevel(level))
        return std::unique_ptr<SeatAgent>(std::make_unique<AmericanAgent>(*ai, game.rules().card, **TileSet::byName("american-152"), seat, kSeats, seed));
    return failure("no American player is called \"" + level + "\" (known: random, easy, normal, strong)");
}

class American final : public Variant {
public:
    std::string name() const override { return "american"; }
    std::string title() const override { return "American mahjong, played from a card of hands (seed 002)"; }
    std::vector<std::string> rulesets() const override { return americanRulesetNames(); }
    const TileSet& tileSet() const override { return m_table.tileSet(); }
    const Layout& layout() const override { return m_table.layout(); }
    int seats() const override { return kSeats; }

    Expected<std::unique_ptr<VariantGame>> newGame(const std::string& ruleset, std::uint64_t seed) const override
    {
        auto rules = americanRules(ruleset);
        if (!rules)
            return Error{rules.error()};
        return std::unique_ptr<VariantGame>(std::make_unique<AmericanGame>(std::move(rules).value(), performAmericanSetup(seed)));
    }

    Expected<std::unique_ptr<VariantGame>> replay(const GameRecord& record) const override
    {
        auto game = replayAmerican(record);
        if (!game)
            return Error{game.error()};
        return std::unique_ptr<VariantGame>(std::move(game).value());
    }

    Expected<std::unique_ptr<VariantMatch>> newMatch(const std::string& ruleset, std::uint64_t seed) const override
    {
        auto rules = americanRules(ruleset);
        if (!rules)
            return Error{rules.error()};
        return std::unique_ptr<VariantMatch>(std::make_unique<AmericanMatch>(seed, std::move(rules).value()));
    }

    std::vector<std::string> agentLevels() const override { return levelNames(); }

    Expected<std::unique_ptr<SeatAgent>> makeAgent(const std::string& level, const VariantGame& game, Seat seat,
                                                   std::uint64_t seed) const override
    {
        const AmericanGame* ours = AmericanGame::of(game);
        if (!ours)
            return failure("an American player plays only a game of American mahjong");
        if (!Seat::valid(seat.index(), kSeats))
            return failure("American mahjong has four seats, 0 to 3");
        return makeLevelAgent(level, *ours, seat, seed);
    }

    Expected<int> catchUp(VariantGame& game, const PerSeat<SeatAgent*>& agents) const override
    {
        if (!AmericanGame::of(game))
            return failure("not a game of American mahjong");
        PerSeat<std::uint64_t> needs(agents.count(), 0);
        for (int s = 0; s < agents.count(); ++s)
            if (agents[s])
                for (std::size_t k = 0; k < std::variant_size_v<Event>; ++k)
                    needs[s] |= agents[s]->needs(k) ? std::uint64_t{1} << k : 0;
        std::size_t sent = 0;
        int differ = 0;
        const auto replayed = replayAmerican(game.record(), [&](const AmericanGame& before, const Action& action) {
            const std::size_t upTo = before.record().events.size();
            game.sendViews(sent, upTo, agents, needs);
            sent = upTo;
            SeatAgent* agent = action.seat.index() < agents.count() ? agents[action.seat] : nullptr;
            if (!agent)
                return;
            const auto& legal = before.legalActions(action.seat);
            agent->prepare(legal);
            if (!(agent->choose(legal) == action))
                ++differ;
        });
        if (!replayed)
            return Error{replayed.error()};
        game.sendViews(sent, game.record().events.size(), agents, needs);
        return differ;
    }

private:
    Table m_table = newAmericanTable(); // its set and layout are the registry's
};

} // namespace

} // namespace mj::american

namespace mj {

const Variant& americanVariant()
{
    static const american::American variant;
    return variant;
}

} // namespace mj

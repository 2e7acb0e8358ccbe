#include "variants/solitaire/solitaire_variant.h"

#include "variants/solitaire/solitaire_agent.h"
#include "variants/solitaire/solitaire_variant_game.h"

#include <algorithm>

namespace mj::solitaire {

namespace {

class Solitaire final : public Variant {
public:
    std::string name() const override { return "solitaire"; }
    std::string title() const override { return "Mahjong solitaire for one (seed 001)"; }
    std::vector<std::string> rulesets() const override { return solitaireRulesetNames(); }
    const TileSet& tileSet() const override { return solitaireSet(); }
    const Layout& layout() const override { return solitaireLayout(); }
    int seats() const override { return 1; }

    Expected<std::unique_ptr<VariantGame>> newGame(const std::string& ruleset, std::uint64_t seed) const override
    {
        auto rules = solitaireRules(ruleset);
        if (!rules)
            return Error{rules.error()};
        return std::unique_ptr<VariantGame>(std::make_unique<SolitaireGame>(seed, std::move(rules).value(), dealtTiles(seed)));
    }

    Expected<std::unique_ptr<VariantGame>> replay(const GameRecord& record) const override
    {
        auto game = replaySolitaire(record);
        if (!game)
            return Error{game.error()};
        return std::unique_ptr<VariantGame>(std::move(game).value());
    }

    Expected<std::unique_ptr<VariantMatch>> newMatch(const std::string& ruleset, std::uint64_t seed) const override
    {
        auto rules = solitaireRules(ruleset);
        if (!rules)
            return Error{rules.error()};
        return std::unique_ptr<VariantMatch>(std::make_unique<SolitaireMatch>(seed, std::move(rules).value()));
    }

    std::vector<std::string> agentLevels() const override { return agentLevelNames(); }

    Expected<std::unique_ptr<SeatAgent>> makeAgent(const std::string& level, const VariantGame& game, Seat seat,
                                                   std::uint64_t seed) const override
    {
        const SolitaireGame* ours = SolitaireGame::of(game);
        if (!ours)
            return failure("a solitaire player plays only a game of solitaire");
        if (seat.index() != 0)
            return failure("solitaire has one seat, seat 0");
        const auto parsed = parseAgentLevel(level);
        if (!parsed)
            return Error{parsed.error()};
        return std::unique_ptr<SeatAgent>(std::make_unique<SolitaireAgent>(*parsed, ours->rules(), seed));
    }

    Expected<int> catchUp(VariantGame& game, const PerSeat<SeatAgent*>& agents) const override
    {
        if (!SolitaireGame::of(game))
            return failure("not a game of solitaire");
        SeatAgent* agent = agents.count() > 0 ? agents[0] : nullptr;
        const PerSeat<std::uint64_t> everything(agents.count(), ~std::uint64_t{0});
        std::size_t sent = 0;
        int differ = 0;
        const auto replayed = replaySolitaire(game.record(), [&](const SolitaireGame& before, const Action& action) {
            if (!agent)
                return;
            const std::size_t upTo = before.record().events.size();
            game.sendViews(sent, upTo, agents, everything);
            sent = upTo;
            if (!(agent->choose(before.legalActions(Seat::of(0))) == action))
                ++differ;
        });
        if (!replayed)
            return Error{replayed.error()};
        if (agent)
            game.sendViews(sent, game.record().events.size(), agents, everything);
        return differ;
    }
};

} // namespace

} // namespace mj::solitaire

namespace mj {

const Variant& solitaireVariant()
{
    static const solitaire::Solitaire variant;
    return variant;
}

} // namespace mj

#include "variants/filipino/filipino_variant.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/filipino_game.h"
#include "variants/filipino/game/game_replay.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <algorithm>
#include <utility>

namespace mj {

namespace {

class FilipinoFamily final : public Variant {
public:
    std::string name() const override { return "filipino"; }
    std::string title() const override { return "Filipino mahjong (Filipino, Visayan, joker and pot)"; }
    std::vector<std::string> rulesets() const override { return builtinRulesetNames(); }
    const TileSet& tileSet() const override { return TileSet::chinese(); }
    const Layout& layout() const override { return Layout::square18(); }
    int seats() const override { return Ruleset::kSeats; }

    Expected<std::unique_ptr<VariantGame>> newGame(const std::string& ruleset, std::uint64_t seed) const override
    {
        const auto rules = loadRuleset(ruleset);
        if (!rules)
            return Error{rules.error()};
        return std::unique_ptr<VariantGame>(std::make_unique<FilipinoGame>(Game(GameSetup{seed, *rules, std::nullopt, {}})));
    }

    Expected<std::unique_ptr<VariantMatch>> newMatch(const std::string& ruleset, std::uint64_t seed) const override
    {
        auto rules = loadRuleset(ruleset);
        if (!rules)
            return Error{rules.error()};
        return std::unique_ptr<VariantMatch>(std::make_unique<FilipinoMatch>(Match(seed, std::move(rules).value())));
    }

    Expected<std::unique_ptr<VariantGame>> replay(const GameRecord& record) const override
    {
        if (recordKind(record.header) != RecordKind::Game)
            return failure("line 1: not a game record (no \"game\": true in its header)");
        auto game = replayGame(record);
        if (!game)
            return Error{game.error()};
        return std::unique_ptr<VariantGame>(std::make_unique<FilipinoGame>(std::move(game).value()));
    }

    std::vector<std::string> agentLevels() const override { return offeredBotLevels(); }

    Expected<std::unique_ptr<SeatAgent>> makeAgent(const std::string& level, const VariantGame& game, Seat seat,
                                                   std::uint64_t seed) const override
    {
        const auto* ours = dynamic_cast<const FilipinoGame*>(&game);
        if (!ours)
            return failure("a Filipino agent plays only a game of the Filipino family");
        const auto parsed = parseBotLevel(level);
        if (!parsed)
            return Error{parsed.error()};
        return std::unique_ptr<SeatAgent>(std::make_unique<FilipinoAgent>(makeBot(*parsed, seed), ours->game(), seat));
    }

    Expected<int> catchUp(VariantGame& game, const PerSeat<SeatAgent*>& agents) const override
    {
        const Game& played = FilipinoGame::of(game);
        const auto& events = played.record().events;
        // Every view is sent, in order, through the game as in play; an agent keeps what it needs.
        const PerSeat<std::uint64_t> everything(agents.count(), ~std::uint64_t{0});
        std::size_t sent = 0;
        auto sendUpTo = [&](std::size_t end) {
            if (sent < end)
                game.sendViews(sent, end, agents, everything);
            sent = std::max(sent, std::min(end, events.size()));
        };
        int differ = 0;
        const auto replayed = replayGame(played.record(), {}, [&](const Game& before, const Action& action) {
            if (!Seat::valid(action.seat.index(), agents.count()))
                return;
            SeatAgent* agent = agents[static_cast<std::size_t>(action.seat.index())];
            if (!agent)
                return;
            sendUpTo(before.record().events.size());
            if (!(agent->choose(before.legalActions(action.seat)) == action))
                ++differ;
        });
        if (!replayed)
            return Error{replayed.error()};
        sendUpTo(events.size());
        return differ;
    }
};

} // namespace

const Variant& filipinoVariant()
{
    static const FilipinoFamily family;
    return family;
}

} // namespace mj

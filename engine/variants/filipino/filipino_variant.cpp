#include "variants/filipino/filipino_variant.h"

#include "variants/filipino/bots/bot_level.h"
#include "variants/filipino/game/game.h"
#include "variants/filipino/game/game_replay.h"
#include "variants/filipino/rules/ruleset_json.h"
#include "variants/filipino/views/folded_view.h"
#include "variants/filipino/views/record_sight.h"

#include <utility>

namespace mj {

namespace {

// One game of the family behind the interface: the Game does the work; this adds the views.
class FilipinoGame final : public VariantGame {
public:
    explicit FilipinoGame(Game game)
        : m_game(std::move(game)), m_sight(m_game.table().tileSet(), m_game.seatCount())
    {
    }

    const Game& game() const { return m_game; }

    int seatCount() const override { return m_game.seatCount(); }
    std::string phase() const override { return phaseName(m_game.phase()); }
    bool over() const override { return m_game.over(); }
    Seat seatToAct() const override { return m_game.seatToAct(); }
    const std::vector<Action>& legalActions(Seat seat) const override { return m_game.legalActions(seat); }
    Status apply(const Action& action) override { return m_game.act(action); }
    const GameRecord& record() const override { return m_game.record(); }
    std::optional<Seat> winner() const override { return m_game.winner(); }
    PerSeat<int> balance() const override { return m_game.balance(); }

    std::optional<SeenEvent> viewOf(std::size_t index, Seat seat) override
    {
        const auto& events = m_game.record().events;
        if (index >= events.size() || !Seat::valid(seat.index(), seatCount()))
            return std::nullopt;
        sightBefore(index);
        const Event& event = events[index];
        return mj::viewOf(event, seat, m_sight.sight(), m_sight.drawnTile(event, m_game.discardHistory()));
    }

private:
    // What lay in sight just before event `index`: followed forward, as a referee sends the
    // views in order; asked for an earlier event, it starts again from the first.
    void sightBefore(std::size_t index)
    {
        if (index < m_sightAt) {
            m_sight = RecordSight(m_game.table().tileSet(), seatCount());
            m_sightAt = 0;
        }
        const auto& events = m_game.record().events;
        for (; m_sightAt < index; ++m_sightAt)
            m_sight.pass(events[m_sightAt]);
    }

    Game m_game;
    RecordSight m_sight; // before event m_sightAt
    std::size_t m_sightAt = 0;
};

// A bot of the family, deciding from the seat's view folded from the views it was sent.
class FilipinoAgent final : public SeatAgent {
public:
    FilipinoAgent(std::unique_ptr<Bot> bot, const Game& game, Seat seat)
        : m_bot(std::move(bot)), m_rules(game.rules()),
          m_folded(seat, game.table().tileSet(), game.table().geometry(), game.seatCount())
    {
    }

    void see(const SeenEvent& view) override
    {
        if (FoldedView::folds(view.event))
            m_folded.fold(view);
    }

    Action choose(const std::vector<Action>& legal) override
    {
        m_folded.viewAt(legal, m_view);
        return m_bot->choose(m_view, m_rules);
    }

private:
    std::unique_ptr<Bot> m_bot;
    Ruleset m_rules;
    FoldedView m_folded;
    SeatView m_view; // refilled at each decision
};

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

    Expected<std::unique_ptr<VariantGame>> replay(const GameRecord& record) const override
    {
        if (recordKind(record.header) != RecordKind::Game)
            return failure("line 1: not a game record (no \"game\": true in its header)");
        auto game = replayGame(record);
        if (!game)
            return Error{game.error()};
        return std::unique_ptr<VariantGame>(std::make_unique<FilipinoGame>(std::move(game).value()));
    }

    std::vector<std::string> agentLevels() const override
    {
        std::vector<std::string> out;
        for (BotLevel level : {BotLevel::Easy, BotLevel::Normal, BotLevel::Strong})
            out.push_back(botLevelName(level));
        return out;
    }

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
};

} // namespace

const Variant& filipinoVariant()
{
    static const FilipinoFamily family;
    return family;
}

} // namespace mj

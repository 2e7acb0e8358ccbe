// The Filipino family's game, match and bots behind the variant interface
// (variants/variant.h): the family's Game, Match and Bot do the work; these add the views a
// referee sends each seat, and the agents that decide from them. The family's own callers
// (the app's play screen, the simulation, the arena) reach the Game and Match behind them.
#pragma once

#include "variants/filipino/bots/bot.h"
#include "variants/filipino/game/game.h"
#include "variants/filipino/game/match.h"
#include "variants/filipino/views/folded_view.h"
#include "variants/filipino/views/record_sight.h"
#include "variants/variant.h"

#include <array>
#include <memory>
#include <optional>

namespace mj {

class FilipinoGame final : public VariantGame {
public:
    // A game of its own.
    explicit FilipinoGame(Game game);
    // Plays the caller's game, which must outlive it (the simulation and the arena own theirs).
    explicit FilipinoGame(Game* borrowed);
    FilipinoGame(const FilipinoGame&) = delete; // it points at its own game
    FilipinoGame& operator=(const FilipinoGame&) = delete;

    // The game behind a VariantGame of the family; throws std::logic_error for another
    // variant's game (a caller's mistake, never the input's).
    static const Game& of(const VariantGame& game);

    const Game& game() const { return *m_game; }

    int seatCount() const override { return m_game->seatCount(); }
    std::string phase() const override;
    bool over() const override { return m_game->over(); }
    Seat seatToAct() const override { return m_game->seatToAct(); }
    const std::vector<Action>& legalActions(Seat seat) const override { return m_game->legalActions(seat); }
    Status apply(const Action& action) override { return m_game->act(action); }
    Message refusalOf(const Action& action) const override { return m_game->refusalMessage(action); }
    // A discard offered for claims, with the ruleset's claimSeconds; a pass when time is up.
    std::optional<TimedDecision> timedDecision(Seat seat) const override;
    const GameRecord& record() const override { return m_game->record(); }
    bool viewInto(std::size_t index, Seat seat, SeenEvent& out) override;
    // Each event's views made at once, from one look at what lay in sight before it.
    void sendViews(std::size_t from, std::size_t to, const PerSeat<SeatAgent*>& agents,
                   const PerSeat<std::uint64_t>& needs) override;
    std::optional<Seat> winner() const override { return m_game->winner(); }
    PerSeat<int> balance() const override { return m_game->balance(); }

private:
    // What lay in sight just before event `index`: followed forward, as a referee sends the
    // views in order; asked for an earlier event, it starts again from the first.
    void sightBefore(std::size_t index);

    std::optional<Game> m_owned;
    Game* m_game;
    RecordSight m_sight; // before event m_sightAt
    std::size_t m_sightAt = 0;
    // The view being sent, one for each kind of event, so each keeps its storage.
    std::array<SeenEvent, std::variant_size_v<Event>> m_seen;
};

class FilipinoMatch final : public VariantMatch {
public:
    explicit FilipinoMatch(Match match) : m_match(std::move(match)) {}

    // The match behind a VariantMatch of the family; throws std::logic_error for another's.
    static const Match& of(const VariantMatch& match);

    int seatCount() const override { return m_match.seatCount(); }
    std::unique_ptr<VariantGame> nextGame() override;
    std::unique_ptr<VariantGame> nextGame(std::uint64_t seed) override;
    void finishGame(const VariantGame& game) override { m_match.finishGame(FilipinoGame::of(game)); }
    int gamesPlayed() const override { return m_match.gamesPlayed(); }

private:
    Match m_match;
};

// A bot of the family deciding from the seat's view, folded from the views it was sent.
class FilipinoAgent final : public SeatAgent {
public:
    FilipinoAgent(std::unique_ptr<Bot> bot, const Game& game, Seat seat);
    // Plays with the caller's bot, which must outlive it (the arena keeps its own).
    FilipinoAgent(Bot* borrowed, const Game& game, Seat seat);

    void see(const SeenEvent& view) override;
    bool needs(std::size_t eventKind) const override { return FoldedView::foldsKind(eventKind); }
    void prepare(const std::vector<Action>& legal) override;
    Action choose(const std::vector<Action>& legal) override;

private:
    std::unique_ptr<Bot> m_owned;
    Bot* m_bot;
    Ruleset m_rules;
    FoldedView m_folded;
};

} // namespace mj

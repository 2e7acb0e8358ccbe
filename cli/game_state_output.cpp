#include "game_state_output.h"

#include "score_command.h"

#include "core/notation.h"
#include "table/live_wall.h"
#include "text/english.h"

namespace mj::cli {

namespace {

std::string setsOf(const Game& game, Seat seat)
{
    std::string out;
    for (const auto& set : game.table().exposed(seat)) {
        if (!out.empty())
            out += ' ';
        out += formatTiles(set, game.table().tileSet());
    }
    return out;
}

std::vector<std::string> paymentReasons(const Game& game)
{
    std::vector<std::string> out;
    for (const Event& e : game.record().events)
        if (const auto* p = std::get_if<PaymentEvent>(&e))
            out.push_back(p->reason);
    return out;
}

} // namespace

nlohmann::json finalState(const Game& game)
{
    const TileSet& set = game.table().tileSet();
    nlohmann::json seats = nlohmann::json::array();
    for (int s = 0; s < game.seatCount(); ++s) {
        const Seat seat = Seat::of(s);
        seats.push_back({{"hand", formatTiles(game.table().hand(seat), set)},
                         {"sets", setsOf(game, seat)},
                         {"flowers", formatTiles(game.table().flowers(seat), set)},
                         {"discards", static_cast<int>(game.table().discards(seat).size())},
                         {"balance", game.balance()[static_cast<std::size_t>(s)]}});
    }
    nlohmann::json state{{"mano", game.mano().index()},
                         {"phase", phaseName(game.phase())},
                         {"turns", game.turnsPlayed()},
                         {"seats", seats},
                         {"payments", paymentReasons(game)},
                         {"draw_wall", wallCounts(game.table()).draw},
                         {"flower_wall", wallCounts(game.table()).flower}};
    if (const auto winner = game.winner()) {
        state["winner"] = winner->index();
        state["form"] = winFormName(game.win()->form);
        state["source"] = winSourceName(game.winSource());
    } else {
        state["winner"] = nullptr;
    }
    if (game.jokerKind())
        state["joker"] = TileKind::fromIndex(*game.jokerKind()).notation();
    return state;
}

std::vector<std::string> describeFinalState(const Game& game)
{
    std::vector<std::string> lines;
    const TileSet& set = game.table().tileSet();
    if (const auto winner = game.winner()) {
        const WinScore& win = *game.win();
        std::string parts;
        for (const auto& line : win.lines) {
            if (!parts.empty())
                parts += ", ";
            parts += line.reason;
            parts += ' ';
            parts += formatPayouts(line.quarters);
        }
        lines.push_back(english(seatName(winner->index())) + " wins: " + winFormName(win.form) + " (" + winSourceName(game.winSource()) +
                        "), " + parts + ".");
        for (const auto& m : win.multipliers)
            lines.push_back("  " + m);
    } else if (game.over()) {
        lines.push_back("No winner: the wall is used up.");
    } else {
        lines.push_back("The game is not over: " + phaseName(game.phase()) + ", " + game.turn().name() + " to play.");
    }
    lines.push_back("Máno: " + game.mano().name() + "; " + std::to_string(game.turnsPlayed()) + " turns.");
    lines.push_back("Payments:");
    for (const auto& reason : paymentReasons(game))
        lines.push_back("  " + reason);
    for (int s = 0; s < game.seatCount(); ++s) {
        const Seat seat = Seat::of(s);
        lines.push_back(seat.name() + ": balance " + formatPayouts(game.balance()[static_cast<std::size_t>(s)]) +
                        "; hand " + formatTiles(game.table().hand(seat), set) + "; sets " +
                        (setsOf(game, seat).empty() ? "none" : setsOf(game, seat)) + "; flowers " +
                        formatTiles(game.table().flowers(seat), set));
    }
    const auto counts = wallCounts(game.table());
    lines.push_back("Left in the wall: " + std::to_string(counts.draw) + " draw, " + std::to_string(counts.flower) +
                    " flower.");
    return lines;
}

} // namespace mj::cli

#include "ritual/ritual_phases.h"

#include "variants/filipino/ritual/joker_reveal.h"

#include <array>
#include <utility>
#include <variant>

namespace mjui {

namespace {
constexpr std::array<std::pair<const char*, RitualPhase>, 6> kPhases{{{"wash", RitualPhase::Wash},
                                                                       {"wall", RitualPhase::Wall},
                                                                       {"break", RitualPhase::Break},
                                                                       {"joker", RitualPhase::Joker},
                                                                       {"deal", RitualPhase::Deal},
                                                                       {"flowers", RitualPhase::Flowers}}};

// Whether the event is the last kind of event that belongs to the phase.
bool closes(RitualPhase phase, const mj::Event& e)
{
    switch (phase) {
    case RitualPhase::Wash: return std::holds_alternative<mj::WashEvent>(e);
    case RitualPhase::Wall: return std::holds_alternative<mj::BuildEvent>(e);
    case RitualPhase::Break: return std::holds_alternative<mj::DicePlacedEvent>(e);
    case RitualPhase::Joker: return false; // stepAfterPhase: the indicator's turn
    case RitualPhase::Deal: {
        const auto* take = std::get_if<mj::TakeEvent>(&e);
        return take && take->reason == mj::TakeReason::Deal;
    }
    case RitualPhase::Flowers: return true;
    }
    return false;
}
} // namespace

std::optional<RitualPhase> parseRitualPhase(const std::string& name)
{
    for (const auto& [text, phase] : kPhases)
        if (name == text)
            return phase;
    return std::nullopt;
}

std::string ritualPhaseNames()
{
    std::string names;
    for (const auto& [text, phase] : kPhases)
        names += (names.empty() ? "" : ", ") + std::string(text);
    return names;
}

int stepAfterPhase(const mj::GameRecord& record, RitualPhase phase, const mj::Ruleset& rules, const mj::TileSet& set)
{
    if (phase == RitualPhase::Joker) {
        const auto indicator = mj::jokerIndicatorShown(record.events, record.events.size(), rules, set);
        for (std::size_t i = 0; indicator && i < record.events.size(); ++i)
            if (const auto* flip = std::get_if<mj::FlipEvent>(&record.events[i]); flip && flip->tile == *indicator)
                return static_cast<int>(i) + 1;
        return 0;
    }
    int step = 0;
    for (std::size_t i = 0; i < record.events.size(); ++i)
        if (closes(phase, record.events[i]))
            step = static_cast<int>(i) + 1;
    return step;
}

} // namespace mjui

#include "ritual/ritual_phases.h"

#include <array>
#include <utility>
#include <variant>

namespace mjui {

namespace {
constexpr std::array<std::pair<const char*, RitualPhase>, 5> kPhases{{{"wash", RitualPhase::Wash},
                                                                       {"wall", RitualPhase::Wall},
                                                                       {"break", RitualPhase::Break},
                                                                       {"deal", RitualPhase::Deal},
                                                                       {"flowers", RitualPhase::Flowers}}};

// Whether the event is the last kind of event that belongs to the phase.
bool closes(RitualPhase phase, const mj::Event& e)
{
    switch (phase) {
    case RitualPhase::Wash: return std::holds_alternative<mj::WashEvent>(e);
    case RitualPhase::Wall: return std::holds_alternative<mj::BuildEvent>(e);
    case RitualPhase::Break: return std::holds_alternative<mj::DicePlacedEvent>(e);
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

int stepAfterPhase(const mj::GameRecord& record, RitualPhase phase)
{
    int step = 0;
    for (std::size_t i = 0; i < record.events.size(); ++i)
        if (closes(phase, record.events[i]))
            step = static_cast<int>(i) + 1;
    return step;
}

} // namespace mjui

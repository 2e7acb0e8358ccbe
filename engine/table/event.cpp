#include "table/event.h"

#include "core/overloaded.h"

namespace mj {

std::string eventName(const Event& event)
{
    return std::visit(Overloaded{
                          [](const WashEvent&) { return "wash"; },
                          [](const BuildEvent&) { return "build"; },
                          [](const RollEvent&) { return "roll"; },
                          [](const ManoEvent&) { return "mano"; },
                          [](const BreakEvent&) { return "break"; },
                          [](const LiftEvent&) { return "lift"; },
                          [](const DicePlacedEvent&) { return "dice"; },
                          [](const TakeEvent&) { return "take"; },
                          [](const ExposeFlowersEvent&) { return "flowers"; },
                          [](const MoveEvent&) { return "move"; },
                          [](const DiscardEvent&) { return "discard"; },
                          [](const MeldEvent&) { return "meld"; },
                          [](const AddToSetEvent&) { return "add_to_set"; },
                          [](const FlipEvent&) { return "flip"; },
                          [](const ActionEvent&) { return "action"; },
                          [](const PaymentEvent&) { return "payment"; },
                          [](const GameEndEvent&) { return "end"; },
                      },
                      event);
}

} // namespace mj

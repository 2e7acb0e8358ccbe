// The project's practice card (resources/cards/practice.card), compiled into mahjongero-cli
// by cli/CMakeLists.txt, so the American commands work without a card file at hand.
#pragma once

#include <string_view>

namespace mj::cli {

std::string_view practiceCardText();

} // namespace mj::cli

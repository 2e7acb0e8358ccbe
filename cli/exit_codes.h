// mahjongero-cli's exit status, the same for every command (docs/cli.md): 0 done, 1 the
// input (a hand, record, card or ruleset file) is wrong, 2 the command line is wrong.
#pragma once

namespace mj::cli {

inline constexpr int kBadInput = 1;
inline constexpr int kBadArgument = 2;

} // namespace mj::cli

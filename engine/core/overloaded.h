// The usual helper for std::visit with one lambda per alternative.
#pragma once

namespace mj {
template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
// C++20 deduces this from an aggregate by itself, but clang before 17 does not (the fuzz
// build, docs/fuzzing.md, uses Debian's clang 14), so the guide is written out.
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;
} // namespace mj

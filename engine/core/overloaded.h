// The usual helper for std::visit with one lambda per alternative.
#pragma once

namespace mj {
template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
} // namespace mj

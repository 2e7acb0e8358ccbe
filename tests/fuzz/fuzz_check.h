// What a fuzz target checks besides "no crash, no sanitizer report" (docs/fuzzing.md): a
// property every input must keep (an accepted record writes back to the same text, output
// is valid JSON...). A broken property prints what broke and aborts, which libFuzzer saves
// as a crash and the regression driver (regression_main.cpp) fails on.
#pragma once

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace mj::fuzz {

[[noreturn]] inline void fail(std::string_view what, std::string_view detail = {})
{
    std::fprintf(stderr, "fuzz check failed: %.*s\n", static_cast<int>(what.size()), what.data());
    if (!detail.empty())
        std::fprintf(stderr, "%.*s\n", static_cast<int>(std::min<std::size_t>(detail.size(), 2000)), detail.data());
    std::abort();
}

inline void check(bool ok, std::string_view what, std::string_view detail = {})
{
    if (!ok)
        fail(what, detail);
}

// The fuzzer's bytes as text.
inline std::string_view text(const unsigned char* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

} // namespace mj::fuzz

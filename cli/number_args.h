// Whole numbers on mahjongero-cli's command line: digits only (no sign, no spaces), checked
// against their range, refused with the option's name. Shared by every command's parser.
#pragma once

#include "core/expected.h"

#include <cstdint>
#include <limits>
#include <string>

namespace mj::cli {

// A seed: 0 to 2^64-1.
inline Expected<std::uint64_t> parseSeed(const std::string& text, const std::string& name = "--seed")
{
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
        return failure(name + " needs a whole number from 0 to 18446744073709551615, not \"" + text + "\"");
    std::uint64_t value = 0;
    for (char c : text) {
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (std::numeric_limits<std::uint64_t>::max() - digit) / 10)
            return failure(name + " " + text + " is too large (the largest is 18446744073709551615)");
        value = value * 10 + digit;
    }
    return value;
}

// A count from `low` to `high` (high below 2^63).
inline Expected<long long> parseWholeNumber(const std::string& name, const std::string& text, long long low,
                                            long long high)
{
    const auto n = parseSeed(text, name);
    if (!n || *n < static_cast<std::uint64_t>(low) || *n > static_cast<std::uint64_t>(high))
        return failure(name + " needs a whole number from " + std::to_string(low) + " to " + std::to_string(high) +
                       ", not \"" + text + "\"");
    return static_cast<long long>(*n);
}

} // namespace mj::cli

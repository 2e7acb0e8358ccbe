// Small text helpers the commands' reports share.
#pragma once

#include <iomanip>
#include <sstream>
#include <string>
#include <vector>

namespace mj::cli {

// A number with a fixed count of decimals, with a + before a positive one if `sign`.
inline std::string fixed(double value, int decimals, bool sign = false)
{
    std::ostringstream out;
    out << std::fixed << std::setprecision(decimals) << (sign ? std::showpos : std::noshowpos) << value;
    return out.str();
}

// Names in a list for a sentence: "a, b, c".
inline std::string joined(const std::vector<std::string>& names)
{
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

} // namespace mj::cli

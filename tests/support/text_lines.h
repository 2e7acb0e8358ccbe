// Splitting record text into lines and joining it back, for tests that edit records.
#pragma once

#include <sstream>
#include <string>
#include <vector>

inline std::vector<std::string> splitLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        lines.push_back(line);
    return lines;
}

inline std::string joinLines(const std::vector<std::string>& lines)
{
    std::string out;
    for (const auto& l : lines)
        out += l + '\n';
    return out;
}

// Guarding JSON parsers against hostile nesting (records, ruleset files, network
// messages): the text is scanned for brackets before it is parsed, so a line like
// "[[[[...]]]]" is refused with where it goes too deep instead of exhausting the parser's
// stack. Brackets inside strings are ignored.
#pragma once

#include <string_view>

namespace mj {

// The line (1-based) on which the text first nests deeper than `limit` arrays and
// objects, or 0 when it never does.
inline int lineNestedDeeperThan(std::string_view text, int limit)
{
    int depth = 0, line = 1;
    bool inString = false, escaped = false;
    for (char c : text) {
        if (c == '\n')
            ++line;
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit)
                return line;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return 0;
}

} // namespace mj

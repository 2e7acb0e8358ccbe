// Quoting bad input in a message (issue 12, "huge error messages", "invalid JSON out"): a
// message names what is wrong with a short excerpt of it, never the whole of a 50 MB field,
// and the excerpt is valid UTF-8 whatever the input held, so it can go into JSON output and
// onto a terminal. Bytes that are not valid UTF-8, and control characters, are written as
// \xNN; a cut excerpt ends with "…" and says how long the whole was.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace mj {

// Up to maxChars characters of the text, escaped as above; longer text is cut with
// "… (N bytes)" after it. Quotes are not added: excerpt("1m\xff") is 1m\xff.
std::string excerpt(std::string_view text, std::size_t maxChars = 40);

// The text with bytes that are not valid UTF-8 (and control characters other than tab)
// written as \xNN, whole: for text that is short already.
std::string escapeInvalidUtf8(std::string_view text);

// Whether the text is valid UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF).
bool isValidUtf8(std::string_view text);

} // namespace mj

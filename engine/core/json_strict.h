// Parsing JSON from untrusted input strictly (issue 12, "the save reader accepts a
// duplicated key"): an object that names one key twice is ambiguous (which value holds?),
// so it is refused, naming the key and where it is ("ruleset.payouts"), like any other
// error in the file. Nesting is limited before the parser runs (json_nesting.h).
#pragma once

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>
#include <string_view>

namespace mj {

struct DuplicateJsonKey : std::runtime_error {
    DuplicateJsonKey(std::string key, std::string path);
    std::string key;  // as an excerpt (core/excerpt.h)
    std::string path; // the keys of the enclosing objects, "a.b"; empty at the top
};

// json::parse, refusing a duplicated key: throws nlohmann::json::parse_error for text that
// is not JSON (its byte says where), nlohmann::json::out_of_range for a number too large for
// a double (1e999; it says which, not where), and DuplicateJsonKey. Callers catch all three
// (or json::exception).
nlohmann::json parseJsonRefusingDuplicates(std::string_view text);

} // namespace mj

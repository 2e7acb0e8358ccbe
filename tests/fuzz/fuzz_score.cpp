// Fuzz target "score": the arguments of `mahjongero-cli score` (cli/score_command.h), which
// has its own reading of a hand (a secret kang marked "!"), of the winning tile and of the
// seats. The input is the arguments after "score", one a line, e.g.
//   --hand
//   123456789m123p11s 7777s!
//   --win
//   1m
// What parseScoreOptions accepts is scored (runScore), its output captured: with --json it
// must be one valid JSON line. Ruleset files are not read here (the "ruleset" target
// fuzzes them): an input naming one is skipped.
#include "fuzz_check.h"
#include "fuzz_init.h"

#include "score_command.h"

#include "core/excerpt.h"
#include "variants/filipino/rules/ruleset_json.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

// Sends std::cout and std::cerr into strings while it lives.
class CapturedOutput {
public:
    CapturedOutput() : m_out(std::cout.rdbuf(m_outText.rdbuf())), m_err(std::cerr.rdbuf(m_errText.rdbuf())) {}
    ~CapturedOutput()
    {
        std::cout.rdbuf(m_out);
        std::cerr.rdbuf(m_err);
    }
    std::string out() const { return m_outText.str(); }

private:
    std::ostringstream m_outText, m_errText;
    std::streambuf* m_out;
    std::streambuf* m_err;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::vector<std::string> args{"score"};
    std::string_view rest = mj::fuzz::text(data, size);
    while (!rest.empty()) {
        const std::size_t end = std::min(rest.find('\n'), rest.size());
        args.emplace_back(rest.substr(0, end));
        rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    CapturedOutput captured;
    const auto options = mj::cli::parseScoreOptions(args);
    if (!options || options->help || mj::looksLikeRulesetPath(options->ruleset))
        return 0;
    const int status = mj::cli::runScore(*options);
    const std::string out = captured.out();
    mj::fuzz::check(mj::isValidUtf8(out), "score printed text that is not valid UTF-8", out);
    if (status == 0 && options->json)
        mj::fuzz::check(nlohmann::json::accept(out), "score --json printed a line that is not valid JSON", out);
    return 0;
}

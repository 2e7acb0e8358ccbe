// ArgReader: walks a mahjongero-cli command's arguments (after the command word), reading
// "--name=value" and "--name value" alike. Shared by every command's parser.
#pragma once

#include "core/expected.h"

#include <string>
#include <vector>

namespace mj::cli {

class ArgReader {
public:
    explicit ArgReader(const std::vector<std::string>& args) : m_args(args) {}

    // Moves to the next argument; false at the end.
    bool next()
    {
        if (++m_index >= m_args.size())
            return false;
        m_name = m_args[m_index];
        m_inlineValue.clear();
        m_hasInlineValue = false;
        if (const auto eq = m_name.find('='); m_name.rfind("--", 0) == 0 && eq != std::string::npos) {
            m_inlineValue = m_name.substr(eq + 1);
            m_name = m_name.substr(0, eq);
            m_hasInlineValue = true;
        }
        return true;
    }
    // The argument as typed, and its name without any "=value".
    const std::string& raw() const { return m_args[m_index]; }
    const std::string& name() const { return m_name; }
    // A flag: the name with no "=value".
    bool is(const char* flag) const { return !m_hasInlineValue && m_name == flag; }
    bool isHelp() const { return is("--help") || is("-h"); }
    // The option's value: after "=", or the next argument (consumed).
    Expected<std::string> value()
    {
        if (m_hasInlineValue)
            return m_inlineValue;
        if (m_index + 1 >= m_args.size())
            return failure(m_name + " needs a value (see --help)");
        return m_args[++m_index];
    }

private:
    const std::vector<std::string>& m_args;
    std::size_t m_index = 0; // 0 is the command itself
    std::string m_name, m_inlineValue;
    bool m_hasInlineValue = false;
};

} // namespace mj::cli

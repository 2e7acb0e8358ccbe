// A progress bar on standard error for the long commands (simulate, arena): shown only when
// standard error is a terminal (a pipe or a file gets nothing), redrawn at most a hundred times.
#pragma once

#include <iostream>
#include <string>
#include <unistd.h>

namespace mj::cli {

class ProgressBar {
public:
    explicit ProgressBar(int total) : m_total(total), m_shown(isatty(STDERR_FILENO) != 0 && total > 0) {}
    void update(int done)
    {
        if (!m_shown || (done != m_total && done * 100LL / m_total == m_lastPercent))
            return;
        m_lastPercent = static_cast<int>(done * 100LL / m_total);
        constexpr int kWidth = 40;
        const int filled = static_cast<int>(static_cast<long long>(done) * kWidth / m_total);
        std::cerr << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
                  << std::string(static_cast<std::size_t>(kWidth - filled), '.') << "] " << done << "/" << m_total
                  << " games" << (done == m_total ? "\n" : "") << std::flush;
    }

private:
    int m_total;
    bool m_shown;
    int m_lastPercent = -1;
};

} // namespace mj::cli

#include "analyze_command.h"

#include "exit_codes.h"
#include "options.h"

#include "core/bounded_input.h"
#include "core/excerpt.h"
#include "hand/hand_report.h"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>

#include <unistd.h>

namespace mj::cli {

namespace {

mj::AnalysisOptions analysisOptions(const Options& options)
{
    mj::AnalysisOptions a;
    a.tiles = options.handTiles;
    a.pairs.fourAsTwoPairs = options.fourAsTwoPairs;
    a.seen = *mj::parseSeenTiles(options.seen, options.handTiles); // checked by parseOptions
    a.discards = options.discards;
    return a;
}

// Lines of a file descriptor, each at most maxLine bytes without its "\n" or "\r\n", read in
// blocks into a buffer of fixed size: a longer line is reported, never kept.
class LineReader {
public:
    enum class Result { Line, End, TooLong, Error };

    LineReader(int fd, std::size_t maxLine) : m_fd(fd), m_maxLine(maxLine), m_buffer(new char[kSize]) {}

    // `waiting` is called before the reader blocks for more input.
    template <typename Waiting>
    Result next(std::string_view& line, Waiting&& waiting)
    {
        for (;;) {
            if (const void* nl = std::memchr(m_buffer.get() + m_begin, '\n', m_end - m_begin)) {
                const std::size_t at = static_cast<std::size_t>(static_cast<const char*>(nl) - m_buffer.get());
                line = std::string_view(m_buffer.get() + m_begin, at - m_begin);
                m_begin = at + 1;
                return finish(line);
            }
            if (m_end - m_begin > m_maxLine + 1) // room for a "\r" before the "\n"
                return Result::TooLong;
            if (m_eof) {
                if (m_begin == m_end)
                    return Result::End;
                line = std::string_view(m_buffer.get() + m_begin, m_end - m_begin);
                m_begin = m_end;
                return finish(line);
            }
            std::memmove(m_buffer.get(), m_buffer.get() + m_begin, m_end - m_begin);
            m_end -= m_begin;
            m_begin = 0;
            waiting();
            const ssize_t n = ::read(m_fd, m_buffer.get() + m_end, kSize - m_end);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                m_errno = errno;
                return Result::Error;
            }
            m_end += static_cast<std::size_t>(n);
            m_eof = n == 0;
        }
    }
    // The line being read (1-based): the one just returned, or the one found too long.
    std::size_t lineNumber() const { return m_lines + 1; }
    int error() const { return m_errno; }

private:
    static constexpr std::size_t kSize = 1 << 16; // > maxLine + 2: a whole line always fits

    Result finish(std::string_view& line)
    {
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.size() > m_maxLine)
            return Result::TooLong;
        ++m_lines;
        return Result::Line;
    }

    int m_fd;
    std::size_t m_maxLine;
    std::unique_ptr<char[]> m_buffer;
    std::size_t m_begin = 0, m_end = 0, m_lines = 0;
    bool m_eof = false;
    int m_errno = 0;
};

// Writes all of text to a file descriptor; false (errno set) when it cannot.
bool writeAll(int fd, std::string_view text)
{
    while (!text.empty()) {
        const ssize_t n = ::write(fd, text.data(), text.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        text.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

int batch(const mj::AnalysisOptions& a)
{
    constexpr std::size_t kFlushAt = 1 << 16;
    const std::size_t maxLine = mj::limits::handLine.maxLineBytes;
    LineReader reader(STDIN_FILENO, maxLine);
    std::string out;
    out.reserve(2 * kFlushAt);
    bool written = true;
    int writeErrno = 0;
    auto flush = [&] {
        if (written && !writeAll(STDOUT_FILENO, out)) {
            written = false;
            writeErrno = errno;
        }
        out.clear();
    };
    std::string_view line;
    LineReader::Result result;
    while ((result = reader.next(line, flush)) == LineReader::Result::Line) {
        if (line.find_first_not_of(" \t") == std::string_view::npos)
            continue;
        mj::appendAnalysisJson(out, line, a);
        out += '\n';
        if (out.size() >= kFlushAt)
            flush();
        if (!written)
            break;
    }
    flush();
    if (!written) {
        std::cerr << "mahjongero-cli: cannot write standard output (" << std::strerror(writeErrno) << ")\n";
        return kBadInput;
    }
    if (result == LineReader::Result::TooLong) {
        std::cerr << "mahjongero-cli: standard input: line " << mj::withThousands(reader.lineNumber())
                  << " is longer than " << mj::withThousands(maxLine)
                  << " bytes, the limit for one hand (docs/limits.md); stopped there\n";
        return kBadInput;
    }
    if (result == LineReader::Result::Error) {
        std::cerr << "mahjongero-cli: cannot read standard input (" << std::strerror(reader.error()) << ")\n";
        return kBadInput;
    }
    return 0;
}

} // namespace

int runAnalyze(const Options& options)
{
    const mj::AnalysisOptions a = analysisOptions(options);
    if (options.batch)
        return batch(a);
    std::string error;
    std::cout << mj::analyzeToJson(options.hand, a, &error) << '\n';
    if (!error.empty()) {
        std::cerr << "mahjongero-cli: " << mj::excerpt(options.hand) << ": " << error << '\n';
        return kBadInput;
    }
    return 0;
}

} // namespace mj::cli

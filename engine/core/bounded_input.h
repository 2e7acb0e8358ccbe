// Reading untrusted input within limits (issue 12, "unbounded reads", "a FIFO"): every
// reader of files and streams (records, ruleset files, saves, free-table files, hand
// batches, later network messages) has a size limit per file and per line, and refuses
// what goes beyond it with a message instead of growing without end. A path that is not a
// regular file (a FIFO, a device such as /dev/zero, a directory) is refused before a byte
// is read, so nothing blocks on it; a link is followed and judged by what it points to.
// docs/limits.md lists every limit and why it is what it is.
#pragma once

#include "core/expected.h"

#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>

namespace mj {

struct InputLimits {
    std::size_t maxBytes;     // the whole file or stream
    std::size_t maxLineBytes; // one line, without its line break
};

namespace limits {
constexpr std::size_t KiB = 1024;
constexpr std::size_t MiB = 1024 * KiB;
// A record: the longest game seen is some 60 KB and its longest line (the wash) 700 bytes.
inline constexpr InputLimits record{64 * MiB, 1 * MiB};
// A ruleset file: some 2 KB today.
inline constexpr InputLimits ruleset{1 * MiB, 64 * KiB};
// A match in progress: each finished game's record is kept in it (some 30 KB a game).
inline constexpr InputLimits save{64 * MiB, 64 * MiB};
// A free table's record with its undo history.
inline constexpr InputLimits freeTable{64 * MiB, 1 * MiB};
// One hand a line for `analyze --batch`: a hand with its exposed sets is under 100 bytes.
// The batch as a whole has no limit, because each line is answered and forgotten, so
// memory stays the same however long the stream runs.
inline constexpr InputLimits handLine{0, 4 * KiB};
} // namespace limits

// The whole of a regular file, refused when it is not a regular file, cannot be read, or
// holds more than maxBytes ("<what> is 70,000,000 bytes; the limit is 67,108,864"). The
// message does not repeat the path: callers put it in front.
Expected<std::string> readRegularFile(const std::string& path, std::size_t maxBytes);

// The rest of a stream (standard input), refused once it passes maxBytes.
Expected<std::string> readStream(std::istream& in, std::size_t maxBytes);

// Reads one line (without "\n" or "\r\n") of at most maxLineBytes into `line`. A longer line
// is not kept in memory: the reader stops at the limit and says so.
enum class LineResult { Line, End, TooLong };
LineResult readBoundedLine(std::istream& in, std::string& line, std::size_t maxLineBytes);

// "1,048,576": byte counts in messages.
std::string withThousands(std::size_t n);

} // namespace mj

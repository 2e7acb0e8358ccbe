#include "core/bounded_input.h"

#include <cerrno>
#include <cstring>
#include <istream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mj {

namespace {

const char* kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return "a folder";
    if (S_ISFIFO(mode))
        return "a FIFO (named pipe)";
    if (S_ISCHR(mode))
        return "a character device";
    if (S_ISBLK(mode))
        return "a block device";
    if (S_ISSOCK(mode))
        return "a socket";
    return "not a regular file";
}

Error tooLarge(std::size_t atLeast, std::size_t limit, bool exact)
{
    return failure(std::string(exact ? "is " : "holds more than ") + withThousands(exact ? atLeast : limit) +
                   " bytes; the limit is " + withThousands(limit));
}

// Closes the descriptor however the read ends.
struct Descriptor {
    int fd;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

std::string withThousands(std::size_t n)
{
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

Expected<std::string> readRegularFile(const std::string& path, std::size_t maxBytes)
{
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    Descriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0)
        return failure(std::string("cannot be opened (") + std::strerror(errno) + ")");
    struct stat info {};
    if (::fstat(file.fd, &info) != 0)
        return failure(std::string("cannot be read (") + std::strerror(errno) + ")");
    if (!S_ISREG(info.st_mode))
        return failure(std::string("is ") + kindOf(info.st_mode) + ", not a regular file");
    if (static_cast<std::size_t>(info.st_size) > maxBytes)
        return tooLarge(static_cast<std::size_t>(info.st_size), maxBytes, true);
    const int flags = ::fcntl(file.fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(file.fd, F_SETFL, flags & ~O_NONBLOCK);

    std::string text;
    text.resize(static_cast<std::size_t>(info.st_size));
    std::size_t have = 0;
    // The file may grow while it is read: read to its end, but never past the limit.
    for (;;) {
        if (have == text.size()) {
            if (text.size() > maxBytes)
                return tooLarge(text.size(), maxBytes, false);
            text.resize(std::min(maxBytes + 1, std::max<std::size_t>(text.size() * 2, 4096)));
        }
        const ssize_t n = ::read(file.fd, text.data() + have, text.size() - have);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return failure(std::string("cannot be read (") + std::strerror(errno) + ")");
        }
        if (n == 0)
            break;
        have += static_cast<std::size_t>(n);
    }
    if (have > maxBytes)
        return tooLarge(have, maxBytes, false);
    text.resize(have);
    return text;
}

Expected<std::string> readStream(std::istream& in, std::size_t maxBytes)
{
    std::string text;
    char buffer[1 << 16];
    while (in) {
        in.read(buffer, sizeof buffer);
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > maxBytes)
            return tooLarge(text.size(), maxBytes, false);
    }
    if (in.bad())
        return failure("cannot be read");
    return text;
}

LineResult readBoundedLine(std::istream& in, std::string& line, std::size_t maxLineBytes)
{
    line.clear();
    std::streambuf* buffer = in.rdbuf();
    if (!buffer) {
        in.setstate(std::ios::badbit);
        return LineResult::End;
    }
    using Traits = std::istream::traits_type;
    bool any = false;
    for (;;) {
        const auto c = buffer->sbumpc();
        if (Traits::eq_int_type(c, Traits::eof())) {
            in.setstate(std::ios::eofbit);
            if (!any)
                return LineResult::End;
            break; // a last line without a line break: judged like any other
        }
        any = true;
        if (c == '\n')
            break;
        if (line.size() == maxLineBytes + 1) // room for a "\r" that ends the line
            return LineResult::TooLong;
        line.push_back(Traits::to_char_type(c));
    }
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    return line.size() > maxLineBytes ? LineResult::TooLong : LineResult::Line;
}

} // namespace mj

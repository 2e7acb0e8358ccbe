#include "core/excerpt.h"

#include "core/bounded_input.h"

namespace mj {

namespace {

// The length of the valid UTF-8 sequence that starts text[i], or 0 when it is not one.
std::size_t utf8Length(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80)
        return 1;
    std::size_t n = 0;
    unsigned char low = 0x80, high = 0xBF; // the allowed range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
        n = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        n = 3;
        if (lead == 0xE0)
            low = 0xA0; // overlong
        if (lead == 0xED)
            high = 0x9F; // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        n = 4;
        if (lead == 0xF0)
            low = 0x90; // overlong
        if (lead == 0xF4)
            high = 0x8F; // past U+10FFFF
    } else {
        return 0;
    }
    if (i + n > text.size())
        return 0;
    if (byte(i + 1) < low || byte(i + 1) > high)
        return 0;
    for (std::size_t k = 2; k < n; ++k)
        if (byte(i + k) < 0x80 || byte(i + k) > 0xBF)
            return 0;
    return n;
}

void appendHex(std::string& out, unsigned char b)
{
    static const char digits[] = "0123456789abcdef";
    out += "\\x";
    out += digits[b >> 4];
    out += digits[b & 15];
}

// Appends up to maxChars characters of text, escaped; returns the bytes consumed.
std::size_t appendEscaped(std::string& out, std::string_view text, std::size_t maxChars)
{
    std::size_t i = 0, chars = 0;
    while (i < text.size() && chars < maxChars) {
        const std::size_t n = utf8Length(text, i);
        const auto b = static_cast<unsigned char>(text[i]);
        if (n == 0 || (n == 1 && ((b < 0x20 && b != '\t') || b == 0x7F))) {
            appendHex(out, b);
            i += 1;
        } else {
            out.append(text.substr(i, n));
            i += n;
        }
        ++chars;
    }
    return i;
}

} // namespace

bool isValidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8Length(text, i);
        if (n == 0)
            return false;
        i += n;
    }
    return true;
}

std::string escapeInvalidUtf8(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    appendEscaped(out, text, text.size());
    return out;
}

std::string excerpt(std::string_view text, std::size_t maxChars)
{
    std::string out;
    const std::size_t used = appendEscaped(out, text, maxChars);
    if (used < text.size())
        out += "… (" + withThousands(text.size()) + " bytes)";
    return out;
}

} // namespace mj

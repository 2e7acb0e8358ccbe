#include "text/english.h"

namespace mj {

namespace {

std::string argText(const MessageArg& arg)
{
    switch (arg.kind) {
    case MessageArg::Kind::Number: return std::to_string(arg.number);
    case MessageArg::Kind::Literal: return arg.literal;
    case MessageArg::Kind::Nested: return arg.nested.empty() ? std::string() : english(arg.nested.front());
    }
    return {};
}

} // namespace

std::string english(const Message& message)
{
    const std::string text = messageTemplate(message.id);
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(text[i + 1] - '1');
            if (n < message.args.size()) {
                out += argText(message.args[n]);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace mj

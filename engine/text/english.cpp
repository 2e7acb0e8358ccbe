#include "text/english.h"

namespace mj {

std::string fillPlaceholders(std::string_view text, const Message& message,
                             const std::function<std::string(const Message&)>& render)
{
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(text[i + 1] - '1');
            if (n < message.args.size()) {
                const MessageArg& arg = message.args[n];
                switch (arg.kind) {
                case MessageArg::Kind::Number: out += std::to_string(arg.number); break;
                case MessageArg::Kind::Literal: out += arg.literal; break;
                case MessageArg::Kind::Nested:
                    if (!arg.nested.empty())
                        out += render(arg.nested.front());
                    break;
                }
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string english(const Message& message) { return fillPlaceholders(messageTemplate(message.id), message, english); }

} // namespace mj

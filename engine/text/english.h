// The English renderer of messages (text/message.h): the one the CLI prints and the engine's
// string-returning functions use, so the CLI's output is what it was before messages.
#pragma once

#include "text/message.h"

#include <functional>
#include <string>
#include <string_view>

namespace mj {

// The message's template with %1..%9 replaced by its arguments, nested messages rendered in
// turn. A %N without an argument stays as written (a catalogue slip, shown, not hidden).
std::string english(const Message& message);

// The filling itself, for any language's template of `message` (the app passes the
// translated one): one pass, so an argument's own "%2" is left alone; nested messages are
// rendered by `render`.
std::string fillPlaceholders(std::string_view text, const Message& message,
                             const std::function<std::string(const Message&)>& render);

} // namespace mj

// The English renderer of messages (text/message.h): the one the CLI prints and the engine's
// string-returning functions use, so the CLI's output is what it was before messages.
#pragma once

#include "text/message.h"

#include <string>

namespace mj {

// The message's template with %1..%9 replaced by its arguments, nested messages rendered in
// turn. A %N without an argument stays as written (a catalogue slip, shown, not hidden).
std::string english(const Message& message);

} // namespace mj

#include "text/message.h"

#include <array>

namespace mj {

namespace {

struct Entry {
    const char* name;
    const char* text;
};

constexpr std::array kCatalogue = {
// The catalogue marks its texts for Qt's lupdate; here the mark is only the text. Qt's own
// macro (when a Qt header came first) is set aside and restored, not redefined.
#pragma push_macro("QT_TRANSLATE_NOOP")
#undef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#define MJ_MESSAGE(id, text) Entry{#id, text},
#include "text/messages.def"
#undef MJ_MESSAGE
#pragma pop_macro("QT_TRANSLATE_NOOP")
};

const Entry& entry(MessageId id)
{
    const auto i = static_cast<std::size_t>(id);
    static constexpr Entry unknown{"?", "?"};
    return i < kCatalogue.size() ? kCatalogue[i] : unknown;
}

} // namespace

const char* messageName(MessageId id) { return entry(id).name; }
const char* messageTemplate(MessageId id) { return entry(id).text; }
int messageCount() { return static_cast<int>(kCatalogue.size()); }

bool operator==(const MessageArg& a, const MessageArg& b)
{
    return a.kind == b.kind && a.number == b.number && a.literal == b.literal && a.nested == b.nested;
}

bool operator==(const Message& a, const Message& b) { return a.id == b.id && a.args == b.args; }

Message seatName(int seat) { return {MessageId::SeatName, {seat}}; }
Message seatNameLower(int seat) { return {MessageId::SeatNameLower, {seat}}; }

} // namespace mj

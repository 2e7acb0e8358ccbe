// Text for people as data (issue 13, item 8): rules code says what happened or why an action
// is refused as a Message, an id from the catalogue (text/messages.def) with its arguments,
// and never as an English sentence. The edge renders it: the CLI in English
// (text/english.h), the app through Qt's translation functions with the same templates as
// source texts, so a translation into Filipino or Cebuano needs no engine change
// (docs/translating.md).
//
// An argument is a number, a literal that no language changes (tile notation such as "5p"),
// or a nested message (a seat's name, a phrase), which is translated in its turn.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace mj {

enum class MessageId : std::uint16_t {
// The catalogue marks its texts for Qt's lupdate; here the mark is only the text. Qt's own
// macro (when a Qt header came first) is set aside and restored, not redefined.
#pragma push_macro("QT_TRANSLATE_NOOP")
#undef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#define MJ_MESSAGE(id, text) id,
#include "text/messages.def"
#undef MJ_MESSAGE
#pragma pop_macro("QT_TRANSLATE_NOOP")
};

struct Message;

struct MessageArg {
    enum class Kind : std::uint8_t { Number, Literal, Nested };
    Kind kind = Kind::Number;
    long long number = 0;
    std::string literal;
    std::vector<Message> nested; // exactly one element for Kind::Nested

    // Defined after Message: a constructor's body needs the vector of Messages complete
    // (clang with libstdc++ 12 refuses it while Message is only declared).
    MessageArg(int n);
    MessageArg(long long n);
    MessageArg(std::size_t n);
    MessageArg(std::string text);
    MessageArg(const char* text);
    MessageArg(Message message);
};

struct Message {
    MessageId id{};
    std::vector<MessageArg> args;

    Message() = default;
    Message(MessageId messageId, std::vector<MessageArg> arguments = {})
        : id(messageId), args(std::move(arguments))
    {
    }
    friend bool operator==(const Message&, const Message&);
};

inline MessageArg::MessageArg(int n) : kind(Kind::Number), number(n) {}
inline MessageArg::MessageArg(long long n) : kind(Kind::Number), number(n) {}
inline MessageArg::MessageArg(std::size_t n) : kind(Kind::Number), number(static_cast<long long>(n)) {}
inline MessageArg::MessageArg(std::string text) : kind(Kind::Literal), literal(std::move(text)) {}
inline MessageArg::MessageArg(const char* text) : kind(Kind::Literal), literal(text) {}
inline MessageArg::MessageArg(Message message) : kind(Kind::Nested), nested{std::move(message)} {}

bool operator==(const MessageArg& a, const MessageArg& b);

// The catalogue's entries: the id's name ("RollsDice", stable, for logs and tests) and its
// English template with %1..%9 for the arguments, as Qt's QString::arg numbers them.
const char* messageName(MessageId id);
const char* messageTemplate(MessageId id);
int messageCount();

// Shorthands for the phrases every part uses.
Message seatName(int seat);      // "Seat 2"
Message seatNameLower(int seat); // "seat 2", inside a sentence

} // namespace mj

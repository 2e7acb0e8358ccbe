// Fuzz target "network": a client's messages to the network server (engine/net/wire.h,
// docs/network.md), one a line, as a connection would send them. Each line must be read
// or refused without a crash; what readClientMessage accepts must write back to text that
// reads to the same message; and each accepted message, sent to a referee of four people's
// seats (seat: the line's number modulo 4) mid-game, must leave it answering only in
// messages that are valid JSON with a type, and never a seed.
#include "fuzz_check.h"
#include "fuzz_init.h"

#include "net/referee.h"
#include "net/wire.h"
#include "variants/registry/builtin_variants.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input = mj::fuzz::text(data, size);
    const auto variant = mj::variantByName("filipino");
    mj::fuzz::check(variant.ok(), "no filipino variant");
    auto made = mj::net::Referee::create(**variant, "filipino", 17, mj::Session::Players(4, mj::SeatPlayer::human()));
    mj::fuzz::check(made.ok(), "no referee");
    mj::net::Referee& referee = **made;
    referee.startGame();
    (void)referee.takeOutbox();
    std::size_t start = 0;
    for (int line = 0; start <= input.size() && line < 200; ++line) {
        const std::size_t end = std::min(input.find('\n', start), input.size());
        const std::string text(input.substr(start, end - start));
        start = end + 1;
        const auto message = mj::net::readClientMessage(text);
        if (!message) {
            mj::fuzz::check(!message.error().empty() && message.error().size() < 400, "a refusal without a short reason",
                            message.error());
            continue;
        }
        const std::string written = mj::net::writeClientMessage(*message);
        const auto again = mj::net::readClientMessage(written);
        mj::fuzz::check(again.ok() && mj::net::writeClientMessage(*again) == written,
                        "an accepted message does not read back from its own text", written);
        referee.receive(line % 4, *message);
        for (const auto& out : referee.takeOutbox()) {
            const auto json = nlohmann::json::parse(out.text, nullptr, false);
            mj::fuzz::check(!json.is_discarded() && json.is_object() && json.contains("type"),
                            "the referee sent what is not a message", out.text);
            mj::fuzz::check(out.text.find("seed") == std::string::npos, "the referee sent a seed", out.text);
        }
    }
    return 0;
}

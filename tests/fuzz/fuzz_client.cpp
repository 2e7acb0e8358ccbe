// Fuzz target "client": a server's messages to a network client (engine/net/server_message.h,
// docs/network.md), one a line, as a connection would deliver them to one seat. Each line
// must be read or refused with a short reason, never a crash; a "started" begins the seat's
// table (net/seat_table.h), and each view it accepts must leave that table's stand-in record
// one that replays on the physical table; a view it refuses must leave the record as it was.
#include "fuzz_check.h"
#include "fuzz_init.h"

#include "net/seat_table.h"
#include "net/server_message.h"
#include "record/game_log.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input = mj::fuzz::text(data, size);
    mj::RecordHeader header;
    std::optional<mj::net::SeatTable> table;
    std::size_t start = 0;
    for (int line = 0; start <= input.size() && line < 400; ++line) {
        const std::size_t end = std::min(input.find('\n', start), input.size());
        const std::string text(input.substr(start, end - start));
        start = end + 1;
        const auto message = mj::net::readServerMessage(text, header);
        if (!message) {
            mj::fuzz::check(!message.error().empty() && message.error().size() < 600, "a refusal without a short reason",
                            message.error());
            continue;
        }
        if (const auto* started = std::get_if<mj::net::Started>(&*message)) {
            header = started->header;
            table.emplace(header, started->seat < header.seats ? mj::Seat::of(started->seat) : mj::Seat::of(0));
        } else if (const auto* view = std::get_if<mj::net::View>(&*message); view && table) {
            const std::size_t before = table->record().events.size();
            if (!table->apply(view->view, view->at)) {
                mj::fuzz::check(table->record().events.size() == before, "a refused view changed the record");
                continue;
            }
            mj::GameLog log(table->record().header);
            for (const mj::Event& e : table->record().events)
                mj::fuzz::check(log.append(e).ok(), "the stand-in record does not replay");
        }
    }
    return 0;
}

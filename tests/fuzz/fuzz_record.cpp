// Fuzz target "record": a record file (JSON Lines, docs/record-format.md) as
// `mahjongero-cli replay` and the app's record library take it. The text is read with
// readRecord (record/record_json.h); what it accepts is then replayed as the CLI does: a
// game record through the rules (replayGame) and its end described, any other record on the
// table (replay), summarised, checked against its summary line and narrated. Fuzzing the
// replay matters as much as the reader: a record that reads well may still be a lie.
// Also checked: an accepted record written back (writeRecord) reads again and writes to the
// same text.
#include "fuzz_check.h"

#include "game_state_output.h"

#include "variants/filipino/game/game_replay.h"
#include "record/game_log.h"
#include "record/record_json.h"
#include "record/summary.h"
#include "variants/filipino/ritual/narrator.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

namespace {

std::string written(const mj::GameRecord& record)
{
    std::ostringstream out;
    mj::writeRecord(out, record);
    return out.str();
}

void checkWritesBack(const mj::GameRecord& record)
{
    const std::string text = written(record);
    std::istringstream in(text);
    const auto again = mj::readRecord(in);
    mj::fuzz::check(again.ok(), "a record that was read, written back, is refused", again ? text : again.error());
    mj::fuzz::check(written(again->record) == text, "a record written, read and written again changed", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::istringstream in(std::string(mj::fuzz::text(data, size)));
    const auto read = mj::readRecord(in);
    if (!read)
        return 0;
    checkWritesBack(read->record);
    if (read->record.header.game) {
        const auto game = mj::replayGame(read->record, read->eventLines);
        if (game) {
            (void)mj::cli::finalState(*game).dump();
            (void)mj::cli::describeFinalState(*game);
        }
        return 0;
    }
    const auto table = mj::replay(read->record, read->eventLines);
    if (!table)
        return 0;
    const nlohmann::json summary = mj::summarize(*table);
    (void)(read->summary && *read->summary == summary);
    (void)mj::narrateRecord(read->record);
    return 0;
}

// Fuzz target "free_table": a saved free table (app/freetable/free_table_file.h, docs/free-table.md),
// as the free table's Open… list reads each file: a record whose header may carry
// "free_table_acts". parseFreeTable reads, replays and checks it; what it accepts, written
// back (freeTableText), must open again to the same record and acts.
#include "fuzz_check.h"

#include "freetable/free_table_file.h"

#include "record/record_json.h"

#include <cstddef>
#include <cstdint>
#include <sstream>

namespace {

std::string recordText(const mj::GameRecord& record)
{
    std::ostringstream out;
    mj::writeRecord(out, record);
    return out.str();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString name = QStringLiteral("fuzz.jsonl");
    const QByteArray text(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const auto opened = mjui::parseFreeTable(text, name, &error);
    if (!opened) {
        mj::fuzz::check(!error.isEmpty(), "a free table was refused without saying why");
        return 0;
    }
    const QByteArray written = mjui::freeTableText(opened->record, opened->actStarts);
    const auto again = mjui::parseFreeTable(written, name, &error);
    mj::fuzz::check(again.has_value(), "a free table that was opened, written back, is refused", error.toStdString());
    mj::fuzz::check(again->actStarts == opened->actStarts, "a free table written back lost its acts");
    mj::fuzz::check(recordText(again->record) == recordText(opened->record), "a free table written back changed");
    return 0;
}

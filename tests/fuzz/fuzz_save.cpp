// Fuzz target "save": the save of a match in progress (app/play/match_save.h, docs/saves.md),
// as the app reads current-match.json on resume. parseMatchSave reads it; what it accepts
// is rebuilt (rebuildMatch: every finished game and the game in progress replayed through
// the rules). Also checked: an accepted save written back (matchSaveText) reads again and
// writes to the same text, so resaving a resumed match never makes a save the app refuses.
#include "fuzz_check.h"

#include "play/match_save.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString source = QStringLiteral("fuzz.json");
    const QByteArray text(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    auto save = mjui::parseMatchSave(text, source);
    if (!save)
        return 0;
    const QByteArray written = mjui::matchSaveText(*save);
    const auto again = mjui::parseMatchSave(written, source);
    mj::fuzz::check(again.ok(), "a save that was read, written back, is refused",
                    again ? written.toStdString() : again.error());
    mj::fuzz::check(mjui::matchSaveText(*again) == written, "a save written, read and written again changed",
                    written.toStdString());
    (void)mjui::rebuildMatch(std::move(save).value(), source);
    return 0;
}

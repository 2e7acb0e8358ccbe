// Keeping files without ever overwriting one (issue 12, "a file is lost"; docs/saves.md):
// a save that cannot be read is moved aside as current-match.json.bad, an older match as
// .old, and a free table or a finished game's record goes to a new file. A second one of
// the same kind must not replace the first, so each goes to the first free name of a
// numbered series ("current-match.json.bad", then ".bad.2", ".bad.3", ...), and it is put
// there exclusively (renameat2 with RENAME_NOREPLACE, or a hard link where the file system
// lacks it): when another process takes the name first, the next number is tried, and an
// existing file is never replaced, whatever the timing.
#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace mjui {

// "<base>", "<base>.2", "<base>.3", ...: the n-th name of a kept-aside series (n from 1).
QString numberedName(const QString& base, int n);

// Moves `path` itself (a link or a FIFO is moved, not what it points to; nothing is read)
// to the first free name of numberedName(asideBase, n). The new path, or why not: there is
// nothing at `path`, or the file system refused the move (then `path` is left as it was).
mj::Expected<QString> keepAside(const QString& path, const QString& asideBase);

// Writes `bytes` to a new file named by the first free nameFor(1), nameFor(2), ... (each in
// the same folder): written whole and synced under a temporary name first, then linked in
// exclusively, so no reader ever sees half a file and no existing file is replaced. The
// path written, or why not.
mj::Expected<QString> writeNewFile(const std::function<QString(int)>& nameFor, const QByteArray& bytes);

} // namespace mjui

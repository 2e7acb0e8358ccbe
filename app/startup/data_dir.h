// Where the app keeps what it writes besides QSettings: the save of the game in progress
// and the records of finished games (issue 5, "Never lose a game"). The folder is the
// platform's application-data folder (~/.local/share/mahjongero on Linux), or the folder
// named by the environment variable MAHJONGERO_DATA_DIR when it is set (tests, and
// players who want their saves elsewhere). Folders are created on first use.
#pragma once

#include <QString>

namespace mjui {

// The data folder itself.
QString dataDir();
// The save of the match in progress: <data>/current-match.json.
QString currentSavePath();
// The save of the American match in progress (issue 17): <data>/current-american-match.json.
QString americanSavePath();
// The folder of finished games' records: <data>/records (one .jsonl file per game).
QString recordsDir();
// What the app can make again and keeps only to start faster (the tile faces' PNGs):
// ~/.cache/mahjongero on Linux. Anything in it may be deleted at any time.
QString cacheDir();

} // namespace mjui

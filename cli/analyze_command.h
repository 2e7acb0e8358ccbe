// `mahjongero-cli analyze`: the analysis of one hand given on the command line, or of a
// batch read from standard input, one hand a line, one JSON line each
// (engine/hand/hand_report.h; docs/hand-analysis.md).
//
// The batch reads standard input in large blocks and one line at a time within
// mj::limits::handLine (4 KiB a line; the stream as a whole has no limit, since each line is
// answered and forgotten: docs/limits.md). A longer line stops the batch: the lines before
// it are answered, a message names the line on standard error and the exit status is 1, so
// that `analyze --batch </dev/zero` ends at once, in bounded memory (issue 12, defect 2).
// Answers are written in large blocks too, and whenever the batch is about to wait for more
// input, so that a hand typed or piped slowly is answered at once.
#pragma once

namespace mj::cli {

struct Options;

// Exit status: 0; 1 for a bad single hand, a batch line over the limit, or standard input
// or output that cannot be read or written.
int runAnalyze(const Options& options);

} // namespace mj::cli

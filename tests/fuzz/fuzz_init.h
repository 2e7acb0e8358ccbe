// LLVMFuzzerInitialize for the targets that analyse hands (hand, ruleset, score): sets up the
// shanten tables (hand/suit_table.h) once before the first input, so that whatever is left
// of their set-up (they are generated at build time since issue 12) is never charged to an
// input, which libFuzzer would report as a timeout or a slow unit. Included by one file of
// a target only; regression_main.cpp calls it too, as libFuzzer does.
#pragma once

#include "hand/suit_table.h"

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/)
{
    (void)mj::SuitTables::get();
    return 0;
}

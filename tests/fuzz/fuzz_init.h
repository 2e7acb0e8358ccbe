// LLVMFuzzerInitialize for the targets that analyse hands (hand, ruleset, score): builds the
// shanten tables (hand/suit_table.h) once before the first input, so their cost (a few
// seconds under ASan, more on a loaded machine) is not charged to an input, which libFuzzer
// would report as a timeout or a slow unit. Included by one file of a target only;
// regression_main.cpp calls it too, as libFuzzer does.
#pragma once

#include "hand/suit_table.h"

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/)
{
    (void)mj::SuitTables::get();
    return 0;
}

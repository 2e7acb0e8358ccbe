// Every built-in variant by name (variants/variant.h). A new variant adds its line in
// builtin_variants.cpp, and the conformance suite (tests/engine/tst_conformance.cpp) plays
// every variant listed here.
#pragma once

#include "core/expected.h"
#include "variants/variant.h"

#include <string>
#include <vector>

namespace mj {

const std::vector<const Variant*>& builtinVariants();
// The variant named `name`, or the reason there is none (naming those there are).
Expected<const Variant*> variantByName(const std::string& name);

} // namespace mj

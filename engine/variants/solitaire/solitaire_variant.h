// Seed 001's solitaire as a variant (variants/variant.h; issue 16): one seat, the
// solitaire-39 set on the solitaire-grid layout, its rulesets ("solitaire", and
// "solitaire-automatic" with the house option of automatic moves), its players ("greedy",
// "solver"; solitaire_agent.h), and matches of numbered deals one after another. The game
// and its record are solitaire_variant_game.h's; the model and the solver, which the
// variant only wraps, solitaire.h and solitaire_solver.h.
#pragma once

#include "variants/variant.h"

namespace mj {

const Variant& solitaireVariant();

} // namespace mj

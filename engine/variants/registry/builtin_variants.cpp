#include "variants/registry/builtin_variants.h"

#include "variants/american/variant/american_variant.h"
#include "variants/filipino/filipino_variant.h"
#include "variants/solitaire/solitaire_variant.h"

namespace mj {

const std::vector<const Variant*>& builtinVariants()
{
    static const std::vector<const Variant*> all{&filipinoVariant(), &solitaireVariant(), &americanVariant()};
    return all;
}

Expected<const Variant*> variantByName(const std::string& name)
{
    std::string known;
    for (const Variant* v : builtinVariants()) {
        if (v->name() == name)
            return v;
        known += (known.empty() ? "" : ", ") + v->name();
    }
    return failure("no variant is called \"" + name + "\" (known: " + known + ")");
}

} // namespace mj

#include "hand/suit_table.h"

namespace mj {

std::size_t SuitTables::bytes() const
{
    using namespace suit_data;
    constexpr std::size_t kSuitPatterns = 1953125, kHonourPatterns = 78125, kSetsCounts = 6;
    return kSuitPatterns + kHonourPatterns + (kSuitClasses + kHonourClasses) * sizeof(std::uint64_t) +
           (kSuitClasses * kSuitClasses + kSuitClasses * kHonourClasses) * sizeof(std::uint16_t) +
           kSetsCounts * kMpClasses * kSzClasses +
           (kSuitClasses * kSzClasses + kMpClasses * kHonourClasses + kMpClasses * kSuitClasses) * sizeof(std::uint16_t) +
           kThreeClasses * kSetsCounts * sizeof(std::uint64_t);
}

const SuitTables& SuitTables::get()
{
    static constexpr SuitTables tables;
    return tables;
}

} // namespace mj

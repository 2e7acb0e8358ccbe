#include "variants/american/card.h"

#include <algorithm>

namespace mj::american {

namespace {

struct CategoryNames {
    CardCategory category;
    std::string_view name;
    std::string_view title;
};

constexpr std::array<CategoryNames, kCategoryCount> kCategories{{
    {CardCategory::Year, "year", "Year"},
    {CardCategory::Evens2468, "2468", "2468"},
    {CardCategory::LikeNumbers, "like-numbers", "Like numbers"},
    {CardCategory::Quints, "quints", "Quints"},
    {CardCategory::ConsecutiveRuns, "runs", "Consecutive runs"},
    {CardCategory::Odds13579, "13579", "13579"},
    {CardCategory::WindsDragons, "winds-dragons", "Winds and dragons"},
    {CardCategory::Threes369, "369", "369"},
    {CardCategory::SinglesPairs, "singles-pairs", "Singles and pairs"},
}};

} // namespace

std::string_view categoryName(CardCategory category) { return kCategories[static_cast<int>(category)].name; }
std::string_view categoryTitle(CardCategory category) { return kCategories[static_cast<int>(category)].title; }

std::optional<CardCategory> categoryFromName(std::string_view name)
{
    for (const auto& c : kCategories)
        if (c.name == name)
            return c.category;
    return std::nullopt;
}

bool CardForm::isSet() const
{
    return !elements.empty() &&
           std::all_of(elements.begin(), elements.end(), [&](const CardElement& e) { return e == elements.front(); });
}

std::string CardForm::text() const
{
    std::string out;
    for (const CardElement& e : elements)
        out += e.letter;
    if (suit >= 0)
        out += static_cast<char>('a' + suit);
    return out;
}

std::string CardGroup::text() const
{
    std::string out;
    for (const CardForm& f : forms)
        out += (out.empty() ? "" : "/") + f.text();
    return out;
}

std::string CardLine::handText() const
{
    std::string out;
    for (const CardGroup& g : groups)
        out += (out.empty() ? "" : " ") + g.text();
    return out;
}

} // namespace mj::american

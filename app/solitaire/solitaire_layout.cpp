#include "solitaire/solitaire_layout.h"

#include <cmath>

namespace mjui::solitaire {

namespace {
// Tiles in a row touch as on a real table, with a hair's gap so their edges read.
constexpr double kStep = 1.04;
// From the divider's centre to the centre of the first tile on either side.
constexpr double kFirst = 1.3;
// Between rows, a little more than a tile's face.
constexpr double kRowGap = 0.16;
} // namespace

Layout::Layout(double faceAspect) : m_rowPitch(faceAspect + kRowGap) {}

int Layout::tableRow(const Slot& slot)
{
    switch (slot.kind) {
    case PlaceKind::Row: return slot.index;
    case PlaceKind::Foundation: return slot.index;
    case PlaceKind::Cell: return 5 + slot.index;
    }
    return 0;
}

TablePoint Layout::centreOf(const Slot& slot) const
{
    const double y = (tableRow(slot) - 3.5) * m_rowPitch;
    const double along = kFirst + slot.n * kStep;
    return {slot.kind == PlaceKind::Row ? along : -along, y};
}

TablePoint Layout::dividerTile(int row) const { return {0, (row - 3.5) * m_rowPitch}; }

std::optional<Layout::Target> Layout::targetAt(TablePoint point) const
{
    const double r = point.y / m_rowPitch + 3.5;
    const int row = static_cast<int>(std::floor(r + 0.5));
    if (row < 0 || row >= mj::solitaire::kRows || std::abs(r - row) > 0.5)
        return std::nullopt;
    if (point.x > 0.55)
        return Target{PlaceKind::Row, row};
    if (point.x > -0.55 || point.x < leftEdge() - 0.5)
        return std::nullopt;
    if (row < mj::solitaire::kSuits)
        return Target{PlaceKind::Foundation, row};
    if (row >= 5)
        return Target{PlaceKind::Cell, row - 5};
    return std::nullopt;
}

double Layout::leftEdge() const { return -(kFirst + (mj::solitaire::kRanks - 1) * kStep + 0.5); }

double Layout::rightEdge(int longest) const { return kFirst + (longest > 0 ? longest - 1 : 0) * kStep + 0.5; }

} // namespace mjui::solitaire

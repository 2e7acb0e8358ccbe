#include "table/layout.h"

#include "core/excerpt.h"

#include <algorithm>
#include <deque>
#include <memory>
#include <mutex>

namespace mj {

namespace {

// app/table/table_layout.h's numbers: a tile lies 1 wide and 1.35 deep; walls keep a small gap
// from the corners, so the square of 18 lies 9.825 out, as it always has.
constexpr double kDepth = 1.35;
constexpr double kCornerGap = 0.15;
constexpr double kRowStep = kDepth + 0.15;

double wallOut(int stacks) { return stacks / 2.0 + kDepth / 2 + kCornerGap; }
double centredAlong(int stacks) { return -(stacks - 1) / 2.0; }

LayoutSegment wallSegment(int side, int stacks, int height)
{
    return {SegmentRole::Wall, stacks, height, false, side, centredAlong(stacks), wallOut(stacks), 1};
}

std::string sized(const std::string& shape, int stacks, int height)
{
    return height == 2 ? shape + "-" + std::to_string(stacks) : shape + "-" + std::to_string(stacks) + "x" + std::to_string(height);
}

} // namespace

std::string shapeName(LayoutShape shape)
{
    switch (shape) {
    case LayoutShape::Square: return "square";
    case LayoutShape::L: return "L";
    case LayoutShape::C: return "C";
    case LayoutShape::Grid: return "grid";
    case LayoutShape::Pool: return "pool";
    }
    return "?";
}

std::string roleName(SegmentRole role)
{
    switch (role) {
    case SegmentRole::Wall: return "wall";
    case SegmentRole::StockPiles: return "stock piles";
    case SegmentRole::BlindPile: return "blind pile";
    case SegmentRole::Tableau: return "row";
    case SegmentRole::Foundation: return "foundation";
    case SegmentRole::FreeCells: return "free cells";
    case SegmentRole::Divider: return "divider";
    }
    return "?";
}

Layout::Layout(std::string name, LayoutShape shape, std::vector<LayoutSegment> segments)
    : m_name(std::move(name)), m_shape(shape), m_segments(std::move(segments))
{
    int longest = 0, highest = 0;
    for (const LayoutSegment& s : m_segments) {
        longest = std::max(longest, s.stacks);
        highest = std::max(highest, s.height);
    }
    m_geometry = WallGeometry{static_cast<int>(m_segments.size()), longest, highest};
    m_uniformWall = !m_segments.empty() && std::all_of(m_segments.begin(), m_segments.end(), [&](const LayoutSegment& s) {
        return s.role == SegmentRole::Wall && s.stacks == longest && s.height == highest;
    });
}

Layout Layout::square(int stacks, int height)
{
    std::vector<LayoutSegment> segments;
    for (int side = 0; side < 4; ++side)
        segments.push_back(wallSegment(side, stacks, height));
    Layout layout(sized("square", stacks, height), LayoutShape::Square, std::move(segments));
    layout.m_parameters = {{"stacks", stacks}, {"height", height}};
    return layout;
}

Layout Layout::lShape(int stacks, int height)
{
    Layout layout(sized("l", stacks, height), LayoutShape::L, {wallSegment(0, stacks, height), wallSegment(1, stacks, height)});
    layout.m_parameters = {{"stacks", stacks}, {"height", height}};
    return layout;
}

Layout Layout::cShape(int piles, int height, int blind)
{
    // The C opens towards seat 0: an arm on seat 1's side (the front end, drawn first),
    // the back along seat 2's side, the other arm on seat 3's side; the blind pile lies at
    // the back end, just past the end of that arm and across it.
    const int arm = piles / 3;
    const int back = piles - 2 * arm;
    const double out = std::max(back, arm + 2) / 2.0 + kDepth;
    std::vector<LayoutSegment> segments;
    if (arm > 0)
        segments.push_back({SegmentRole::StockPiles, arm, height, false, 1, out - arm + 0.5, out, 1});
    segments.push_back({SegmentRole::StockPiles, back, height, false, 2, centredAlong(back), out, 1});
    if (arm > 0)
        segments.push_back({SegmentRole::StockPiles, arm, height, false, 3, -out + 0.5, out, 1});
    segments.push_back({SegmentRole::BlindPile, 1, blind, false, 0, -out, -out + arm + 0.7, 1});
    std::string name = "c-" + std::to_string(piles) + "x" + std::to_string(height);
    if (blind != 13)
        name += "-blind-" + std::to_string(blind);
    Layout layout(std::move(name), LayoutShape::C, std::move(segments));
    layout.m_parameters = {{"piles", piles}, {"height", height}, {"blind", blind}};
    return layout;
}

Layout Layout::solitaireGrid()
{
    // Seen from seat 0: eight rows top to bottom; the divider a column at the centre.
    std::vector<LayoutSegment> segments;
    const auto rowOut = [](int row) { return (row - 3.5) * kRowStep; };
    // The divider runs up the table in seat 1's frame (out = x = 0, along = -y).
    segments.push_back({SegmentRole::Divider, 8, 1, false, 1, -3.5 * kRowStep, 0.0, 1});
    for (int row = 0; row < 8; ++row)
        segments.push_back({SegmentRole::Tableau, row == 0 ? 4 : 5, 1, true, 0, 1.5, rowOut(row), 1});
    for (int row = 0; row < 3; ++row)
        segments.push_back({SegmentRole::Foundation, 9, 0, true, 0, -1.5, rowOut(row), -1});
    for (int row = 5; row < 8; ++row)
        segments.push_back({SegmentRole::FreeCells, 4, 0, true, 0, -1.5, rowOut(row), -1});
    return Layout("solitaire-grid", LayoutShape::Grid, std::move(segments));
}

Layout Layout::pool() { return Layout("pool", LayoutShape::Pool, {}); }

const Layout& Layout::square18()
{
    static const Layout layout = square(18, 2);
    return layout;
}

const std::vector<const Layout*>& Layout::all()
{
    static const Layout square19 = square(19, 2);
    static const Layout square14 = square(14, 2);
    static const Layout l13 = lShape(13, 2);
    static const Layout c8 = cShape(8, 16, 13);
    static const Layout c16 = cShape(16, 8, 13);
    static const Layout grid = solitaireGrid();
    static const Layout none = pool();
    static const std::vector<const Layout*> layouts{&square18(), &square19, &square14, &l13, &c8, &c16, &grid, &none};
    return layouts;
}

Expected<const Layout*> Layout::byName(std::string_view name)
{
    for (const Layout* layout : all())
        if (layout->name() == name)
            return layout;
    return failure("no layout is called \"" + excerpt(name) + "\"; the layouts are " + knownNames());
}

std::string Layout::knownNames()
{
    std::string names;
    for (const Layout* layout : all())
        names += (names.empty() ? "" : ", ") + layout->name();
    return names;
}

const Layout& Layout::defaultFor(const TileSet& set)
{
    const auto named = [](std::string_view name) -> const Layout& { return **byName(name); };
    if (set.name() == "american-152")
        return named("square-19");
    if (set.name() == "poker-tiles")
        return named("l-13");
    if (set.name() == "card-deck-193")
        return named("c-16x8");
    if (set.name() == "solitaire-39")
        return named("solitaire-grid");
    return square18();
}

const Layout* Layout::keep(const Layout& layout)
{
    for (const Layout* known : all())
        if (*known == layout)
            return known;
    // Layouts read from records with other parameters: kept once each, for the program's
    // life (a handful at most; records point at them as they point at tile sets).
    static std::mutex mutex;
    static std::deque<Layout> kept;
    const std::lock_guard lock(mutex);
    for (const Layout& known : kept)
        if (known == layout)
            return &known;
    return &kept.emplace_back(layout);
}

int Layout::capacity() const
{
    int total = 0;
    for (const LayoutSegment& s : m_segments)
        total += s.builtTiles();
    return total;
}

bool Layout::contains(StackRef ref) const
{
    return ref.segment >= 0 && ref.segment < segmentCount() && ref.stack >= 0 && ref.stack < segment(ref.segment).stacks;
}

std::string Layout::describePlace(StackRef ref) const
{
    std::string text = "segment " + std::to_string(ref.segment);
    if (ref.segment >= 0 && ref.segment < segmentCount())
        text += " (" + roleName(segment(ref.segment).role) + ")";
    return text + ", stack " + std::to_string(ref.stack);
}

} // namespace mj

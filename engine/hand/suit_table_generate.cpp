// mahjongero-suit-tables OUTPUT: writes the lookup tables of suit_table.h as C++ source
// (suit_table_build.h), run by the build (engine/CMakeLists.txt) so that no process builds
// them at start. The file is rewritten only when its text changes, so a rebuild of the
// generator does not recompile the tables.
#include "hand/suit_table_build.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: mahjongero-suit-tables OUTPUT.cpp\n");
        return 2;
    }
    const std::string source = mj::suitTableSource(mj::buildSuitTables());
    {
        std::ifstream old(argv[1], std::ios::binary);
        const std::string had((std::istreambuf_iterator<char>(old)), std::istreambuf_iterator<char>());
        if (old && had == source)
            return 0;
    }
    std::ofstream out(argv[1], std::ios::binary | std::ios::trunc);
    out << source;
    out.close();
    if (!out) {
        std::fprintf(stderr, "mahjongero-suit-tables: cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}

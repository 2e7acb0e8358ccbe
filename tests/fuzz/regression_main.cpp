// A plain main() for the fuzz targets (docs/fuzzing.md): feeds every file it is given, and
// every file under each folder it is given, to the target's LLVMFuzzerTestOneInput, as
// libFuzzer would, one file at a time. Built with the normal compiler and no libFuzzer, it
// turns each target's seed corpus and its regressions/ folder (inputs that once found a bug)
// into a CTest test; with the sanitizer build it runs them under ASan and UBSan too.
//
// Prints the name of each file before running it, so a crash names the input that caused it.
// Fails when a path given does not exist or when no input at all was found, so a corpus
// that went missing cannot make the test pass. Files whose names start with "." (.gitkeep)
// are skipped.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
// Defined by the targets that need it (fuzz_init.h); called first, as libFuzzer does.
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int* argc, char*** argv);

namespace {

namespace fs = std::filesystem;

bool hidden(const fs::path& p) { return p.filename().string().starts_with("."); }

// The files to run, each folder's files in name order so a run is the same every time.
bool collect(const fs::path& path, std::vector<fs::path>& out)
{
    std::error_code ec;
    if (fs::is_regular_file(path, ec)) {
        out.push_back(path);
        return true;
    }
    if (!fs::is_directory(path, ec)) {
        std::fprintf(stderr, "fuzz regression: %s: no such file or folder\n", path.c_str());
        return false;
    }
    std::vector<fs::path> found;
    for (const auto& entry : fs::recursive_directory_iterator(path, ec))
        if (entry.is_regular_file() && !hidden(entry.path()))
            found.push_back(entry.path());
    if (ec) {
        std::fprintf(stderr, "fuzz regression: %s: %s\n", path.c_str(), ec.message().c_str());
        return false;
    }
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    std::vector<fs::path> files;
    bool ok = true;
    for (int i = 1; i < argc; ++i)
        ok = collect(argv[i], files) && ok;
    if (!ok)
        return 1;
    if (files.empty()) {
        std::fprintf(stderr, "fuzz regression: no input files given (usage: %s FILE|FOLDER...)\n", argv[0]);
        return 1;
    }
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    for (const fs::path& file : files) {
        std::printf("%s\n", file.c_str());
        std::fflush(stdout);
        std::ifstream in(file, std::ios::binary);
        const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        if (!in.eof() && in.fail()) {
            std::fprintf(stderr, "fuzz regression: %s: cannot be read\n", file.c_str());
            return 1;
        }
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    }
    std::printf("fuzz regression: %zu inputs ran without a fault\n", files.size());
    return 0;
}

#include "card_text.h"

#include "variants/american/american_rules.h"
#include "variants/american/card_parse.h"

#include <iostream>

namespace mj::cli {

using namespace mj::american;

namespace {

std::optional<Card> reportOrCard(const CardReading& reading, const std::string& name, bool json)
{
    if (reading.ok())
        return reading.card;
    if (json) {
        nlohmann::ordered_json errors = nlohmann::ordered_json::array();
        for (const CardError& e : reading.errors)
            errors.push_back({{"line", e.line}, {"column", e.column}, {"message", e.message}});
        std::cout << nlohmann::ordered_json{{"file", name}, {"ok", false}, {"errors", errors}}.dump() << '\n';
    } else {
        for (const CardError& e : reading.errors)
            std::cerr << formatCardError(name, e) << '\n';
        std::cerr << name << ": " << reading.errors.size() << (reading.errors.size() == 1 ? " error" : " errors")
                  << '\n';
    }
    return std::nullopt;
}

} // namespace

std::optional<Card> loadCardOrReport(const std::string& file, bool json)
{
    return reportOrCard(readCardFile(file), file, json);
}

std::optional<Card> loadCardOrPractice(const std::optional<std::string>& file, bool json)
{
    if (file)
        return loadCardOrReport(*file, json);
    return reportOrCard(parseCard(american::practiceCardText()), "practice.card", json);
}

std::string cardName(const std::optional<std::string>& file) { return file ? *file : "the practice card"; }

std::string exposureMark(const CardLine& line) { return line.concealed ? "C" : "X"; }

nlohmann::ordered_json lineJson(const CardLine& line, int index)
{
    nlohmann::ordered_json j{{"index", index},
                             {"line", line.lineNumber},
                             {"category", std::string(categoryName(line.category))},
                             {"hand", line.handText()},
                             {"exposure", exposureMark(line)},
                             {"value", line.value}};
    if (line.shift > 0)
        j["shift"] = line.shift;
    if (!line.note.empty())
        j["note"] = line.note;
    return j;
}

std::string missingText(const LineDistance& d)
{
    std::string out;
    for (const MissingTile& m : d.missing) {
        if (!out.empty())
            out += ' ';
        out += m.tile.notation();
        if (m.jokerMayFill)
            out += '*';
    }
    return out;
}

nlohmann::ordered_json missingJson(const LineDistance& d)
{
    nlohmann::ordered_json missing = nlohmann::ordered_json::array();
    for (const MissingTile& m : d.missing)
        missing.push_back({{"tile", m.tile.notation()}, {"joker_may_fill", m.jokerMayFill}});
    return missing;
}

} // namespace mj::cli

// Readable QCOMPARE failures for std::string and JSON values (cut at 4000 characters).
#pragma once

#include <QtTest>
#include <nlohmann/json.hpp>
#include <string>

namespace QTest {
template <>
inline char* toString(const std::string& s)
{
    return qstrdup(s.substr(0, 4000).c_str());
}
template <>
inline char* toString(const nlohmann::json& j)
{
    return qstrdup(j.dump().substr(0, 4000).c_str());
}
} // namespace QTest

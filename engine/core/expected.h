// A value or an error message: how the engine reports bad input (notation, records,
// command-line arguments) without exceptions escaping to callers or asserts firing.
// std::expected is C++23; this is the small part of it the engine needs.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace mj {

struct Error {
    std::string message;
};

template <typename T>
class [[nodiscard]] Expected {
public:
    Expected(T value) : m_state(std::move(value)) {}
    Expected(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<T>(m_state); }
    T& value() & { return std::get<T>(m_state); }
    T&& value() && { return std::get<T>(std::move(m_state)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    const std::string& error() const { return std::get<Error>(m_state).message; }

private:
    std::variant<T, Error> m_state;
};

// For operations that return nothing on success.
using Status = Expected<std::monostate>;
inline Status success() { return Status(std::monostate{}); }
inline Error failure(std::string message) { return Error{std::move(message)}; }

} // namespace mj

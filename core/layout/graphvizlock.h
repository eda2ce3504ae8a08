#pragma once

// The process-wide state every Graphviz call shares, for the files that call Graphviz:
// core/layout/graphviz*.cpp (layout) and core/io/cgraphread.cpp (reading DOT). Graphviz is not
// thread-safe, not even for reading, so every call runs under graphvizMutex(); what it reports
// is collected by an ErrorCapture made under the same lock. Include it in no other file.

#include <graphviz/cgraph.h>

#include <algorithm>
#include <mutex>
#include <string>
#include <string_view>

namespace gt {

// The one mutex (inline: one instance for the whole program).
inline std::mutex &graphvizMutex()
{
    static std::mutex mutex;
    return mutex;
}

// Collects what cgraph and gvc report through agerr while alive, instead of letting them
// print to stderr. Call with the mutex held: the handler is process-wide C state.
class ErrorCapture {
public:
    ErrorCapture()
        : m_oldHandler(agseterrf(&collect))
        , m_oldLevel(agseterr(AGWARN))
    {
        buffer().clear();
    }
    ~ErrorCapture()
    {
        agseterrf(m_oldHandler);
        agseterr(m_oldLevel);
    }
    ErrorCapture(const ErrorCapture &) = delete;
    ErrorCapture &operator=(const ErrorCapture &) = delete;

    // The first message reported at error level ("Error: …" with the prefix taken off),
    // or an empty string when there was none; warnings do not count.
    std::string firstError() const
    {
        static constexpr std::string_view prefix = "Error: ";
        std::string_view rest = buffer();
        while (!rest.empty()) {
            const std::size_t end = std::min(rest.find('\n'), rest.size());
            const std::string_view line = rest.substr(0, end);
            if (line.substr(0, prefix.size()) == prefix)
                return std::string(line.substr(prefix.size()));
            rest.remove_prefix(std::min(end + 1, rest.size()));
        }
        return {};
    }
    // Everything reported, warnings included, for a message when nothing says "Error".
    const std::string &all() const { return buffer(); }

private:
    static std::string &buffer()
    {
        static std::string text;
        return text;
    }
    static int collect(char *piece)
    {
        // cgraph sends "Error", ": " and the message as separate pieces.
        if (buffer().size() < 64 * 1024)
            buffer() += piece;
        return 0;
    }

    agusererrf m_oldHandler;
    agerrlevel_t m_oldLevel;
};

} // namespace gt

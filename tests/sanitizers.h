#pragma once

// Whether this test program is built with AddressSanitizer (the "asan" preset that .ci/test
// runs), and the one rule by which the sanitized suite shrinks its biggest inputs.
//
// Under ASan the code runs several times slower, and the sanitized suite was the longest part of
// CI (docs/benchmarks.md, "CI time"). Its point is memory errors and undefined behaviour on every
// code path, which smaller inputs reach as well; sizes, counts and memory bounds are the normal
// build's to check. So a test may take `underSanitizers(n)` random trees or levels instead of n:
// the same checks on a tenth as many. The normal build always runs the full counts.

#include <algorithm>

namespace gt::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool Sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool Sanitized = true;
#else
inline constexpr bool Sanitized = false;
#endif
#else
inline constexpr bool Sanitized = false;
#endif

// n in the normal build, a tenth of it (at least one) under the sanitizers.
constexpr int underSanitizers(int n)
{
    return Sanitized ? std::max(1, n / 10) : n;
}

} // namespace gt::test

#pragma once

namespace gt {

// Starts the program again, once, with glibc's allocations in transparent huge pages, when
// the kernel gives them only to who asks (THP "madvise", Debian's default) and the user has
// not set the tunable either way. A big tree is arrays of millions of elements touched for the
// first time page by page: with 4 KB pages a million-node file's first paint spent a third of
// its workers' time in the kernel's page faults (`perf record`), and with 2 MB pages it came
// 0.35 s sooner (docs/benchmarks.md, "Huge pages"). glibc reads its tunables only when a
// program starts, hence the second start.
//
// `when` says whether this run is worth it (the command line: only for big input files).
// Returns only if the program goes on as it is. GT_HUGE_PAGES=0 turns it off.
void restartWithHugePages(char **argv, bool when = true);

// Whether any of `argv` after the program's name is a regular file of at least `bytes`.
bool namesFileOfAtLeast(int argc, char **argv, long long bytes);

} // namespace gt

#pragma once

#include <QtGlobal>

// GT_ASSERT(cond): an invariant of a search or of its replay (α ≤ β where a node is entered, a
// pass's window, a frame's counts), checked where the search runs so that a broken family fails
// at once rather than draws a wrong frame. Active in Debug builds (the `asan` preset) like
// Q_ASSERT, and in any build configured with -DGT_INVARIANTS=ON; free otherwise.
#if !defined(QT_NO_DEBUG) || defined(GT_INVARIANTS)
#define GT_ASSERT(cond) ((cond) ? static_cast<void>(0) : qt_assert(#cond, __FILE__, __LINE__))
#else
#define GT_ASSERT(cond) static_cast<void>(0)
#endif

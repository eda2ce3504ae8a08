#include "workerpool.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace gt {

QThreadPool *workerPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool; // lives as long as the process: jobs may outlive windows
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        return p;
    }();
    return pool;
}

void yieldToWindow()
{
#ifdef Q_OS_LINUX
    // Nice 10: a worker gets about a tenth of a core the window's thread wants, and the rest
    // of the time all of it. Idempotent, so every job may ask.
    const auto thread = id_t(syscall(SYS_gettid));
    if (getpriority(PRIO_PROCESS, thread) < 10)
        setpriority(PRIO_PROCESS, thread, 10);
#endif
}

} // namespace gt

#include "workerpool.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>


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

} // namespace gt

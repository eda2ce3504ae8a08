#include "workerpool.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace gt {

QThreadPool *workerPool()
{
    static QThreadPool *pool = [] {
        // The application's: it waits for the jobs when it quits (as it does for Qt's global
        // pool), while everything they read is still there; a pool left to the end of the
        // process ran jobs on while the process tore itself down, and crashed at exit.
        QCoreApplication *app = QCoreApplication::instance();
        auto *p = new QThreadPool(app);
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        if (app)
            QObject::connect(app, &QCoreApplication::aboutToQuit, p, [p] { p->waitForDone(); });
        return p;
    }();
    return pool;
}

} // namespace gt

#include "workerpool.h"

#include "paintgate.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <functional>

namespace gt {

namespace {

QThreadPool *makePool(int threads, std::function<void()> beforeWaiting = {})
{
    // The application's: it waits for the jobs when it quits (as it does for Qt's global
    // pool), while everything they read is still there; a pool left to the end of the
    // process ran jobs on while the process tore itself down, and crashed at exit.
    QCoreApplication *app = QCoreApplication::instance();
    auto *p = new QThreadPool(app);
    p->setMaxThreadCount(threads);
    if (app)
        QObject::connect(app, &QCoreApplication::aboutToQuit, p, [p, beforeWaiting] {
            if (beforeWaiting)
                beforeWaiting();
            p->waitForDone();
        });
    return p;
}

} // namespace

QThreadPool *workerPool()
{
    static QThreadPool *pool = makePool(std::max(2, QThread::idealThreadCount()));
    return pool;
}

QThreadPool *inLinePool()
{
    // Its jobs may be waiting for a first paint (PaintGate::waitOpen) that quitting ends.
    static QThreadPool *pool = makePool(1, [] { PaintGate::instance()->abandon(); });
    return pool;
}

} // namespace gt

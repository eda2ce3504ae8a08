#pragma once

#include <QtConcurrent/QtConcurrentRun>

#include <utility>

class QThreadPool;

namespace gt {

// The threads the window's long jobs run on: reading a big file and its first search, the
// replay checkpoints, the statistics of every algorithm, a big tree's edges, dot's layout.
// Not Qt's global pool: Qt's raster engine hands parts of a big fill or line drawing to the
// global pool's threads and waits for them, so a global pool busy with a second-long job of
// ours held a million-node tree's first paint back by most of a second (issue 29).
QThreadPool *workerPool();

// Makes the calling thread yield the processor to the window's: on a two-core machine the
// window's thread otherwise shares it with two workers, and the first paint of a big tree
// came a third later. Linux keeps a nice value per thread; elsewhere this does nothing.
void yieldToWindow();

// Runs `job` on the worker pool, at the workers' lower priority.
template <typename Job> auto runInBackground(Job job)
{
    return QtConcurrent::run(workerPool(), [job = std::move(job)]() mutable {
        yieldToWindow();
        return job();
    });
}

} // namespace gt

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

// Runs `job` on the worker pool, at normal priority: workers niced to 10, so that the window's
// thread would win the processor, starved on a loaded machine (a test waiting for a graph's
// layout took minutes).
template <typename Job> auto runInBackground(Job job)
{
    return QtConcurrent::run(workerPool(), std::move(job));
}

// A second pool of one thread, for the jobs a big document starts after its first paint (the
// replay checkpoints, the statistics of every algorithm): one after the other, since each
// holds its own copy of a million nodes' frames or traces for a while, and side by side they
// took a big file's peak memory from 0.65 to 0.92 GB (issue 29).
QThreadPool *inLinePool();

template <typename Job> auto runInLine(Job job)
{
    return QtConcurrent::run(inLinePool(), std::move(job));
}

} // namespace gt

#pragma once

// Helpers of the item models' own tests (tst_*model): a session on a small tree, stepped
// through, while QAbstractItemModelTester (fatal on the first broken rule) watches the model.
#include "views/session/searchsession.h"

#include "core/io/document.h"

#include <QAbstractItemModel>
#include <QString>

#include <utility>

namespace gt::test {

// `tree` to be searched with `algorithm` and `options`, shown at step 0.
inline Document documentOf(const GameTree &tree, const QString &algorithm,
                           SearchOptions options = {})
{
    Document d;
    d.tree = tree;
    d.algorithm = algorithm;
    d.options = std::move(options);
    d.step = 0;
    return d;
}

// Every step forwards, back again one by one, then the end and the start, as the stepper goes;
// `check(step)` runs after each (the model has refreshed by then).
template <class Check> void walkSteps(SearchSession &session, Check check)
{
    session.first();
    check(session.step());
    while (session.step() < session.stepCount()) {
        session.stepForward();
        check(session.step());
    }
    while (session.step() > 0) {
        session.stepBack();
        check(session.step());
    }
    session.last();
    check(session.step());
    session.first();
    check(session.step());
}

// The number behind a cell, for comparing with what the core computes.
inline double rawAt(const QAbstractItemModel &model, int row, int column, int role)
{
    return model.data(model.index(row, column), role).toDouble();
}

} // namespace gt::test

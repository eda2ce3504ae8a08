#pragma once

// Test helpers shared by the tests: trees written in the notation.
#include "core/io/treetext.h"

#include <QtGlobal>

namespace gt::test {

// The tree `text` stands for; a typo in a test's tree stops the test at once.
inline GameTree parse(const QString &text)
{
    ReadError error;
    auto parsed = parseTreeText(text, QStringLiteral("<test>"), &error);
    if (!parsed)
        qFatal("cannot parse %s: %s", qPrintable(text), qPrintable(error.toString()));
    return parsed->tree;
}

// A tree as the notation writes it, for readable failure messages.
inline QString show(const GameTree &t)
{
    return t.isEmpty() ? QStringLiteral("<empty>") : writeTreeText(t);
}

} // namespace gt::test

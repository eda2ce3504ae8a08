#pragma once

#include "core/io/document.h"

#include <QString>

namespace gt {

class GameTree;

// What the DocumentController asks of the window whose document it keeps: the document as it is
// to be saved, and the window's ways of putting a new one on screen. The window implements it;
// the controller never sees the window's other parts.
class DocumentHost {
public:
    virtual ~DocumentHost() = default;

    // The name the document is shown by (a file's, an example's, "Typed tree"; empty: none).
    virtual QString documentName() const = 0;
    // The document as Save and autosave write it.
    virtual Document documentToSave() const = 0;
    // An empty, untitled document.
    virtual void newDocument() = 0;
    // A generated tree as an untitled document called `name`.
    virtual void openGenerated(const GameTree &tree, const QString &name) = 0;
    // Opens a file; on failure the document stays and lastError() says why.
    virtual bool openFile(const QString &path, bool interactive) = 0;
    virtual QString lastError() const = 0;
    // A big file is being read on a worker thread: the document on screen is about to go.
    virtual bool isLoading() const = 0;
    // The document names an algorithm this version does not know: keep it for the save.
    virtual void keepUnknownAlgorithm(const QString &algorithm, const SearchOptions &options) = 0;
};

} // namespace gt

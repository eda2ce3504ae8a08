#include "documentfiles.h"

#include "core/search/algorithm.h"

namespace gt {

const OptionCatalogue &algorithmCatalogue()
{
    // Once, like allAlgorithmOptions(): the declarations do not change while the program runs,
    // and a big tree's reader on a worker thread may ask at the same time as the window.
    static const OptionCatalogue catalogue = [] {
        OptionCatalogue c;
        for (const Algorithm *a : algorithms())
            c.algorithms.push_back({a->id(), a->options()});
        c.all = allAlgorithmOptions();
        return c;
    }();
    return catalogue;
}

std::optional<Document> readDocument(const QByteArray &bytes, TreeFormat format,
                                     const QString &sourceName, ReadError *error,
                                     NodeLocator *locator)
{
    return readDocument(bytes, format, sourceName, algorithmCatalogue(), error, locator);
}

std::optional<Document> loadDocument(const QString &path, ReadError *error, NodeLocator *locator)
{
    return loadDocument(path, algorithmCatalogue(), error, locator);
}

std::optional<Document> readDocumentLenient(const QByteArray &bytes, TreeFormat format,
                                            const QString &sourceName, ReadError *error,
                                            std::vector<ReadError> *problems, NodeLocator *locator)
{
    return readDocumentLenient(bytes, format, sourceName, algorithmCatalogue(), error, problems,
                               locator);
}

std::optional<Document> loadDocumentLenient(const QString &path, ReadError *error,
                                            std::vector<ReadError> *problems, NodeLocator *locator)
{
    return loadDocumentLenient(path, algorithmCatalogue(), error, problems, locator);
}

QByteArray writeDocument(const Document &doc, TreeFormat format)
{
    return writeDocument(doc, format, algorithmCatalogue());
}

bool saveDocument(const Document &doc, const QString &path, QString *error, QStringList *notKept)
{
    return saveDocument(doc, path, algorithmCatalogue(), error, notKept);
}

std::optional<Document> readJsonDocument(const QByteArray &bytes, const QString &sourceName,
                                         ReadError *error, std::vector<TextPos> *nodePos)
{
    return readJsonDocument(bytes, sourceName, algorithmCatalogue(), error, nodePos);
}

std::optional<Document> readJsonDocumentGenerally(const QByteArray &bytes,
                                                  const QString &sourceName, ReadError *error,
                                                  std::vector<TextPos> *nodePos)
{
    return readJsonDocumentGenerally(bytes, sourceName, algorithmCatalogue(), error, nodePos);
}

QByteArray writeJsonDocument(const Document &doc)
{
    return writeJsonDocument(doc, algorithmCatalogue());
}

} // namespace gt

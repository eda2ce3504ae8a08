#include "optioncatalogue.h"

namespace gt {

QString OptionCatalogue::defaultAlgorithm() const
{
    return algorithms.empty() ? QString() : algorithms.front().id;
}

QString OptionCatalogue::resolved(const QString &id) const
{
    return id.isEmpty() ? defaultAlgorithm() : id;
}

const OptionSpecs &OptionCatalogue::documentOptions(const QString &id) const
{
    for (const Algorithm &a : algorithms) {
        if (a.id == id)
            return a.options;
    }
    return all;
}

} // namespace gt

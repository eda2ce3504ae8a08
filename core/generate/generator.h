#pragma once

#include "../options/optionspec.h"
#include "../tree/gametree.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace gt {

// One way to make a game tree: a pure function from options (and a seed) to a tree. It
// declares its options, so that `gametree generate GEN`, its --help and the studio's File ▸ New
// from Generator… are built from the declaration and nothing outside its file knows them. Each
// generator lives in one file of core/generate and is listed once in generators.cpp.
class Generator {
public:
    virtual ~Generator() = default;

    virtual QString id() const = 0;          // the command-line name: "random"
    virtual QString displayName() const = 0; // for menus and the dialog: "Random tree"
    virtual QString description() const = 0; // one sentence, for --help and the dialog
    virtual OptionSpecs options() const = 0; // its flags, with defaults and ranges
    // Whether the tree depends on a seed: then `--seed S` and the dialog's seed field.
    virtual bool usesSeed() const = 0;
    // Whether it makes the trees of a game (with positions on the nodes): File ▸ New from
    // Game… lists those. Every generator but the abstract random trees is one.
    virtual bool isGame() const { return true; }
    // Makes the tree from checked values of options() (an absent one takes its default). For
    // options that do not fit together, or a tree too big to hold, returns nothing and *error
    // says why, naming the options as flags.
    virtual std::optional<GameTree> generate(const OptionValues &options, std::uint64_t seed,
                                             QString *error) const = 0;
};

// All built-in generators in menu order.
const std::vector<const Generator *> &generators();
const Generator *findGenerator(const QString &id);

} // namespace gt

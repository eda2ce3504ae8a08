#pragma once

#include "core/options/optionspec.h"

#include <QWidget>

#include <vector>

class QFormLayout;

namespace gt {

// A form of widgets generated from option declarations: a check box for a flag, a spin box for
// a whole number, a line edit for a number or an interval (LO:HI), a combo box for a choice;
// each row's tooltip is the option's help. The algorithm options in the studio and File ▸ New
// from Generator… are built with it, so a new option appears in the window without touching
// any view.
class OptionForm : public QWidget {
    Q_OBJECT

public:
    explicit OptionForm(QWidget *parent = nullptr);

    // Replaces the rows; values not given show the declared defaults.
    void setSpecs(const OptionSpecs &specs, const OptionValues &values = {});
    const OptionSpecs &specs() const { return m_specs; }
    void setValues(const OptionValues &values);
    // What the rows say, leaving out anything equal to its default (and empty number fields
    // whose default is computed), so that a document stores only what the user chose.
    OptionValues values() const;
    // Why the rows cannot be used (a number out of range), in the form's words, or empty.
    QString problem() const;
    // A text that names these options as command-line flags ("--position: …", "one pile of
    // --pile"), as the form says them: each flag becomes its row's label in quotes
    // ("“Position”: …"). The core's messages name flags because the command line shows them.
    QString inWords(const QString &text) const;
    bool isEmpty() const { return m_specs.empty(); }

signals:
    void valuesChanged();

private:
    void clearRows();

    OptionSpecs m_specs;
    std::vector<QWidget *> m_editors; // one per spec, by index
    QFormLayout *m_layout = nullptr;
};

} // namespace gt

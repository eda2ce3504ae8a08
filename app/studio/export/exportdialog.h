#pragma once

#include "views/export/exportoptions.h"

#include <QDialog>
#include <QImage>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;
class QSpinBox;
class QTabWidget;
class QTimer;

namespace gt {

// File ▸ Export: every export format with the options `gametree render` and `gametree slides`
// take, and a preview of the result that follows every change — the picture drawn by the
// same code as the file (for decks, the first page), its size or page count, and for the text
// formats the text itself. The tree and trace must outlive the dialog.
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(const GameTree &tree, const Trace *trace, int step, const ExportOptions &options,
                 QWidget *parent = nullptr);

    ExportFormat format() const;
    void setFormat(ExportFormat format);
    ExportOptions options() const;
    ExportSource source() const;

    // Writes the export to `path`; false with *error saying why.
    bool exportTo(const QString &path, QString *error);

    // What Export… suggests: `base` (the document's path or name, without an extension) with
    // the format's extension. Empty: "gametree".
    void setSuggestedName(const QString &base) { m_baseName = base; }
    QString suggestedPath() const;
    // Asks where the export goes: `filters` has every format, *selected the one in the list
    // (and then the one chosen). A file dialog unless tests answer without one.
    using PathChooser = std::function<QString(const QString &suggested, const QStringList &filters,
                                              QString *selected)>;
    void setPathChooser(PathChooser chooser) { m_choosePath = std::move(chooser); }

    QImage previewImage() const { return m_previewImage; } // the picture the preview shows
    QString previewSummary() const;                        // "859 × 330 pt", "30 pages", …
    QString previewText() const;                           // the text formats' source

public slots:
    void updatePreview();

private:
    void build();
    void updateEnabled();
    void chooseFileAndExport();

    const GameTree *m_tree;
    const Trace *m_trace;
    QTimer *m_previewTimer;
    QImage m_previewImage;

    QComboBox *m_format;
    QSpinBox *m_step;
    QCheckBox *m_values, *m_windows, *m_formulas, *m_ids, *m_legend, *m_caption;
    QComboBox *m_pruned;
    QLineEdit *m_title;
    QCheckBox *m_dark;
    QCheckBox *m_sideToMove; // negamax only
    int m_depthLimit = -1;   // the search's, for the side-to-move view
    QComboBox *m_sizeUnit;   // pixels per point, or DPI
    QDoubleSpinBox *m_scale;
    QCheckBox *m_transparent;
    QCheckBox *m_bare;
    QRadioButton *m_allSteps, *m_keySteps;
    QRadioButton *m_iterationSteps; // MCTS only: one slide per whole iteration
    bool m_hasIterations = false;   // the trace runs in iterations (stepsByIteration)
    QSpinBox *m_from, *m_to;
    QTabWidget *m_previewTabs;
    QLabel *m_picture;
    QLabel *m_summary;
    QPlainTextEdit *m_source;
    QString m_baseName;
    PathChooser m_choosePath;
};

} // namespace gt

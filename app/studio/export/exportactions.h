#pragma once

#include "views/export/exportoptions.h"

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace gt {

class CanvasController;
class ExportDialog;
class SearchSession;

// File ▸ Export… and Edit ▸ Copy as Image / Copy as SVG: the current step of the current
// search, with what the canvas shows (values, α/β, formulas, ids, pruned nodes, palette),
// through the exports that `gametree render` uses, so a pasted picture is the exported one.
class ExportActions : public QObject {
    Q_OBJECT
public:
    ExportActions(SearchSession *session, CanvasController *canvas, QWidget *parentWidget);

    QAction *exportAction() const { return m_export; }
    QAction *copyImageAction() const { return m_copyImage; }
    QAction *copySvgAction() const { return m_copySvg; }

    // What the document is called, without an extension (a file's path, else a name): the
    // export's file is suggested as that name with the format's extension.
    void setNameSource(std::function<QString()> name) { m_name = std::move(name); }

    // What the canvas shows now, as export options.
    ExportOptions currentOptions() const;
    // Opens the export dialog (non-modal, deleted on close) and returns it.
    ExportDialog *openDialog();
    void copyImage();
    void copySvg();

signals:
    void message(const QString &text); // for the status bar

private:
    void updateEnabled();

    SearchSession *m_session;
    CanvasController *m_canvas;
    QWidget *m_parentWidget;
    QAction *m_export;
    QAction *m_copyImage;
    QAction *m_copySvg;
    std::function<QString()> m_name;
};

} // namespace gt

#pragma once

#include <QObject>
#include <QRectF>
#include <QSizeF>

#include <memory>

class QAction;
class QPainter;
class QPrinter;
class QPrintPreviewDialog;
class QWidget;

namespace gt {

class ExportActions;
class FramePicture;
class SearchSession;

// File ▸ Print… and Print Preview…: the current step as the canvas draws it (the exports'
// FramePicture, with the canvas's choices), with the step's narration under it, on one page
// in the light palette (paper is white), scaled to fit and centred.
class PrintActions : public QObject {
    Q_OBJECT
public:
    PrintActions(SearchSession *session, ExportActions *exports, QWidget *parentWidget);
    ~PrintActions() override;

    QAction *printAction() const { return m_print; }
    QAction *previewAction() const { return m_preview; }

    void print(); // the print dialog, then the printer
    // Opens the preview (window-modal, deleted on close) and returns it.
    QPrintPreviewDialog *openPreview();
    // Draws the current step on `printer`'s first page.
    void printTo(QPrinter *printer) const;

    // Where a picture of `picture` points goes on `page` (in device units, `unitsPerPoint` of
    // them a point): as large as fits, but at most twice its own size, centred.
    static QRectF placeOnPage(const QSizeF &picture, const QRectF &page, double unitsPerPoint);

private:
    std::unique_ptr<FramePicture> picture() const; // nullptr for an empty tree
    void orientFor(QPrinter *printer) const;       // landscape for a wide picture
    void updateEnabled();

    SearchSession *m_session;
    ExportActions *m_exports;
    QWidget *m_parentWidget;
    QAction *m_print;
    QAction *m_preview;
    std::unique_ptr<QPrinter> m_printer; // keeps the chosen printer and page for the session
};

} // namespace gt

#include "printactions.h"

#include "exportactions.h"

#include "views/export/framepicture.h"
#include "views/session/searchsession.h"

#include <QAction>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QPrintPreviewDialog>
#include <QWidget>

#include <algorithm>

namespace gt {

namespace {

// A small tree is printed up to twice its size (it is drawn in points: still sharp), so that a
// handout of a three-ply tree is not a stamp in the middle of the page.
constexpr double MaxEnlargement = 2;

} // namespace

PrintActions::PrintActions(SearchSession *session, ExportActions *exports, QWidget *parentWidget)
    : QObject(parentWidget)
    , m_session(session)
    , m_exports(exports)
    , m_parentWidget(parentWidget)
    , m_print(new QAction(tr("&Print…"), this))
    , m_preview(new QAction(tr("Print Pre&view…"), this))
{
    m_print->setObjectName(QStringLiteral("printAction"));
    m_print->setShortcuts(QKeySequence::Print);
    m_print->setStatusTip(tr("Print the current step as the canvas shows it"));
    m_preview->setObjectName(QStringLiteral("printPreviewAction"));
    m_preview->setStatusTip(tr("See the printed page of the current step"));
    connect(m_print, &QAction::triggered, this, &PrintActions::print);
    connect(m_preview, &QAction::triggered, this, [this] { openPreview(); });
    connect(m_session, &SearchSession::treeChanged, this, &PrintActions::updateEnabled);
    updateEnabled();
}

PrintActions::~PrintActions() = default;

void PrintActions::updateEnabled()
{
    const bool tree = !m_session->tree().isEmpty();
    m_print->setEnabled(tree);
    m_preview->setEnabled(tree);
}

std::unique_ptr<FramePicture> PrintActions::picture() const
{
    if (m_session->tree().isEmpty())
        return nullptr;
    ExportOptions options = m_exports->currentOptions();
    options.dark = false;          // ink on white paper, whatever the projector shows
    options.figure.caption = true; // on paper no narration panel says what the step did
    options.figure.legend = true;  // nor does anything else explain the colours
    options.figure.title = m_session->title();
    auto picture = std::make_unique<FramePicture>(m_session->tree(), m_session->trace(), options);
    picture->setStep(m_session->step());
    return picture;
}

QRectF PrintActions::placeOnPage(const QSizeF &picture, const QRectF &page, double unitsPerPoint)
{
    if (picture.isEmpty() || page.isEmpty())
        return {};
    const double scale = std::min({page.width() / picture.width(), page.height() / picture.height(),
                                   MaxEnlargement * unitsPerPoint});
    QRectF placed(QPointF(), picture * scale);
    placed.moveCenter(page.center());
    return placed;
}

void PrintActions::orientFor(QPrinter *printer) const
{
    if (const auto p = picture())
        printer->setPageOrientation(p->size().width() > p->size().height() ? QPageLayout::Landscape
                                                                           : QPageLayout::Portrait);
}

void PrintActions::printTo(QPrinter *printer) const
{
    const auto p = picture();
    if (!p)
        return;
    QPainter painter;
    if (!painter.begin(printer))
        return; // the printer says why in its own dialog; nothing is half printed
    const QRectF page(QPointF(),
                      printer->pageLayout().paintRectPixels(printer->resolution()).size());
    const QRectF placed = placeOnPage(p->size(), page, printer->resolution() / 72.0);
    painter.translate(placed.topLeft());
    painter.scale(placed.width() / p->size().width(), placed.height() / p->size().height());
    p->paint(&painter);
    painter.end();
}

void PrintActions::print()
{
    if (!m_printer) {
        m_printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
        m_printer->setDocName(tr("GameTree Studio step"));
    }
    orientFor(m_printer.get());
    QPrintDialog dialog(m_printer.get(), m_parentWidget);
    dialog.setWindowTitle(tr("Print the Current Step"));
    if (dialog.exec() == QDialog::Accepted)
        printTo(m_printer.get());
}

QPrintPreviewDialog *PrintActions::openPreview()
{
    if (!m_printer)
        m_printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
    orientFor(m_printer.get());
    auto *dialog = new QPrintPreviewDialog(m_printer.get(), m_parentWidget);
    dialog->setObjectName(QStringLiteral("printPreviewDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal); // the step it shows must not change under it
    connect(dialog, &QPrintPreviewDialog::paintRequested, this,
            [this](QPrinter *printer) { printTo(printer); });
    dialog->resize(900, 640);
    dialog->open();
    return dialog;
}

} // namespace gt

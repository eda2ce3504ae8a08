#include "exportdialog.h"

#include "views/export/exporter.h"
#include "views/export/framepicture.h"
#include "views/widgets/plaintext.h"

#include "core/export/stepselection.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace gt {

namespace {

constexpr QSize PreviewArea(620, 460);

struct FormatEntry {
    ExportFormat format;
    const char *name;
    const char *filter;
};

const FormatEntry Formats[] = {
    {ExportFormat::Svg, QT_TRANSLATE_NOOP("gt::ExportDialog", "SVG picture"), "*.svg"},
    {ExportFormat::Png, QT_TRANSLATE_NOOP("gt::ExportDialog", "PNG image"), "*.png"},
    {ExportFormat::Pdf, QT_TRANSLATE_NOOP("gt::ExportDialog", "PDF picture"), "*.pdf"},
    {ExportFormat::Tikz, QT_TRANSLATE_NOOP("gt::ExportDialog", "TikZ for LaTeX"), "*.tex"},
    {ExportFormat::Dot, QT_TRANSLATE_NOOP("gt::ExportDialog", "Annotated DOT (Graphviz)"),
     "*.dot *.gv"},
    {ExportFormat::PdfDeck, QT_TRANSLATE_NOOP("gt::ExportDialog", "PDF deck, a page per step"),
     "*.pdf"},
    {ExportFormat::Beamer,
     QT_TRANSLATE_NOOP("gt::ExportDialog", "Beamer slides, an overlay per step"), "*.tex"},
    {ExportFormat::Html, QT_TRANSLATE_NOOP("gt::ExportDialog", "HTML player for a course page"),
     "*.html"},
};

QString filterText(const FormatEntry &entry)
{
    return QStringLiteral("%1 (%2)").arg(ExportDialog::tr(entry.name), QLatin1String(entry.filter));
}

// The format a typed file name asks for: its extension decides ("aima.png" is a PNG whatever
// the list says); .pdf and .tex are a deck when the list chose a deck. Nothing for an
// extension no export has.
std::optional<ExportFormat> typedFormat(const QString &path, ExportFormat chosen)
{
    const bool deck = isDeckFormat(chosen);
    if (const auto f = exportFormatForPath(path, deck))
        return f;
    return exportFormatForPath(path, !deck);
}

// A checkerboard under a transparent picture, as image editors show transparency.
void paintCheckerboard(QPainter &painter, const QRect &rect)
{
    const int cell = 8;
    for (int y = rect.top(); y < rect.bottom(); y += cell)
        for (int x = rect.left(); x < rect.right(); x += cell)
            painter.fillRect(QRect(x, y, cell, cell),
                             ((x + y) / cell) % 2 ? QColor(204, 204, 204) : QColor(255, 255, 255));
}

} // namespace

ExportDialog::ExportDialog(const GameTree &tree, const Trace *trace, int step,
                           const ExportOptions &options, QWidget *parent)
    : QDialog(parent)
    , m_tree(&tree)
    , m_trace(trace)
    , m_previewTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export"));
    build();

    const FigureOptions &f = options.figure;
    m_values->setChecked(f.showValues);
    m_windows->setChecked(f.showWindows);
    m_formulas->setChecked(f.showFormulas);
    m_ids->setChecked(f.showIds);
    m_legend->setChecked(f.legend);
    m_caption->setChecked(f.caption);
    m_sideToMove->setChecked(f.sideToMove);
    m_depthLimit = f.depthLimit;
    // Only a search whose values have a side to move (negamax) can show them so.
    m_sideToMove->setVisible(trace && trace->features.testFlag(TraceFeature::SideToMove));
    m_pruned->setCurrentIndex(f.pruned == PrunedMode::Hidden ? 1 : 0);
    m_title->setText(f.title);
    m_dark->setChecked(options.dark);
    const bool dpi = options.dpi > 0;
    m_sizeUnit->setCurrentIndex(dpi ? 1 : 0);
    m_scale->setRange(dpi ? 10 : 0.1, dpi ? 1440 : 20);
    m_scale->setDecimals(dpi ? 0 : 2);
    m_scale->setValue(dpi ? options.dpi : options.scale);
    m_transparent->setChecked(options.transparent);
    m_bare->setChecked(options.bareTikz);
    const int last = trace ? int(trace->events.size()) : 0;
    m_step->setRange(0, last);
    m_step->setValue(step < 0 || step > last ? last : step);
    m_from->setRange(0, last);
    m_to->setRange(0, last);
    m_from->setValue(std::clamp(options.steps.from, 0, last));
    m_to->setValue(options.steps.to < 0 ? last : std::min(options.steps.to, last));
    // A search in iterations (MCTS) offers a slide per iteration, its default (StepSelection).
    m_hasIterations = trace && stepsByIteration(*trace, StepSelection{});
    m_iterationSteps->setVisible(m_hasIterations);
    (m_hasIterations && stepsByIteration(*trace, options.steps) ? m_iterationSteps
     : options.steps.keyStepsOnly                               ? m_keySteps
                                                                : m_allSteps)
        ->setChecked(true);

    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(120);
    connect(m_previewTimer, &QTimer::timeout, this, &ExportDialog::updatePreview);
    const auto changed = [this] {
        updateEnabled();
        m_previewTimer->start();
    };
    for (QCheckBox *box : {m_values, m_windows, m_formulas, m_ids, m_legend, m_caption, m_dark,
                           m_sideToMove, m_transparent, m_bare})
        connect(box, &QCheckBox::toggled, this, changed);
    for (QComboBox *box : {m_format, m_pruned})
        connect(box, &QComboBox::currentIndexChanged, this, changed);
    connect(m_sizeUnit, &QComboBox::currentIndexChanged, this, [this](int index) {
        // Keep the picture's size: 2 pixels a point is 144 DPI.
        const double value = m_scale->value();
        m_scale->setRange(index == 1 ? 10 : 0.1, index == 1 ? 1440 : 20);
        m_scale->setDecimals(index == 1 ? 0 : 2);
        m_scale->setValue(index == 1 ? value * 72 : value / 72);
    });
    connect(m_title, &QLineEdit::textChanged, this, changed);
    for (QSpinBox *box : {m_step, m_from, m_to})
        connect(box, &QSpinBox::valueChanged, this, changed);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, changed);
    for (QRadioButton *button : {m_allSteps, m_keySteps, m_iterationSteps})
        connect(button, &QRadioButton::toggled, this, changed);

    m_choosePath = [this](const QString &suggested, const QStringList &filters, QString *selected) {
        return QFileDialog::getSaveFileName(this, tr("Export"), suggested,
                                            filters.join(QStringLiteral(";;")), selected);
    };

    setFormat(ExportFormat::Svg);
    updateEnabled();
    updatePreview();
}

void ExportDialog::build()
{
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("format"));
    for (const FormatEntry &entry : Formats)
        m_format->addItem(tr(entry.name), int(entry.format));
    m_step = new QSpinBox(this);
    m_step->setObjectName(QStringLiteral("step"));

    auto *what = new QGroupBox(tr("Show"), this);
    m_values = new QCheckBox(tr("Backed-up &values and bounds"), what);
    m_windows = new QCheckBox(tr("α/β &windows"), what);
    m_formulas = new QCheckBox(tr("Chance &formulas"), what);
    m_ids = new QCheckBox(tr("Node &ids"), what);
    m_legend = new QCheckBox(tr("&Legend"), what);
    m_caption = new QCheckBox(tr("&Narration as caption"), what);
    m_pruned = new QComboBox(what);
    m_pruned->addItems({tr("greyed"), tr("hidden")});
    m_title = new QLineEdit(what);
    m_title->setObjectName(QStringLiteral("title"));
    m_dark = new QCheckBox(tr("&Dark palette"), what);
    m_sideToMove = new QCheckBox(tr("Values from the &side to move"), what);
    m_sideToMove->setObjectName(QStringLiteral("sideToMove"));
    m_sideToMove->setToolTip(tr("Negamax: each value as the side to move sees it, with − on the "
                                "edges where it changes sign, as in View ▸ Negamax Values from "
                                "the Side to Move"));
    m_legend->setObjectName(QStringLiteral("legend"));
    m_caption->setObjectName(QStringLiteral("caption"));
    auto *whatLayout = new QFormLayout(what);
    auto *grid = new QVBoxLayout;
    for (QCheckBox *box :
         {m_values, m_windows, m_formulas, m_ids, m_legend, m_caption, m_sideToMove, m_dark})
        grid->addWidget(box);
    whatLayout->addRow(grid);
    whatLayout->addRow(tr("Pruned subtrees:"), m_pruned);
    whatLayout->addRow(tr("Title:"), m_title);

    auto *file = new QGroupBox(tr("File"), this);
    m_sizeUnit = new QComboBox(file);
    m_sizeUnit->addItems({tr("pixels per point"), tr("DPI")});
    m_scale = new QDoubleSpinBox(file);
    m_scale->setRange(0.1, 20);
    m_scale->setSingleStep(0.5);
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_scale);
    sizeRow->addWidget(m_sizeUnit);
    m_transparent = new QCheckBox(tr("&Transparent background"), file);
    m_bare = new QCheckBox(tr("Bare tikzpicture, to paste into a document"), file);
    auto *fileLayout = new QFormLayout(file);
    fileLayout->addRow(tr("PNG size:"), sizeRow);
    fileLayout->addRow(m_transparent);
    fileLayout->addRow(m_bare);

    auto *deck = new QGroupBox(tr("Steps of a deck"), this);
    m_allSteps = new QRadioButton(tr("&Every step"), deck);
    m_keySteps =
        new QRadioButton(tr("&Key steps: leaves read, cut-offs, values at the root"), deck);
    m_iterationSteps = new QRadioButton(tr("One step per whole iteratio&n (as the stepper's "
                                           "\"by iteration\")"),
                                        deck);
    m_iterationSteps->setObjectName(QStringLiteral("iterationSteps"));
    m_from = new QSpinBox(deck);
    m_to = new QSpinBox(deck);
    auto *range = new QHBoxLayout;
    range->addWidget(new QLabel(tr("from"), deck));
    range->addWidget(m_from);
    range->addWidget(new QLabel(tr("to"), deck));
    range->addWidget(m_to);
    range->addStretch();
    auto *deckLayout = new QVBoxLayout(deck);
    deckLayout->addWidget(m_allSteps);
    deckLayout->addWidget(m_keySteps);
    deckLayout->addWidget(m_iterationSteps);
    deckLayout->addLayout(range);

    auto *left = new QFormLayout;
    left->addRow(tr("&Format:"), m_format);
    left->addRow(tr("&Step:"), m_step);
    auto *leftColumn = new QVBoxLayout;
    leftColumn->addLayout(left);
    leftColumn->addWidget(what);
    leftColumn->addWidget(file);
    leftColumn->addWidget(deck);
    leftColumn->addStretch();

    m_picture = new QLabel(this);
    m_picture->setObjectName(QStringLiteral("preview"));
    m_picture->setAlignment(Qt::AlignHCenter | Qt::AlignTop); // no band above a wide tree
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_picture);
    scroll->setWidgetResizable(true);
    scroll->setMinimumSize(PreviewArea + QSize(8, 8));
    m_source = new QPlainTextEdit(this);
    m_source->setReadOnly(true);
    m_source->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_source->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_previewTabs = new QTabWidget(this);
    m_previewTabs->addTab(scroll, tr("Picture"));
    m_previewTabs->addTab(m_source, tr("Source"));
    m_summary = plainLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    auto *rightColumn = new QVBoxLayout;
    rightColumn->addWidget(m_previewTabs, 1);
    rightColumn->addWidget(m_summary);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *exportButton = buttons->addButton(tr("&Export…"), QDialogButtonBox::AcceptRole);
    exportButton->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::chooseFileAndExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *columns = new QHBoxLayout;
    columns->addLayout(leftColumn);
    columns->addLayout(rightColumn, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);
}

ExportFormat ExportDialog::format() const
{
    return ExportFormat(m_format->currentData().toInt());
}

void ExportDialog::setFormat(ExportFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

ExportOptions ExportDialog::options() const
{
    ExportOptions o;
    o.figure.showValues = m_values->isChecked();
    o.figure.showWindows = m_windows->isChecked();
    o.figure.showFormulas = m_formulas->isChecked();
    o.figure.showIds = m_ids->isChecked();
    o.figure.legend = m_legend->isChecked();
    o.figure.caption = m_caption->isChecked();
    o.figure.pruned = m_pruned->currentIndex() == 1 ? PrunedMode::Hidden : PrunedMode::Greyed;
    o.figure.title = m_title->text().trimmed();
    o.dark = m_dark->isChecked();
    o.figure.sideToMove = m_sideToMove->isChecked();
    o.figure.depthLimit = m_depthLimit;
    if (m_sizeUnit->currentIndex() == 1)
        o.dpi = m_scale->value();
    else
        o.scale = m_scale->value();
    o.transparent = m_transparent->isChecked() && m_transparent->isEnabled();
    o.bareTikz = m_bare->isChecked();
    o.steps.keyStepsOnly = m_keySteps->isChecked();
    if (m_hasIterations) // the other choices step through every event (or the key ones)
        o.steps.by =
            m_iterationSteps->isChecked() ? StepGranularity::Iteration : StepGranularity::Event;
    o.steps.from = m_from->value();
    o.steps.to = m_to->value();
    return o;
}

ExportSource ExportDialog::source() const
{
    return {m_tree, m_trace, m_trace ? m_step->value() : -1};
}

void ExportDialog::updateEnabled()
{
    const ExportFormat f = format();
    const bool deck = isDeckFormat(f);
    m_step->setEnabled(m_trace && !deck);
    m_scale->setEnabled(f == ExportFormat::Png);
    m_sizeUnit->setEnabled(f == ExportFormat::Png);
    m_transparent->setEnabled(f == ExportFormat::Png || f == ExportFormat::Svg ||
                              f == ExportFormat::Pdf);
    m_bare->setEnabled(f == ExportFormat::Tikz);
    // What an empty title gives: a deck's slides and page are headed by the algorithm's name
    // (exportTitle), a single picture has no title.
    m_title->setPlaceholderText(deck && m_trace ? exportTitle(source(), ExportOptions{})
                                                : tr("none"));
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_allSteps, m_keySteps, m_iterationSteps, m_from, m_to})
        w->setEnabled(deck && m_trace);
    m_previewTabs->setTabEnabled(1, isTextFormat(f));
}

void ExportDialog::updatePreview()
{
    m_previewTimer->stop();
    const ExportFormat f = format();
    ExportOptions o = options();
    QString summary;
    QString error;

    // The picture: the drawn formats' own; for the text formats the same frame drawn by the
    // canvas, which they follow shape for shape.
    FramePicture picture(*m_tree, m_trace, o);
    std::vector<int> steps;
    if (isDeckFormat(f)) {
        if (!m_trace) {
            summary = tr("A deck shows the steps of a search: choose an algorithm first.");
        } else {
            steps = selectSteps(*m_tree, *m_trace, o.steps);
            if (steps.empty())
                summary = tr("No step is in the chosen range.");
            else
                picture.fitSteps(steps);
        }
        picture.setStep(steps.empty() ? -1 : steps.front());
    } else {
        picture.setStep(source().step);
    }
    const QSizeF points = picture.size();
    const double fit = std::min(
        {2.0, PreviewArea.width() / points.width(), PreviewArea.height() / points.height()});
    const qreal ratio = devicePixelRatioF();
    QImage image((points * fit * ratio).toSize().expandedTo(QSize(1, 1)),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        if (o.transparent)
            paintCheckerboard(painter, QRect(QPoint(0, 0), (points * fit).toSize()));
        painter.scale(fit, fit);
        picture.paint(&painter);
    }
    m_previewImage = image;
    m_picture->setPixmap(QPixmap::fromImage(image));

    const auto pt = [](const QSizeF &s) {
        return tr("%1 × %2 pt").arg(std::ceil(s.width())).arg(std::ceil(s.height()));
    };
    if (summary.isEmpty()) {
        switch (f) {
        case ExportFormat::Svg:
        case ExportFormat::Pdf: summary = pt(points); break;
        case ExportFormat::Png: {
            const double ppp = o.pixelsPerPoint();
            summary = tr("%1 × %2 pixels at %3 DPI")
                          .arg(std::ceil(points.width() * ppp))
                          .arg(std::ceil(points.height() * ppp))
                          .arg(std::round(ppp * 72));
            break;
        }
        case ExportFormat::PdfDeck:
            summary = steps.size() == 1 ? tr("1 page of %1").arg(pt(points))
                                        : tr("%1 pages of %2").arg(steps.size()).arg(pt(points));
            break;
        case ExportFormat::Beamer:
            summary = tr("One slide with %n overlays, a page each; compile with pdflatex", nullptr,
                         int(steps.size()));
            break;
        case ExportFormat::Html:
            summary = tr("%n steps in one self-contained file", nullptr, int(steps.size()));
            break;
        case ExportFormat::Tikz:
            summary = o.bareTikz ? tr("A tikzpicture; the document needs \\usepackage{tikz}")
                                 : tr("A standalone document; compile with pdflatex");
            break;
        case ExportFormat::Dot:
            summary = tr("Pinned positions: neato -n2 -Tsvg draws this picture");
            break;
        }
    }
    const bool hasSteps = !isDeckFormat(f) || !steps.empty();
    if (isTextFormat(f) && hasSteps) {
        const auto bytes = exportBytes(source(), options(), f, &error);
        QString text = bytes ? QString::fromUtf8(*bytes) : error;
        if (text.size() > 200'000)
            text = text.left(200'000) + QStringLiteral("\n…");
        m_source->setPlainText(text);
    } else {
        m_source->clear();
    }
    m_summary->setText(summary);
}

QString ExportDialog::previewSummary() const
{
    return m_summary->text();
}

QString ExportDialog::previewText() const
{
    return m_source->toPlainText();
}

bool ExportDialog::exportTo(const QString &path, QString *error)
{
    return exportToFile(source(), options(), format(), path, error);
}

QString ExportDialog::suggestedPath() const
{
    return (m_baseName.isEmpty() ? QStringLiteral("gametree") : m_baseName) + u'.' +
           defaultSuffix(format());
}

void ExportDialog::chooseFileAndExport()
{
    QStringList filters;
    QString selected;
    for (const FormatEntry &e : Formats) {
        filters.append(filterText(e));
        if (e.format == format())
            selected = filters.back();
    }
    QString path = m_choosePath(suggestedPath(), filters, &selected);
    if (path.isEmpty())
        return;
    // The format the file dialog was left at, unless the name typed says another; a name
    // without a known extension gets that format's.
    ExportFormat chosen = format();
    if (const qsizetype i = filters.indexOf(selected); i >= 0)
        chosen = Formats[i].format;
    if (const std::optional<ExportFormat> typed = typedFormat(path, chosen))
        chosen = *typed;
    else
        path += u'.' + defaultSuffix(chosen);
    setFormat(chosen); // the list says what is written, and the next export starts from it
    QString error;
    if (!exportTo(path, &error)) {
        showWarning(this, tr("Cannot export"), error); // the error names the path
        return;
    }
    accept();
}

} // namespace gt

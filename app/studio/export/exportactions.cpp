#include "exportactions.h"

#include "exportdialog.h"

#include "app/studio/canvas/canvascontroller.h"

#include "views/export/exporter.h"
#include "views/export/frameexporter.h"
#include "views/export/framepicture.h"
#include "views/scene/treescene.h"
#include "views/session/searchsession.h"

#include "core/search/commonoptions.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMimeData>
#include <QSettings>
#include <QWidget>

namespace gt {

namespace {

constexpr double ClipboardScale = 2; // pixels per point: sharp on slides and high-DPI screens

} // namespace

ExportActions::ExportActions(SearchSession *session, CanvasController *canvas,
                             QWidget *parentWidget)
    : QObject(parentWidget)
    , m_session(session)
    , m_canvas(canvas)
    , m_parentWidget(parentWidget)
    , m_export(new QAction(tr("&Export…"), this))
    , m_copyImage(new QAction(tr("Copy as &Image"), this))
    , m_copySvg(new QAction(tr("Copy as S&VG"), this))
{
    m_export->setObjectName(QStringLiteral("exportAction"));
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setStatusTip(tr("Save the current step, or the search as slides, in any format"));
    m_copyImage->setObjectName(QStringLiteral("copyImageAction"));
    m_copyImage->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyImage->setStatusTip(tr("Copy the current step as a picture"));
    m_copySvg->setObjectName(QStringLiteral("copySvgAction"));
    m_copySvg->setStatusTip(tr("Copy the current step as SVG, for vector drawing programs"));
    connect(m_export, &QAction::triggered, this, [this] { openDialog(); });
    connect(m_copyImage, &QAction::triggered, this, &ExportActions::copyImage);
    connect(m_copySvg, &QAction::triggered, this, &ExportActions::copySvg);
    connect(m_session, &SearchSession::treeChanged, this, &ExportActions::updateEnabled);
    updateEnabled();
}

void ExportActions::updateEnabled()
{
    const bool tree = !m_session->tree().isEmpty();
    for (QAction *a : {m_export, m_copyImage, m_copySvg})
        a->setEnabled(tree);
}

ExportOptions ExportActions::currentOptions() const
{
    const SceneStyle &s = m_canvas->scene()->sceneStyle();
    ExportOptions o;
    o.figure.showValues = s.showValues;
    o.figure.showWindows = s.showWindows;
    o.figure.showFormulas = s.showFormulas;
    o.figure.showIds = s.showIds;
    o.figure.pruned =
        s.showPrunedAs == PrunedDisplay::Hidden ? PrunedMode::Hidden : PrunedMode::Greyed;
    o.dark = m_canvas->isDark();
    o.figure.sideToMove = m_canvas->showsSideToMove();
    o.figure.depthLimit = depthLimit(m_session->options());
    return o;
}

ExportDialog *ExportActions::openDialog()
{
    // What the canvas shows, with the choices of the last export (format, legend, caption,
    // image size, decks' steps): a lecturer exports one figure after another alike.
    ExportOptions options = currentOptions();
    QSettings settings;
    settings.beginGroup(QStringLiteral("export"));
    options.figure.legend = settings.value(QStringLiteral("legend"), false).toBool();
    options.figure.caption = settings.value(QStringLiteral("caption"), false).toBool();
    options.scale = settings.value(QStringLiteral("scale"), options.scale).toDouble();
    options.dpi = settings.value(QStringLiteral("dpi"), 0.0).toDouble();
    options.transparent = settings.value(QStringLiteral("transparent"), false).toBool();
    options.bareTikz = settings.value(QStringLiteral("bareTikz"), false).toBool();
    options.steps.keyStepsOnly = settings.value(QStringLiteral("keyStepsOnly"), false).toBool();
    const int format = settings.value(QStringLiteral("format"), int(ExportFormat::Svg)).toInt();
    settings.endGroup();

    auto *dialog = new ExportDialog(m_session->tree(), m_session->trace(), m_session->step(),
                                    options, m_parentWidget);
    if (format >= 0 && format <= int(ExportFormat::Html))
        dialog->setFormat(ExportFormat(format));
    if (m_name)
        dialog->setSuggestedName(m_name());
    connect(dialog, &QDialog::accepted, this, [dialog] {
        const ExportOptions o = dialog->options();
        QSettings settings;
        settings.beginGroup(QStringLiteral("export"));
        settings.setValue(QStringLiteral("format"), int(dialog->format()));
        settings.setValue(QStringLiteral("legend"), o.figure.legend);
        settings.setValue(QStringLiteral("caption"), o.figure.caption);
        settings.setValue(QStringLiteral("scale"), o.scale);
        settings.setValue(QStringLiteral("dpi"), o.dpi);
        settings.setValue(QStringLiteral("transparent"), o.transparent);
        settings.setValue(QStringLiteral("bareTikz"), o.bareTikz);
        settings.setValue(QStringLiteral("keyStepsOnly"), o.steps.keyStepsOnly);
    });
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setModal(true); // the tree and trace it shows must not change under it
    dialog->show();
    return dialog;
}

void ExportActions::copyImage()
{
    if (m_session->tree().isEmpty())
        return;
    FramePicture picture(m_session->tree(), m_session->trace(), currentOptions());
    picture.setStep(m_session->step());
    const QImage image = pictureImage(picture, ClipboardScale, false);
    if (image.isNull()) {
        emit message(tr("The picture is too large for an image: copy it as SVG instead"));
        return;
    }
    QGuiApplication::clipboard()->setImage(image);
    emit message(tr("Copied a %1 × %2 picture").arg(image.width()).arg(image.height()));
}

void ExportActions::copySvg()
{
    if (m_session->tree().isEmpty())
        return;
    const ExportSource source{&m_session->tree(), m_session->trace(), m_session->step()};
    QString error;
    const auto svg = exportBytes(source, currentOptions(), ExportFormat::Svg, &error);
    if (!svg) {
        emit message(error);
        return;
    }
    auto *data = new QMimeData;
    data->setData(QStringLiteral("image/svg+xml"), *svg);
    data->setText(QString::fromUtf8(*svg)); // editors and chat windows take the source
    QGuiApplication::clipboard()->setMimeData(data);
    emit message(tr("Copied the picture as SVG"));
}

} // namespace gt

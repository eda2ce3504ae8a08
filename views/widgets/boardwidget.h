#pragma once

#include "core/export/boardpicture.h"

#include <QWidget>

namespace gt {

// A position drawn large (the inspector's board): the canvas's picture of it (paintBoard),
// scaled to fill the widget, in the light or dark canvas colours to match the widget's.
class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget *parent = nullptr);

    void setPicture(BoardPicture picture); // a null picture draws nothing
    const BoardPicture &picture() const { return m_picture; }

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    double scaleFor(const QSizeF &room) const;

    BoardPicture m_picture;
};

} // namespace gt

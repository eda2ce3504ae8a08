#pragma once

#include <QFrame>
#include <QString>

namespace gt {

// One line of plain text that never grows its layout: what does not fit is elided with "…",
// and the whole text is the tooltip and the accessible name, so a mouse or a screen reader
// still gets it. The compare window's panels narrate their step in one: three sentences side
// by side would otherwise take the height their trees need.
class ElidedLabel : public QFrame {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString &text);
    // What is on screen now: the text, or the part of it that fits with "…".
    QString shownText() const;
    bool isElided() const { return shownText() != m_text; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QString m_text;
};

} // namespace gt

#pragma once

#include <QRectF>

#include <array>
#include <cstddef>

namespace gt {

// Repaints asked for together: a few rectangles each on their own, many as the one rectangle
// covering them all. Asking QGraphicsScene for a repaint costs microseconds each, so a step
// that changes a hundred thousand nodes of a big tree would spend its time there; the view
// paints only what it shows of the union anyway.
class RepaintBatch {
public:
    void add(const QRectF &r)
    {
        if (m_count < m_few.size())
            m_few[m_count] = r;
        m_all |= r;
        ++m_count;
    }
    template <class F> void flush(F &&repaint)
    {
        if (m_count <= m_few.size()) {
            for (std::size_t i = 0; i < m_count; ++i)
                repaint(m_few[i]);
        } else {
            repaint(m_all);
        }
        *this = RepaintBatch();
    }

private:
    std::array<QRectF, 32> m_few;
    QRectF m_all;
    std::size_t m_count = 0;
};

} // namespace gt

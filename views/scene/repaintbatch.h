#pragma once

#include <QRectF>

#include <array>
#include <cstddef>

namespace gt {

// Repaints asked for together: a few rectangles each on their own, many as one repaint of
// everything (a null rectangle). Asking QGraphicsScene for a repaint costs microseconds each,
// and working out what a changed edge covers costs more, so a step that changes a hundred
// thousand nodes of a big tree would spend its time there; the view paints only what it
// shows anyway.
class RepaintBatch {
public:
    void add(const QRectF &r)
    {
        if (m_count < m_few.size())
            m_few[m_count] = r;
        ++m_count;
    }
    bool many() const { return m_count >= m_few.size(); } // everything will be repainted
    void addAnywhere() { ++m_count; }                     // once many(): the place is moot
    template <class F> void flush(F &&repaint)
    {
        if (m_count <= m_few.size()) {
            for (std::size_t i = 0; i < m_count; ++i)
                repaint(m_few[i]);
        } else {
            repaint(QRectF());
        }
        *this = RepaintBatch();
    }

private:
    std::array<QRectF, 32> m_few;
    std::size_t m_count = 0;
};

} // namespace gt

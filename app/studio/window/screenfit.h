#pragma once

class QWidget;

namespace gt {

// Keeps a top-level window on the screen it opens on. The studio's first size (1400×900) and
// a size restored from a bigger monitor run off a 1280×720 projector: a window larger than
// the screen's available area (the desktop without its panels) is shrunk into it and shown
// maximized (the window manager fits its frame in too), and one that lies partly off the
// screen is moved onto it. Called before the window is shown, it fits it again once shown,
// when the size of the window manager's frame is known.
void fitIntoScreen(QWidget &window);
// The same, once, now.
void fitShownWindow(QWidget &window);

} // namespace gt

#pragma once

#include <QPalette>

namespace gt {

// The widget palettes that go with SceneStyle::light() and SceneStyle::dark(), so that the
// docks and toolbars do not stay white around a dark canvas on a projector.
QPalette studioPalette(bool dark);

} // namespace gt

#pragma once

#include <QIcon>

class QPalette;

namespace gt {

enum class TransportIcon { First, Back, Play, Pause, Forward, Last };

// The stepper's media-player icons, drawn in the palette's text colour. The style's standard
// media icons are dark pixmaps that vanish on the dark palette a projector wants.
QIcon transportIcon(TransportIcon kind, const QPalette &palette);

} // namespace gt

#pragma once
// The window's action icons: the desktop theme's icon when it has the freedesktop name, else the
// one drawn for Baraza (resources/icons/actions/), drawn in the palette's text colour whenever it
// is shown, so that it reads on light and dark toolbars and follows a switch between them, and
// drawn at each size and pixel density asked for rather than scaled.

#include <QIcon>

namespace ActionIcons {

// `bundled` names resources/icons/actions/<bundled>.svg; `themeName` is the freedesktop name
// (none for actions the specification has no icon for).
QIcon icon(const char* bundled, const char* themeName = nullptr);

}  // namespace ActionIcons

/* CGIFLib: giflib (animated GIF export, --gif) for Swift. Debian's libgif-dev has no pkg-config file. */
#ifndef CGIFLIB_SHIM_H
#define CGIFLIB_SHIM_H

#include <gif_lib.h>

#endif

/* CSDL2Image: SDL2_image (PNG screenshots, the window icon) for Swift. Links only SDL2_image. */
#ifndef CSDL2IMAGE_SHIM_H
#define CSDL2IMAGE_SHIM_H

#define SDL_MAIN_HANDLED
#include <SDL_image.h>

#endif

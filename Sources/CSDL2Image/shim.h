#ifndef CSDL2Image_SHIM_H
#define CSDL2Image_SHIM_H
#include <SDL_image.h>
#endif

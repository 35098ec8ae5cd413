/* CSDL2TTF: SDL2_ttf (TrueType text) for Swift. Links only SDL2_ttf. */
#ifndef CSDL2TTF_SHIM_H
#define CSDL2TTF_SHIM_H

#define SDL_MAIN_HANDLED
#include <SDL_ttf.h>

#endif

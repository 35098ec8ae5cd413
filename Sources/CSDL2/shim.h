/* CSDL2: SDL2 for Swift.
 * Swift cannot import SDL's function-like macros; this header re-exports the ones
 * TransitionKitSDL needs as constants and inline functions with a CSDL_ prefix. */
#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#define SDL_MAIN_HANDLED /* no SDL_main redefinition (matters only on Windows, iOS, Android) */
#include <SDL.h>

static const int CSDL_WINDOWPOS_CENTERED = (int)SDL_WINDOWPOS_CENTERED;
static const int CSDL_WINDOWPOS_UNDEFINED = (int)SDL_WINDOWPOS_UNDEFINED;
static const Uint32 CSDL_BUTTON_LMASK = SDL_BUTTON_LMASK;
static const Uint32 CSDL_BUTTON_MMASK = SDL_BUTTON_MMASK;
static const Uint32 CSDL_BUTTON_RMASK = SDL_BUTTON_RMASK;

static inline Uint32 CSDL_BUTTON(int button) { return SDL_BUTTON(button); }
static inline int CSDL_SaveBMP(SDL_Surface *surface, const char *file) { return SDL_SaveBMP(surface, file); }
static inline SDL_Surface *CSDL_LoadBMP(const char *file) { return SDL_LoadBMP(file); }

/* SDL_VERSION is a macro too: report the version the headers were compiled against. */
static inline int CSDL_CompiledVersionNumber(void) {
    return SDL_VERSIONNUM(SDL_MAJOR_VERSION, SDL_MINOR_VERSION, SDL_PATCHLEVEL);
}

#endif

// Sources/TransitionKitSDL/SDL: the C layer wrapped.
//
// Raw SDL calls (`SDL_*`, SDL2_ttf's `TTF_*` and SDL2_image's `IMG_*` functions) live only in this folder; the rest of TransitionKitSDL
// (Render/, Host/, Text/, Export/, Images/) calls the Swift types here. Each type is thin: one
// method is one SDL call or a few, with Swift names and types at its interface.
//
// - `SDLRenderDevice`: the `SDL_Renderer*` (draw colour and blend mode, clear, fill, target,
//   clip, copy, geometry, read-back, output size, flush, present, renderer info, custom blend
//   modes), made and destroyed here (`SDLRenderDevice+Lifetime`).
// - `SDLTexture`, `SDLRenderTarget`: textures that free themselves in `deinit` (while their
//   device's renderer lives); caches and pools hold these objects, never raw pointers.
// - `SDLSurface`: an `SDL_Surface*` freed in `deinit` (text, icons, image files); its
//   `+ImageFiles` extension reads any image file and writes PNGs through SDL2_image.
// - `SDLFontLibrary`, `SDLFont`: SDL2_ttf started while the library lives; fonts that measure
//   and render UTF-8 text, keep their library alive and close themselves.
// - `SDLWindowHandle`, `SDLEventQueue` (+ `EventTranslator`), `SDLTime`, `SDLVideo`: the host's
//   window, events, clocks and sleeping, hints, start and stop.
// - `RenderPoint`, `RenderColor`, `RenderVertex`, `RenderRect`, `RenderFloatRect`: SDL's own
//   structs under Swift names, so vertex arrays reach `SDL_RenderGeometry` without conversion;
//   `BlendMode`, `PixelFormat`, `TextureScaleMode`: Swift values for SDL's constants.
//
// Isolation: everything that touches a renderer or window is `@MainActor` (SDL is not thread
// safe); textures destroy themselves in an `isolated deinit`. `SDLSurface` and `SDLTime` belong
// to no renderer and are not tied to the main actor (image files are read and written off it).
// Nothing here is public: no C type appears in a public signature. SDL2_ttf and SDL2_image calls
// (`TTF_*`, `IMG_*`) stay where they are used (Text/, Images/, PixelImage), on these types.

// Placeholder until the SDL host lands (branch sdl-host).

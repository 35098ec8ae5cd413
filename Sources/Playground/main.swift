// Placeholder until the playground lands (branch sdl-host).
print("playground")

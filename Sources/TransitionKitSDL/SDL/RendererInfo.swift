internal import CSDL2

/// What SDL reports about a renderer (`SDL_GetRendererInfo`).
struct RendererInfo: Sendable {
    /// The render driver's name ("software", "opengl", ...).
    let name: String
    /// The largest texture width and height it takes (0: no limit reported).
    let maximumTextureWidth: Int, maximumTextureHeight: Int
    /// The texture formats it takes natively.
    let textureFormats: [PixelFormat]

    /// Whether this is SDL's software renderer.
    var isSoftware: Bool { name == "software" }

    init(_ renderer: OpaquePointer) {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        name = info.name.map { String(cString: $0) } ?? "unknown"
        maximumTextureWidth = Int(info.max_texture_width)
        maximumTextureHeight = Int(info.max_texture_height)
        textureFormats = withUnsafeBytes(of: info.texture_formats) {
            Array($0.bindMemory(to: UInt32.self).prefix(Int(info.num_texture_formats)))
        }.map { PixelFormat(rawValue: $0) }
    }
}

#!/usr/bin/env python3
"""Generates the photos scene's pictures: twelve small made-up landscapes (sky gradient, sun or
moon, layered mountain ridges with atmospheric fading, some with a lake reflecting them, stars at
night). Deterministic (fixed seeds); needs only numpy. Writes photo1.png ... photo12.png next to
this script; photo5 is also written as photo5.jpg (through ImageMagick's `convert`, when present)
and the PNG removed, so the playground decodes a JPEG too.

    python3 assets/images/generate_photos.py
"""
import os
import shutil
import struct
import subprocess
import zlib

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def write_png(path, rgb):
    """Writes an H x W x 3 uint8 array as an 8-bit RGB PNG."""
    height, width, _ = rgb.shape
    raw = b"".join(b"\x00" + rgb[row].tobytes() for row in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def hex_color(value):
    return np.array([(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF], dtype=float)


def landscape(width, height, sky_top, sky_horizon, sun, sun_color, ridges, lake=None, stars=False, seed=0):
    """One picture: `ridges` are (base height 0..1, roughness, colour) back to front."""
    rng = np.random.default_rng(seed)
    ys, xs = np.mgrid[0:height, 0:width].astype(float)
    t = (ys / height)[..., None]
    image = hex_color(sky_top) * (1 - t) + hex_color(sky_horizon) * t
    if stars:
        count = width * height // 400
        sx, sy = rng.integers(0, width, count), rng.integers(0, int(height * 0.6), count)
        image[sy, sx] = 230
    if sun is not None:
        cx, cy, radius = sun[0] * width, sun[1] * height, sun[2] * width
        distance = np.hypot(xs - cx, ys - cy)
        glow = np.clip(1 - (distance - radius) / (radius * 3), 0, 1)[..., None] ** 2 * 0.55
        image = image * (1 - glow) + hex_color(sun_color) * glow
        image[distance <= radius] = hex_color(sun_color)
    horizon = height if lake is None else int(height * lake)
    x = np.arange(width) / width
    for index, (base, roughness, color) in enumerate(ridges):
        phases = rng.uniform(0, 2 * np.pi, 4)
        ridge = base
        for octave, phase in enumerate(phases):
            frequency = 2 ** octave * 1.7
            ridge = ridge + roughness / (octave + 1) * np.sin(2 * np.pi * frequency * x + phase)
        top = (1 - ridge) * horizon
        # Anti-aliased edge: each pixel covered by how far below the ridge line it lies.
        coverage = np.clip(ys[:horizon] - top[None, :] + 0.5, 0, 1)[..., None]
        shade = np.clip((ys[:horizon] - top[None, :]) / (height * 0.5), 0, 1)[..., None] * 0.25
        layer = hex_color(color) * (1 - shade)
        image[:horizon] = image[:horizon] * (1 - coverage) + layer * coverage
    if lake is not None:
        rows = height - horizon
        reflection = image[horizon - 1::-1][:rows].copy()
        for row in range(rows):  # ripples: each row of the reflection shifted a little sideways
            reflection[row] = np.roll(reflection[row], int(round(2.5 * np.sin(row * 0.45))), axis=0)
        depth = (np.arange(rows) / max(rows, 1))[:, None, None]
        water = reflection * (0.7 - 0.25 * depth) + hex_color(sky_horizon) * (0.12 + 0.1 * depth)
        image[horizon:] = np.clip(water, 0, 255)
    return np.clip(image, 0, 255).astype(np.uint8)


PHOTOS = [
    # sky top, sky horizon, sun (x, y, r), sun colour, ridges, lake, stars, portrait
    (0x1E3C72, 0xF8B195, (0.72, 0.55, 0.06), 0xFFE29A, [(0.45, 0.08, 0x6C5B7B), (0.3, 0.06, 0x355C7D)], None, False, False),
    (0x0B486B, 0xF56217, (0.3, 0.6, 0.07), 0xFFD26F, [(0.4, 0.1, 0x3B3B58), (0.25, 0.05, 0x1F1F33)], 0.7, False, False),
    (0x87CEEB, 0xE0F6FF, (0.8, 0.2, 0.05), 0xFFFDE7, [(0.55, 0.12, 0x9BB7C9), (0.4, 0.1, 0x5D8A66), (0.22, 0.05, 0x2E5E3E)], None, False, False),
    (0x020111, 0x20202C, (0.25, 0.25, 0.04), 0xF4F1DE, [(0.35, 0.1, 0x191A2E), (0.2, 0.04, 0x0C0C16)], None, True, False),
    (0x4CA1AF, 0xC4E0E5, (0.5, 0.35, 0.05), 0xFFFFFF, [(0.5, 0.15, 0xA3B9C9), (0.35, 0.08, 0x587B7F)], 0.65, False, True),
    (0xFF7E5F, 0xFEB47B, (0.5, 0.7, 0.09), 0xFFF3B0, [(0.3, 0.05, 0xC06C84), (0.18, 0.03, 0x6C5B7B)], None, False, False),
    (0x2C3E50, 0x4CA1AF, None, 0, [(0.6, 0.14, 0x4B6584), (0.45, 0.1, 0x2D3E50), (0.25, 0.06, 0x1B2631)], 0.75, True, False),
    (0xF2994A, 0xF2C94C, (0.2, 0.45, 0.06), 0xFFFFFF, [(0.35, 0.04, 0xC77D3A), (0.2, 0.02, 0x8E5A2B)], None, False, False),
    (0x6DD5FA, 0xFFFFFF, (0.65, 0.25, 0.05), 0xFFF9C4, [(0.5, 0.1, 0xB0C4B1), (0.3, 0.07, 0x4A7C59)], 0.7, False, True),
    (0x41295A, 0x2F0743, (0.7, 0.3, 0.05), 0xFFE0F0, [(0.4, 0.12, 0x5B2C6F), (0.25, 0.06, 0x2E1437)], None, True, False),
    (0x00C9FF, 0x92FE9D, (0.15, 0.2, 0.05), 0xFFFFFF, [(0.45, 0.09, 0x3E8E7E), (0.28, 0.05, 0x1E5245)], 0.72, False, False),
    (0x5F2C82, 0xFF9966, (0.55, 0.58, 0.07), 0xFFD194, [(0.42, 0.11, 0x7A3E65), (0.3, 0.07, 0x4B2142), (0.15, 0.03, 0x26102A)], None, False, False),
]


def main():
    for index, (top, horizon, sun, sun_color, ridges, lake, stars, portrait) in enumerate(PHOTOS, start=1):
        width, height = (300, 400) if portrait else (400, 300)
        rgb = landscape(width, height, top, horizon, sun, sun_color, ridges, lake, stars, seed=index)
        path = os.path.join(HERE, f"photo{index}.png")
        write_png(path, rgb)
        if index == 5 and shutil.which("convert"):
            subprocess.run(["convert", path, "-quality", "85", os.path.join(HERE, "photo5.jpg")], check=True)
            os.remove(path)
    print("wrote", len(PHOTOS), "photos to", HERE)


if __name__ == "__main__":
    main()

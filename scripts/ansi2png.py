#!/usr/bin/env python3
"""Renders text with SGR colour codes (ipodtui --snapshot --color, or tmux capture-pane -p -e)
to a PNG, so a screen can be looked at as a picture. Needs Pillow and DejaVu Sans Mono.
Usage: ansi2png.py OUT.png [DEFAULT_BG_HEX] < screen.txt"""
import re, sys
from PIL import Image, ImageDraw, ImageFont

out = sys.argv[1]
desk = sys.argv[2] if len(sys.argv) > 2 else "ffffff"
DEFAULT_BG = tuple(int(desk[i:i + 2], 16) for i in (0, 2, 4))
DEFAULT_FG = (0, 0, 0) if sum(DEFAULT_BG) > 380 else (230, 230, 230)
BASIC = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
         (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]

def c256(n):
    if n < 16: return BASIC[n]
    if n >= 232: v = 8 + 10 * (n - 232); return (v, v, v)
    n -= 16; lv = [0, 95, 135, 175, 215, 255]
    return (lv[n // 36], lv[(n // 6) % 6], lv[n % 6])

font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 16)
CW, CH = 10, 20
lines = sys.stdin.read().split("\n")
cells = []
for line in lines:
    row, fg, bg, rev = [], DEFAULT_FG, DEFAULT_BG, False
    for tok in re.split(r"(\x1b\[[0-9;]*m)", line):
        if tok.startswith("\x1b["):
            codes = [int(c) if c else 0 for c in tok[2:-1].split(";")]
            i = 0
            while i < len(codes):
                c = codes[i]
                if c == 0: fg, bg, rev = DEFAULT_FG, DEFAULT_BG, False
                elif c == 7: rev = True
                elif c == 39: fg = DEFAULT_FG
                elif c == 49: bg = DEFAULT_BG
                elif 30 <= c <= 37: fg = BASIC[c - 30]
                elif 40 <= c <= 47: bg = BASIC[c - 40]
                elif 90 <= c <= 97: fg = BASIC[c - 82]
                elif 100 <= c <= 107: bg = BASIC[c - 92]
                elif c in (38, 48):
                    if codes[i + 1] == 5: col = c256(codes[i + 2]); i += 2
                    else: col = tuple(codes[i + 2:i + 5]); i += 4
                    if c == 38: fg = col
                    else: bg = col
                i += 1
        else:
            for ch in tok:
                f, b = (bg, fg) if rev else (fg, bg)
                row.append((ch, f, b))
    cells.append(row)
while cells and not cells[-1]: cells.pop()
w = max(len(r) for r in cells)
img = Image.new("RGB", (w * CW, len(cells) * CH), DEFAULT_BG)
d = ImageDraw.Draw(img)
for y, row in enumerate(cells):
    x = 0
    for ch, f, b in row:
        d.rectangle([x * CW, y * CH, x * CW + CW - 1, y * CH + CH - 1], fill=b)
        if ch == "▀": d.rectangle([x * CW, y * CH, x * CW + CW - 1, y * CH + CH // 2 - 1], fill=f)
        elif ch == "▄": d.rectangle([x * CW, y * CH + CH // 2, x * CW + CW - 1, y * CH + CH - 1], fill=f)
        elif ch != " ": d.text((x * CW, y * CH + 1), ch, font=font, fill=f)
        x += 1
img.save(out)

/// Settings > Legal's text: this program's licence, then the licence of each library the
/// binary links, as data in the core so that nothing is read at run time (an installed copy
/// without its documentation still says it). The whole texts are in dist/copyright and, for
/// each library, in its Debian package's /usr/share/doc/PACKAGE/copyright.
enum LegalText {
  static let paragraphs: [String] = [
    "ipodtui. Copyright 2026 ipodtui developers. This program is free software: you can redistribute it"
      + " and/or modify it under the terms of the GNU General Public License as published by the Free"
      + " Software Foundation, either version 2 of the License, or (at your option) any later version.",
    "It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the"
      + " implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU General"
      + " Public License for more details (/usr/share/common-licenses/GPL-2).",
    "Its click and alarm sounds and its demo library are made by its own scripts, under the same licence.",
    "It links these libraries, each under its own licence:",
    "ncurses (terminal): X11 (MIT-style) licence. Copyright Free Software Foundation, Inc., Thomas E. Dickey.",
    "ALSA library (sound): LGPL-2.1 or later. Copyright Jaroslav Kysela and the ALSA developers.",
    "FFmpeg (decoding audio and video): LGPL-2.1 or later; parts that Debian builds in are GPL-2 or later."
      + " Copyright the FFmpeg developers.",
    "TagLib (tags): LGPL-2.1 or MPL-1.1, at your choice. Copyright Scott Wheeler and the TagLib developers.",
    "SQLite (the library's index): in the public domain, dedicated by D. Richard Hipp and its authors.",
    "libsystemd (MPRIS over D-Bus): LGPL-2.1 or later. Copyright the systemd developers.",
    "Rubber Band Library (audiobook speed): GPL-2 or later. Copyright Particular Programs Ltd.",
    "libmpdclient (MPD servers): BSD licence (3-clause). Copyright the Music Player Daemon Project.",
    "Chafa (pictures in text): LGPL-3 or later. Copyright Hans Petter Jansson.",
    "libjpeg-turbo (JPEG pictures): IJG licence, modified BSD licence and zlib licence. Copyright the"
      + " libjpeg-turbo Project and the Independent JPEG Group.",
    "libpng (PNG pictures): the libpng licence. Copyright Cosmin Truta, Glenn Randers-Pehrson and others.",
    "GLib (used by Chafa): LGPL-2.1 or later. Copyright the GLib developers.",
    "libgpod (the iPod's database): LGPL-2.1 or later. Copyright Jorg Schuler and the gtkpod developers;"
      + " with GdkPixbuf (its covers, LGPL-2.1 or later, the GTK developers) and libimobiledevice"
      + " (LGPL-2.1 or later, the libimobiledevice developers).",
    "Swift standard library, runtime and Foundation (built into the binary): Apache-2.0 with the"
      + " Runtime Library Exception. Copyright Apple Inc. and the Swift project authors. ICU data:"
      + " Unicode-3.0 licence.",
  ]
}

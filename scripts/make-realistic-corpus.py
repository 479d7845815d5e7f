#!/usr/bin/env python3
"""make-realistic-corpus.py N DIR: a music library of N tracks that looks like a real user's.

`make bench` used to measure on 0.05 s mono FLAC files with ASCII tags, 10 to an album; no library
looks like that, and a scanner that is fast on it may be slow on MP3s without a Xing header, MP4
atoms, 300 KB of embedded art or CJK titles. This script makes the realistic corpus instead
(docs/BENCH-CORPUS.md describes it):

- each format is a few real encoder outputs ("payloads") of 1-3 s, encoded once and cached:
  lame CBR and VBR (with a Xing/Info header, and ~5% of the MP3s without one: `lame -t`), flac at
  16/44.1, 16/48 and 24/96, oggenc, opusenc, ffmpeg's AAC and ALAC in .m4a (moov first or last),
  WAV with a LIST INFO chunk and/or an ID3 chunk, AIFF with an ID3 chunk;
- every track is a copy of a payload with its own tags, written by mutagen on the bytes in memory
  (ID3v2.3 Latin-1/UTF-16 and ID3v2.4 UTF-8/UTF-16, Vorbis comments, MP4 atoms), then written once;
- the mix by tracks: MP3 35%, AAC/ALAC 25%, FLAC 20%, Ogg Vorbis/Opus 12%, WAV/AIFF 8%;
- a fifth of the albums embed one of a few real JPEGs of 500-1400 px, another fifth have
  cover.jpg or folder.jpg beside the tracks;
- about 30% of titles and artists are not ASCII (accents, CJK, Hangul, Cyrillic, Greek, emoji),
  a few titles are 60-120 characters long; albums of 1 to 30 tracks, multi-disc albums (some in
  Disc folders), compilations under "Various Artists", years, genres, composers, ReplayGain;
- laid out Artist/Album[/Disc N]/NN Title.ext with names sanitized as taggers do.

Everything is drawn from a seeded generator: the same N gives the same library on every run.
The library is cached: DIR/.ipodtui-corpus.json records the parameters and the summary; when they
match, the run only prints the summary again. Payloads are cached in --payloads (default: a
folder beside DIR), keyed by this script's version.

Needs python3-mutagen (Debian), lame, flac, vorbis-tools, opus-tools and ffmpeg
(scripts/install-deps.sh bench installs them).
"""

import argparse
import base64
import io
import json
import os
import random
import shutil
import struct
import subprocess
import sys
import time
import unicodedata

try:
    import mutagen  # noqa: F401
except ImportError:
    # Debian's python3-mutagen is installed for /usr/bin/python3; a python3 earlier on PATH (pyenv,
    # a venv) does not see it. Run again with the system's interpreter rather than fail.
    if os.path.realpath(sys.executable) != os.path.realpath("/usr/bin/python3") and os.path.exists("/usr/bin/python3"):
        os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
    sys.exit("make-realistic-corpus: needs mutagen: apt-get install python3-mutagen (scripts/install-deps.sh bench)")

from mutagen.aiff import AIFF
from mutagen.flac import FLAC, Picture
from mutagen.id3 import APIC, COMM, ID3, TALB, TCMP, TCOM, TCON, TDRC, TIT2, TPE1, TPE2, TPOS, TRCK, TXXX
from mutagen.mp4 import MP4, MP4Cover
from mutagen.oggopus import OggOpus
from mutagen.oggvorbis import OggVorbis
from mutagen.wave import WAVE

# Bump when the output changes: a cached library or payload set of another version is remade.
VERSION = 2
SEED = 28  # issue 28
MARKER = ".ipodtui-corpus.json"

# ---------------------------------------------------------------- the mix

# Share of tracks per format family (the brief of issue 28), then per payload within a family.
FAMILIES = {"MP3": 0.35, "M4A": 0.25, "FLAC": 0.20, "OGG": 0.12, "PCM": 0.08}

# name: (family, extension, seconds, share within the family). Lossy payloads run 1.5-3 s, lossless
# ones 1 s, so that the library stays under 1 GB at 10,000 tracks (most of it lossless audio and art).
PAYLOADS = {
    "mp3-cbr128": ("MP3", "mp3", 2.5, 0.24),
    "mp3-cbr192": ("MP3", "mp3", 2.0, 0.12),
    "mp3-cbr320": ("MP3", "mp3", 1.5, 0.18),
    "mp3-vbr-v0": ("MP3", "mp3", 2.0, 0.17),
    "mp3-vbr-v2": ("MP3", "mp3", 2.5, 0.20),
    "mp3-cbr256-48k": ("MP3", "mp3", 2.0, 0.03),
    "mp3-cbr64-mono": ("MP3", "mp3", 3.0, 0.01),
    "mp3-cbr192-noxing": ("MP3", "mp3", 2.5, 0.03),  # lame -t: no Xing/Info header
    "mp3-vbr-noxing": ("MP3", "mp3", 3.0, 0.02),  # VBR without Xing: length only by scanning
    "m4a-aac256": ("M4A", "m4a", 2.0, 0.50),  # moov before mdat (iTunes, faststart)
    "m4a-aac256-moovlast": ("M4A", "m4a", 2.0, 0.20),  # ffmpeg's default: moov at the end
    "m4a-alac": ("M4A", "m4a", 1.0, 0.30),
    "flac-16-44": ("FLAC", "flac", 1.0, 0.70),
    "flac-16-48": ("FLAC", "flac", 1.0, 0.10),
    "flac-24-96": ("FLAC", "flac", 1.0, 0.20),
    "ogg-vorbis": ("OGG", "ogg", 2.5, 0.70),
    "opus": ("OGG", "opus", 2.5, 0.30),
    "wav": ("PCM", "wav", 1.0, 0.60),
    "aiff": ("PCM", "aiff", 1.0, 0.40),
}

ART_SIZES = (500, 600, 750, 1000, 1200, 1400)


def music(seconds, rate):
    """An aevalsrc expression: a detuned chord with a slow swell and a little noise, so that the
    lossless encoders compress it about as much as music (to ~40%) and lossy ones have work to do."""
    left = ("0.25*sin(2*PI*220*t)*(0.6+0.4*sin(2*PI*0.7*t))+0.15*sin(2*PI*277.2*t)"
            "+0.12*sin(2*PI*329.6*t+2*sin(2*PI*5*t))+0.01*(random(0)-0.5)")
    right = ("0.25*sin(2*PI*220.5*t)*(0.6+0.4*sin(2*PI*0.5*t))+0.15*sin(2*PI*330*t)"
             "+0.1*sin(2*PI*440*t)+0.01*(random(1)-0.5)")
    return f"aevalsrc={left}|{right}:s={rate}:d={seconds}"


def quiet(command):
    subprocess.run(command, check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)


def make_payload(name, folder):
    """Encodes one payload with the real encoder; returns its path."""
    family, ext, seconds, _ = PAYLOADS[name]
    out = os.path.join(folder, f"{name}-{seconds}s.{ext}")  # a new length is a new payload
    if os.path.exists(out):
        return out
    rate = {"mp3-cbr256-48k": 48000, "flac-16-48": 48000, "flac-24-96": 96000}.get(name, 44100)
    source = os.path.join(folder, f"source-{name}.wav")
    sample = "pcm_s24le" if name == "flac-24-96" else "pcm_s16le"
    ffmpeg = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y"]
    quiet(ffmpeg + ["-f", "lavfi", "-i", music(seconds, rate), "-c:a", sample, "-fflags", "+bitexact",
                    "-map_metadata", "-1", source])
    partial = out + ".partial"
    lame = {"mp3-cbr128": ["-b", "128"], "mp3-cbr192": ["-b", "192"], "mp3-cbr320": ["-b", "320"],
            "mp3-vbr-v0": ["-V", "0"], "mp3-vbr-v2": ["-V", "2"], "mp3-cbr256-48k": ["-b", "256"],
            "mp3-cbr64-mono": ["-b", "64", "-m", "m", "--resample", "22.05"],
            "mp3-cbr192-noxing": ["-t", "-b", "192"], "mp3-vbr-noxing": ["-t", "-V", "4"]}
    if name in lame:
        quiet(["lame", "--quiet"] + lame[name] + [source, partial])
    elif family == "FLAC":
        quiet(["flac", "--silent", "-f", "-5", source, "-o", partial])
    elif name == "ogg-vorbis":
        quiet(["oggenc", "--quiet", "-q", "5", source, "-o", partial])
    elif name == "opus":
        quiet(["opusenc", "--quiet", "--bitrate", "128", source, partial])
    else:
        codec = {"m4a-aac256": ["-c:a", "aac", "-b:a", "256k", "-movflags", "+faststart"],
                 "m4a-aac256-moovlast": ["-c:a", "aac", "-b:a", "256k"],
                 "m4a-alac": ["-c:a", "alac"],
                 "wav": ["-c:a", "pcm_s16le"], "aiff": ["-c:a", "pcm_s16be"]}[name]
        muxer = {"m4a": "ipod", "wav": "wav", "aiff": "aiff"}[ext]
        quiet(ffmpeg + ["-i", source] + codec + ["-fflags", "+bitexact", "-map_metadata", "-1",
                                                 "-f", muxer, partial])
    os.remove(source)
    if name.startswith("mp3"):
        head = open(partial, "rb").read(4096)
        has_xing = b"Xing" in head or b"Info" in head
        if has_xing == name.endswith("noxing"):
            sys.exit(f"make-realistic-corpus: {name}: lame's Xing header is {'there' if has_xing else 'missing'}")
    os.replace(partial, out)
    return out


def make_art(size, folder):
    """One album cover of size x size: gradients over a Mandelbrot set with a little texture, so
    that its JPEG weighs what a real cover of that size does (30 KB at 500 px, 180 KB at 1400)."""
    out = os.path.join(folder, f"cover-{size}.jpg")
    if not os.path.exists(out):
        s = f"{size}x{size}"
        quiet(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y",
               "-f", "lavfi", "-i", f"gradients=s={s}:seed={size}:n=5",
               "-f", "lavfi", "-i", f"mandelbrot=s={s}:end_pts=1",
               "-f", "lavfi", "-i", f"cellauto=s={s}:rule=30:seed={size}",
               "-filter_complex", "[0][1]blend=all_mode=overlay:all_opacity=0.5[a];[2]format=yuv420p,boxblur=1[c];"
               "[a][c]blend=all_mode=softlight:all_opacity=0.25,format=yuvj420p",
               "-frames:v", "1", "-q:v", "3", "-fflags", "+bitexact", out + ".partial.jpg"])
        os.replace(out + ".partial.jpg", out)
    return out


def prepare_payloads(folder, jobs):
    """Encodes what the cache lacks, at most `jobs` encoders at a time; returns name -> bytes."""
    os.makedirs(folder, exist_ok=True)
    tasks = [("payload", name) for name in PAYLOADS] + [("art", size) for size in ART_SIZES]
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        paths = list(pool.map(lambda t: make_payload(t[1], folder) if t[0] == "payload" else make_art(t[1], folder),
                              tasks))
    loaded = {task: open(path, "rb").read() for task, path in zip(tasks, paths)}
    return ({name: loaded[("payload", name)] for name in PAYLOADS},
            [loaded[("art", size)] for size in ART_SIZES])


# ---------------------------------------------------------------- names

WORDS = """amber angel autumn avenue band bird black blue bones border breath bridge broken burning
candle carousel chain circle city cloud coast cold colour crystal dance dancing dark daylight desert
diamond distant dream drive dust echo electric empty engine evening falling feather fever field fire
flower forever fountain freedom ghost glass gold golden gravity harbour heart heaven highway hollow
horizon hunter island iron july kingdom lantern last light lights little lonely machine magnolia
memory midnight mirror moon morning mountain neon night north ocean orange paper paradise parade
photograph pilot poison quiet radio rain red river road rose runaway satellite secret shadow signal
silence silver sky sleep slow small smoke snow song sparrow stars station stone storm stranger street
summer sun sweet telephone thunder tide tiger tomorrow tonight train velvet violet waiting water wave
west whisper wild window winter wire wolf wonder yellow young""".split()
VERBS = "call carry chase dance dream fall find follow hold leave lose miss run save stay take talk wait walk".split()
PREPOSITIONS = "in on under over after before through without beyond across".split()

FIRST = ("Anna Ben Chloe Daniel Ella Frank Grace Henry Iris Jack Kate Leo Maya Nina Oscar Paul Ruby Sam "
         "Tess Victor Will Zoe Lucy Marcus Nora Owen Rosa Simon Tara Hugo Ivy Jonah Lena Miles Nell Ray").split()
LAST = ("Adams Baker Carter Dawson Ellis Fisher Grant Harper Irving Jensen Keller Lane Morgan Nolan "
        "Parker Quinn Reed Stone Turner Vaughn Walsh Young Hale Brooks Cole Doyle Fox Hayes Marsh Price").split()

ACCENTED_FIRST = "Zoë Renée Björn Søren José Inês Łukasz Anaïs Jérôme Ágnes Mário Françoise Jürgen Åsa Dagný Çelik".split()
ACCENTED_LAST = ("Nováková Müller Østergaard Gonçalves Peña Ibáñez Kovačević Şahin Öztürk Lefèvre Sjöberg "
                 "Dvořáková Fernández Ólafsdóttir Brückner Załęska").split()
ACCENTED_WORDS = ("été mélodie cœur noël sérénade fête rêve déjà canción corazón mañana niño señal mädchen "
                  "träume schön grüße straße saudade coração ação ljós hjärta sjö élan château façade "
                  "über jalapeño naïve déjà-vu garçon año fin-de-siècle smörgåsbord").split()
JAPANESE_WORDS = "夜明け さくら 東京 君の名前 雨上がり 星空 ありがとう 恋のうた 夏祭り 風になる 月 海 約束 ひかり 青い 未来".split()
JAPANESE_NAMES = ("高橋 陽子", "佐藤 健", "山田 花子", "ナイトウォーカーズ", "中村 葵", "きのこ帝国", "ゆず風", "藤原 翔")
CHINESE_WORDS = "夜 光 海 心 梦 雨 星 春天 城市 回家 月亮 思念 青花 红豆 远方 时光".split()
CHINESE_NAMES = ("王 小明", "陈 思", "林 雨", "张 静", "刘 宇航", "五月天空", "李 想")
KOREAN_WORDS = "사랑 하늘 별 꿈 바다 너에게 봄날 비 밤 기억 우리 노래 첫눈 시간".split()
KOREAN_NAMES = ("김 민지", "이 수진", "박 서준", "별빛소년", "최 유나", "하늘밴드")
CYRILLIC_WORDS = "Звезда Ночь Любовь Город Весна Море Ветер Дорога Память Небо Снег".split()
CYRILLIC_NAMES = ("Дмитрий Волков", "Анна Соколова", "Кино-Сад", "Ночные Снайперы", "Ирина Белова")
GREEK_WORDS = "Θάλασσα Αγάπη Νύχτα Φως Όνειρο Ήλιος Δρόμος".split()
GREEK_NAMES = ("Νίκος Παπαδόπουλος", "Ελένη Γεωργίου", "Αστέρια")
EMOJI = ("🔥", "🌙", "✨", "💔", "🎶", "🌊", "❤️", "👩‍🎤", "🌸", "⭐")

# locale: (share of artists, name maker, title word list); ~30% of artists are not ASCII.
GENRES = {
    "ascii": ["Rock", "Pop", "Indie", "Alternative", "Electronic", "Hip-Hop", "R&B", "Jazz", "Folk",
              "Country", "Metal", "Punk", "Soul", "Blues", "Ambient", "Singer/Songwriter", "Reggae"],
    "accented": ["Chanson", "Pop", "Rock", "Latin", "Flamenco", "Bossa Nova", "Jazz", "Música Popular", "Schlager"],
    "japanese": ["J-Pop", "J-Rock", "Anime", "City Pop", "Electronic"],
    "chinese": ["C-Pop", "Mandopop", "Cantopop", "Folk"],
    "korean": ["K-Pop", "K-Indie", "Ballad", "Hip-Hop"],
    "cyrillic": ["Rock", "Pop", "Электроника", "Folk"],
    "greek": ["Laïko", "Rebetiko", "Pop"],
}
LOCALES = {"ascii": 0.70, "accented": 0.12, "japanese": 0.06, "korean": 0.04, "chinese": 0.03,
           "cyrillic": 0.035, "greek": 0.015}
LOCAL_WORDS = {"accented": ACCENTED_WORDS, "japanese": JAPANESE_WORDS, "chinese": CHINESE_WORDS,
               "korean": KOREAN_WORDS, "cyrillic": CYRILLIC_WORDS, "greek": GREEK_WORDS}
LOCAL_NAMES = {"japanese": JAPANESE_NAMES, "chinese": CHINESE_NAMES, "korean": KOREAN_NAMES,
               "cyrillic": CYRILLIC_NAMES, "greek": GREEK_NAMES}

KEYS = ["C", "D", "E-flat", "E", "F", "F-sharp", "G", "A", "B-flat", "B", "C-sharp"]
MOVEMENTS = ["Allegro con brio", "Andante cantabile", "Adagio molto e cantabile", "Scherzo: Allegro vivace",
             "Presto agitato", "Allegretto", "Largo", "Rondo: Allegro ma non troppo", "Menuetto: Allegretto"]


class Names:
    """Real-looking names drawn from one seeded generator."""

    def __init__(self, draw):
        self.draw = draw

    def pick(self, seq):
        return self.draw.choice(seq)

    def english_title(self):
        d, w = self.draw, lambda: self.pick(WORDS)
        shape = d.random()
        if shape < 0.2:
            text = w().title()
        elif shape < 0.4:
            text = f"{w().title()} {w().title()}"
        elif shape < 0.55:
            text = f"The {w().title()} {w().title()}"
        elif shape < 0.7:
            text = f"{self.pick(VERBS).title()} {self.pick(PREPOSITIONS)} the {w()}"
        elif shape < 0.8:
            text = f"{w().title()} of {w().title()}"
        elif shape < 0.9:
            text = f"{self.pick(VERBS).title()} Me {self.pick(['Home', 'Back', 'Down', 'Now', 'Anyway'])}"
        else:
            # Characters that taggers must replace in file names.
            text = self.pick([f"{w().title()}/{w().title()}", f"What {self.pick(VERBS).title()}s?",
                              f"Part {d.randint(1, 4)}: {w().title()}", f'"{w().title()}"',
                              f"{w().title()} 'n' {w().title()}", f"{w().title()}..."])
        return text

    def local_title(self, locale):
        words = LOCAL_WORDS[locale]
        count = self.draw.randint(1, 3)
        joiner = "" if locale in ("japanese", "chinese") and self.draw.random() < 0.6 else " "
        text = joiner.join(self.pick(words) for _ in range(count))
        if locale == "accented":
            text = text[:1].upper() + text[1:]
            if self.draw.random() < 0.4:  # mixed with English, as European titles often are
                text = f"{text} {self.pick(WORDS)}" if self.draw.random() < 0.5 else f"{self.pick(WORDS).title()} {text}"
        return text

    def title(self, locale, long_title=False, featured=None):
        d = self.draw
        if long_title:
            return self.long_title(featured)
        if locale == "ascii":
            roll = d.random()
            if roll < 0.05:
                text = f"{self.english_title()} {self.pick(EMOJI)}"
            elif roll < 0.09:
                text = self.pick([f"Café {self.pick(WORDS).title()}", f"Déjà {self.pick(WORDS).title()}",
                                  f"{self.pick(WORDS).title()} Señorita", f"{self.local_title('accented')}"])
            else:
                text = self.english_title()
        else:
            text = self.local_title(locale) if d.random() < 0.85 else self.english_title()
            if d.random() < 0.04:
                text = f"{text} {self.pick(EMOJI)}"
        roll = d.random()
        if roll < 0.04:
            text += " (Live)"
        elif roll < 0.07:
            text += f" ({self.pick(WORDS).title()} Remix)"
        elif roll < 0.09:
            text += " - Acoustic"
        if featured and d.random() < 0.3:
            text += f" (feat. {featured})"
        return text

    def long_title(self, featured):
        d = self.draw
        if d.random() < 0.5:
            no = d.randint(1, 32)
            return (f"{self.pick(['Piano Sonata', 'Symphony', 'String Quartet', 'Concerto for Violin and Orchestra'])} "
                    f"No. {no} in {self.pick(KEYS)} {self.pick(['major', 'minor'])}, Op. {d.randint(2, 130)}: "
                    f"{self.pick(['I', 'II', 'III', 'IV'])}. {self.pick(MOVEMENTS)}")
        guest = featured or self.ascii_artist()
        text = (f"{self.english_title()} ({self.pick(WORDS).title()} {self.pick(WORDS).title()} Extended Mix) "
                f"[feat. {guest}] - Remastered {d.randint(1995, 2023)}")
        while len(text) < 60:
            text += f" / {self.english_title()}"
        return text[:120].rstrip(" /-")

    def ascii_artist(self):
        d = self.draw
        roll = d.random()
        if roll < 0.35:
            return f"{self.pick(FIRST)} {self.pick(LAST)}"
        if roll < 0.55:
            return f"The {self.pick(WORDS).title()} {self.pick(WORDS).title()}s"
        if roll < 0.7:
            return f"{self.pick(WORDS).title()} {self.pick(WORDS).title()}"
        if roll < 0.78:
            return f"{self.pick(FIRST)} {self.pick(LAST)} & The {self.pick(WORDS).title()}s"
        if roll < 0.84:
            return f"DJ {self.pick(WORDS).title()}"
        if roll < 0.9:
            return f"{self.pick(LAST)} {self.pick(['Quartet', 'Trio', 'Orchestra', 'Ensemble', 'Collective'])}"
        if roll < 0.95:
            return f"{self.pick(WORDS).upper()}"
        return f"{self.pick(WORDS).title()}/{self.pick(WORDS).title()}"  # "AC/DC": a slash in a folder name

    def artist(self, locale):
        d = self.draw
        if locale == "ascii":
            return self.ascii_artist()
        if locale == "accented":
            if d.random() < 0.7:
                return f"{self.pick(ACCENTED_FIRST)} {self.pick(ACCENTED_LAST)}"
            return f"{self.local_title('accented').title()} {self.pick(['Kvartett', 'Orquesta', 'Trío', 'Ensemble'])}"
        name = self.pick(LOCAL_NAMES[locale])
        return name if d.random() < 0.6 else f"{name} {self.pick(LOCAL_WORDS[locale])}"

    def album(self, locale):
        d = self.draw
        roll = d.random()
        if locale != "ascii" and roll < 0.7:
            text = self.local_title(locale)
        elif roll < 0.75:
            text = self.english_title()
        elif roll < 0.85:
            text = f"{self.pick(WORDS).title()} {self.pick(['Sessions', 'Tapes', 'EP', 'Songs', 'Stories'])}"
        else:
            text = self.pick(["Greatest Hits", "Live at the " + self.pick(WORDS).title() + " Hall",
                              "Untitled", f"{self.pick(WORDS).title()} (Deluxe Edition)",
                              f"{self.english_title()} (Remastered {d.randint(2005, 2022)})",
                              f"Vol. {d.randint(1, 5)}"])
        return text


def is_ascii(text):
    return all(ord(c) < 128 for c in text)


def sanitize(name, limit=180):
    """A path component as taggers (Picard, beets, iTunes) write one: the characters Windows forbids
    become "_", no leading dot, no trailing dot or space, at most `limit` bytes in UTF-8, NFC."""
    name = unicodedata.normalize("NFC", name)
    name = "".join("_" if c in '<>:"/\\|?*' or ord(c) < 32 else c for c in name)
    name = name.strip().lstrip(".").rstrip(". ") or "_"
    while len(name.encode()) > limit:
        name = name[:-1]
    return name.rstrip(". ") or "_"


# ---------------------------------------------------------------- the plan


def by_deficit(draw, targets, counts, total):
    """Draws a key with chance proportional to how far below its target share it is, so that the
    shares end close to their targets even with few albums, yet in no fixed pattern."""
    gaps = {k: max(0.0, share * total - counts.get(k, 0)) for k, share in targets.items()}
    if sum(gaps.values()) <= 0:
        gaps = dict(targets)
    pick = draw.random() * sum(gaps.values())
    for key, gap in gaps.items():
        pick -= gap
        if pick < 0:
            return key
    return key


def album_size(draw):
    roll = draw.random()
    if roll < 0.05:
        return draw.randint(1, 2)  # singles
    if roll < 0.15:
        return draw.randint(4, 6)  # EPs
    if roll < 0.20:
        return draw.randint(18, 30)  # long albums, soundtracks
    return draw.randint(8, 14)


def unique(make, taken, names, locale):
    """A name from `make` whose folder name is not taken yet; the smaller name pools (Greek,
    Cyrillic) run out at 100,000 tracks, so after a few tries words are added until it is new."""
    for _ in range(20):
        name = make()
        if sanitize(name).casefold() not in taken:
            return name
    words = LOCAL_WORDS.get(locale, WORDS)
    while sanitize(name).casefold() in taken:
        name = f"{name} {names.pick(words)}"
    return name


def plan(n):
    """Every album and track of the library, drawn from the seed: a list of albums, each a dict
    with its tracks. Only the plan is random; writing it is deterministic."""
    draw = random.Random(SEED * 1_000_003 + n)
    names = Names(draw)
    payload_targets = {p: FAMILIES[f] * share for p, (f, _, _, share) in PAYLOADS.items()}
    payload_counts, albums, made = {}, [], 0
    # Folder names (casefolded) already used; "Various Artists" is the compilations' folder.
    artists_used, various, various_albums = {"various artists"}, [], set()
    while made < n:
        locale = draw.choices(list(LOCALES), list(LOCALES.values()))[0]
        artist = unique(lambda: names.artist(locale), artists_used, names, locale)
        artists_used.add(sanitize(artist).casefold())
        genre = names.pick(GENRES[locale])
        roll = draw.random()
        album_count = 1 if roll < 0.4 else draw.randint(2, 3) if roll < 0.75 else draw.randint(4, 8) if roll < 0.95 \
            else draw.randint(9, 15)
        album_names = set()
        first_year = draw.randint(1962, 2018)
        various.append((artist, locale))  # the artists that compilations draw their tracks from
        for a in range(album_count):
            if made >= n:
                break
            compilation = draw.random() < 0.08 and len(various) > 8
            title = names.album(locale)
            if compilation:
                title = draw.choice([title, f"Now That's What I Call {names.pick(WORDS).title()} {draw.randint(1, 99)}",
                                     f"{title} (Original Motion Picture Soundtrack)", f"Best of {first_year // 10 * 10}s"])
            taken = various_albums if compilation else album_names
            if sanitize(title).casefold() in taken:
                title = unique(lambda: names.album(locale), taken, names, locale)
            taken.add(sanitize(title).casefold())
            size = min(album_size(draw), n - made)
            roll = draw.random()
            discs = 1 if roll < 0.93 or size < 6 else 2 if roll < 0.99 else draw.randint(3, 4)
            payload = by_deficit(draw, payload_targets, payload_counts, made + size)
            payload_counts[payload] = payload_counts.get(payload, 0) + size
            family = PAYLOADS[payload][0]
            art_roll = draw.random()
            art = ("embedded" if art_roll < 0.2 else "folder" if art_roll < 0.4 else None)
            album = {
                "artist": "Various Artists" if compilation else artist,
                "title": title,
                "year": min(2024, first_year + a * draw.randint(1, 3)),
                "genre": genre if not compilation else draw.choice(sum(GENRES.values(), [])),
                "payload": payload,
                "family": family,
                "compilation": compilation,
                "discs": discs,
                "disc_folders": discs > 1 and draw.random() < 0.5,
                "disc_folder_name": draw.choice(["Disc {}", "CD{}", "CD {}"]),
                "art": art,
                "art_index": draw.randrange(len(ART_SIZES)),
                "folder_art_name": draw.choice(["cover.jpg", "cover.jpg", "folder.jpg", "Folder.jpg"]),
                "dash": draw.random() < 0.2,  # "03 - Title.ext" rather than "03 Title.ext"
                "style": tag_style(draw, family, payload),
                "untagged": draw.random() < 0.01,  # ripped and never tagged: the name is all there is
                "tracks": [],
            }
            per_disc = [size // discs + (1 if d < size % discs else 0) for d in range(discs)]
            for disc, count in enumerate(per_disc, start=1):
                for number in range(1, count + 1):
                    if compilation:
                        track_artist, track_locale = draw.choice(various)
                    else:
                        track_artist, track_locale = artist, locale
                    featured = names.ascii_artist() if draw.random() < 0.05 else None
                    album["tracks"].append({
                        "disc": disc, "number": number, "of": count,
                        "artist": track_artist,
                        "title": names.title(track_locale, long_title=draw.random() < 0.03, featured=featured),
                        "composer": names.ascii_artist() if draw.random() < 0.15 else None,
                        "gain": f"{draw.uniform(-12, 2):+.2f} dB" if draw.random() < 0.3 else None,
                        "mbid": "%08x-%04x-4%03x-%04x-%012x" % (draw.getrandbits(32), draw.getrandbits(16),
                                                                 draw.getrandbits(12), 0x8000 | draw.getrandbits(14),
                                                                 draw.getrandbits(48))
                        if draw.random() < 0.25 else None,
                    })
            albums.append(album)
            made += size
    return albums


def tag_style(draw, family, payload):
    """How the album's tagger wrote its tags (one tagger an album, as one rip is)."""
    if family == "MP3":
        version = draw.choices(["v23-latin1", "v23-utf16", "v24-utf8", "v24-utf16"], [0.35, 0.2, 0.35, 0.1])[0]
        return {"id3": version, "v1": draw.random() < 0.2, "trck_of": draw.random() < 0.5}
    if payload == "wav":
        return {"wav": draw.choices(["info", "id3", "both"], [0.4, 0.3, 0.3])[0]}
    if payload == "aiff":
        return {"id3": "v23-utf16" if draw.random() < 0.5 else "v24-utf8"}
    return {}


# ---------------------------------------------------------------- tags


def id3_frames(tags, album, track, cover, style):
    """Fills `tags` (an ID3, or the ID3 chunk of a WAV or AIFF) in the album's style; returns the
    ID3 version to save with. In v2.3 mutagen writes UTF-8 text as UTF-16, as v2.3 requires."""
    version = style["id3"]

    def enc(text):
        if version == "v23-latin1":
            try:
                text.encode("latin-1")
                return 0
            except UnicodeEncodeError:
                return 1
        return 3 if version == "v24-utf8" else 1

    def text(frame, value):
        tags.add(frame(encoding=enc(value), text=[value]))

    text(TIT2, track["title"])
    text(TPE1, track["artist"])
    text(TALB, album["title"])
    if album["compilation"] or album["discs"] > 1 or style.get("trck_of"):
        text(TPE2, album["artist"])
    text(TRCK, f"{track['number']}/{track['of']}" if style.get("trck_of") else str(track["number"]))
    if album["discs"] > 1:
        text(TPOS, f"{track['disc']}/{album['discs']}")
    text(TDRC, str(album["year"]))
    text(TCON, album["genre"])
    if album["compilation"]:
        text(TCMP, "1")
    if track["composer"]:
        text(TCOM, track["composer"])
    if track["gain"]:
        tags.add(TXXX(encoding=enc("x"), desc="replaygain_track_gain", text=[track["gain"]]))
    if track["mbid"]:
        tags.add(TXXX(encoding=enc("x"), desc="MusicBrainz Track Id", text=[track["mbid"]]))
    tags.add(COMM(encoding=enc("x"), lang="eng", desc="", text=["ripped with ipodtui make-realistic-corpus"]))
    if cover:
        tags.add(APIC(encoding=0, mime="image/jpeg", type=3, desc="", data=cover[0]))
    if version.startswith("v23"):
        tags.update_to_v23()
    return 3 if version.startswith("v23") else 4


def vorbis_fields(album, track):
    fields = {"TITLE": track["title"], "ARTIST": track["artist"], "ALBUM": album["title"],
              "TRACKNUMBER": str(track["number"]), "TRACKTOTAL": str(track["of"]),
              "DATE": str(album["year"]), "GENRE": album["genre"]}
    if album["compilation"] or album["discs"] > 1:
        fields["ALBUMARTIST"] = album["artist"]
    if album["discs"] > 1:
        fields["DISCNUMBER"] = str(track["disc"])
        fields["DISCTOTAL"] = str(album["discs"])
    if album["compilation"]:
        fields["COMPILATION"] = "1"
    if track["composer"]:
        fields["COMPOSER"] = track["composer"]
    if track["gain"]:
        fields["REPLAYGAIN_TRACK_GAIN"] = track["gain"]
    if track["mbid"]:
        fields["MUSICBRAINZ_TRACKID"] = track["mbid"]
    return fields


def picture(cover):
    data, pixels = cover
    pic = Picture()
    pic.type, pic.mime, pic.data = 3, "image/jpeg", data
    pic.width = pic.height = pixels
    pic.depth = 24
    return pic


def list_info(album, track):
    """A RIFF LIST/INFO chunk as Windows and many rippers write it (UTF-8 text, NUL-terminated)."""
    items = [(b"INAM", track["title"]), (b"IART", track["artist"]), (b"IPRD", album["title"]),
             (b"ITRK", str(track["number"])), (b"ICRD", str(album["year"])), (b"IGNR", album["genre"])]
    body = b"INFO"
    for key, value in items:
        data = value.encode() + b"\0"
        body += key + struct.pack("<I", len(data)) + data + (b"\0" if len(data) % 2 else b"")
    return b"LIST" + struct.pack("<I", len(body)) + body


def tagged(payload, album, track, cover):
    """The payload's bytes with this track's tags (and cover, if embedded)."""
    if album["untagged"]:
        return payload
    kind = album["payload"]
    style = album["style"]
    family = album["family"]
    buffer = io.BytesIO(payload)
    if family == "MP3":
        tags = ID3()
        version = id3_frames(tags, album, track, cover, style)
        tags.save(buffer, v2_version=version, v1=2 if style["v1"] else 0)
        return buffer.getvalue()
    if kind in ("wav", "aiff"):
        if kind == "wav" and style["wav"] in ("info", "both"):
            data = bytearray(payload)
            chunk = list_info(album, track)
            data += chunk
            struct.pack_into("<I", data, 4, len(data) - 8)
            if style["wav"] == "info":
                return bytes(data)
            buffer = io.BytesIO(bytes(data))
        audio = WAVE(buffer) if kind == "wav" else AIFF(buffer)
        audio.add_tags()
        version = id3_frames(audio.tags, album, track, cover, style if kind == "aiff" else {"id3": "v23-utf16"})
        buffer.seek(0)
        audio.save(buffer, v2_version=version)
        return buffer.getvalue()
    if family == "M4A":
        audio = MP4(buffer)
        if audio.tags is None:
            audio.add_tags()
        t = audio.tags
        t["\xa9nam"], t["\xa9ART"], t["\xa9alb"] = [track["title"]], [track["artist"]], [album["title"]]
        t["aART"] = [album["artist"]]
        t["trkn"] = [(track["number"], track["of"])]
        t["disk"] = [(track["disc"], album["discs"])]
        t["\xa9day"], t["\xa9gen"] = [str(album["year"])], [album["genre"]]
        if album["compilation"]:
            t["cpil"] = True
        if track["composer"]:
            t["\xa9wrt"] = [track["composer"]]
        if track["gain"]:
            t["----:com.apple.iTunes:replaygain_track_gain"] = [track["gain"].encode()]
        if cover:
            t["covr"] = [MP4Cover(cover[0], MP4Cover.FORMAT_JPEG)]
        buffer.seek(0)
        audio.save(buffer)
        return buffer.getvalue()
    audio = {"FLAC": FLAC, "ogg": OggVorbis, "opus": OggOpus}[family if family == "FLAC" else PAYLOADS[kind][1]](buffer)
    if audio.tags is None:
        audio.add_tags()
    for key, value in vorbis_fields(album, track).items():
        audio[key] = value
    if cover:
        if family == "FLAC":
            audio.add_picture(picture(cover))
        else:
            audio["METADATA_BLOCK_PICTURE"] = base64.b64encode(picture(cover).write()).decode("ascii")
    buffer.seek(0)
    audio.save(buffer)
    return buffer.getvalue()


# ---------------------------------------------------------------- writing

# Set once in each writer process (Pool's initializer), so that the payloads are not pickled per album.
PAYLOAD_BYTES, COVERS = {}, []


def load_worker(payloads, covers):
    PAYLOAD_BYTES.update(payloads)
    COVERS[:] = covers


def album_folder(root, album):
    return os.path.join(root, sanitize(album["artist"]), sanitize(album["title"]))


def write_album(args):
    """Writes one album's files; returns (files per payload, bytes per payload, folder art bytes)."""
    root, album = args
    folder = album_folder(root, album)
    ext = PAYLOADS[album["payload"]][1]
    cover = (COVERS[album["art_index"]], ART_SIZES[album["art_index"]]) if album["art"] == "embedded" else None
    files, sizes, art_bytes = 0, 0, 0
    for track in album["tracks"]:
        where = folder
        prefix = f"{track['number']:02d}"
        if album["discs"] > 1:
            if album["disc_folders"]:
                where = os.path.join(folder, album["disc_folder_name"].format(track["disc"]))
            else:
                prefix = f"{track['disc']}-{track['number']:02d}"
        os.makedirs(where, exist_ok=True)
        stem = track["title"] if not album["compilation"] else f"{track['artist']} - {track['title']}"
        name = sanitize(f"{prefix}{' - ' if album['dash'] else ' '}{stem}", limit=200 - len(ext)) + "." + ext
        data = tagged(PAYLOAD_BYTES[album["payload"]], album, track, cover)
        with open(os.path.join(where, name), "wb") as f:
            f.write(data)
        files += 1
        sizes += len(data)
    if album["art"] == "folder":
        data = COVERS[album["art_index"]]
        with open(os.path.join(folder, album["folder_art_name"]), "wb") as f:
            f.write(data)
        art_bytes = len(data)
    return album["payload"], files, sizes, art_bytes


def summarize(albums, results, seconds):
    per_payload, per_family, total_bytes = {}, {}, 0
    for payload, files, size, art in results:
        per_payload[payload] = per_payload.get(payload, 0) + files
        family = PAYLOADS[payload][0]
        per_family[family] = per_family.get(family, 0) + files
        total_bytes += size + art
    tracks = [t for a in albums for t in a["tracks"]]
    n = len(tracks)
    return {
        "tracks": n,
        "albums": len(albums),
        "artists (album artists)": len({a["artist"] for a in albums}),
        "bytes": total_bytes,
        "per family": {f: f"{per_family.get(f, 0)} ({100 * per_family.get(f, 0) / n:.1f}%)" for f in FAMILIES},
        "per payload": {p: per_payload.get(p, 0) for p in PAYLOADS},
        "mp3 without Xing header": sum(per_payload.get(p, 0) for p in PAYLOADS if p.endswith("noxing")),
        "non-ASCII titles": f"{100 * sum(not is_ascii(t['title']) for t in tracks) / n:.1f}%",
        "non-ASCII artists (per track)": f"{100 * sum(not is_ascii(t['artist']) for t in tracks) / n:.1f}%",
        "titles of 60+ characters": sum(len(t["title"]) >= 60 for t in tracks),
        "titles with emoji": sum(any(ord(c) > 0xFFFF for c in t["title"]) for t in tracks),
        "albums with embedded art": sum(a["art"] == "embedded" for a in albums),
        "albums with folder art": sum(a["art"] == "folder" for a in albums),
        "tracks with embedded art": sum(len(a["tracks"]) for a in albums if a["art"] == "embedded"),
        "multi-disc albums": sum(a["discs"] > 1 for a in albums),
        "compilations": sum(a["compilation"] for a in albums),
        "untagged tracks": sum(len(a["tracks"]) for a in albums if a["untagged"]),
        "seconds to make": round(seconds, 1),
    }


def print_summary(summary, out):
    print(f"make-realistic-corpus: {out}", file=sys.stderr)
    for key, value in summary.items():
        if key == "bytes":
            value = f"{value} ({value / 1e9:.2f} GB)"
        if isinstance(value, dict):  # "name count" items, wrapped between items
            lines = [""]
            for item in (f"{k} {v}" for k, v in value.items()):
                if lines[-1] and len(lines[-1]) + len(item) > 90:
                    lines.append("")
                lines[-1] += (", " if lines[-1] else "") + item
            value = ",\n    ".join(lines)
        print(f"  {key}: {value}", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int, help="number of tracks (e.g. 10000 or 100000)")
    parser.add_argument("folder", help="the library to make (reused when its marker matches)")
    parser.add_argument("--jobs", type=int, default=2, help="parallel encoders and writers (default 2)")
    parser.add_argument("--payloads", help="payload cache (default: .ipodtui-payloads-vN beside the folder)")
    parser.add_argument("--force", action="store_true", help="remake even when the marker matches")
    args = parser.parse_args()
    if args.count < 1:
        parser.error("count must be at least 1")
    out = os.path.abspath(args.folder)
    marker = os.path.join(out, MARKER)
    parameters = {"version": VERSION, "count": args.count, "seed": SEED}
    if os.path.exists(marker) and not args.force:
        try:
            recorded = json.load(open(marker))
        except ValueError:
            recorded = {}
        if recorded.get("parameters") == parameters:
            print_summary(recorded["summary"], out + " (reused)")
            return
    if os.path.isdir(out) and os.listdir(out):
        ours = os.path.exists(marker) or os.path.exists(marker + ".partial")
        if not ours:
            sys.exit(f"make-realistic-corpus: {out} is not empty and was not made by this script; not touching it")
        shutil.rmtree(out)
    for tool in ("ffmpeg", "lame", "flac", "oggenc", "opusenc"):
        if not shutil.which(tool):
            sys.exit(f"make-realistic-corpus: {tool} is missing (scripts/install-deps.sh bench installs it)")
    start = time.monotonic()
    cache = args.payloads or os.path.join(os.path.dirname(out), f".ipodtui-payloads-v{VERSION}")
    payloads, covers = prepare_payloads(cache, args.jobs)
    albums = plan(args.count)
    os.makedirs(out, exist_ok=True)
    with open(marker + ".partial", "w") as f:  # says "ours" if this run is interrupted
        json.dump({"parameters": parameters}, f)
    work = [(out, album) for album in albums]
    if args.jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(args.jobs, load_worker, (payloads, covers)) as pool:
            results = list(pool.imap(write_album, work, chunksize=16))
    else:
        load_worker(payloads, covers)
        results = [write_album(w) for w in work]
    summary = summarize(albums, results, time.monotonic() - start)
    with open(marker, "w") as f:
        json.dump({"parameters": parameters, "summary": summary}, f, ensure_ascii=False, indent=1)
    os.remove(marker + ".partial")
    print_summary(summary, out)


if __name__ == "__main__":
    main()

import AudioEngine
import Platform
import WheelCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `ipodtui-bench NAME [args]`: the adapters' and the core's own benchmarks, kept out of the
// shipped program (the terminal's is scripts/bench-terminal.sh, which measures the real
// program in tmux). scripts/bench.sh runs them all.
let usage = """
  Usage: ipodtui-bench NAME [args]
    library scan DIR DB | rescan DIR DB | walk DIR | load DB | index [N]
    audio [DEVICE]       click latency, buffer, decode headroom and speed
    dsp                  EQ, Sound Check and time-stretch through the engine
    render               core update + render per wheel step
    coverflow            Cover Flow's frame time, 300 albums with art
    video FILE RAW [WxH] a clip through the real engine and player
    userdata             ratings, plays and playlists at 100,000 songs; the journal
    userdata-load FILE   load a userdata file and count a play (peak RSS; userdata runs it)
    photos               Photos' frame time, 2,000 photos
    itunes [N]           import-itunes on a generated N-track Library.xml (10,000)
    ipod [N]             an N-song iPod made with libgpod: open, index, write back (10,000)
  """

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first else {
  StandardStreams.printError(usage)
  exit(2)
}
let rest = Array(arguments.dropFirst())
switch name {
case "library":
  exit(LibraryBenchmark.run(arguments: rest))
case "render":
  StandardStreams.printOut(RenderBenchmark.run() + "\n")
case "userdata":
  StandardStreams.printOut(UserDataBenchmark.run() + "\n")
case "userdata-load" where rest.count == 1:
  StandardStreams.printOut(UserDataJournalBenchmark.load(path: rest[0]) + "\n")
case "audio":
  StandardStreams.printOut(AudioBenchmark.run(device: rest.first) + "\n")
case "dsp":
  StandardStreams.printOut(ShapingBenchmark.run(presets: EQPreset.allCases.map { ($0.rawValue, $0.bands) }) + "\n")
case "coverflow":
  StandardStreams.printOut(CoverFlowBenchmark.run() + "\n")
case "video":
  exit(VideoBenchmark.run(arguments: rest))
case "itunes":
  StandardStreams.printOut(ITunesImportBenchmark.run(tracks: rest.first.flatMap { Int($0) } ?? 10_000) + "\n")
case "ipod":
  StandardStreams.printOut(IpodBenchmark.run(songs: rest.first.flatMap { Int($0) } ?? 10_000) + "\n")
case "photos":
  StandardStreams.printOut(PhotosBenchmark.run() + "\n")
case "--help", "-h":
  StandardStreams.printOut(usage + "\n")
default:
  StandardStreams.printError("ipodtui-bench: unknown benchmark '\(name)'\n" + usage)
  exit(2)
}

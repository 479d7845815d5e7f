import WheelCore

// Temporary wiring until the terminal front end lands: --snapshot only.
let args = Array(CommandLine.arguments.dropFirst())
var size = Size(width: 60, height: 30)
var theme = ThemeChoice.white
var i = 0
while i < args.count {
  if args[i] == "--snapshot", i + 1 < args.count, let s = Size(parsing: args[i + 1]) { size = s; i += 1 }
  if args[i] == "--theme", i + 1 < args.count { theme = args[i + 1] == "black" ? .black : .white; i += 1 }
  i += 1
}
var settings = Settings()
settings.theme = theme
let state = AppState(size: size, settings: settings)
if args.contains("--color") {
  print(ANSISnapshot.render(Renderer.render(state), theme: .named(state.themeName)), terminator: "")
} else {
  print(Renderer.render(state).text)
}

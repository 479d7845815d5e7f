# fish completion for ipodtui
set -l remote_commands play pause toggle next prev stop status volume seek open
complete -c ipodtui -f
complete -c ipodtui -n __fish_use_subcommand -a remote -d 'Control the running ipodtui'
complete -c ipodtui -n __fish_use_subcommand -a scan -d 'Scan a music folder and exit'
complete -c ipodtui -n "__fish_seen_subcommand_from remote; and not __fish_seen_subcommand_from $remote_commands" -a "$remote_commands"
complete -c ipodtui -n "__fish_seen_subcommand_from status" -l json -d 'Status as JSON'
complete -c ipodtui -n "__fish_seen_subcommand_from open" -F
complete -c ipodtui -l theme -x -a 'auto white black' -d "The iPod's colour"
complete -c ipodtui -l library -x -a '(__fish_complete_directories)' -d 'The music folder'
complete -c ipodtui -l ipod -r -a '(__fish_complete_directories)' -d 'An iPod as the library (the folder holding iPod_Control)'
complete -c ipodtui -l mpd -r -a 'env' -d 'An MPD server as library and player (socket, [PASSWORD@]HOST[:PORT], env)'
complete -c ipodtui -l no-sound -d 'No audio output'
complete -c ipodtui -l ascii -d 'ASCII-only glyphs'
complete -c ipodtui -l snapshot -x -d 'Print one WxH screen as text'
complete -c ipodtui -l color -d 'Colours in the snapshot'
complete -c ipodtui -l help -d 'Show the usage'
complete -c ipodtui -l version -d 'Show the version'

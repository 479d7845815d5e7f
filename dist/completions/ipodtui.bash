# bash completion for ipodtui
_ipodtui() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
  if [[ ${COMP_WORDS[1]} == remote ]]; then
    case $COMP_CWORD in
      2) COMPREPLY=($(compgen -W "play pause toggle next prev stop status volume seek open" -- "$cur")) ;;
      3) case $prev in
           status) COMPREPLY=($(compgen -W "--json" -- "$cur")) ;;
           open) COMPREPLY=($(compgen -f -- "$cur")) ;;
         esac ;;
    esac
    return
  fi
  case $prev in
    --theme) COMPREPLY=($(compgen -W "auto white black" -- "$cur")); return ;;
    --library|--ipod) COMPREPLY=($(compgen -d -- "$cur")); return ;;
    --mpd) COMPREPLY=($(compgen -W "env" -f -- "$cur")); return ;;
    --snapshot) return ;;
  esac
  if [[ $COMP_CWORD == 1 ]]; then
    COMPREPLY=($(compgen -W "remote scan --theme --library --mpd --ipod --no-sound --ascii --snapshot --color --help --version" -- "$cur"))
  else
    COMPREPLY=($(compgen -W "--theme --library --mpd --ipod --no-sound --ascii --snapshot --color --help --version" -- "$cur"))
  fi
}
complete -F _ipodtui ipodtui

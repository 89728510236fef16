# shellcheck shell=bash
# Sourced by scripts/compare-commits and scripts/profile-commits (not run on its own).
#
# split_words ARRAY TEXT
#   Sets the array named ARRAY to the words of TEXT as a shell splits a command line: blanks
#   and newlines separate words, single and double quotes and backslashes quote, and nothing
#   is expanded (no globs, no variables, no commands). So PROFILE_ARGS="--exclude '*Tests*'"
#   gives the two words --exclude and *Tests*, as typed in a terminal. An unmatched quote is an
#   error (status 1, one line on standard error naming TEXT).
split_words() {
  local -n _words="$1"
  local text="$2" split err
  _words=()
  err="$(mktemp "${TMPDIR:-/tmp}/nibbench-words-XXXXXX")"
  # xargs honours quotes and backslashes the way a shell does and expands nothing.
  if ! split="$(printf '%s\n' "$text" | xargs -r -n 1 printf '%s\n' 2>"$err")"; then
    echo "split_words: cannot split \"$text\" into words: $(head -n 1 "$err")" >&2
    rm -f "$err"
    return 1
  fi
  rm -f "$err"
  [ -z "$split" ] || mapfile -t _words <<<"$split"
}

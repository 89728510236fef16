# shellcheck shell=bash
# Sourced by scripts/build-commit and scripts/compare-commits (not run on its own).
#
# with_progress LABEL LOG COMMAND...
#   Runs COMMAND with its output in LOG and, while it runs, prints a line to standard error
#   every NIBBENCH_PROGRESS_SECONDS (default 20): LABEL, the time elapsed and SwiftPM's last
#   progress counter ("[412/530] Compiling GRDB …", else the log's last line); at the end "LABEL: done in 4m02s", or the
#   end of LOG and COMMAND's exit status when it failed.

# 125 s → "2m05s".
minutes_seconds() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

# SwiftPM's last "[n/m] …" line in LOG, else LOG's last line (fetching, resolving), cut short.
last_step() {
  { grep -o '^\[[0-9]*/[0-9]*\].*' "$1" || tr '\r' '\n' <"$1" | grep -v '^[[:space:]]*$'; } | tail -n 1 | cut -c1-90
}

with_progress() {
  local label="$1" log="$2" every="${NIBBENCH_PROGRESS_SECONDS:-20}" start=$SECONDS status=0 pid step
  shift 2
  "$@" >"$log" 2>&1 &
  pid=$!
  echo "$label: started" >&2
  while kill -0 "$pid" 2>/dev/null; do
    # Sleep in 1-second steps so that a short command does not wait a whole interval.
    for ((step = 0; step < every; step++)); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
    kill -0 "$pid" 2>/dev/null || break
    echo "$label: $(minutes_seconds $((SECONDS - start))) $(last_step "$log")" >&2
  done
  wait "$pid" || status=$?
  if [ "$status" -ne 0 ]; then
    tail -n 20 "$log" >&2
    echo "$label: failed (exit $status) after $(minutes_seconds $((SECONDS - start))); the whole log: $log" >&2
    return "$status"
  fi
  echo "$label: done in $(minutes_seconds $((SECONDS - start)))" >&2
}

#!/usr/bin/env python3
"""Assembles one commit's profile for scripts/profile-history.

    merge-profiles.py APP PREVIOUS PARTS GONE OUT

APP: the profiled folder, relative to the repository's top. PREVIOUS: the commit before's
profile.json ('' for the first commit). PARTS: a folder of N/profile.json (one source file
profiled alone, from its own folder) with N.source (that file, relative to the top, or * for
APP profiled whole from its parent folder). GONE:
the sources removed since, one a line. OUT: the folder to write profile.json to.

Entries are named as a whole-folder profile of APP names them (APP's name/sub/folders/Nib):
a file profiled alone names its nibs from its own folder, so they get its path as a prefix.
The previous profile's entries of the sources profiled again or gone are dropped. The
assembled profile keeps the nibs (what the history reads); its class table, stubbed classes
and failures are the parts' only, since a per-class sum over carried-over entries would
mix measurements. A source that could not be profiled at all is a failure of its own.
"""
import json
import os
import sys

app, previous, parts, gone, out = sys.argv[1:6]
top = os.path.basename(app.rstrip("/"))


def canonical(source):
    """A source path relative to the repository's top, as a whole-folder profile names it."""
    inside = os.path.relpath(source, app)
    return top + "/" + inside


profile = None
if previous:
    with open(previous) as f:
        profile = json.load(f)
replaced = set()
for line in gone.splitlines():
    if line.strip():
        replaced.add(canonical(line.strip()))
added = []
missing = []
part_profiles = []
for n in sorted((p for p in os.listdir(parts) if p.endswith(".source")), key=lambda p: int(p.split(".")[0])):
    number = n.split(".")[0]
    with open(os.path.join(parts, n)) as f:
        source = f.read().strip()
    whole = source == "*"  # the whole folder, profiled as APP: names already canonical
    if not whole:
        replaced.add(canonical(source))
    path = os.path.join(parts, number, "profile.json")
    if not os.path.exists(path):
        # Nothing of the file could be profiled (named on standard error already): the commit's
        # profile says so, as a failure, so that the history is told what is missing.
        errors = os.path.join(parts, number + ".err")
        lines = [l.strip() for l in open(errors, encoding="utf-8", errors="replace")] if os.path.exists(errors) else []
        message = next((l.removeprefix("nibbench: ") for l in lines if l and ": warning: " not in l), "could not be profiled")
        missing.append({"file": canonical(source), "message": message})
        continue
    with open(path) as f:
        part = json.load(f)
    part_profiles.append(part)
    prefix = "" if whole else os.path.dirname(canonical(source)) + "/"
    for entry in part["nibs"]:
        entry["name"] = prefix + entry["name"]
        entry["source"] = prefix + entry["source"]
        added.append(entry)
if profile is None:
    if not part_profiles:
        sys.exit("merge-profiles: no profile to start from: no source could be profiled at the first commit")
    profile = dict(part_profiles[-1])
    profile["nibs"] = []
kept = [e for e in profile["nibs"] if e["source"] not in replaced]
profile["nibs"] = sorted(kept + added, key=lambda e: e["name"])
if part_profiles:
    latest = part_profiles[-1]
    for key in ("machine", "measure", "stubsUnknownClasses", "schemaVersion", "kind"):
        if key in latest:
            profile[key] = latest[key]
profile["inputs"] = [top]
profile["classes"] = [c for p in part_profiles for c in p.get("classes", [])]
profile["stubbedClasses"] = [c for p in part_profiles for c in p.get("stubbedClasses", [])]
profile["failures"] = [c for p in part_profiles for c in p.get("failures", [])] + missing
profile["sourceFiles"] = len({e["source"].split("#")[0] for e in profile["nibs"]})
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "profile.json.tmp"), "w") as f:
    json.dump(profile, f, sort_keys=True)
os.replace(os.path.join(out, "profile.json.tmp"), os.path.join(out, "profile.json"))

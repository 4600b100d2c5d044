#!/usr/bin/env bash
# `npm ci "$@"`, with one narrow fallback.
#
# A registry that lacks other platforms' builds of native packages (e.g. @swc/core-darwin-arm64, answered 404)
# makes npm write a package-lock.json without those optional entries, and `npm ci` then refuses the lock as
# "not in sync" ("Missing: @swc/core-darwin-arm64@ from lock file"). When EVERY missing entry is an optional
# dependency named in the lock, this runs `npm install "$@"` instead, which keeps every locked version and
# only skips the absent optional builds. Any other mismatch still fails.
set -euo pipefail

log=$(mktemp)
trap 'rm -f "$log"' EXIT

if npm ci "$@" 2>&1 | tee "$log"; then
  exit 0
fi

if ! grep -q 'can only install packages when your package.json and package-lock.json' "$log"; then
  exit 1
fi

missing=$(sed -n 's/^npm error Missing: \(.*\) from lock file$/\1/p' "$log")
if [ -z "$missing" ]; then
  exit 1
fi

# Names of every optional dependency declared by a locked package.
if ! MISSING="$missing" node -e '
  const lock = JSON.parse(require("fs").readFileSync("package-lock.json", "utf8"));
  const optional = new Set();
  for (const pkg of Object.values(lock.packages || {})) {
    for (const name of Object.keys(pkg.optionalDependencies || {})) optional.add(name);
  }
  const names = process.env.MISSING.split("\n").filter(Boolean).map((m) => m.replace(/@[^@]*$/, ""));
  const other = names.filter((n) => !optional.has(n));
  if (other.length) {
    console.error("npm-ci: the lock is out of sync for non-optional packages: " + other.join(", "));
    process.exit(1);
  }
'; then
  exit 1
fi

echo "npm-ci: only optional platform builds are missing from package-lock.json" \
  "($(echo "$missing" | wc -l) entries, e.g. $(echo "$missing" | head -1)); falling back to npm install with the lock"
npm install "$@"

#!/usr/bin/env bash
# Builds a reproducible verijudge release: static binaries (CGO_ENABLED=0,
# -trimpath, no build id or VCS stamp), SHA256SUMS, and an OCI image layout
# of the verifier per linux platform, assembled in Go without a Docker
# daemon, its digest recorded in RELEASE.json. The same tree, Go toolchain
# and epoch give the same bytes (docs/release.md).
#
#   scripts/release.sh --out DIR [--version V] [--platforms linux/amd64,...] [--epoch UNIX]
set -euo pipefail
cd "$(dirname "$0")/.."
exec go run ./tools/release/releasecmd "$@"

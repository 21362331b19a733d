#!/usr/bin/env bash
# Makes resources/public/wake.mp4: a tiny, silent, black, looping video. Phones on the table's
# plain-http origin have no Screen Wake Lock API; a muted inline video that plays keeps most of
# them from dimming and locking (renderer/lib/phone/stay-awake.ts). The file is committed; run this
# again (it needs ffmpeg, Debian's `ffmpeg`) only to change it.
set -euo pipefail
cd "$(dirname "$0")/.."
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=16x16:r=1:d=4" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -tune stillimage \
  -movflags +faststart -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact \
  resources/public/wake.mp4
ls -l resources/public/wake.mp4

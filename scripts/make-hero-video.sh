#!/usr/bin/env bash
# Makes the home page's background clip: a calm Gulf horizon with slow waves,
# drawn by ffmpeg (no footage). 8 s that loop seamlessly: every moving term
# completes whole cycles in 8 s. Writes WebM (VP9), MP4 (H.264) and a small
# poster into public/media. Needs Debian's ffmpeg: apt-get install -y ffmpeg
set -euo pipefail
out="public/media"
mkdir -p "$out"
seconds=8
size=960x540
h0="(H*0.46)"
# Sky: pale blue fading to a warm haze at the horizon. Sea: Gulf blue, darker
# with depth, with wave highlights drifting one cycle per clip.
sky_t="(Y/$h0)"
sea_d="((Y-$h0)/(H-$h0))"
wave="(14*sin(X/(18+60*$sea_d)+2*PI*T/$seconds+40*$sea_d)*(1-0.6*$sea_d)+6*sin(X/7-2*PI*2*T/$seconds+90*$sea_d)*(1-$sea_d))"
r="if(lt(Y,$h0), 120+110*$sky_t, 18+30*(1-$sea_d)+$wave)"
g="if(lt(Y,$h0), 175+55*$sky_t, 78+60*(1-$sea_d)+$wave)"
b="if(lt(Y,$h0), 220+10*$sky_t, 108+70*(1-$sea_d)+$wave)"
src="nullsrc=s=$size:d=$seconds:r=24,format=rgb24,geq=r='$r':g='$g':b='$b',gblur=sigma=1.2,format=yuv420p"

ffmpeg -y -loglevel error -f lavfi -i "$src" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$out/hero.webm"
ffmpeg -y -loglevel error -f lavfi -i "$src" -c:v libx264 -preset slow -crf 30 -profile:v high -movflags +faststart -an "$out/hero.mp4"
ffmpeg -y -loglevel error -i "$out/hero.mp4" -frames:v 1 -vf scale=480:-2 -q:v 6 "$out/hero-poster.jpg"
ls -l "$out"

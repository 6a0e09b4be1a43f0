/**
 * Encodes the demo videos into src/server/seed/assets/ (run once by a developer, needs ffmpeg;
 * the MP4s are committed so seeding never needs it):
 *   npm exec -- node src/server/seed/make-videos.ts [file.mp4 …]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { drawVideoFrame, VIDEO_FILES, VIDEO_FPS, VIDEO_SECONDS } from './video-art.ts';

const ASSETS = new URL('./assets/', import.meta.url);

async function encode(video: string): Promise<void> {
  const out = new URL(video, ASSETS).pathname;
  // H.264 baseline-friendly settings that every browser plays; no audio; moov atom first for streaming.
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'image2pipe',
      '-vcodec',
      'png',
      '-framerate',
      String(VIDEO_FPS),
      '-i',
      '-',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      out,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) =>
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))),
  );
  const frames = VIDEO_SECONDS[video]! * VIDEO_FPS;
  for (let i = 0; i < frames; i++) {
    const png = await sharp(Buffer.from(drawVideoFrame(video, i / (frames - 1))))
      .png({ compressionLevel: 1 })
      .toBuffer();
    if (!ffmpeg.stdin.write(png)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
  console.log(`${video}: ${frames} frames, ${Math.round(statSync(out).size / 1024)} KB`);
}

mkdirSync(ASSETS, { recursive: true });
const wanted = process.argv.slice(2);
for (const video of VIDEO_FILES) if (wanted.length === 0 || wanted.includes(video)) await encode(video);

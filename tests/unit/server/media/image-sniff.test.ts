import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../../../src/server/media/image-sniff.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array([
    ...parts.flatMap((p) => (typeof p === 'string' ? [...p].map((ch) => ch.charCodeAt(0)) : p)),
    ...new Array(16).fill(0),
  ]);

describe('sniffImage', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe1])],
    ['png', bytes([0x89], 'PNG\r\n\x1a\n')],
    ['gif', bytes('GIF89a')],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['avif', bytes([0, 0, 0, 28], 'ftypavif', [0, 0, 0, 0], 'mif1miaf')],
    ['avif', bytes([0, 0, 0, 28], 'ftypmif1', [0, 0, 0, 0], 'avifmiaf')],
    ['heic', bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1')],
  ])('recognises %s', (kind, input) => {
    expect(sniffImage(input)).toBe(kind);
  });

  it.each([
    ['text', bytes('hello, I am a photo.jpg')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['html', bytes('<!doctype html><script>')],
    ['a RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'AVI LIST')],
    ['an MP4 video', bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 0, 0], 'mp41')],
    ['too short', new Uint8Array([0xff, 0xd8, 0xff])],
    ['empty', new Uint8Array()],
  ])('refuses %s', (_what, input) => {
    expect(sniffImage(input)).toBeNull();
  });
});

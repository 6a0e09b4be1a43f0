import { describe, expect, it } from 'vitest';
import { galleryItems, isVideo, isVideoFile, VIDEO_TYPES } from '../../../src/features/car-detail/gallery-items.ts';

describe('video detection', () => {
  it('knows the five video extensions of the spec, in any case', () => {
    expect(Object.keys(VIDEO_TYPES).sort()).toEqual(['avi', 'flv', 'mov', 'mp4', 'wmv']);
    for (const name of ['a.avi', 'b.FLV', 'c.wmv', 'd.Mov', 'e.mp4', 'f.mp4?v=2']) expect(isVideoFile(name)).toBe(true);
    for (const name of ['a.webp', 'b.jpg', 'mp4', 'video.mp4.png', '']) expect(isVideoFile(name)).toBe(false);
  });

  it("treats type 'I' as a picture and anything else as a video", () => {
    expect(isVideo({ Type: 'I', URL: 'x.webp' })).toBe(false);
    expect(isVideo({ Type: 'i', URL: 'x.webp' })).toBe(false);
    expect(isVideo({ Type: 'V', URL: 'x.mp4' })).toBe(true);
    expect(isVideo({ Type: 'X', URL: 'x.webp' })).toBe(true);
    // A picture element cannot show a video file, whatever its type says.
    expect(isVideo({ Type: 'I', URL: 'walkaround.mp4' })).toBe(true);
  });
});

describe('gallery items', () => {
  it('builds photo/<file>, photo/thumb/<file> and video/<file> URLs in the API order', () => {
    const items = galleryItems(
      [
        { URL: 'front.webp', Type: 'I' },
        { URL: 'walk.mp4', Type: 'V' },
        { URL: 'rear.webp', Type: 'I' },
        { URL: '  ', Type: 'I' },
      ],
      'https://cdn.example.com/m/',
    );
    expect(items).toEqual([
      {
        kind: 'image',
        file: 'front.webp',
        full: 'https://cdn.example.com/m/photo/front.webp',
        medium: 'https://cdn.example.com/m/photo/medium/front.webp',
        thumb: 'https://cdn.example.com/m/photo/thumb/front.webp',
      },
      { kind: 'video', file: 'walk.mp4', src: 'https://cdn.example.com/m/video/walk.mp4', type: 'video/mp4' },
      {
        kind: 'image',
        file: 'rear.webp',
        full: 'https://cdn.example.com/m/photo/rear.webp',
        medium: 'https://cdn.example.com/m/photo/medium/rear.webp',
        thumb: 'https://cdn.example.com/m/photo/thumb/rear.webp',
      },
    ]);
  });

  it('uses the default media base', () => {
    expect(galleryItems([{ URL: 'a b.webp', Type: 'I' }])[0]).toMatchObject({ full: '/media/photo/a%20b.webp' });
  });
});

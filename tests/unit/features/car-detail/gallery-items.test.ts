import { describe, expect, it } from 'vitest';
import { galleryItems, isVideo, isVideoFile, VIDEO_TYPES } from '../../../../src/features/car-detail/gallery-items.ts';
import { firstPictureIndex } from '../../../../src/lib/media-kind.ts';
import { carPictureUrl } from '../../../../src/lib/media-url.ts';

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

  it("shows the car's first picture from its by-id URLs (full and medium), every other file by name", () => {
    const images = [
      { URL: 'front.webp', Type: 'I' },
      { URL: 'walk.mp4', Type: 'V' },
      { URL: 'rear.webp', Type: 'I' },
    ];
    expect(galleryItems(images, '/media', { carId: 12 })).toEqual([
      {
        kind: 'image',
        file: 'front.webp',
        full: '/media/car/12/full',
        medium: '/media/car/12/medium',
        thumb: '/media/photo/thumb/front.webp',
      },
      { kind: 'video', file: 'walk.mp4', src: '/media/video/walk.mp4', type: 'video/mp4' },
      {
        kind: 'image',
        file: 'rear.webp',
        full: '/media/photo/rear.webp',
        medium: '/media/photo/medium/rear.webp',
        thumb: '/media/photo/thumb/rear.webp',
      },
    ]);
    // The by-id URLs hang off the API's origin (the route needs the database), not the media CDN.
    const [first] = galleryItems(images, 'https://cdn.example.com/m', {
      carId: 12,
      apiBase: 'https://api.example.com',
    });
    expect(first).toMatchObject({
      full: 'https://api.example.com/media/car/12/full',
      medium: 'https://api.example.com/media/car/12/medium',
      thumb: 'https://cdn.example.com/m/photo/thumb/front.webp',
    });
    // A video first: the first picture (what the route answers) still comes by id.
    const videoFirst = galleryItems([images[1]!, images[2]!, images[0]!], '/media', { carId: 5 });
    expect(videoFirst.map((item) => (item.kind === 'image' ? item.medium : item.src))).toEqual([
      '/media/video/walk.mp4',
      '/media/car/5/medium',
      '/media/photo/medium/front.webp',
    ]);
    // Only videos: nothing by id.
    expect(galleryItems([images[1]!], '/media', { carId: 5 })).toEqual([galleryItems([images[1]!], '/media')[0]]);
  });

  it('uses the default media base', () => {
    expect(galleryItems([{ URL: 'a b.webp', Type: 'I' }])[0]).toMatchObject({ full: '/media/photo/a%20b.webp' });
  });
});

describe('car picture URLs by id', () => {
  it('are /media/car/{id}/{medium|full} on the API base', () => {
    expect(carPictureUrl(7, 'medium')).toBe('/media/car/7/medium');
    expect(carPictureUrl(7, 'full', '')).toBe('/media/car/7/full');
    expect(carPictureUrl(2147483647, 'full', 'https://api.example.com//')).toBe(
      'https://api.example.com/media/car/2147483647/full',
    );
  });

  it('find the first picture the way the gallery does', () => {
    expect(firstPictureIndex([{ URL: 'a.webp', Type: 'I' }])).toBe(0);
    expect(
      firstPictureIndex([
        { URL: ' ', Type: 'I' },
        { URL: 'walk.mp4', Type: 'I' },
        { URL: 'walk.mp4', Type: 'V' },
        { URL: 'b.webp', Type: 'i' },
      ]),
    ).toBe(3);
    expect(firstPictureIndex([{ URL: 'walk.mp4', Type: 'V' }])).toBe(-1);
    expect(firstPictureIndex([])).toBe(-1);
  });
});

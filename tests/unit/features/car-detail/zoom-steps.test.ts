import { describe, expect, it } from 'vitest';
import { stepZoom, ZOOM } from '../../../../src/features/car-detail/zoom-steps.ts';

describe('lightbox zoom', () => {
  it('goes from 0.5 to 2 in steps of 0.1', () => {
    expect(ZOOM).toEqual({ min: 0.5, max: 2, step: 0.1 });
    let zoom = 1;
    const seen: number[] = [];
    for (let i = 0; i < 12; i += 1) seen.push((zoom = stepZoom(zoom, 'in')));
    expect(seen).toEqual([1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2, 2, 2]);
    for (let i = 0; i < 20; i += 1) zoom = stepZoom(zoom, 'out');
    expect(zoom).toBe(0.5);
    expect(stepZoom(0.5, 'in')).toBe(0.6);
  });

  it('snaps an off-step value to the grid', () => {
    expect(stepZoom(1.04, 'in')).toBe(1.1);
    expect(stepZoom(3, 'out')).toBe(2);
  });
});

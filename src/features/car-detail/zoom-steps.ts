/**
 * Lightbox zoom of SPEC.md §9: from 0.5 to 2 times the fitted size, in steps of 0.1. Pure.
 */
export const ZOOM = { min: 0.5, max: 2, step: 0.1 } as const;

/** Rounds to the step so repeated additions of 0.1 do not drift (0.1 + 0.2 ≠ 0.3). */
const toStep = (value: number) => Math.round(value * 10) / 10;

/**
 * The next zoom factor one step in or out, kept within 0.5…2.
 * @example stepZoom(1, 'in') // 1.1
 * @example stepZoom(0.5, 'out') // 0.5
 */
export function stepZoom(current: number, direction: 'in' | 'out'): number {
  const next = toStep(toStep(current) + (direction === 'in' ? ZOOM.step : -ZOOM.step));
  return Math.min(ZOOM.max, Math.max(ZOOM.min, next));
}

/** The 3D car as the renderer consumes it: faces in paint slots, each with the details on it. */
import type { Vec3 } from './camera.ts';

/** A paint slot resolved to a colour by the renderer (paint takes the car's colour). */
export type Material =
  | 'paint'
  | 'paintDark'
  | 'glass'
  | 'trim'
  | 'alu'
  | 'chrome'
  | 'lens'
  | 'lensCore'
  | 'tail'
  | 'tailCore'
  | 'plate'
  | 'plateBand'
  | 'tyre'
  | 'sidewall'
  | 'rim'
  | 'rimDark'
  | 'well'
  | 'highlight';

export interface Decal {
  pts: Vec3[];
  material: Material;
}

export interface Face {
  pts: Vec3[];
  normal: Vec3;
  material: Material;
  /** Vertical light-to-dark sheen across the face (flanks and side windows). */
  sheen?: boolean;
  decals: Decal[];
  /** Decals clipped to the face's outline (window pillars). */
  clipped?: Decal[];
  /** Faces of one smoothed panel share a group; its decals are drawn after the last of them. */
  group?: number;
}

export interface CarModel {
  faces: Face[];
  /** Drawn before the body: every wheel, so the far ones peek out under it. */
  underlay: Decal[];
  /** Drawn after the body: roof rails. */
  overlay: Decal[];
  /** Lamps, plates and grilles of each panel group (see Face.group). */
  groups: Map<number, Decal[]>;
  length: number;
  width: number;
  height: number;
}

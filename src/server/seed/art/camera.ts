/**
 * A pinhole camera for the car drawings: the car is modelled in metres (x along the car from the
 * front bumper, y up, z across) and projected to the picture plane, so one model gives every view.
 */
export type Vec3 = readonly [number, number, number];
export type Pt = readonly [number, number];

export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const normalize = (a: Vec3): Vec3 => {
  const n = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / n, a[1] / n, a[2] / n];
};

export interface Camera {
  position: Vec3;
  /** Projects a world point to unscaled picture coordinates (y grows downwards) and its depth. */
  project(p: Vec3): { x: number; y: number; depth: number };
  /** True when a surface with this outward normal through point p faces the camera. */
  faces(p: Vec3, normal: Vec3): boolean;
}

/**
 * @param yawDeg 0 looks at the car's nose, 90 at its right flank, 180 at its tail.
 * @param pitchDeg how far above the car the camera stands.
 * @param target the point looked at (the car's centre, a little above the ground).
 */
export function createCamera(yawDeg: number, pitchDeg: number, distance: number, target: Vec3): Camera {
  const yaw = (yawDeg * Math.PI) / 180;
  const pitch = (pitchDeg * Math.PI) / 180;
  // The car's nose points to -x, so a camera at yaw 0 stands on the -x side.
  const position: Vec3 = [
    target[0] - Math.cos(yaw) * Math.cos(pitch) * distance,
    target[1] + Math.sin(pitch) * distance,
    target[2] - Math.sin(yaw) * Math.cos(pitch) * distance,
  ];
  const forward = normalize(sub(target, position));
  const right = normalize(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  return {
    position,
    project(p) {
      const d = sub(p, position);
      const depth = dot(d, forward);
      return { x: dot(d, right) / depth, y: -dot(d, up) / depth, depth };
    },
    faces(p, normal) {
      return dot(normal, sub(position, p)) > 1e-9;
    },
  };
}

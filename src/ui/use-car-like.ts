/** React side of like-car.ts: one like at a time per list, and a reload whenever any list liked a car. */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { $likeChanges, toggleCarLike } from './like-car.ts';

/**
 * `toggle(car)` likes or unlikes; `busyId` is the car whose call is running. `reload` runs after any
 * successful like (here or in another island) and after Cancel in the login-required dialog.
 */
export interface CarLike {
  toggle: (car: { id: number; liked: boolean }) => void;
  busyId: number | null;
}

export function useCarLike(reload: () => void): CarLike {
  const [busyId, setBusyId] = useState<number | null>(null);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const changes = useStore($likeChanges);
  const seen = useRef(changes);

  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    reloadRef.current();
  }, [changes]);

  const toggle = useCallback(
    (car: { id: number; liked: boolean }) => {
      if (busyId !== null) return;
      setBusyId(car.id);
      void toggleCarLike(car, { onCancel: () => reloadRef.current() }).finally(() => setBusyId(null));
    },
    [busyId],
  );
  return { toggle, busyId };
}

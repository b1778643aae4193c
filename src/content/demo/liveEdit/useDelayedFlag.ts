import { useEffect, useState } from 'react';

/** True once `on` has stayed true for `delayMs`; false as soon as `on` is false. */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!on) {
      setDelayed(false);
      return undefined;
    }
    const timer = setTimeout(() => setDelayed(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && delayed;
}

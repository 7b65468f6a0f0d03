import { useEffect, useRef, useState } from 'react';

/**
 * False for `guardMs` after `key` changes (not when first shown), then true: a button stays
 * still while a new card comes in, so a second tap meant for the last card cannot land on it.
 */
export function useArmed(key: number, guardMs: number): boolean {
  const [armed, setArmed] = useState(true);
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    setArmed(false);
    const timer = setTimeout(() => setArmed(true), guardMs);
    return () => clearTimeout(timer);
  }, [key, guardMs]);
  return armed;
}

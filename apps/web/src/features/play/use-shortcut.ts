import { useEffect, useRef } from 'react';

/** Where a typed letter is text, never a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file'].includes(target.type);
}

/**
 * A single-key shortcut for a turn's button, for a player at a keyboard: `key` (one letter, in the
 * interface's language, compared without case) runs `action`. Never while typing in a field, nor
 * with Ctrl, Alt or Meta (the browser's own shortcuts), nor on a key held down (one press, one card).
 */
export function useShortcut(key: string, action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    const wanted = key.toLocaleLowerCase();
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      if (event.key.toLocaleLowerCase() !== wanted || typingIn(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [key]);
}

import { useShortcut } from './use-shortcut.ts';

interface TurnButtonProps {
  className: string;
  resting: boolean;
  /** Its key, as the interface's language names it (shown on devices with a keyboard). */
  shortcut: string;
  onPress: () => void;
  children: string;
}

/**
 * A turn's button. Resting, it says so (`aria-disabled`) and ignores presses, but is never
 * disabled outright: a disabled button drops the keyboard's focus, and the next card's press
 * would then start from nowhere. Its key presses it too.
 */
export function TurnButton({ className, resting, shortcut, onPress, children }: TurnButtonProps) {
  const press = () => {
    if (!resting) onPress();
  };
  useShortcut(shortcut, press);
  return (
    <button
      type="button"
      className={className}
      aria-disabled={resting}
      aria-keyshortcuts={shortcut.toLocaleUpperCase()}
      onClick={press}
    >
      {children}
      <span className="shortcut-key" aria-hidden="true">
        {shortcut.toLocaleUpperCase()}
      </span>
    </button>
  );
}

import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps `--header-height` on the page's root at the header's height, for what must sit below the
 * header instead of over its controls (Leave, Account, the switches): the toasts (toasts.css).
 * The header wraps onto a second line on a narrow phone and is slimmer during play, so it is
 * measured, not assumed.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--header-height', `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}

type Toastify = typeof import('react-toastify/unstyled');
type Level = 'success' | 'error' | 'warning' | 'info';

interface Host {
  toast: Toastify['toast'];
  localize: (message: string) => string;
}

let host: Promise<Host> | undefined;

/** Toasts load with their first use: nothing of them weighs on a screen that shows none. */
function toasts(): Promise<Host> {
  host ??= import('./toast-host.tsx').then((m) => ({
    toast: m.mountToasts().toast,
    localize: m.localizeMessage,
  }));
  return host;
}

/**
 * Shows a message; one in the server's English (a refusal, a fallback) is shown in the player's
 * language. One message shows once at a time, however often it is raised.
 */
function show(level: Level, message: string): void {
  void toasts().then(({ toast, localize }) => {
    const text = localize(message);
    toast[level](text, { toastId: text });
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

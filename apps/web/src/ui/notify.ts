type Toastify = typeof import('react-toastify/unstyled');
type Level = 'success' | 'error' | 'warning' | 'info';

/** A server message's key and values, when it came with them (`errorRef`). */
type MessageRef = import('@unsayable/rules').MessageRef;

interface Host {
  toast: Toastify['toast'];
  localize: (message: string, ref?: MessageRef) => string;
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
 * Shows a message; one of the server's (a refusal, a fallback) is shown in the player's language,
 * by its key when it came with one (`ref`), else by its English words. One message shows once at a
 * time, however often it is raised.
 */
function show(level: Level, message: string, ref?: MessageRef): void {
  void toasts().then(({ toast, localize }) => {
    const text = localize(message, ref);
    toast[level](text, { toastId: text });
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string, ref?: MessageRef) => show('error', message, ref),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

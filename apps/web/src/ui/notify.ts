type Toastify = typeof import('react-toastify/unstyled');

let host: Promise<Toastify> | undefined;

/** Toasts load with their first use: nothing of them weighs on a screen that shows none. */
function toasts(): Promise<Toastify> {
  host ??= import('./toast-host.tsx').then((m) => m.mountToasts());
  return host;
}

/** One message shows once at a time, however often it is raised. */
export const notify = {
  success: (message: string) =>
    void toasts().then(({ toast }) => toast.success(message, { toastId: message })),
  error: (message: string) => void toasts().then(({ toast }) => toast.error(message, { toastId: message })),
  warning: (message: string) =>
    void toasts().then(({ toast }) => toast.warning(message, { toastId: message })),
  info: (message: string) => void toasts().then(({ toast }) => toast.info(message, { toastId: message })),
};

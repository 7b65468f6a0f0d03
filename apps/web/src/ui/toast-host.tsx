import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { createRoot } from 'react-dom/client';
// The unstyled entry: the default one injects an inline <style>, which our CSP (style-src 'self') refuses.
import * as toastify from 'react-toastify/unstyled';
import { translate } from '../i18n/i18n.ts';

export { localizeMessage } from '../i18n/english-messages.ts';

/** The library's close button, named in the player's language (its own name is English). */
function CloseButton({ closeToast, theme }: toastify.CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={translate('shell.toast.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The toasts: top right, at most 350 px wide, slide in and out in 0.4 s, a close button,
 * success green, error red, warning orange, info blue (theme.css), 3000 ms by default.
 */
export function mountToasts(): typeof toastify {
  const element = document.createElement('div');
  element.className = 'toast-host';
  document.body.append(element);
  createRoot(element).render(
    <toastify.ToastContainer
      position="top-right"
      autoClose={3000}
      closeButton={CloseButton}
      aria-label={translate('shell.toast.region')}
      transition={toastify.Slide}
      theme="colored"
      newestOnTop
    />,
  );
  return toastify;
}

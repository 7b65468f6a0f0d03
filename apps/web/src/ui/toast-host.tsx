import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { createRoot } from 'react-dom/client';
// The unstyled entry: the default one injects an inline <style>, which our CSP (style-src 'self') refuses.
import * as toastify from 'react-toastify/unstyled';

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
      closeButton
      transition={toastify.Slide}
      theme="colored"
      newestOnTop
    />,
  );
  return toastify;
}

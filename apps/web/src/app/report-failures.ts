import { isGamecode, normalizeGamecode } from '@unsayable/rules';
import type { Connection, FailureReport } from '../net/connection-types.ts';
import { describeError } from '../net/describe-error.ts';
import { gamecodeOfPath } from './navigation-rules.ts';

/** Where a failure happened: the page, and the game of the page, whose error log it joins. */
export function pageOf(pathname: string): Pick<FailureReport, 'gamecode' | 'additionalInfo'> {
  const code = normalizeGamecode(gamecodeOfPath(pathname) ?? '');
  return { additionalInfo: `on ${pathname}`, ...(isGamecode(code) ? { gamecode: code } : {}) };
}

/**
 * Sends the page's uncaught errors and unhandled rejections to the error log (the connection
 * rate-limits them). Returns the function that stops it.
 */
export function reportUncaughtFailures(target: Window, connection: Pick<Connection, 'report'>): () => void {
  const onError = (event: ErrorEvent) => {
    const page = pageOf(target.location.pathname);
    connection.report({
      ...describeError(event.error ?? event.message),
      source: 'uncaught error',
      ...page,
      additionalInfo: `${event.filename}:${event.lineno}:${event.colno} ${page.additionalInfo}`,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) =>
    connection.report({
      ...describeError(event.reason),
      source: 'unhandled rejection',
      ...pageOf(target.location.pathname),
    });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

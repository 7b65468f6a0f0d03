import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { translate } from '../i18n/i18n.ts';
import { ConnectionContext } from '../net/connection-context.ts';
import { describeError } from '../net/describe-error.ts';
import { ScreenLoadError } from './lazy-screen.ts';
import { pageOf } from './report-failures.ts';

interface State {
  error: Error | null;
}

/**
 * A screen that cannot load (or crashes) says so, with the reason, and offers a way on; the
 * failure goes to the error log.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = ConnectionContext;
  declare context: ContextType<typeof ConnectionContext>;
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const page = pageOf(location.pathname);
    this.context?.report({
      ...describeError(error),
      source: 'screen',
      ...page,
      additionalInfo: `${page.additionalInfo}${info.componentStack ?? ''}`,
    });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A class component: the strings of the moment (it shows again with the next screen).
    const message =
      error instanceof ScreenLoadError
        ? translate('shell.error.screenLoad', { part: error.part, reason: error.reason })
        : error.message;
    return (
      <section className="panel screen-error" role="alert">
        <h1>{translate('shell.error.title')}</h1>
        <p>{message}</p>
        <div className="actions">
          <button type="button" className="button primary" onClick={() => window.location.reload()}>
            {translate('shell.error.tryAgain')}
          </button>
          <Link className="button" to="/home">
            {translate('shell.home')}
          </Link>
        </div>
      </section>
    );
  }
}

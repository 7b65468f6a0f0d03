import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConnectionContext } from '../net/connection-context.ts';
import { describeError } from '../net/describe-error.ts';
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
    if (!this.state.error) return this.props.children;
    return (
      <section className="panel screen-error" role="alert">
        <h1>Something went wrong</h1>
        <p>{this.state.error.message}</p>
        <div className="actions">
          <button type="button" className="button primary" onClick={() => window.location.reload()}>
            Try again
          </button>
          <Link className="button" to="/home">
            Home
          </Link>
        </div>
      </section>
    );
  }
}

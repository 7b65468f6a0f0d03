import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';

interface State {
  error: Error | null;
}

/** A screen that cannot load (or crashes) says so, with the reason, and offers a way on. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
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

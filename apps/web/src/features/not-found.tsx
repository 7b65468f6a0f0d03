import { Link } from 'react-router';

export default function NotFound() {
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is nothing at this address. Check the link, or start again from the home screen.</p>
      <div className="actions">
        <Link className="button primary" to="/home">
          Home
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { useText } from '../i18n/i18n.ts';

export default function NotFound() {
  const { t } = useText();
  return (
    <section className="panel" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.body')}</p>
      <div className="actions">
        <Link className="button primary" to="/home">
          {t('shell.home')}
        </Link>
      </div>
    </section>
  );
}

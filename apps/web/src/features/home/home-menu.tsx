import './home.css';
import { Link } from 'react-router';
import { useText } from '../../i18n/i18n.ts';

/** The start screen: four ways in, each a big target for one thumb. */
export default function HomeMenu() {
  const { t } = useText();
  return (
    <section className="panel home-screen" aria-labelledby="home-title">
      <h1 id="home-title">{t('shell.home.title')}</h1>
      <p className="home-pitch">{t('shell.home.pitch')}</p>
      <ul className="home-menu">
        <li>
          <Link className="button primary" to="/home/create">
            {t('shell.home.create')}
          </Link>
        </li>
        <li>
          <Link className="button primary" to="/home/join">
            {t('shell.home.join')}
          </Link>
        </li>
        <li>
          <Link className="button" to="/home/rules">
            {t('shell.home.rules')}
          </Link>
        </li>
        <li>
          <Link className="button" to="/home/submit">
            {t('shell.home.submit')}
          </Link>
        </li>
        <li>
          <Link className="button" to="/decks/new">
            {t('shell.home.decks')}
          </Link>
        </li>
      </ul>
    </section>
  );
}

import './home.css';
import { Link } from 'react-router';
import { useText } from '../../i18n/i18n.ts';
import { richText } from '../../i18n/rich-text.tsx';

/** The rules in a minute's reading, with a card to show what one looks like. */
export default function HowToPlay() {
  const { t } = useText();
  const example = { word: t('rules.example.word'), forbidden: t('rules.example.forbidden').split(', ') };
  return (
    <article className="panel home-screen" aria-labelledby="rules-title">
      <h1 id="rules-title">{t('shell.home.rules')}</h1>
      <p className="home-pitch">{t('rules.pitch')}</p>

      <h2>{t('rules.example')}</h2>
      <figure className="example-card" aria-labelledby="example-word">
        <h3 id="example-word">{example.word}</h3>
        <ul aria-label={t('rules.forbiddenWords')}>
          {example.forbidden.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
        <figcaption className="hint">{t('rules.example.try')}</figcaption>
      </figure>

      <h2>{t('rules.teams')}</h2>
      <ul className="rules-list">
        <li>{t('rules.teams.1')}</li>
        <li>{richText(t('rules.teams.2'))}</li>
        <li>{richText(t('rules.teams.3'))}</li>
        <li>{t('rules.teams.4')}</li>
      </ul>

      <h2>{t('rules.turn')}</h2>
      <ul className="rules-list">
        <li>{richText(t('rules.turn.1'))}</li>
        <li>{richText(t('rules.turn.2'))}</li>
        <li>{richText(t('rules.turn.undo'))}</li>
        <li>{richText(t('rules.turn.pause'))}</li>
        <li>{richText(t('rules.turn.3'))}</li>
        <li>{richText(t('rules.turn.review'))}</li>
      </ul>

      <h2>{t('rules.scoring')}</h2>
      <ul className="rules-list">
        <li>{t('rules.scoring.1')}</li>
        <li>{t('rules.scoring.2')}</li>
        <li>{t('rules.scoring.3')}</li>
      </ul>

      <h2>{t('rules.end')}</h2>
      <p>{t('rules.end.lead')}</p>
      <ul className="rules-list">
        <li>{richText(t('rules.end.turns'))}</li>
        <li>{richText(t('rules.end.time'))}</li>
        <li>{richText(t('rules.end.score'))}</li>
      </ul>
      <p>{t('rules.end.body')}</p>

      <h2>{t('rules.decks')}</h2>
      <p>{richText(t('rules.decks.body'))}</p>

      <div className="actions">
        <Link className="button primary" to="/home/create">
          {t('rules.create')}
        </Link>
        <Link className="button" to="/home/join">
          {t('rules.join')}
        </Link>
      </div>
    </article>
  );
}

import type { GameView } from '@unsayable/rules';
import { nameOf } from '../../game/labels.ts';
import { useText } from '../../i18n/i18n.ts';

/**
 * What a guesser looks at instead of a card: whom to listen to (or read, in a typed turn), and
 * how the team is doing.
 */
export function GuessPrompt({ view, typed = false }: { view: GameView; typed?: boolean }) {
  const gp = view.gameplay;
  const giver = nameOf(view, gp.giverId);
  const { t } = useText();
  if (view.you?.role !== 'guesser') {
    return (
      <div className="panel guessing">
        <p className="phase-lead">{t('play.guess.giverGives', { giver })}</p>
      </div>
    );
  }
  return (
    <div className="guess-card">
      <svg className="guess-icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M10 14h44v28H30l-12 10V42h-8z" fill="currentColor" />
        <circle cx="22" cy="28" r="3.5" fill="var(--surface)" />
        <circle cx="32" cy="28" r="3.5" fill="var(--surface)" />
        <circle cx="42" cy="28" r="3.5" fill="var(--surface)" />
      </svg>
      <p className="phase-lead guess-lead">{t('play.guess.lead', { giver })}</p>
      <p className="guess-hint">{typed ? t('typed.guessHint') : t('play.guess.hint')}</p>
      <p className="guess-count">
        <span key={gp.tally.correct} className="guess-number">
          {gp.tally.correct}
        </span>{' '}
        {t('play.guess.count', { n: gp.tally.correct })}
      </p>
    </div>
  );
}

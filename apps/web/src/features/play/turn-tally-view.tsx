import type { TurnTally } from '@unsayable/rules';
import { useText } from '../../i18n/i18n.ts';

/**
 * This turn so far, for everyone: how many cards have gone by, then correct (large), skipped and
 * buzzed; each number pops as it changes.
 */
export function TurnTallyView({ tally, goneBy }: { tally: TurnTally; goneBy: number }) {
  const { t } = useText();
  const items: [string, number, string][] = [
    [t('play.list.correct'), tally.correct, 'tally-correct'],
    [t('play.list.skipped'), tally.skipped, 'tally-skipped'],
    [t('play.list.buzzed'), tally.buzzed, 'tally-buzzed'],
  ];
  return (
    <div className="tally">
      <p className="tally-title">{t('play.goneBy', { n: goneBy })}</p>
      <dl>
        {items.map(([label, value, className]) => (
          <div key={label} className={className}>
            <dt>{label}</dt>
            <dd key={value} className="tally-value">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="visually-hidden" aria-live="polite">
        {tally.correct === 0 ? '' : t('play.correctThisTurn', { n: tally.correct })}
      </p>
    </div>
  );
}

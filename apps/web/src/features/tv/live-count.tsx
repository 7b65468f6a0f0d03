import type { TurnTally } from '@unsayable/rules';
import { useText } from '../../i18n/i18n.ts';

/** This turn so far, as every player sees it: cards correct, skipped and buzzed (numbers only). */
export function LiveCount({ tally }: { tally: TurnTally }) {
  const { t } = useText();
  const items: [string, number, string][] = [
    [t('play.list.correct'), tally.correct, 'count-correct'],
    [t('play.list.skipped'), tally.skipped, 'count-skipped'],
    [t('play.list.buzzed'), tally.buzzed, 'count-buzzed'],
  ];
  return (
    <section className="live-count" aria-label={t('play.thisTurn')}>
      <h2 className="live-count-title">{t('play.thisTurn')}</h2>
      <dl>
        {items.map(([label, value, className]) => (
          <div key={label} className={className}>
            <dt>{label}</dt>
            <dd key={value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

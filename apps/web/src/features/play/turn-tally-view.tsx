import type { TurnTally } from '@unsayable/rules';

/** This turn so far, for everyone: cards correct (large), skipped and buzzed; each number pops as it changes. */
export function TurnTallyView({ tally }: { tally: TurnTally }) {
  const items: [string, number, string][] = [
    ['Correct', tally.correct, 'tally-correct'],
    ['Skipped', tally.skipped, 'tally-skipped'],
    ['Buzzed', tally.buzzed, 'tally-buzzed'],
  ];
  return (
    <div className="tally">
      <p className="tally-title">This turn</p>
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
        {tally.correct === 0 ? '' : `${tally.correct} correct this turn`}
      </p>
    </div>
  );
}

import type { TurnTally } from '@unsayable/rules';

/** This turn so far, as every player sees it: cards correct, skipped and buzzed (numbers only). */
export function LiveCount({ tally }: { tally: TurnTally }) {
  const items: [string, number, string][] = [
    ['Correct', tally.correct, 'count-correct'],
    ['Skipped', tally.skipped, 'count-skipped'],
    ['Buzzed', tally.buzzed, 'count-buzzed'],
  ];
  return (
    <section className="live-count" aria-label="This turn">
      <h2 className="live-count-title">This turn</h2>
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

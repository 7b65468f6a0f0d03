import type { AwardLine } from './award-lines.ts';
import './award-cards.css';

/** The game's awards, one card each: what it is, who won it, and the figure behind it. */
export function AwardCards({ lines }: { lines: AwardLine[] }) {
  return (
    <>
      {lines.map((line) => (
        <div key={line.award} className={`award-card${line.team ? ` team-${line.team.slice(-1)}` : ''}`}>
          <h2>{line.title}</h2>
          <p className="award-holder">{line.holder}</p>
          <p className="award-detail">{line.detail}</p>
        </div>
      ))}
    </>
  );
}

import type { GameHighlights, GiverFigures } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';

/** The givers with the most cards correct over the game: several on a tie, none when nobody scored. */
export function bestGivers(givers: GiverFigures[]): GiverFigures[] {
  const most = Math.max(0, ...givers.map((g) => g.correct));
  return most === 0 ? [] : givers.filter((g) => g.correct === most);
}

function names(list: string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

const cards = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

/** The game's best clue giver and its best turn, as two cards worth a screenshot. */
export function Highlights({
  givers,
  highlights,
}: {
  givers: GiverFigures[];
  highlights: GameHighlights | null;
}) {
  const best = bestGivers(givers);
  const turn = highlights?.bestTurn ?? null;
  if (best.length === 0 && !turn) return null;
  const bestTeam = best.length > 0 && best.every((g) => g.team === best[0]?.team) ? best[0]?.team : null;
  return (
    <section className="highlights" aria-label="Highlights">
      {best.length > 0 && (
        <div className={`highlight-card${bestTeam ? ` team-${bestTeam.slice(-1)}` : ''}`}>
          <h2>{best.length === 1 ? 'Best clue giver' : 'Best clue givers'}</h2>
          <p className="highlight-name">{names(best.map((g) => g.name))}</p>
          <p className="highlight-detail">
            {cards(best[0]?.correct ?? 0)} correct{bestTeam ? ` for ${teamLabel(bestTeam)}` : ''}
          </p>
        </div>
      )}
      {turn && (
        <div className={`highlight-card team-${turn.team.slice(-1)}`}>
          <h2>Best turn</h2>
          <p className="highlight-name">{turn.name}</p>
          <p className="highlight-detail">
            {cards(turn.correct)} correct in one turn · round {turn.round}, {teamLabel(turn.team)}
          </p>
        </div>
      )}
    </section>
  );
}

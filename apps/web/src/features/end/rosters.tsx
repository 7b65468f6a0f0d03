import { type GameResult, TEAMS } from '@unsayable/rules';
import { teamLabel } from '../lobby/labels.ts';

/** Both teams as they finished. */
export function Rosters({ rosters }: { rosters: GameResult['rosters'] }) {
  return (
    <section className="panel rosters" aria-label="Teams">
      {TEAMS.map((team) => (
        <div key={team} className={`roster team-${team.slice(-1)}`}>
          <h2>{teamLabel(team)}</h2>
          {rosters[team].length === 0 ? (
            <p className="hint">Nobody left</p>
          ) : (
            <ul>
              {rosters[team].map((p) => (
                <li key={p.playerId}>{p.name}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

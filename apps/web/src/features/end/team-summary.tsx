import { formatScore, type GameHighlights, type GameResult, type PerTeam, TEAMS } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';

interface Props {
  rosters: GameResult['rosters'];
  score: PerTeam<number>;
  figures: GameHighlights['teams'] | null;
}

/** Each team as it finished: its points, its cards while giving clues, and its players. */
export function TeamSummary({ rosters, score, figures }: Props) {
  return (
    <section className="team-summary" aria-label="Teams">
      {TEAMS.map((team) => {
        const f = figures?.[team];
        return (
          <div key={team} className={`panel roster team-${team.slice(-1)}`}>
            <h2>{teamLabel(team)}</h2>
            <p className="roster-points">
              {formatScore(score[team])} {score[team] === 1 ? 'point' : 'points'}
              {f ? ` · ${f.turns} ${f.turns === 1 ? 'turn' : 'turns'}` : ''}
            </p>
            {f && (
              <ul className="roster-cards">
                <li>
                  <strong>{f.correct}</strong> correct
                </li>
                <li>
                  <strong>{f.skipped}</strong> skipped
                </li>
                <li>
                  <strong>{f.buzzed}</strong> buzzed
                </li>
              </ul>
            )}
            {rosters[team].length === 0 ? (
              <p className="hint">Nobody left</p>
            ) : (
              <ul className="roster-players">
                {rosters[team].map((p) => (
                  <li key={p.playerId}>{p.name}</li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}

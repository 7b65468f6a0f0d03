import { formatScore, type GameHighlights, type GameResult, type PerTeam, TEAMS } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';

interface Props {
  rosters: GameResult['rosters'];
  score: PerTeam<number>;
  figures: GameHighlights['teams'] | null;
}

/** Each team as it finished: its points, its cards while giving clues, and its players. */
export function TeamSummary({ rosters, score, figures }: Props) {
  const teams = TEAMS.filter((team) => rosters[team] !== undefined);
  return (
    <section className={`team-summary teams-${teams.length}`} aria-label="Teams">
      {teams.map((team) => {
        const f = figures?.[team];
        const points = score[team] ?? 0;
        const roster = rosters[team] ?? [];
        return (
          <div key={team} className={`panel roster team-${team.slice(-1)}`}>
            <h2>{teamLabel(team)}</h2>
            <p className="roster-points">
              {formatScore(points)} {points === 1 ? 'point' : 'points'}
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
            {roster.length === 0 ? (
              <p className="hint">Nobody left</p>
            ) : (
              <ul className="roster-players">
                {roster.map((p) => (
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

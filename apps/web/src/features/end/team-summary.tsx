import { type GameHighlights, type GameResult, type PerTeam, TEAMS } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';
import { useText } from '../../i18n/i18n.ts';

interface Props {
  rosters: GameResult['rosters'];
  score: PerTeam<number>;
  figures: GameHighlights['teams'] | null;
}

/** Each team as it finished: its points, its cards while giving clues, and its players. */
export function TeamSummary({ rosters, score, figures }: Props) {
  const { t } = useText();
  const teams = TEAMS.filter((team) => rosters[team] !== undefined);
  return (
    <section className={`team-summary teams-${teams.length}`} aria-label={t('lobby.teams')}>
      {teams.map((team) => {
        const f = figures?.[team];
        const points = score[team] ?? 0;
        const roster = rosters[team] ?? [];
        return (
          <div key={team} className={`panel roster team-${team.slice(-1)}`}>
            <h2>{teamLabel(team)}</h2>
            <p className="roster-points">
              {t('end.points', { n: points })}
              {f ? ` · ${t('end.turns', { n: f.turns })}` : ''}
            </p>
            {f && (
              <ul className="roster-cards">
                <li>
                  <strong>{f.correct}</strong> {t('end.correct', { n: f.correct })}
                </li>
                <li>
                  <strong>{f.skipped}</strong> {t('end.skipped', { n: f.skipped })}
                </li>
                <li>
                  <strong>{f.buzzed}</strong> {t('end.buzzed', { n: f.buzzed })}
                </li>
              </ul>
            )}
            {roster.length === 0 ? (
              <p className="hint">{t('end.nobodyLeft')}</p>
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

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
  return (
    <section className="team-summary" aria-label={t('lobby.teams')}>
      {TEAMS.map((team) => {
        const f = figures?.[team];
        return (
          <div key={team} className={`panel roster team-${team.slice(-1)}`}>
            <h2>{teamLabel(team)}</h2>
            <p className="roster-points">
              {t('end.points', { n: score[team] })}
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
            {rosters[team].length === 0 ? (
              <p className="hint">{t('end.nobodyLeft')}</p>
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

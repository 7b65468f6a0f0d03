import { type PerTeam, type PlayingTeam, TEAMS } from '@unsayable/rules';
import { teamLabel } from './labels.ts';
import './scores.css';
import { useText } from '../i18n/i18n.ts';
import { useCounted } from './use-counted.ts';

interface Props {
  score: PerTeam<number>;
  /** The team giving clues now (play) or the winner (end): shown stronger. */
  highlight?: PlayingTeam | null;
  yourTeam?: PlayingTeam | null;
  /** `mini`: one line of small scores beside a running turn's countdown. */
  size?: 'mini' | 'compact' | 'large';
}

/** A team's points, ticking up when they grow. */
function Points({ value }: { value: number }) {
  const { shown, counting } = useCounted(value);
  const { number } = useText();
  return <dd className={counting ? 'counting' : undefined}>{number(shown)}</dd>;
}

/** Every team's score (the teams the score has) as a region named Scores; fractional points read as 2.5. */
export function Scores({ score, highlight = null, yourTeam = null, size = 'compact' }: Props) {
  const { t } = useText();
  const teams = TEAMS.filter((team) => score[team] !== undefined);
  return (
    <section aria-label={t('game.scores')} className={`scores scores-${size} scores-of-${teams.length}`}>
      <dl>
        {teams.map((team) => (
          <div key={team} className={`score team-${team.slice(-1)}${team === highlight ? ' highlight' : ''}`}>
            <dt>
              {teamLabel(team)}
              {team === yourTeam && <span className="score-yours"> {t('game.scores.yours')}</span>}
            </dt>
            <Points value={score[team] ?? 0} />
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { PerTeam, PlayingTeam } from '@unsayable/rules';
import { type CSSProperties, useEffect } from 'react';
import { useText } from '../i18n/i18n.ts';
import { prefersReducedMotion } from '../preferences/reduced-motion.ts';
import { teamLabel } from './labels.ts';
import { podiumPlaces, standingOrder } from './podium-places.ts';
import './podium.css';
import { useSoundBoard } from './use-sound-board.ts';

/** When the winner's chime sounds: as the first step has risen (end of `podium-rise` in podium.css). */
const CHIME_AFTER_MS = 1_100;

function Crown() {
  return (
    <svg className="podium-crown" viewBox="0 0 64 40" aria-hidden="true" focusable="false">
      <path d="M4 36 8 8l14 14L32 2l10 20L56 8l4 28z" fill="currentColor" />
    </svg>
  );
}

interface Props {
  score: PerTeam<number>;
  /** The team celebrated: a winner only (never a team that merely led a game cut short). */
  winner: PlayingTeam | null;
  yourTeam?: PlayingTeam | null;
}

/**
 * The game's teams on a podium, ranked by points (level teams share a step): the steps rise one
 * after another, then the points show, then the winner's crown and chime. Under reduced motion it
 * stands still; with the device's sound off it is silent. A list in rank order for a screen reader.
 */
export function Podium({ score, winner, yourTeam = null }: Props) {
  const { t, number } = useText();
  const play = useSoundBoard();
  const places = podiumPlaces(score);
  const order = standingOrder(places.length);

  useEffect(() => {
    if (!winner) return;
    const timer = setTimeout(() => play('chime'), prefersReducedMotion() ? 0 : CHIME_AFTER_MS);
    return () => clearTimeout(timer);
  }, [winner, play]);

  return (
    <section className={`podium podium-of-${places.length}`} aria-label={t('end.podium')}>
      <ol>
        {places.map((place, i) => {
          const celebrated = place.team === winner;
          const style = { order: order.indexOf(i), '--rise-delay': `${(places.length - i) * 0.18}s` };
          return (
            <li
              key={place.team}
              className={`podium-place rank-${Math.min(place.rank, 4)} team-${place.team.slice(-1)}${celebrated ? ' celebrated' : ''}`}
              style={style as CSSProperties}
            >
              <span className="visually-hidden">
                {t(place.shared ? 'end.podium.rankShared' : 'end.podium.rank', { rank: place.rank })}
              </span>
              <div className="podium-who">
                {celebrated && <Crown />}
                <span className="podium-team">
                  {teamLabel(place.team)}
                  {place.team === yourTeam && <span className="podium-yours"> {t('game.scores.yours')}</span>}
                </span>
                <span className="podium-points">{t('end.points', { n: place.points })}</span>
              </div>
              <div className="podium-step" aria-hidden="true">
                <span className="podium-rank">{number(place.rank)}</span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

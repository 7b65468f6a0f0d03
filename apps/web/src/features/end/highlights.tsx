import type { GameHighlights, GiverFigures } from '@unsayable/rules';
import { AwardCards } from '../../game/award-cards.tsx';
import { awardLines } from '../../game/award-lines.ts';
import { teamLabel } from '../../game/labels.ts';
import { useText } from '../../i18n/i18n.ts';

/** The givers with the most cards correct over the game: several on a tie, none when nobody scored. */
export function bestGivers(givers: GiverFigures[]): GiverFigures[] {
  const most = Math.max(0, ...givers.map((g) => g.correct));
  return most === 0 ? [] : givers.filter((g) => g.correct === most);
}

/** "Ada, Ben and Cy", as the active language lists names. */
function names(list: string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(list);
}

/**
 * The game's best clue giver and its best turn, as two cards worth a screenshot; one, when the
 * best turn is the best giver's whole score (a small game), which would say the same twice. Then
 * the awards that say something.
 */
export function Highlights({
  givers,
  highlights,
}: {
  givers: GiverFigures[];
  highlights: GameHighlights | null;
}) {
  const best = bestGivers(givers);
  const [only] = best.length === 1 ? best : [];
  const bestTurn = highlights?.bestTurn ?? null;
  const turn =
    bestTurn && only && bestTurn.giverId === only.playerId && bestTurn.correct === only.correct
      ? null
      : bestTurn;
  const { t, language } = useText();
  const awards = awardLines(highlights, false);
  if (best.length === 0 && !turn && awards.length === 0) return null;
  const bestTeam = best.length > 0 && best.every((g) => g.team === best[0]?.team) ? best[0]?.team : null;
  return (
    <section className="highlights" aria-label={t('end.highlights')}>
      {best.length > 0 && (
        <div className={`award-card${bestTeam ? ` team-${bestTeam.slice(-1)}` : ''}`}>
          <h2>{t('end.bestGiver', { n: best.length })}</h2>
          <p className="award-holder">
            {names(
              best.map((g) => g.name),
              language,
            )}
          </p>
          <p className="award-detail">
            {bestTeam
              ? t('end.bestGiver.detailTeam', { n: best[0]?.correct ?? 0, team: teamLabel(bestTeam) })
              : t('end.bestGiver.detail', { n: best[0]?.correct ?? 0 })}
          </p>
        </div>
      )}
      {turn && (
        <div className={`award-card team-${turn.team.slice(-1)}`}>
          <h2>{t('end.bestTurn')}</h2>
          <p className="award-holder">{turn.name}</p>
          <p className="award-detail">
            {t('end.bestTurn.detail', { n: turn.correct, round: turn.round, team: teamLabel(turn.team) })}
          </p>
        </div>
      )}
      <AwardCards lines={awards} />
    </section>
  );
}

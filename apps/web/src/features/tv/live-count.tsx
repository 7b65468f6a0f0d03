import { type GameView, watchersPoints } from '@unsayable/rules';
import { teamLabel } from '../../game/labels.ts';
import { useText } from '../../i18n/i18n.ts';

/**
 * This turn so far, as every player sees it: cards correct, skipped and buzzed (numbers only), and
 * what the watching team earns from them where skips or buzzes score for it.
 */
export function LiveCount({ view }: { view: GameView }) {
  const { t, number } = useText();
  const { tally, watchingTeam } = view.gameplay;
  const items: [string, number, string][] = [
    [t('play.list.correct'), tally.correct, 'count-correct'],
    [t('play.list.skipped'), tally.skipped, 'count-skipped'],
    [t('play.list.buzzed'), tally.buzzed, 'count-buzzed'],
  ];
  const watchersScore = view.settings.skipPenalty !== 'none' || view.settings.buzzedCardsScoreForWatchers;
  return (
    <section className="live-count" aria-label={t('play.thisTurn')}>
      <h2 className="live-count-title">{t('play.thisTurn')}</h2>
      <dl>
        {items.map(([label, value, className]) => (
          <div key={label} className={className}>
            <dt>{label}</dt>
            <dd key={value}>{value}</dd>
          </div>
        ))}
      </dl>
      {watchersScore && (
        <p className={`live-count-watchers team-${watchingTeam.slice(-1)}`}>
          {t('tv.watchersPoints', {
            team: teamLabel(watchingTeam),
            points: number(watchersPoints(tally, view.settings)),
          })}
        </p>
      )}
    </section>
  );
}

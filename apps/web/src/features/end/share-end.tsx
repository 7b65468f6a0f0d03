import type { GameView } from '@unsayable/rules';
import { useState } from 'react';
import { awardLines } from '../../game/award-lines.ts';
import { teamLabel } from '../../game/labels.ts';
import { podiumPlaces } from '../../game/podium-places.ts';
import { resultHeadline } from '../../game/result-headline.ts';
import { useText } from '../../i18n/i18n.ts';
import { endPicture, shareOrSave } from './end-image.ts';

type Shared = 'idle' | 'busy' | 'saved' | 'failed';

/**
 * Share as a picture: the headline, the podium and the awards drawn as a PNG, offered to the
 * share sheet (a phone's) or saved as a download. What happened is said in a live region.
 */
export function ShareEnd({ view }: { view: GameView }) {
  const { t, number } = useText();
  const [state, setState] = useState<Shared>('idle');
  const share = async () => {
    setState('busy');
    try {
      const { headline, winner } = resultHeadline(view.result);
      const score = view.result?.score ?? view.gameplay.score;
      const blob = await endPicture({
        caption: t('end.image.game', { gamecode: view.gamecode }),
        headline,
        winner,
        places: podiumPlaces(score).map((place) => ({
          team: place.team,
          rank: place.rank,
          label: teamLabel(place.team),
          pointsText: t('end.points', { n: place.points }),
          rankText: number(place.rank),
        })),
        awards: awardLines(view.highlights),
      });
      const done = await shareOrSave(blob, `unsayable-${view.gamecode}.png`, {
        title: t('end.share.title', { gamecode: view.gamecode }),
        text: t('end.share.text'),
      });
      setState(done === 'saved' ? 'saved' : 'idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="share-end">
      <button
        type="button"
        className="button block"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => void share()}
      >
        {state === 'busy' ? t('end.share.busy') : t('end.share')}
      </button>
      <p className="hint share-status" role="status">
        {state === 'saved' ? t('end.share.saved') : state === 'failed' ? t('end.share.failed') : ''}
      </p>
    </div>
  );
}

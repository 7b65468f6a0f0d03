import type { CardStatus, GameView, VisibleCard } from '@unsayable/rules';
import { useText } from '../../i18n/i18n.ts';
import { updateCardStatus } from '../../state/cards-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { TurnButton } from './turn-button.tsx';
import { useArmed } from './use-armed.ts';

/** The Buzz button rests this long after each new card: a double tap never buzzes the next one. */
export const BUZZ_GUARD_MS = 1200;
/** Correct and Skip rest while the next card comes in. */
export const GIVER_GUARD_MS = 400;

/** The giver's Correct and Skip, or the watching team's Buzz, for the card on screen; resting while paused. */
export function TurnControls({ view, card, paused }: { view: GameView; card: VisibleCard; paused: boolean }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.cards.pending);
  const role = view.you?.role;
  const { t } = useText();
  const watching = role === 'watcher' || role === 'watching team';
  const armed = useArmed(card.index, watching ? BUZZ_GUARD_MS : GIVER_GUARD_MS);
  const resting = pending || !armed || paused;
  const press = (status: CardStatus) =>
    void dispatch(
      updateCardStatus({ gamecode: view.gamecode, index: card.index, status, roundStatus: 'in progress' }),
    );

  if (role === 'giver') {
    return (
      <div className="turn-controls">
        <TurnButton
          className="button big correct"
          resting={resting}
          shortcut={t('play.key.correct')}
          onPress={() => press('correct')}
        >
          {t('play.correct')}
        </TurnButton>
        <TurnButton
          className="button big skip"
          resting={resting}
          shortcut={t('play.key.skip')}
          onPress={() => press('skipped')}
        >
          {t('play.skip')}
        </TurnButton>
      </div>
    );
  }
  if (watching) {
    return (
      <div className="turn-controls">
        <TurnButton
          className={`button buzz${armed ? '' : ' resting'}`}
          resting={resting}
          shortcut={t('play.key.buzz')}
          onPress={() => press('buzzed')}
        >
          {t('play.buzz')}
        </TurnButton>
      </div>
    );
  }
  return null;
}

import type { CardStatus, GameView, VisibleCard } from '@unsayable/rules';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { updateCardStatus } from '../../state/cards-slice.ts';

/** The giver's Correct and Skip, or the watching team's Buzz, for the card on screen. */
export function TurnControls({ view, card }: { view: GameView; card: VisibleCard }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.cards.pending);
  const role = view.you?.role;
  const press = (status: CardStatus) =>
    void dispatch(
      updateCardStatus({ gamecode: view.gamecode, index: card.index, status, roundStatus: 'in progress' }),
    );

  if (role === 'giver') {
    return (
      <div className="turn-controls">
        <button
          type="button"
          className="button big correct"
          disabled={pending}
          onClick={() => press('correct')}
        >
          Correct
        </button>
        <button type="button" className="button big skip" disabled={pending} onClick={() => press('skipped')}>
          Skip
        </button>
      </div>
    );
  }
  if (role === 'watcher' || role === 'watching team') {
    return (
      <div className="turn-controls">
        <button type="button" className="button big buzz" disabled={pending} onClick={() => press('discard')}>
          Buzz
        </button>
      </div>
    );
  }
  return null;
}

import type { GameView } from '@unsayable/rules';
import { nameOf } from '../lobby/labels.ts';
import { CardView } from './card-view.tsx';
import { Countdown } from './countdown.tsx';
import { TurnControls } from './turn-controls.tsx';

/** The turn running: everyone counts down; only the giver and the watching team see the card. */
export function InProgress({ view }: { view: GameView }) {
  const gp = view.gameplay;
  const role = view.you?.role;
  return (
    <section className="phase in-progress" aria-label="Turn in progress">
      {gp.roundEndsAt !== null && <Countdown endsAt={gp.roundEndsAt} />}
      {gp.card ? (
        <>
          <CardView card={gp.card} />
          <TurnControls view={view} card={gp.card} />
        </>
      ) : (
        <div className="panel guessing">
          {role === 'guesser' ? (
            <p className="phase-lead">Guess the word {nameOf(view, gp.giverId)} is describing!</p>
          ) : (
            <p className="phase-lead">{nameOf(view, gp.giverId)} is giving clues.</p>
          )}
        </div>
      )}
      <p className="gone-by">Cards gone by: {gp.cardsGoneBy}</p>
    </section>
  );
}

import type { GameView, PlayedCardView } from '@unsayable/rules';
import { useEffect, useRef, useState } from 'react';
import { newlyBuzzedCard } from '../../game/buzzed-words.ts';
import { useText } from '../../i18n/i18n.ts';
import { markBuzzedWord } from '../../state/cards-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import '../../game/buzzed-word.css';

/** How long the picker waits for a tap: marking the word is a nicety, never a chore. */
export const PICKER_OPEN_MS = 5_000;

/** Whether this player watches the turn: the watcher and their team may mark the word said. */
function watches(view: GameView): boolean {
  const role = view.you?.role;
  return role === 'watcher' || role === 'watching team';
}

/**
 * After a Buzz, the watchers' quick question: which forbidden word was said? The buzzed card's
 * forbidden words as buttons for a few seconds; the first watcher's tap counts for everyone, and
 * the picker closes by itself when time runs out or someone marked the word.
 */
export function BuzzedWordPicker({ view }: { view: GameView }) {
  const dispatch = useAppDispatch();
  const { t } = useText();
  const gp = view.gameplay;
  const previous = useRef<GameView['gameplay'] | null>(null);
  const [card, setCard] = useState<PlayedCardView | null>(null);
  const watching = watches(view);

  useEffect(() => {
    const before = previous.current;
    previous.current = gp;
    const buzzed = newlyBuzzedCard(before, gp);
    if (buzzed && watching) setCard(buzzed);
  }, [gp, watching]);
  useEffect(() => {
    if (!card) return;
    const timer = setTimeout(() => setCard(null), PICKER_OPEN_MS);
    return () => clearTimeout(timer);
  }, [card]);

  const marked = card && gp.turnCards?.find((c) => c.index === card.index)?.buzzedWord !== undefined;
  if (!card || marked || !watching || card.forbidden.length === 0) return null;
  const pick = (word: string) => {
    setCard(null);
    void dispatch(markBuzzedWord({ gamecode: view.gamecode, index: card.index, word }));
  };
  return (
    <section className="buzzed-word-picker" aria-labelledby="buzzed-word-picker-title">
      <div className="buzzed-word-picker-head">
        <h2 id="buzzed-word-picker-title">{t('buzz.pick.title', { word: card.word })}</h2>
        <button type="button" className="button compact" onClick={() => setCard(null)}>
          {t('buzz.pick.close')}
        </button>
      </div>
      <ul className="buzzed-word-choices">
        {card.forbidden.map((word) => (
          <li key={word}>
            <button type="button" className="button" onClick={() => pick(word)}>
              {word}
            </button>
          </li>
        ))}
      </ul>
      <div className="buzzed-word-picker-time" style={{ animationDuration: `${PICKER_OPEN_MS}ms` }} />
    </section>
  );
}

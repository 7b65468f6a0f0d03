import { CARD_TEXT_MAX, type Card, FORBIDDEN_MAX } from '@unsayable/rules';
import { type FormEvent, useId, useState } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { addGameCard, removeGameCard } from '../../state/cards-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';

const EMPTY = Array.from({ length: FORBIDDEN_MAX }, () => '');

function AddCardForm({ gamecode }: { gamecode: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.cards.pending);
  const [word, setWord] = useState('');
  const [forbidden, setForbidden] = useState<string[]>(EMPTY);
  const id = useId();
  const { t } = useText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await dispatch(
      addGameCard({
        gamecode,
        card: { word: word.trim(), forbidden: forbidden.map((f) => f.trim()).filter(Boolean) },
      }),
    );
    if (addGameCard.fulfilled.match(result)) {
      setWord('');
      setForbidden(EMPTY);
    }
  };

  return (
    <form className="add-card" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={`${id}-word`}>{t('lobby.cards.word')}</label>
        <input
          id={`${id}-word`}
          value={word}
          maxLength={CARD_TEXT_MAX}
          required
          autoComplete="off"
          onChange={(e) => setWord(e.target.value)}
        />
      </div>
      <fieldset className="field forbidden-fields">
        <legend>{t('lobby.cards.forbidden', { max: FORBIDDEN_MAX })}</legend>
        {forbidden.map((value, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five inputs
            key={i}
            aria-label={t('lobby.cards.forbiddenWord', { n: i + 1 })}
            value={value}
            maxLength={CARD_TEXT_MAX}
            autoComplete="off"
            onChange={(e) => setForbidden(forbidden.map((f, j) => (j === i ? e.target.value : f)))}
          />
        ))}
      </fieldset>
      <button type="submit" className="button primary" disabled={pending || word.trim() === ''}>
        {t('lobby.cards.add')}
      </button>
    </form>
  );
}

/** The host's own cards for this game: added in the lobby, shuffled into the deck at start. */
export function GameCards({ gamecode, cards }: { gamecode: string; cards: Card[] }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.cards.pending);
  const { t } = useText();
  return (
    <details className="panel game-cards disclosure">
      <summary>{t('lobby.cards.title', { count: cards.length })}</summary>
      <AddCardForm gamecode={gamecode} />
      {cards.length > 0 && (
        <ul className="added-cards">
          {cards.map((card) => (
            <li key={card.id}>
              <div>
                <strong>{card.word}</strong>
                {card.forbidden.length > 0 && <span className="hint"> · {card.forbidden.join(', ')}</span>}
              </div>
              <button
                type="button"
                className="button small"
                disabled={pending}
                onClick={() => void dispatch(removeGameCard({ gamecode, cardId: card.id }))}
              >
                {t('lobby.cards.delete')}
                <span className="visually-hidden"> {t('lobby.cards.deleteWhich', { word: card.word })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

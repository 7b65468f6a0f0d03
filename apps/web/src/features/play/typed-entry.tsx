import { CLUE_TEXT_MAX, clueModeOf, type GameView, GUESS_TEXT_MAX } from '@unsayable/rules';
import { type FormEvent, useId, useState } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { sendClue, sendGuess } from '../../state/cards-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';

/** Who types in this turn: the giver their clues (typed games), a guesser their guesses (both typed modes). */
export function typedEntryOf(view: GameView): 'clue' | 'guess' | null {
  const mode = clueModeOf(view.settings);
  const role = view.you?.role;
  if (role === 'giver' && mode === 'typed') return 'clue';
  if (role === 'guesser' && mode !== 'out loud') return 'guess';
  return null;
}

/**
 * The giver's clue field or a guesser's guess field, sent on Enter or Send, never as it is typed.
 * What was typed stays until the server takes it: a refusal (shown as every refusal is) loses nothing.
 */
export function TypedEntry({
  view,
  kind,
  paused,
}: {
  view: GameView;
  kind: 'clue' | 'guess';
  paused: boolean;
}) {
  const dispatch = useAppDispatch();
  const { t } = useText();
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const card = view.gameplay.card;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || sending) return;
    setSending(true);
    const result =
      kind === 'clue'
        ? await dispatch(sendClue({ gamecode: view.gamecode, index: card?.index ?? -1, text }))
        : await dispatch(sendGuess({ gamecode: view.gamecode, text }));
    setSending(false);
    if (sendClue.fulfilled.match(result) || sendGuess.fulfilled.match(result)) setText('');
  };

  const label = kind === 'clue' ? t('typed.yourClue') : t('typed.yourGuess');
  return (
    <form className="typed-entry" onSubmit={(e) => void send(e)}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span id={`${id}-hint`} className="visually-hidden">
        {kind === 'clue' ? t('typed.giverHint') : t('typed.guessHint')}
      </span>
      <input
        id={id}
        aria-describedby={`${id}-hint`}
        type="text"
        name={kind}
        value={text}
        placeholder={label}
        maxLength={kind === 'clue' ? CLUE_TEXT_MAX : GUESS_TEXT_MAX}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="send"
        disabled={paused}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button primary" disabled={paused || sending || text.trim() === ''}>
        {t('typed.send')}
      </button>
    </form>
  );
}

import type { GameView } from '@unsayable/rules';
import { BuiltInTooBox } from '../../game/built-in-too.tsx';
import type { DeckSize } from '../../game/deck-size.ts';
import { useText } from '../../i18n/i18n.ts';
import { describedProps, Field } from '../../ui/form-field.tsx';
import type { DeckForm, DeckSource } from './deck-choice.ts';

/**
 * The lobby's choice of cards, in Change settings: the built-in cards alone, the game's own deck
 * (named, never linked), or a player's deck by its link or code, as the create form takes it;
 * with a deck, whether the built-in cards join it.
 */
export function DeckFields({
  deck,
  form,
  error,
  found,
  update,
}: {
  /** The game's deck now. */
  deck: GameView['chosenDeck'];
  form: DeckForm;
  /** Why the link is no deck link (said beside its field). */
  error: string | undefined;
  /** The deck the link names, once the server has said (its name and size), to show it was found. */
  found: DeckSize | undefined;
  update: (change: Partial<DeckForm>) => void;
}) {
  const { t } = useText();
  const sources: { source: DeckSource; label: string }[] = [
    { source: 'builtIn', label: t('lobby.deck.builtInOnly') },
    ...(deck ? [{ source: 'kept' as const, label: t('lobby.deck.keep', { deck: deck.name }) }] : []),
    { source: 'link', label: t(deck ? 'lobby.deck.another' : 'lobby.deck.player') },
  ];
  return (
    <fieldset className="field lobby-deck">
      <legend>{t('lobby.deck.source')}</legend>
      {sources.map(({ source, label }) => (
        <label key={source} className="check-all">
          <input
            type="radio"
            name="deckSource"
            value={source}
            checked={form.source === source}
            onChange={() => update({ source })}
          />
          {label}
        </label>
      ))}
      {form.source === 'link' ? (
        <Field id="lobby-deck" label={t('create.deck')} error={error} hint={t('lobby.deck.hint')}>
          <input
            {...describedProps('lobby-deck', error, true)}
            name="deck"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={form.link}
            onChange={(e) => update({ link: e.target.value })}
          />
        </Field>
      ) : null}
      {form.source === 'link' && found && !error ? (
        <p className="lobby-deck-found" role="status">
          {t('lobby.deck.found', { deck: found.name, n: found.cardCount })}
        </p>
      ) : null}
      {form.source !== 'builtIn' ? (
        <div className="lobby-deck-built-in">
          <BuiltInTooBox checked={form.builtInToo} onChange={(builtInToo) => update({ builtInToo })} />
        </div>
      ) : null}
    </fieldset>
  );
}

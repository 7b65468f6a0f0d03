import { BuiltInTooBox } from '../../game/built-in-too.tsx';
import './home.css';
import type { DeckChoice, Settings } from '@unsayable/rules';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { dealSummary } from '../../game/deal-summary.ts';
import { useDeckSize } from '../../game/deck-size.ts';
import { SettingsFields } from '../../game/settings-fields.tsx';
import { useText } from '../../i18n/i18n.ts';
import { loadSession } from '../../net/saved-session.ts';
import { type DeckFieldRefusal, isDeckRefusal, MALFORMED_DECK_LINK } from '../../state/deck-refusal.ts';
import { errorRefOf } from '../../state/failures.ts';
import { createGame } from '../../state/game-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { describedProps, Field, useRefusalFocus } from '../../ui/form-field.tsx';
import {
  type CreateErrors,
  type CreateForm,
  dealsBuiltIn,
  initialCreateForm,
  validateCreate,
  withLanguage,
} from './create-form.ts';
import { enterGame, useCheckedForm } from './enter-game.ts';
import { browserGameLanguage, LanguageSelect } from './game-language.tsx';
import { useWarmConnection } from './warm-connection.ts';

export default function CreateGame() {
  useWarmConnection();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { formRef, refused } = useRefusalFocus();
  const {
    form,
    errors,
    pending,
    update: updateForm,
    submit,
  } = useCheckedForm<CreateForm, { name: string; settings: Settings; deck?: DeckChoice }, CreateErrors>(
    () => initialCreateForm(loadSession().playerName ?? '', browserGameLanguage(), search.get('deck') ?? ''),
    validateCreate,
    refused,
  );

  // A deck link in the address (Play this deck) is a setting already chosen: it is shown open.
  const [moreOpen, setMoreOpen] = useState(() => form.deckLink.trim() !== '');
  // The server's refusal of the deck named, said at its field until the deck, the game language
  // or Built-in cards too changes (what each refusal asks to change).
  const [deckRefused, setDeckRefused] = useState<DeckFieldRefusal | null>(null);
  const update = (change: Partial<CreateForm>) => {
    if ('deckLink' in change || 'builtInToo' in change || 'language' in change) setDeckRefused(null);
    updateForm(change);
  };

  const create = submit(({ name, settings, deck }) =>
    enterGame(dispatch, navigate, name, 'createGame', async () => {
      setDeckRefused(null);
      const created = await dispatch(createGame({ name, settings, ...(deck ? { deck } : {}) }));
      if (createGame.rejected.match(created)) {
        const message = created.payload ?? '';
        const ref = errorRefOf(created.meta);
        if (isDeckRefusal(ref)) {
          setDeckRefused({ message, ref });
          setMoreOpen(true);
          refused();
        }
        throw new Error(message);
      }
      return created.payload.data.gamecode;
    }),
  );

  const { t } = useText();
  const deckSize = useDeckSize(form.deckLink);
  const moreRefused = Object.keys(errors).some((field) => field !== 'name');
  const deckError = errors.deckLink ? MALFORMED_DECK_LINK : (deckRefused ?? undefined);

  return (
    <section className="panel home-screen" aria-labelledby="create-title">
      <h1 id="create-title">{t('shell.home.create')}</h1>
      <p className="hint">{t('create.lead')}</p>
      <form ref={formRef} className="home-form" noValidate onSubmit={create}>
        <Field id="create-name" label={t('form.yourName')} error={errors.name}>
          <input
            {...describedProps('create-name', errors.name)}
            name="name"
            type="text"
            autoComplete="nickname"
            value={form.name}
            onChange={(e) => update({ name: e.target.value })}
          />
        </Field>
        <LanguageSelect
          id="create-language"
          label={t('create.language')}
          value={form.language}
          onChange={(language) => update(withLanguage(form, language))}
        />
        {/* The rest waits behind More settings, so a phone shows the name, the language and
            Create game on one screen; a refused field inside opens it, so its message is seen. */}
        <details
          className="more-settings"
          open={moreOpen || moreRefused}
          onToggle={(e) => setMoreOpen(e.currentTarget.open)}
        >
          <summary>{t('create.moreSettings')}</summary>
          <SettingsFields
            idPrefix="create"
            form={form}
            errors={errors}
            update={update}
            builtIn={dealsBuiltIn(form)}
            deck={
              <>
                <Field
                  id="create-deck"
                  label={t('create.deck')}
                  error={deckError?.message}
                  errorRef={deckError?.ref}
                  hint={t('create.deck.hint')}
                >
                  <input
                    {...describedProps('create-deck', deckError?.message, true)}
                    name="deck"
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    value={form.deckLink}
                    onChange={(e) => update({ deckLink: e.target.value })}
                  />
                </Field>
                {form.deckLink.trim() !== '' ? (
                  <BuiltInTooBox
                    checked={form.builtInToo}
                    onChange={(builtInToo) => update({ builtInToo })}
                  />
                ) : null}
              </>
            }
          />
        </details>
        {/* Quiet while the deck is refused: what the game would deal is not what it can. */}
        <p className="hint deal-summary" aria-live="polite">
          {deckError
            ? null
            : dealSummary({
                language: form.language,
                categories: dealsBuiltIn(form) ? form.categories : null,
                ...(form.deckLink.trim() !== '' ? { deck: deckSize ?? {} } : {}),
              })}
        </p>
        <button type="submit" className="button primary block" disabled={pending} aria-busy={pending}>
          {t('shell.home.create')}
        </button>
      </form>
    </section>
  );
}

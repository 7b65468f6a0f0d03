import './home.css';
import type { DeckChoice, Settings } from '@unsayable/rules';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { dealSummary } from '../../game/deal-summary.ts';
import { useDeckSize } from '../../game/deck-size.ts';
import { SettingsFields } from '../../game/settings-fields.tsx';
import { useText } from '../../i18n/i18n.ts';
import { loadSession } from '../../net/saved-session.ts';
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
  const { form, errors, pending, update, submit } = useCheckedForm<
    CreateForm,
    { name: string; settings: Settings; deck?: DeckChoice },
    CreateErrors
  >(
    () => initialCreateForm(loadSession().playerName ?? '', browserGameLanguage(), search.get('deck') ?? ''),
    validateCreate,
    refused,
  );

  const create = submit(({ name, settings, deck }) =>
    enterGame(dispatch, navigate, name, 'createGame', async () => {
      const created = await dispatch(createGame({ name, settings, ...(deck ? { deck } : {}) })).unwrap();
      return created.data.gamecode;
    }),
  );

  const { t } = useText();
  const deckSize = useDeckSize(form.deckLink);
  // A deck link in the address (Play this deck) is a setting already chosen: it is shown open.
  const [moreOpen, setMoreOpen] = useState(() => form.deckLink.trim() !== '');
  const moreRefused = Object.keys(errors).some((field) => field !== 'name');

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
                  error={errors.deckLink}
                  hint={t('create.deck.hint')}
                >
                  <input
                    {...describedProps('create-deck', errors.deckLink, true)}
                    name="deck"
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    value={form.deckLink}
                    onChange={(e) => update({ deckLink: e.target.value })}
                  />
                </Field>
                {form.deckLink.trim() !== '' ? (
                  <label className="check-all">
                    <input
                      type="checkbox"
                      name="builtInToo"
                      checked={form.builtInToo}
                      onChange={(e) => update({ builtInToo: e.target.checked })}
                    />
                    {t('create.builtInToo')}
                  </label>
                ) : null}
              </>
            }
          />
        </details>
        <p className="hint deal-summary" aria-live="polite">
          {dealSummary({
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

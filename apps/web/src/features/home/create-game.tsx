import './home.css';
import {
  type Category,
  CLUE_MODES,
  type DeckChoice,
  END_METHODS,
  END_VALUE_RANGES,
  LANGUAGE_CATEGORIES,
  type Settings,
  SKIP_PENALTIES,
  TEAM_COUNT,
  TURN_SECONDS,
} from '@unsayable/rules';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { dealSummary } from '../../game/deal-summary.ts';
import { categoryLabel } from '../../game/labels.ts';
import { useText } from '../../i18n/i18n.ts';
import { loadSession } from '../../net/saved-session.ts';
import { createGame } from '../../state/game-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { describedProps, Field, FieldError, useRefusalFocus } from '../../ui/form-field.tsx';
import { useDeckSize } from './chosen-deck.ts';
import {
  CLUE_MODE_LABELS,
  type CreateErrors,
  type CreateForm,
  dealsBuiltIn,
  END_METHOD_LABELS,
  END_VALUE_LABELS,
  initialCreateForm,
  isClueMode,
  isEndGameMethod,
  isSkipPenalty,
  SKIP_PENALTY_LABELS,
  validateCreate,
  withLanguage,
} from './create-form.ts';
import { enterGame, useCheckedForm } from './enter-game.ts';
import { browserGameLanguage, LanguageSelect } from './game-language.tsx';
import { useWarmConnection } from './warm-connection.ts';

const TEAM_COUNT_OPTIONS = Array.from(
  { length: TEAM_COUNT.max - TEAM_COUNT.min + 1 },
  (_, i) => TEAM_COUNT.min + i,
);

const SECONDS_OPTIONS = Array.from(
  { length: (TURN_SECONDS.max - TURN_SECONDS.min) / TURN_SECONDS.step + 1 },
  (_, i) => TURN_SECONDS.min + i * TURN_SECONDS.step,
);

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

  const { t, number } = useText();
  const deckSize = useDeckSize(form.deckLink);
  const range = END_VALUE_RANGES[form.endGameMethod];
  const valueLabel = t(END_VALUE_LABELS[form.endGameMethod]);

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
        <Field
          id="create-teams"
          label={t('create.teamCount')}
          error={errors.teamCount}
          hint={t('create.teamCount.hint', { min: TEAM_COUNT.min, max: TEAM_COUNT.max })}
        >
          <select
            {...describedProps('create-teams', errors.teamCount, true)}
            name="teamCount"
            value={form.teamCount}
            onChange={(e) => update({ teamCount: e.target.value })}
          >
            {TEAM_COUNT_OPTIONS.map((count) => (
              <option key={count} value={String(count)}>
                {count}
              </option>
            ))}
          </select>
        </Field>
        <div className="field-row">
          <Field id="create-end-method" label={t('create.endBy')} error={undefined}>
            <select
              id="create-end-method"
              name="endGameMethod"
              value={form.endGameMethod}
              onChange={(e) => {
                const method = e.target.value;
                if (isEndGameMethod(method))
                  update({ endGameMethod: method, endValue: String(END_VALUE_RANGES[method].default) });
              }}
            >
              {END_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(END_METHOD_LABELS[method])}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="create-end-value"
            label={valueLabel}
            error={errors.endValue}
            hint={t('create.range', { min: range.min, max: range.max })}
          >
            <input
              {...describedProps('create-end-value', errors.endValue, true)}
              name="endValue"
              type="number"
              inputMode="numeric"
              min={range.min}
              max={range.max}
              step={range.step}
              value={form.endValue}
              onChange={(e) => update({ endValue: e.target.value })}
            />
          </Field>
        </div>
        <div className="field-row">
          <Field id="create-seconds" label={t('create.seconds')} error={errors.turnSeconds}>
            <select
              {...describedProps('create-seconds', errors.turnSeconds)}
              name="turnSeconds"
              value={form.turnSeconds}
              onChange={(e) => update({ turnSeconds: e.target.value })}
            >
              {SECONDS_OPTIONS.map((seconds) => (
                <option key={seconds} value={String(seconds)}>
                  {number(seconds)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="create-skip" label={t('create.penalty')} error={errors.skipPenalty}>
            <select
              {...describedProps('create-skip', errors.skipPenalty)}
              name="skipPenalty"
              value={form.skipPenalty}
              onChange={(e) => {
                const penalty = e.target.value;
                if (isSkipPenalty(penalty)) update({ skipPenalty: penalty });
              }}
            >
              {Object.keys(SKIP_PENALTIES)
                .filter(isSkipPenalty)
                .map((penalty) => (
                  <option key={penalty} value={penalty}>
                    {t(SKIP_PENALTY_LABELS[penalty])}
                  </option>
                ))}
            </select>
          </Field>
          <label className="check-all buzz-scoring">
            <input
              type="checkbox"
              name="buzzedCardsScoreForWatchers"
              checked={form.buzzedCardsScoreForWatchers}
              onChange={(e) => update({ buzzedCardsScoreForWatchers: e.target.checked })}
            />
            {t('create.buzzedCardsScore')}
          </label>
        </div>
        <Field
          id="create-clue-mode"
          label={t('create.clueMode')}
          error={undefined}
          hint={t('create.clueMode.hint')}
        >
          <select
            {...describedProps('create-clue-mode', undefined, true)}
            name="clueMode"
            value={form.clueMode}
            onChange={(e) => {
              const mode = e.target.value;
              if (isClueMode(mode)) update({ clueMode: mode });
            }}
          >
            {CLUE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(CLUE_MODE_LABELS[mode])}
              </option>
            ))}
          </select>
        </Field>
        <LanguageSelect
          id="create-language"
          label={t('create.language')}
          value={form.language}
          onChange={(language) => update(withLanguage(form, language))}
        />
        <Field id="create-deck" label={t('create.deck')} error={errors.deckLink} hint={t('create.deck.hint')}>
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
        {dealsBuiltIn(form) && (
          <CategoryChoice
            offered={LANGUAGE_CATEGORIES[form.language]}
            chosen={form.categories}
            error={errors.categories}
            onChange={(categories) => update({ categories })}
          />
        )}
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

/** The categories of the game's language (each language's catalogue has its own). */
function CategoryChoice({
  offered,
  chosen,
  error,
  onChange,
}: {
  offered: readonly Category[];
  chosen: readonly Category[];
  error: string | undefined;
  onChange: (categories: Category[]) => void;
}) {
  const allRef = useRef<HTMLInputElement>(null);
  const { t } = useText();
  const all = offered.every((c) => chosen.includes(c));
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = chosen.length > 0 && !all;
  }, [chosen.length, all]);
  const toggle = (category: Category, on: boolean) =>
    onChange(offered.filter((c) => (c === category ? on : chosen.includes(c))));

  return (
    <fieldset
      className="field"
      aria-describedby={error ? 'create-categories-error' : 'create-categories-hint'}
    >
      <legend>{t('create.categories')}</legend>
      <p id="create-categories-hint" className="hint">
        {t('create.categories.hint')}
      </p>
      <label className="check-all">
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          onChange={(e) => onChange(e.target.checked ? [...offered] : [])}
        />
        {t('create.categories.all')}
      </label>
      <ul className="category-list">
        {offered.map((category) => (
          <li key={category}>
            <label>
              <input
                type="checkbox"
                name="categories"
                value={category}
                checked={chosen.includes(category)}
                aria-invalid={error ? true : undefined}
                onChange={(e) => toggle(category, e.target.checked)}
              />
              {categoryLabel(category)}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id="create-categories" error={error} />
    </fieldset>
  );
}

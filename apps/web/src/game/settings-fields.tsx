import {
  type Category,
  CLUE_MODES,
  END_METHODS,
  END_VALUE_RANGES,
  LANGUAGE_CATEGORIES,
  SKIP_PENALTIES,
  TEAM_COUNT,
  TURN_SECONDS,
} from '@unsayable/rules';
import { type ReactNode, useEffect, useRef } from 'react';
import './settings-fields.css';
import { useText } from '../i18n/i18n.ts';
import { describedProps, Field, FieldError } from '../ui/form-field.tsx';
import { categoryLabel } from './labels.ts';
import { LanguageSelect } from './language-select.tsx';
import {
  CLUE_MODE_LABELS,
  END_METHOD_LABELS,
  END_VALUE_LABELS,
  isClueMode,
  isEndGameMethod,
  isSkipPenalty,
  REVIEW_SECONDS_OPTIONS,
  type SettingsErrors,
  type SettingsForm,
  SKIP_PENALTY_LABELS,
  TEAM_COUNT_OPTIONS,
  withLanguage,
} from './settings-form.ts';

const SECONDS_OPTIONS = Array.from(
  { length: (TURN_SECONDS.max - TURN_SECONDS.min) / TURN_SECONDS.step + 1 },
  (_, i) => TURN_SECONDS.min + i * TURN_SECONDS.step,
);

/**
 * The controls of a game's settings: create's More settings and the host's lobby editor are this
 * one component. `idPrefix` keeps two forms' ids apart; `language` shows the game language here
 * (create asks it on its first screen); `builtIn` shows the categories (a deck played alone has
 * none); `deck` is what the form says about a deck of the player's own, above the categories.
 */
export function SettingsFields({
  idPrefix,
  form,
  errors,
  update,
  language = false,
  builtIn = true,
  deck,
  teamCountHint,
}: {
  idPrefix: string;
  form: SettingsForm;
  errors: SettingsErrors;
  update: (change: Partial<SettingsForm>) => void;
  language?: boolean;
  builtIn?: boolean;
  deck?: ReactNode;
  /** Said under the number of teams besides its range (in the lobby: what fewer teams do). */
  teamCountHint?: string;
}) {
  const { t, number } = useText();
  const id = (name: string) => `${idPrefix}-${name}`;
  const range = END_VALUE_RANGES[form.endGameMethod];
  const rangeHint = t('create.teamCount.hint', { min: TEAM_COUNT.min, max: TEAM_COUNT.max });
  return (
    <div className="settings-fields">
      <Field
        id={id('teams')}
        label={t('create.teamCount')}
        error={errors.teamCount}
        hint={
          teamCountHint ? (
            <>
              {rangeHint}
              <span className="hint-line">{teamCountHint}</span>
            </>
          ) : (
            rangeHint
          )
        }
      >
        <select
          {...describedProps(id('teams'), errors.teamCount, true)}
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
        <Field id={id('end-method')} label={t('create.endBy')} error={undefined}>
          <select
            id={id('end-method')}
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
          id={id('end-value')}
          label={t(END_VALUE_LABELS[form.endGameMethod])}
          error={errors.endValue}
          hint={t('create.range', { min: range.min, max: range.max })}
        >
          <input
            {...describedProps(id('end-value'), errors.endValue, true)}
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
        <Field id={id('seconds')} label={t('create.seconds')} error={errors.turnSeconds}>
          <select
            {...describedProps(id('seconds'), errors.turnSeconds)}
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
        <Field id={id('skip')} label={t('create.penalty')} error={errors.skipPenalty}>
          <select
            {...describedProps(id('skip'), errors.skipPenalty)}
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
        id={id('clue-mode')}
        label={t('create.clueMode')}
        error={undefined}
        hint={t('create.clueMode.hint')}
      >
        <select
          {...describedProps(id('clue-mode'), undefined, true)}
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
      <Field
        id={id('review-seconds')}
        label={t('create.reviewSeconds')}
        error={undefined}
        hint={t('create.reviewSeconds.hint')}
      >
        <select
          {...describedProps(id('review-seconds'), undefined, true)}
          name="reviewSeconds"
          value={form.reviewSeconds}
          onChange={(e) => update({ reviewSeconds: e.target.value })}
        >
          {REVIEW_SECONDS_OPTIONS.map((seconds) => (
            <option key={seconds} value={String(seconds)}>
              {seconds === 0
                ? t('create.reviewSeconds.off')
                : t('create.reviewSeconds.seconds', { n: seconds })}
            </option>
          ))}
        </select>
      </Field>
      {language && (
        <LanguageSelect
          id={id('language')}
          label={t('create.language')}
          value={form.language}
          onChange={(chosen) => update(withLanguage(form, chosen))}
        />
      )}
      {deck}
      {builtIn && (
        <CategoryChoice
          id={id('categories')}
          offered={LANGUAGE_CATEGORIES[form.language]}
          chosen={form.categories}
          error={errors.categories}
          onChange={(categories) => update({ categories })}
        />
      )}
    </div>
  );
}

/** The categories of the game's language (each language's catalogue has its own). */
function CategoryChoice({
  id,
  offered,
  chosen,
  error,
  onChange,
}: {
  id: string;
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
    <fieldset className="field" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend>{t('create.categories')}</legend>
      <p id={`${id}-hint`} className="hint">
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
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

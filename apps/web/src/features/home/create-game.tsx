import './home.css';
import {
  CATEGORIES,
  type Category,
  END_METHODS,
  END_VALUE_RANGES,
  type Settings,
  SKIP_PENALTIES,
  TURN_SECONDS,
} from '@unsayable/rules';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { categoryLabel } from '../../game/labels.ts';
import { useText } from '../../i18n/i18n.ts';
import { loadSession } from '../../net/saved-session.ts';
import { createGame } from '../../state/game-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import {
  type CreateErrors,
  type CreateForm,
  END_METHOD_LABELS,
  END_VALUE_LABELS,
  initialCreateForm,
  isEndGameMethod,
  isSkipPenalty,
  SKIP_PENALTY_LABELS,
  validateCreate,
} from './create-form.ts';
import { enterGame, useCheckedForm } from './enter-game.ts';
import { describedProps, Field, FieldError, useRefusalFocus } from './form-field.tsx';
import { useWarmConnection } from './warm-connection.ts';

const SECONDS_OPTIONS = Array.from(
  { length: (TURN_SECONDS.max - TURN_SECONDS.min) / TURN_SECONDS.step + 1 },
  (_, i) => TURN_SECONDS.min + i * TURN_SECONDS.step,
);

export default function CreateGame() {
  useWarmConnection();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { formRef, refused } = useRefusalFocus();
  const { form, errors, pending, update, submit } = useCheckedForm<
    CreateForm,
    { name: string; settings: Settings },
    CreateErrors
  >(() => initialCreateForm(loadSession().playerName ?? ''), validateCreate, refused);

  const create = submit(({ name, settings }) =>
    enterGame(dispatch, navigate, name, 'createGame', async () => {
      const created = await dispatch(createGame({ name, settings })).unwrap();
      return created.data.gamecode;
    }),
  );

  const { t, number } = useText();
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
        </div>
        <CategoryChoice
          chosen={form.categories}
          error={errors.categories}
          onChange={(categories) => update({ categories })}
        />
        <button type="submit" className="button primary block" disabled={pending} aria-busy={pending}>
          {t('shell.home.create')}
        </button>
      </form>
    </section>
  );
}

function CategoryChoice({
  chosen,
  error,
  onChange,
}: {
  chosen: readonly Category[];
  error: string | undefined;
  onChange: (categories: Category[]) => void;
}) {
  const allRef = useRef<HTMLInputElement>(null);
  const { t } = useText();
  const all = chosen.length === CATEGORIES.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = chosen.length > 0 && !all;
  }, [chosen.length, all]);
  const toggle = (category: Category, on: boolean) =>
    onChange(CATEGORIES.filter((c) => (c === category ? on : chosen.includes(c))));

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
          onChange={(e) => onChange(e.target.checked ? [...CATEGORIES] : [])}
        />
        {t('create.categories.all')}
      </label>
      <ul className="category-list">
        {CATEGORIES.map((category) => (
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

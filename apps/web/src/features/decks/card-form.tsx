import {
  type CardAdvice,
  checkDeckCard,
  type DeckCard,
  type DeckFix,
  type DeckLanguage,
  type DeckMessageRef,
  deckCategories,
  deckText,
  fixedCard,
  withDeckCard,
} from '@unsayable/cards/decks';
import { FORBIDDEN_MAX } from '@unsayable/rules';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { deckMessage, fixText } from './deck-message.ts';

/** The category select's choice that opens a field for a category the deck has not used yet. */
const NEW_CATEGORY = '\u0000new';

interface Fields {
  word: string;
  forbidden: string[];
  /** A category of the deck, `''` for none, or `NEW_CATEGORY`. */
  category: string;
  newCategory: string;
}

const fieldsOf = (card: DeckCard | undefined): Fields => ({
  word: card?.word ?? '',
  forbidden: Array.from({ length: FORBIDDEN_MAX }, (_, i) => card?.forbidden[i] ?? ''),
  category: card?.category ?? '',
  newCategory: '',
});

/** Where a problem of the card is shown: the field it is about, or the form as a whole. */
type Place = 'word' | `forbidden${number}` | 'card';

function placeOf(ref: DeckMessageRef, fields: Fields): Place {
  if (ref.key === 'deck.problem.noTarget' || ref.key.startsWith('deck.problem.target')) return 'word';
  if (ref.key.startsWith('deck.problem.forbidden')) {
    const named = String(ref.params.word ?? '');
    const at = fields.forbidden.findIndex((f) => named !== '' && f.trim().startsWith(named));
    return `forbidden${Math.max(0, at)}`;
  }
  return 'card';
}

const shown = (ref: DeckMessageRef) => deckMessage(ref, deckText(ref));

export interface CardFormProps {
  /** Makes the form's field ids unique on a page that shows more than one. */
  id: string;
  cards: readonly DeckCard[];
  language: DeckLanguage;
  /** The card changed, or `cards.length` for a new one. */
  index: number;
  /**
   * The deck with the card in, and the advice its author kept as is (so it is not asked again); a
   * promise that rejects with the text to show keeps the form open.
   */
  onSave: (cards: DeckCard[], keptAsIs: readonly CardAdvice[]) => void | Promise<void>;
  onCancel?: () => void;
  /** Why the form may not change the deck now (shown, and the card is not saved). */
  blocked?: string;
}

/**
 * One card as fields: its word, up to five forbidden words and a category of the deck (or a new
 * one). Judged by the rules a paste is (`checkDeckCard`): a card that cannot be played says why
 * at its field; advice is shown before the card goes in, with the editor's fixes and Keep as is.
 */
export function CardForm({ id, cards, language, index, onSave, onCancel, blocked }: CardFormProps) {
  const { t } = useText();
  const adding = index >= cards.length;
  const [fields, setFields] = useState<Fields>(() => fieldsOf(cards[index]));
  const [errors, setErrors] = useState<Partial<Record<Place, string[]>>>({});
  const [advice, setAdvice] = useState<CardAdvice[]>([]);
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFieldSetElement>(null);
  const categories = deckCategories(cards);
  if (fields.category !== '' && fields.category !== NEW_CATEGORY && !categories.includes(fields.category))
    categories.push(fields.category);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new errors are the event; the fields are read then
  useEffect(() => {
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], .card-form-card-error',
    );
    invalid?.focus();
  }, [errors]);

  const change = (next: Partial<Fields>) => {
    setFields({ ...fields, ...next });
    setAdvice([]);
  };
  const category = fields.category === NEW_CATEGORY ? fields.newCategory : fields.category;

  const save = async (card: DeckCard, deck: DeckCard[], keptAsIs: readonly CardAdvice[]) => {
    setPending(true);
    try {
      await onSave(deck, keptAsIs);
      setAdvice([]);
      setErrors({});
      setStatus(t(adding ? 'decks.cardForm.added' : 'decks.cardForm.changed', { word: card.word }));
      if (adding) setFields({ ...fieldsOf(undefined), category: card.category ?? '' });
    } catch (error) {
      setErrors({ card: [error instanceof Error ? error.message : String(error)] });
    } finally {
      setPending(false);
    }
  };

  const submit = (keepAsIs = false) => {
    if (pending) return;
    setStatus('');
    if (blocked) return setErrors({ card: [blocked] });
    const verdict = checkDeckCard(cards, index, { ...fields, category }, language);
    if (!verdict.ok) {
      const byPlace: Partial<Record<Place, string[]>> = {};
      for (const ref of verdict.problems) {
        const place = placeOf(ref, fields);
        byPlace[place] = [...(byPlace[place] ?? []), shown(ref)];
      }
      return setErrors(byPlace);
    }
    setErrors({});
    if (verdict.advice.length > 0 && !keepAsIs) return setAdvice(verdict.advice);
    void save(verdict.card, withDeckCard(cards, index, verdict.card), verdict.advice);
  };

  const applyFix = (fix: DeckFix) => {
    const verdict = checkDeckCard(cards, index, { ...fields, category }, language);
    if (!verdict.ok) return;
    const card = fixedCard(verdict.card, fix);
    if (!card) {
      // The card is a second of one target: a new one is not added, a changed one is taken out.
      setAdvice([]);
      if (adding) return setFields(fieldsOf(undefined));
      void onSave(
        cards.filter((_, i) => i !== index),
        [],
      );
      return;
    }
    const next = { ...fields, word: card.word, forbidden: fieldsOf(card).forbidden };
    setFields(next);
    const again = checkDeckCard(cards, index, { ...next, category }, language);
    setAdvice(again.ok ? again.advice : []);
  };

  const enter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    submit();
  };

  const idOf = (place: Place) => `${id}-${place}`;
  const errorId = (place: Place) => `${id}-${place}-error`;
  const described = (place: Place, hint?: string) =>
    [hint, errors[place] ? errorId(place) : undefined].filter(Boolean).join(' ') || undefined;
  const errorOf = (place: Place) =>
    errors[place] ? (
      <p id={errorId(place)} className="error-text">
        {errors[place]?.join(' ')}
      </p>
    ) : null;

  return (
    // A fieldset, not a form: the editor's own form holds it, and forms do not nest. Enter in a field
    // adds the card as a form's submit would, and never reaches the editor's form.
    <fieldset ref={formRef} className="card-form" onKeyDown={enter}>
      <legend id={`${id}-title`} className="card-form-title">
        {adding
          ? t('decks.cardForm.addTitle')
          : t('decks.cardForm.editTitle', { word: cards[index]?.word ?? '' })}
      </legend>
      <div className="field">
        <label htmlFor={idOf('word')}>{t('decks.cardForm.word')}</label>
        <input
          id={idOf('word')}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={fields.word}
          aria-invalid={errors.word ? true : undefined}
          aria-describedby={described('word')}
          onChange={(e) => change({ word: e.target.value })}
        />
        {errorOf('word')}
      </div>
      <fieldset className="card-form-forbidden">
        <legend>{t('decks.cardForm.forbidden', { max: FORBIDDEN_MAX })}</legend>
        {fields.forbidden.map((word, i) => {
          const place: Place = `forbidden${i}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five fields are fixed places
            <div className="field" key={i}>
              <label htmlFor={idOf(place)}>{t('decks.cardForm.forbiddenN', { n: i + 1 })}</label>
              <input
                id={idOf(place)}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={word}
                aria-invalid={errors[place] ? true : undefined}
                aria-describedby={described(place)}
                onChange={(e) =>
                  change({ forbidden: fields.forbidden.map((f, j) => (j === i ? e.target.value : f)) })
                }
              />
              {errorOf(place)}
            </div>
          );
        })}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t('decks.cardForm.category')}</label>
        <select
          id={`${id}-category`}
          value={fields.category}
          onChange={(e) => change({ category: e.target.value })}
        >
          <option value="">{t('decks.cardForm.noCategory')}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
          <option value={NEW_CATEGORY}>{t('decks.cardForm.newCategory')}</option>
        </select>
      </div>
      {fields.category === NEW_CATEGORY ? (
        <div className="field">
          <label htmlFor={`${id}-new-category`}>{t('decks.cardForm.newCategoryName')}</label>
          <input
            id={`${id}-new-category`}
            type="text"
            autoComplete="off"
            value={fields.newCategory}
            onChange={(e) => change({ newCategory: e.target.value })}
          />
        </div>
      ) : null}
      {advice.length > 0 ? (
        <div className="card-form-advice">
          <p id={`${id}-advice-title`} className="card-form-advice-title">
            {t('decks.cardForm.adviceTitle')}
          </p>
          <ul>
            {advice.map((a) => (
              <li key={`${a.ref.key}-${JSON.stringify(a.ref.params)}`}>
                {shown(a.ref)}
                {a.fix ? (
                  <>
                    {' '}
                    <button type="button" className="button small" onClick={() => applyFix(a.fix as DeckFix)}>
                      {fixText(a.fix)}
                    </button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <button type="button" className="button small" onClick={() => submit(true)}>
            {t('decks.keepAsIs')}
          </button>
        </div>
      ) : null}
      {errors.card ? (
        <p className="error-text card-form-card-error" role="alert" tabIndex={-1}>
          {errors.card.join(' ')}
        </p>
      ) : null}
      <p role="status" className="deck-status">
        {status}
      </p>
      <div className="deck-actions">
        <button
          type="button"
          className="button primary"
          disabled={pending}
          aria-busy={pending}
          onClick={() => submit()}
        >
          {adding ? t('decks.cardForm.add') : t('decks.cardForm.save')}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('decks.cardForm.cancel')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

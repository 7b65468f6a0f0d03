import './home.css';
import { CARD_TEXT_MAX, cardWordSchema, FORBIDDEN_MAX, forbiddenWordSchema } from '@unsayable/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { submitCardIdea } from '../../state/cards-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { noticeRaised } from '../../state/notice.ts';
import { describedProps, Field, useRefusalFocus } from '../../ui/form-field.tsx';
import { browserGameLanguage, LanguageSelect } from './game-language.tsx';

interface CardForm {
  word: string;
  forbidden: string[];
}
interface CardErrors {
  word?: string;
  forbidden: (string | undefined)[];
}

const emptyForm = (): CardForm => ({ word: '', forbidden: Array.from({ length: FORBIDDEN_MAX }, () => '') });

/** The server's card checks; blank forbidden-word boxes are simply left out. */
function validateCard(
  form: CardForm,
): { ok: true; word: string; forbidden: string[] } | { ok: false; errors: CardErrors } {
  const word = cardWordSchema.safeParse(form.word);
  const forbidden = form.forbidden.map((text) => (text.trim() ? forbiddenWordSchema.safeParse(text) : null));
  const errors: CardErrors = {
    ...(word.success ? {} : { word: word.error.issues[0]?.message ?? 'Check the word' }),
    forbidden: forbidden.map((r) => (r && !r.success ? r.error.issues[0]?.message : undefined)),
  };
  if (!word.success || errors.forbidden.some(Boolean)) return { ok: false, errors };
  return {
    ok: true,
    word: word.data,
    forbidden: forbidden.flatMap((r) => (r?.success && r.data ? [r.data] : [])),
  };
}

/** Suggest a card: needs no game and no session; an operator reviews every idea. */
export default function SubmitCard() {
  const dispatch = useAppDispatch();
  const wordRef = useRef<HTMLInputElement>(null);
  const { formRef, refused } = useRefusalFocus();
  const [form, setForm] = useState<CardForm>(emptyForm);
  // Kept across ideas: someone sending several writes them in one language.
  const [language, setLanguage] = useState(browserGameLanguage);
  const [errors, setErrors] = useState<CardErrors>({ forbidden: [] });
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const { t } = useText();

  const update = (next: CardForm) => {
    setForm(next);
    if (tried) {
      const result = validateCard(next);
      setErrors(result.ok ? { forbidden: [] } : result.errors);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    const result = validateCard(form);
    if (!result.ok) {
      setErrors(result.errors);
      refused();
      return;
    }
    setPending(true);
    try {
      await dispatch(
        submitCardIdea({ card: { word: result.word, forbidden: result.forbidden }, language }),
      ).unwrap();
      dispatch(noticeRaised({ level: 'success', message: t('submit.thanks') }));
      setForm(emptyForm());
      setErrors({ forbidden: [] });
      setTried(false);
      wordRef.current?.focus();
    } catch {
      // The server's message is already shown as a toast; the entries stay for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="panel home-screen" aria-labelledby="submit-title">
      <h1 id="submit-title">{t('shell.home.submit')}</h1>
      <p className="hint">{t('submit.lead', { max: FORBIDDEN_MAX })}</p>
      <form ref={formRef} className="home-form" noValidate onSubmit={submit}>
        <LanguageSelect
          id="card-language"
          label={t('submit.language')}
          value={language}
          onChange={setLanguage}
        />
        <Field
          id="card-word"
          label={t('submit.word')}
          error={errors.word}
          hint={t('submit.wordHint', { max: CARD_TEXT_MAX })}
        >
          <input
            {...describedProps('card-word', errors.word, true)}
            ref={wordRef}
            name="word"
            type="text"
            autoComplete="off"
            value={form.word}
            onChange={(e) => update({ ...form, word: e.target.value })}
          />
        </Field>
        <fieldset>
          <legend className="field-legend">{t('rules.forbiddenWords')}</legend>
          {form.forbidden.map((text, i) => {
            const id = `card-forbidden-${i + 1}`;
            const error = errors.forbidden[i];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the five boxes are fixed places, not a list that reorders
              <Field key={i} id={id} label={t('lobby.cards.forbiddenWord', { n: i + 1 })} error={error}>
                <input
                  {...describedProps(id, error)}
                  name="forbidden"
                  type="text"
                  autoComplete="off"
                  value={text}
                  onChange={(e) =>
                    update({
                      ...form,
                      forbidden: form.forbidden.map((t, j) => (j === i ? e.target.value : t)),
                    })
                  }
                />
              </Field>
            );
          })}
        </fieldset>
        <button type="submit" className="button primary block" disabled={pending} aria-busy={pending}>
          {t('submit.send')}
        </button>
      </form>
    </section>
  );
}

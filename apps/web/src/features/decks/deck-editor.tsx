import './decks.css';
import {
  type CardAdvice,
  DECK_LANGUAGE_NAMES,
  DECK_LANGUAGES,
  DECK_TEXT_MAX_BYTES,
  type DeckCard,
  type DeckLanguage,
  type DeckMessageRef,
  type DeckProblem,
  type DeckReading,
  type DeckWarning,
  deckFileText,
  deckName,
  deckRefusals,
  deckText,
  deckToJson,
  fixDeckText,
  isDeckLanguage,
  parseDeckText,
} from '@unsayable/cards/decks';
import { type FormEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { translate, useText } from '../../i18n/i18n.ts';
import { deckKey, keepDeckKey } from '../../net/deck-keys.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { CardForm } from './card-form.tsx';
import { DeckRefused, editDeck, fetchDeck, saveDeck } from './deck-api.ts';
import {
  type DeckNotice,
  deckMessage,
  fixText,
  formatText,
  noticeText,
  problemParts,
} from './deck-message.ts';
import { editorText, lineRange } from './deck-text.ts';

const refusalNotice = (ref: DeckMessageRef): DeckNotice => ({ ref, english: deckText(ref) });

/** What Make a copy hands the editor. */
export interface EditorStart {
  name: string;
  language: DeckLanguage;
  text: string;
}

function readingSummary(reading: DeckReading | null): string {
  if (!reading) return translate('decks.reading.empty');
  if (!reading.ok) return deckMessage(reading.refusalRef, reading.refusal);
  const counts = translate('decks.reading.counts', {
    read: reading.read,
    kept: reading.cards.length,
    warned: reading.warned,
    leftOut: reading.leftOut,
  });
  return `${formatText(reading)} ${counts}`;
}

/** A warning as the player set it aside: by its card's word and what it says, not by its place. */
const warningId = (w: Pick<DeckWarning, 'ref'>, word: string) =>
  `${word}\u0000${w.ref.key}\u0000${JSON.stringify(w.ref.params)}`;

/** The warnings not set aside, by card, in the order of the text. */
function warningsByCard(reading: DeckReading | null, keptAsIs: ReadonlySet<string>) {
  if (!reading?.ok) return [];
  const byCard = new Map<number, DeckWarning[]>();
  for (const w of reading.warnings) {
    if (keptAsIs.has(warningId(w, reading.cards[w.card]?.word ?? ''))) continue;
    byCard.set(w.card, [...(byCard.get(w.card) ?? []), w]);
  }
  return [...byCard].map(([card, warnings]) => ({ word: reading.cards[card]?.word ?? '', warnings }));
}

/** The deck editor: `/decks/new` (and Make a copy), `/decks/{id}/edit` for its owner. */
export default function DeckEditor() {
  const { deckId } = useParams();
  const start = (useLocation().state as { copy?: EditorStart } | null)?.copy;
  const [loaded, setLoaded] = useState<EditorStart | null>(
    deckId ? null : (start ?? { name: '', language: 'en', text: '' }),
  );
  const [loadError, setLoadError] = useState<DeckNotice | null>(null);

  useEffect(() => {
    if (!deckId) return;
    let current = true;
    fetchDeck(deckId).then(
      (deck) =>
        current && setLoaded({ name: deck.name, language: deck.language, text: editorText(deck.cards) }),
      (error: unknown) =>
        current &&
        setLoadError(
          error instanceof DeckRefused
            ? error.notice
            : { text: error instanceof Error ? error.message : String(error) },
        ),
    );
    return () => {
      current = false;
    };
  }, [deckId]);

  const { t } = useText();
  const title = deckId ? t('decks.edit') : t('decks.make');
  return (
    <section className="panel deck-screen" aria-labelledby="deck-editor-title">
      <h1 id="deck-editor-title">{title}</h1>
      {loadError ? (
        <p role="alert" className="error-text">
          {noticeText(loadError)}
        </p>
      ) : loaded ? (
        <EditorForm deckId={deckId} start={loaded} />
      ) : (
        <Spinner label={t('decks.loading')} />
      )}
    </section>
  );
}

function EditorForm({ deckId, start }: { deckId: string | undefined; start: EditorStart }) {
  const navigate = useNavigate();
  const [name, setName] = useState(start.name);
  const [language, setLanguage] = useState<DeckLanguage>(start.language);
  const [text, setText] = useState(start.text);
  const [error, setError] = useState<DeckNotice | null>(null);
  const [pending, setPending] = useState(false);
  /** The last file uploaded was not UTF-8 and was read as Excel's CSV is written: said until the next. */
  const [guessedEncoding, setGuessedEncoding] = useState(false);
  const cardsRef = useRef<HTMLTextAreaElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const shownText = useDeferredValue(text);
  const { t } = useText();
  const reading = useMemo(
    () => (shownText.trim() === '' ? null : parseDeckText(shownText, language)),
    [shownText, language],
  );
  const problems: DeckProblem[] = reading?.ok ? reading.problems : [];
  const [keptAsIs, setKeptAsIs] = useState<ReadonlySet<string>>(new Set());
  const warned = useMemo(() => warningsByCard(reading, keptAsIs), [reading, keptAsIs]);

  const applyFix = (w: DeckWarning) => {
    if (w.fix) setText(fixDeckText(text, language, w.at, w.fix));
  };
  const [picked, setPicked] = useState<number | 'new'>('new');
  const formCards = reading?.ok ? reading.cards : [];
  const pickedIndex = picked === 'new' || picked >= formCards.length ? formCards.length : picked;
  // The form writes the whole deck back: lines the text leaves out would be lost, so they go first.
  const formBlocked =
    reading && (!reading.ok || reading.leftOut > 0 || reading.problems.length > 0)
      ? t('decks.cardForm.leftOutFirst')
      : undefined;
  /** The cards as deck text: a Download deck file stays one (name and language kept), else `editorText`. */
  const writeCards = (cards: DeckCard[], keptByForm: readonly CardAdvice[], word: string | undefined) => {
    // What the author kept as is in the form is not asked again in the list of warnings.
    if (word !== undefined && keptByForm.length > 0)
      setKeptAsIs(new Set([...keptAsIs, ...keptByForm.map((a) => warningId(a, word))]));
    setText(
      reading?.ok && reading.format === 'json'
        ? deckToJson({ name: name.trim() || reading.name || '', language, cards })
        : editorText(cards),
    );
  };

  const keepAsIs = (w: DeckWarning, word: string) => setKeptAsIs(new Set(keptAsIs).add(warningId(w, word)));

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const showLine = (line: number) => {
    const box = cardsRef.current;
    if (!box) return;
    const { start: from, end } = lineRange(text, line);
    box.focus();
    box.setSelectionRange(from, end);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    // Refused whole, the box keeps what it held: a bad file changes nothing.
    if (file.size > DECK_TEXT_MAX_BYTES) return setError(refusalNotice(deckRefusals.tooBig(file.size)));
    const read = deckFileText(new Uint8Array(await file.arrayBuffer()));
    if (!read.ok) return setError(refusalNotice(read.refusalRef));
    const reading = parseDeckText(read.text, language);
    if (!reading.ok) return setError({ ref: reading.refusalRef, english: reading.refusal });
    setError(null);
    setText(read.text);
    setGuessedEncoding(read.encoding === 'windows-1252');
    if (reading.name && name.trim() === '') setName(reading.name);
    if (reading.language) setLanguage(reading.language);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checkedName = deckName(name);
    if (!checkedName.ok) return setError({ ref: checkedName.errorRef, english: checkedName.error });
    const now = parseDeckText(text, language);
    if (!now.ok) return setError({ ref: now.refusalRef, english: now.refusal });
    if (now.cards.length === 0) return setError({ key: 'decks.noCardToSave' });
    setPending(true);
    setError(null);
    try {
      const fields = { name: checkedName.name, language, text };
      const key = deckId ? (deckKey(deckId) ?? '') : '';
      const saved = deckId ? await editDeck(deckId, key, fields) : await saveDeck(fields);
      if (saved.editKey) keepDeckKey(saved.id, saved.editKey);
      navigate(`/decks/${saved.id}`, { state: { saved: saved.saved, leftOut: saved.leftOut } });
    } catch (err) {
      setError(err instanceof DeckRefused ? err.notice : { key: 'decks.saveFailed' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="home-form deck-form" noValidate onSubmit={save}>
      <div className="field">
        <label htmlFor="deck-name">{t('decks.name')}</label>
        <input
          id="deck-name"
          type="text"
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="deck-language">{t('decks.language')}</label>
        <select
          id="deck-language"
          value={language}
          onChange={(e) => isDeckLanguage(e.target.value) && setLanguage(e.target.value)}
        >
          {DECK_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {DECK_LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="deck-cards">{t('decks.cards')}</label>
        <textarea
          id="deck-cards"
          ref={cardsRef}
          rows={12}
          spellCheck={false}
          aria-describedby="deck-cards-hint deck-reading"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <p id="deck-cards-hint" className="hint">
          {t('decks.formatsHint')}
        </p>
      </div>
      <section className="deck-card-form" aria-labelledby="deck-card-form-title">
        <h2 id="deck-card-form-title" className="deck-subtitle">
          {t('decks.cardForm.title')}
        </h2>
        <div className="field">
          <label htmlFor="deck-card-pick">{t('decks.cardForm.pick')}</label>
          <select
            id="deck-card-pick"
            value={picked === 'new' ? 'new' : String(pickedIndex)}
            onChange={(e) => setPicked(e.target.value === 'new' ? 'new' : Number(e.target.value))}
          >
            <option value="new">{t('decks.cardForm.newCard')}</option>
            {formCards.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place in the deck
              <option key={i} value={i}>
                {i + 1}. {c.word}
              </option>
            ))}
          </select>
        </div>
        <CardForm
          key={picked === 'new' ? 'new' : `${pickedIndex}`}
          id="deck-card"
          cards={formCards}
          language={language}
          index={pickedIndex}
          onSave={(cards, kept) => writeCards(cards, kept, cards[pickedIndex]?.word)}
          {...(formBlocked ? { blocked: formBlocked } : {})}
        />
      </section>
      <div className="field">
        <label htmlFor="deck-upload">{t('decks.upload')}</label>
        <input
          id="deck-upload"
          type="file"
          accept=".txt,.csv,.json,text/plain,text/csv,application/json"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        {guessedEncoding ? (
          <p className="deck-encoding-note" role="note">
            {t('decks.encodingGuessed')}
          </p>
        ) : null}
      </div>
      <p id="deck-reading" role="status" className="deck-reading">
        {readingSummary(reading)}
      </p>
      {warned.length > 0 ? (
        <>
          <h2 id="deck-warnings-title" className="deck-subtitle">
            {t('decks.warnings')}
          </h2>
          <p className="hint">{t('decks.warningsHint')}</p>
          <ul className="deck-problems deck-warnings" aria-labelledby="deck-warnings-title">
            {warned.map(({ word, warnings }) => {
              const first = warnings[0] as DeckWarning;
              const { where } = problemParts(first);
              return (
                <li key={`${first.at}-${word}`}>
                  {first.place === 'line' ? (
                    <button type="button" className="link-button" onClick={() => showLine(first.at)}>
                      {where}
                    </button>
                  ) : (
                    <span>{where}</span>
                  )}{' '}
                  <bdi>{word}</bdi>
                  <ul>
                    {warnings.map((w) => (
                      <li key={`${w.ref.key}-${JSON.stringify(w.ref.params)}`}>
                        {problemParts(w).message}
                        <span className="deck-warning-actions">
                          {w.fix ? (
                            <button type="button" className="button small" onClick={() => applyFix(w)}>
                              {fixText(w.fix)}
                            </button>
                          ) : null}
                          <button type="button" className="button small" onClick={() => keepAsIs(w, word)}>
                            {t('decks.keepAsIs')}
                          </button>
                        </span>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {problems.length > 0 ? (
        <>
          <h2 id="deck-problems-title" className="deck-subtitle">
            {t('decks.problems')}
          </h2>
          <p className="hint">{t('decks.problemsHint')}</p>
          <ul className="deck-problems" aria-labelledby="deck-problems-title">
            {problems.map((p) => {
              const { where, message } = problemParts(p);
              return (
                <li key={`${p.at}-${p.message}`}>
                  {p.place === 'line' ? (
                    <button type="button" className="link-button" onClick={() => showLine(p.at)}>
                      {where}
                    </button>
                  ) : (
                    <span>{where}</span>
                  )}
                  : {message}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {error ? (
        <p ref={errorRef} tabIndex={-1} role="alert" className="error-text">
          {noticeText(error)}
        </p>
      ) : null}
      <button type="submit" className="button primary block" disabled={pending} aria-busy={pending}>
        {t('decks.save')}
      </button>
      <p className="hint">
        <Link to="/home">{t('decks.backToStart')}</Link>
      </p>
    </form>
  );
}

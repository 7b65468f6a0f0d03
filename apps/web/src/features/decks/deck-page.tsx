import './decks.css';
import { DECK_LANGUAGE_NAMES, type DeckCard, type DeckProblem, deckToJson } from '@unsayable/cards/decks';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useText } from '../../i18n/i18n.ts';
import { deckKey, forgetDeckKey, keepDeckKey } from '../../net/deck-keys.ts';
import { CardForm } from './card-form.tsx';
import { DeckRefused, deleteDeck, editDeck, fetchDeck, reportDeck, type SharedDeck } from './deck-api.ts';
import type { EditorStart } from './deck-editor.tsx';
import { DeckFlags } from './deck-flags.tsx';
import { deckLink, editLink, keyInFragment } from './deck-keys.ts';
import { noticeText, problemParts } from './deck-message.ts';
import { editorText } from './deck-text.ts';
import { DeckUnshown } from './deck-unshown.tsx';
import { useLoadedDeck } from './use-loaded-deck.ts';

/** `/decks/{id}`: a shared deck, with what anyone may do with it and what its owner may. */
export default function DeckPage() {
  const { deckId = '' } = useParams();
  const location = useLocation();
  // An edit link (`#edit=KEY`): this device may change the deck from now on; the key leaves the address bar.
  const [loaded, showDeck] = useLoadedDeck(
    deckId,
    () => {
      const key = keyInFragment(location.hash);
      if (!key) return;
      keepDeckKey(deckId, key);
      window.history.replaceState(window.history.state, '', location.pathname);
    },
    location.hash,
  );
  const { t } = useText();

  if (loaded.kind !== 'deck')
    return (
      <DeckUnshown
        loaded={loaded}
        titleId="deck-title"
        title={loaded.kind === 'refused' && loaded.gone ? t('decks.notAvailable') : t('decks.notFound')}
      >
        <p>
          <Link className="button" to="/decks/new">
            {t('decks.make')}
          </Link>
        </p>
      </DeckUnshown>
    );
  return <DeckShown deck={loaded.deck} saved={location.state as SavedNotice | null} onChanged={showDeck} />;
}

interface SavedNotice {
  saved?: number;
  leftOut?: DeckProblem[];
}

function download(deck: SharedDeck): void {
  const blob = new Blob([deckToJson(deck)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${deck.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'deck'}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function DeckShown({
  deck,
  saved,
  onChanged,
}: {
  deck: SharedDeck;
  saved: SavedNotice | null;
  onChanged: (deck: SharedDeck) => void;
}) {
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [reported, setReported] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const key = deckKey(deck.id);
  const owner = key !== undefined || deck.yours;
  const { t } = useText();

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
    } catch {
      setStatus(t('decks.copyThisLink', { link: text }));
    }
  };
  const fail = (error: unknown) =>
    setStatus(
      error instanceof DeckRefused
        ? noticeText(error.notice)
        : error instanceof Error
          ? error.message
          : String(error),
    );
  /** The deck saved with its cards changed by the card form, as the editor saves its text. */
  const saveCards = async (cards: DeckCard[]) => {
    try {
      await editDeck(deck.id, key ?? '', {
        name: deck.name,
        language: deck.language,
        text: editorText(cards),
      });
      onChanged(await fetchDeck(deck.id));
    } catch (error) {
      throw new Error(error instanceof DeckRefused ? noticeText(error.notice) : t('decks.saveFailed'));
    }
  };
  /** The deck saved with the card at `index` changed; what was done is said in the status line. */
  const changeCardAt = async (cards: DeckCard[], index: number | 'new' | null) => {
    // A Fix that takes the card out leaves fewer cards: then the deck's count is what is said.
    const word =
      typeof index === 'number' && cards.length === deck.cards.length ? cards[index]?.word : undefined;
    await saveCards(cards);
    setStatus(
      word === undefined ? t('decks.saved', { n: cards.length }) : t('decks.cardForm.changed', { word }),
    );
  };
  const changeCard = async (cards: DeckCard[]) => {
    await changeCardAt(cards, editing);
    setEditing(null);
  };
  const copyStart: EditorStart = {
    name: t('decks.copyOf', { name: deck.name }).slice(0, 60),
    language: deck.language,
    text: editorText(deck.cards),
  };

  return (
    <section className="panel deck-screen" aria-labelledby="deck-title">
      <h1 id="deck-title">{deck.name}</h1>
      <p className="hint">
        {DECK_LANGUAGE_NAMES[deck.language]} · {t('lobby.deck.cards', { n: deck.cardCount })}
      </p>
      <p className="deck-shared">{t('decks.sharedNote')}</p>
      {saved?.saved !== undefined ? <SavedMessage saved={saved.saved} leftOut={saved.leftOut ?? []} /> : null}
      <div className="deck-actions">
        <button
          type="button"
          className="button primary"
          onClick={() => navigate(`/home/create?deck=${deck.id}`)}
        >
          {t('decks.play')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void copy(deckLink(deck.id), t('decks.linkCopied'))}
        >
          {t('decks.copyLink')}
        </button>
        <button type="button" className="button" onClick={() => download(deck)}>
          {t('decks.download')}
        </button>
        <Link className="button" to={`/decks/${deck.id}/print`}>
          {t('decks.print')}
        </Link>
        <button
          type="button"
          className="button"
          onClick={() => navigate('/decks/new', { state: { copy: copyStart } })}
        >
          {t('decks.makeCopy')}
        </button>
        {owner ? null : (
          <button
            type="button"
            className="button"
            disabled={reported}
            onClick={() =>
              reportDeck(deck.id).then(() => {
                setReported(true);
                setStatus(t('decks.reported'));
              }, fail)
            }
          >
            {t('decks.report')}
          </button>
        )}
      </div>
      {owner ? (
        <section className="deck-owner" aria-labelledby="deck-owner-title">
          <h2 id="deck-owner-title" className="deck-subtitle">
            {t('decks.owner.title')}
          </h2>
          <p className="hint">{t('decks.owner.hint')}</p>
          <div className="deck-actions">
            <Link className="button" to={`/decks/${deck.id}/edit`}>
              {t('decks.edit')}
            </Link>
            <button
              type="button"
              className="button"
              aria-expanded={editing === 'new'}
              onClick={() => setEditing(editing === 'new' ? null : 'new')}
            >
              {t('decks.cardForm.addTitle')}
            </button>
            {key ? (
              <button
                type="button"
                className="button"
                onClick={() => void copy(editLink(deck.id, key), t('decks.editLinkCopied'))}
              >
                {t('decks.copyEditLink')}
              </button>
            ) : null}
            {confirmDelete ? (
              <button
                type="button"
                className="button danger"
                onClick={() =>
                  deleteDeck(deck.id, key ?? '').then(() => {
                    forgetDeckKey(deck.id);
                    navigate('/home');
                  }, fail)
                }
              >
                {t('decks.deleteForGood')}
              </button>
            ) : (
              <button type="button" className="button danger" onClick={() => setConfirmDelete(true)}>
                {t('decks.delete')}
              </button>
            )}
          </div>
          {editing === 'new' ? (
            <CardForm
              id="deck-add-card"
              cards={deck.cards}
              language={deck.language}
              index={deck.cards.length}
              onSave={saveCards}
              onCancel={() => setEditing(null)}
            />
          ) : null}
          <DeckFlags
            deckId={deck.id}
            deckKey={key}
            cards={deck.cards}
            language={deck.language}
            editedAt={deck.editedAt}
            onChange={changeCardAt}
          />
        </section>
      ) : null}
      <p role="status" className="deck-status">
        {status}
      </p>
      <h2 id="deck-cards-title" className="deck-subtitle">
        {t('decks.cards')}
      </h2>
      <ul className="deck-card-list" aria-labelledby="deck-cards-title">
        {deck.cards.map((c, i) =>
          editing === i ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place in the deck
            <li key={i} className="deck-card-editing">
              <CardForm
                id={`deck-card-${i}`}
                cards={deck.cards}
                language={deck.language}
                index={i}
                onSave={changeCard}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place in the deck
            <li key={i}>
              <strong>{c.word}</strong>
              {c.forbidden.length > 0 ? (
                <span className="deck-forbidden"> · {c.forbidden.join(', ')}</span>
              ) : null}
              {owner ? (
                <>
                  {' '}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('decks.cardForm.changeLabel', { word: c.word })}
                    onClick={() => setEditing(i)}
                  >
                    {t('decks.cardForm.change')}
                  </button>
                </>
              ) : null}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

function SavedMessage({ saved, leftOut }: { saved: number; leftOut: DeckProblem[] }) {
  const { t } = useText();
  return (
    <div role="status" className="deck-saved">
      <p>
        {t('decks.saved', { n: saved })}
        {leftOut.length > 0 ? ` ${t('decks.leftOutLead', { n: leftOut.length })}` : ''}
      </p>
      {leftOut.length > 0 ? (
        <ul aria-label={t('decks.leftOut')}>
          {leftOut.map((p) => (
            <li key={`${p.at}-${p.message}`}>
              {problemParts(p).where}: {problemParts(p).message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

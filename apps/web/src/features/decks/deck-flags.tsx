import type { DeckCard, DeckLanguage } from '@unsayable/cards/decks';
import { FLAG_REASONS, type FlagReason } from '@unsayable/rules';
import { useEffect, useState } from 'react';
import { type MessageKey, useText } from '../../i18n/i18n.ts';
import { CardForm } from './card-form.tsx';
import { type FlaggedDeckCard, fetchDeckFlags } from './deck-api.ts';

/** Each reason's words, as the review offers them. */
const REASON_LABELS: Record<FlagReason, MessageKey> = {
  wrong: 'play.flag.reason.wrong',
  offensive: 'play.flag.reason.offensive',
  'too hard': 'play.flag.reason.tooHard',
  duplicate: 'play.flag.reason.duplicate',
};

const sameWord = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * The owner's list of the deck's cards players flagged in games: each with its count and reasons,
 * and the card form at hand to change it in place. Shown only when there is something to show.
 */
export function DeckFlags({
  deckId,
  deckKey,
  cards,
  language,
  editedAt,
  onChange,
}: {
  deckId: string;
  deckKey: string | undefined;
  cards: DeckCard[];
  language: DeckLanguage;
  /** The deck's last edit: the list is read again after one. */
  editedAt: number;
  /** Saves the deck with one card changed (as the page's in-place edit does). */
  onChange: (cards: DeckCard[], index: number) => Promise<void>;
}) {
  const [flags, setFlags] = useState<FlaggedDeckCard[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const { t, number } = useText();

  // biome-ignore lint/correctness/useExhaustiveDependencies: an edit of the deck is the event: the list is read again after it
  useEffect(() => {
    let current = true;
    // A list that cannot be read is simply not shown: the rest of the page works without it.
    fetchDeckFlags(deckId, deckKey).then(
      (answer) => current && setFlags(answer.flags),
      () => current && setFlags([]),
    );
    return () => {
      current = false;
    };
  }, [deckId, deckKey, editedAt]);

  if (flags.length === 0) return null;
  return (
    <section className="deck-flags" aria-labelledby="deck-flags-title">
      <h3 id="deck-flags-title" className="deck-subtitle">
        {t('decks.flags.title')}
      </h3>
      <p className="hint">{t('decks.flags.hint')}</p>
      <ul className="deck-flag-list">
        {flags.map((flag) => {
          const index = cards.findIndex((c) => sameWord(c.word, flag.word));
          const reasons = FLAG_REASONS.filter((r) => flag.counts[r] > 0)
            .map((r) => `${t(REASON_LABELS[r])} ${number(flag.counts[r])}`)
            .join(' · ');
          return (
            <li key={flag.word}>
              <div className="deck-flag-line">
                <strong>{flag.word}</strong>
                <span className="deck-flag-count">{t('decks.flags.count', { n: flag.total })}</span>
                {index < 0 ? (
                  <span className="hint"> · {t('decks.flags.gone')}</span>
                ) : (
                  <button
                    type="button"
                    className="link-button"
                    aria-expanded={editing === index}
                    aria-label={t('decks.cardForm.changeLabel', { word: flag.word })}
                    onClick={() => setEditing(editing === index ? null : index)}
                  >
                    {t('decks.cardForm.change')}
                  </button>
                )}
              </div>
              <p className="deck-flag-reasons">{reasons}</p>
              {editing === index && index >= 0 ? (
                <CardForm
                  id={`deck-flagged-card-${index}`}
                  cards={cards}
                  language={language}
                  index={index}
                  onSave={async (changed) => {
                    await onChange(changed, index);
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

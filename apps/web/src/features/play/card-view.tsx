import type { VisibleCard } from '@unsayable/rules';
import { useId } from 'react';
import './card.css';
import { categoryLabel } from '../../game/labels.ts';
import { translate, useText } from '../../i18n/i18n.ts';

function categoryText(category: VisibleCard['category']): string {
  return category === 'custom' ? translate('play.card.custom') : categoryLabel(category);
}

/** What is printed on a card: the category, the target word as a heading, the forbidden words if it has any. */
export function CardFace({ card }: { card: VisibleCard }) {
  const labelId = useId();
  const { t } = useText();
  return (
    <>
      <p className="card-category">{categoryText(card.category)}</p>
      <h2 className="card-word">{card.word}</h2>
      {card.forbidden.length > 0 && (
        <>
          <p className="card-forbidden-label" id={labelId}>
            {t('play.card.dontSay')}
          </p>
          <ul className="card-forbidden" aria-labelledby={labelId}>
            {card.forbidden.map((word, i) => (
              // A player's deck may keep a word twice on one card (its author's choice).
              // biome-ignore lint/suspicious/noArrayIndexKey: the words are fixed for the card's life
              <li key={i}>{word}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * The card in play: a region named Card, the target word as its heading, then the forbidden words.
 * Each card is dealt in as it appears.
 */
export function CardView({ card }: { card: VisibleCard }) {
  const { t } = useText();
  return (
    <section aria-label={t('play.card')} className="card card-entering">
      <CardFace card={card} />
    </section>
  );
}

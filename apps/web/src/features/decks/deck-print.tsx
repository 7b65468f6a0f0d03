import './deck-print.css';
import { Link, useParams } from 'react-router';
import { useText } from '../../i18n/i18n.ts';
import { DeckUnshown } from './deck-unshown.tsx';
import { useLoadedDeck } from './use-loaded-deck.ts';

/**
 * `/decks/{id}/print`: a deck's cards to print and cut, for anyone who may see the deck. On paper
 * only the cards show (see `deck-print.css`): no header, no buttons.
 */
export default function DeckPrint() {
  const { deckId = '' } = useParams();
  const [loaded] = useLoadedDeck(deckId);
  const { t } = useText();

  if (loaded.kind !== 'deck')
    return <DeckUnshown loaded={loaded} titleId="deck-print-title" title={t('decks.notFound')} />;
  const { deck } = loaded;
  return (
    <section className="deck-print" aria-labelledby="deck-print-title">
      <div className="deck-print-controls">
        <h1 id="deck-print-title">{deck.name}</h1>
        <p className="hint">{t('decks.printView.hint')}</p>
        <div className="deck-actions">
          <button type="button" className="button primary" onClick={() => window.print()}>
            {t('decks.printView.print')}
          </button>
          <Link className="button" to={`/decks/${deck.id}`}>
            {t('decks.printView.back')}
          </Link>
        </div>
      </div>
      <ul className="deck-print-cards" lang={deck.language} aria-label={t('decks.cards')}>
        {deck.cards.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place in the deck
          <li key={i} className="deck-print-card">
            <p className="deck-print-word">{c.word}</p>
            {c.forbidden.length > 0 ? (
              <ul className="deck-print-forbidden">
                {c.forbidden.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

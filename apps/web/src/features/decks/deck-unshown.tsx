import type { ReactNode } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { noticeText } from './deck-message.ts';
import type { LoadedDeck } from './use-loaded-deck.ts';

/**
 * A deck screen while its deck is on its way, or once it was refused: the refusal's words under
 * the screen's own title, then what the screen offers instead (`children`).
 */
export function DeckUnshown({
  loaded,
  titleId,
  title,
  children,
}: {
  loaded: Exclude<LoadedDeck, { kind: 'deck' }>;
  titleId: string;
  title: string;
  children?: ReactNode;
}) {
  const { t } = useText();
  if (loaded.kind === 'loading')
    return (
      <section className="panel deck-screen">
        <Spinner label={t('decks.loading')} />
      </section>
    );
  return (
    <section className="panel deck-screen" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p role="alert">{noticeText(loaded.notice)}</p>
      {children}
    </section>
  );
}

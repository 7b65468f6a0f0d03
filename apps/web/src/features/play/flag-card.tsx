import { FLAG_REASONS, type FlagReason, type GameView, type PlayedCardView } from '@unsayable/rules';
import { useId, useState } from 'react';
import { type MessageKey, useText } from '../../i18n/i18n.ts';
import { flagCard } from '../../state/cards-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import './flag-card.css';

/** Each reason's words, in the order offered. */
export const FLAG_REASON_LABELS: Record<FlagReason, MessageKey> = {
  wrong: 'play.flag.reason.wrong',
  offensive: 'play.flag.reason.offensive',
  'too hard': 'play.flag.reason.tooHard',
  duplicate: 'play.flag.reason.duplicate',
};

/** The flags this player sent while a review or a reveal is on screen, and what the last one said. */
export interface Flags {
  reasons: Partial<Record<number, FlagReason>>;
  said: string;
  flagged: (index: number, reason: FlagReason, said: string) => void;
}

export function useFlags(): Flags {
  const [reasons, setReasons] = useState<Flags['reasons']>({});
  const [said, setSaid] = useState('');
  return {
    reasons,
    said,
    flagged: (index, reason, text) => {
      setReasons((was) => ({ ...was, [index]: reason }));
      setSaid(text);
    },
  };
}

/**
 * Whether a card of the turn may be flagged: the host's own cards of a game without a deck go to
 * nobody (the server refuses them too); with a deck, its cards and the host's look alike here.
 */
export const flaggable = (view: GameView, card: PlayedCardView) =>
  card.category !== 'custom' || !!view.chosenDeck;

/**
 * Flag a card of the turn as bad, with a reason: any player, for a card the review shows them.
 * The reasons open under the card; picking one sends the flag (a second pick replaces it), and
 * what was kept is said in the review's status line.
 */
export function FlagCard({
  gamecode,
  index,
  word,
  flagged,
  onFlagged,
  onOpen,
}: {
  gamecode: string;
  index: number;
  word: string;
  /** The reason this player flagged the card with, while the review is on screen. */
  flagged: FlagReason | undefined;
  onFlagged: (reason: FlagReason, said: string) => void;
  /** The reasons opened (the reveal stays on screen while they are). */
  onOpen?: () => void;
}) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const reasonsId = useId();
  const { t } = useText();

  const send = async (reason: FlagReason) => {
    setSending(true);
    try {
      // A refusal shows as a toast (app/listeners.ts); the reasons stay open to try again.
      await dispatch(flagCard({ gamecode, index, reason })).unwrap();
      setOpen(false);
      onFlagged(reason, t('play.flag.sent', { word, reason: t(FLAG_REASON_LABELS[reason]) }));
    } catch {
      // Told by the toast.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button compact flag-open${flagged ? ' flagged' : ''}`}
        aria-expanded={open}
        aria-controls={open ? reasonsId : undefined}
        aria-label={t('play.flag.openLabel', { word })}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        <span aria-hidden="true">⚑ </span>
        {flagged ? t('play.flag.flagged') : t('play.flag.open')}
      </button>
      {open ? (
        <fieldset id={reasonsId} className="flag-reasons">
          <legend>{t('play.flag.question', { word })}</legend>
          <div className="flag-reason-buttons">
            {FLAG_REASONS.map((reason) => (
              <button
                key={reason}
                type="button"
                className="button compact"
                aria-pressed={flagged === reason}
                disabled={sending}
                onClick={() => void send(reason)}
              >
                {t(FLAG_REASON_LABELS[reason])}
              </button>
            ))}
            <button type="button" className="button compact" onClick={() => setOpen(false)}>
              {t('play.flag.cancel')}
            </button>
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

import type { GameView } from '@unsayable/rules';
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { useConnection } from '../../net/connection-context.ts';
import { undoCardStatus } from '../../state/cards-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { TurnButton } from './turn-button.tsx';

/** Whether `until` (server time) is still ahead; turns false by itself when it passes. */
function useBefore(until: number | null): boolean {
  const connection = useConnection();
  const ahead = () => until !== null && connection.serverNow() < until;
  const [open, setOpen] = useState(ahead);
  // biome-ignore lint/correctness/useExhaustiveDependencies: ahead reads only until and connection
  useEffect(() => {
    setOpen(ahead());
    if (until === null) return;
    const timer = setTimeout(() => setOpen(false), Math.max(0, until - connection.serverNow()));
    return () => clearTimeout(timer);
  }, [until, connection]);
  return open;
}

/**
 * The giver's way back from a mistap: for 3 seconds after Correct or Skip (on the server's clock,
 * which decides), Undo takes the last card back into play.
 */
export function UndoButton({ view }: { view: GameView }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.cards.pending);
  const gp = view.gameplay;
  const open = useBefore(gp.undoUntil);
  const last = gp.turnCards?.at(-1);
  const { t } = useText();
  if (!open || !last) return null;
  return (
    <TurnButton
      className="button undo"
      resting={pending}
      shortcut={t('play.key.undo')}
      onPress={() => void dispatch(undoCardStatus({ gamecode: view.gamecode, index: last.index }))}
    >
      {t('play.undo')}
    </TurnButton>
  );
}

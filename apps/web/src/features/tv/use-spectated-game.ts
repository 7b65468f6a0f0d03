import { type GameView, type MessageRef, normalizeGamecode, type SpectatorScreen } from '@unsayable/rules';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { showTeamNames } from '../../game/labels.ts';
import { useWakeLock } from '../../game/use-wake-lock.ts';
import { isPassingFailure } from '../../state/failures.ts';
import { viewReceived } from '../../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { requestThunk } from '../../state/request-thunk.ts';

/**
 * The two requests of watching without a seat. Made here, with the screens that send them, and
 * not in the game slice: the slice loads with /home, whose first load has no room to spare.
 */
export const spectateGame = requestThunk('game', 'spectateGame');
export const stopSpectating = requestThunk('game', 'stopSpectating');

/** Why the server will not show this page the game: its English words and, when it sent one, its key. */
export interface Refusal {
  text: string;
  ref?: MessageRef;
}

/**
 * The game this page watches without a seat, from its address: asked for when the page opens and
 * again after every reconnection (views sent meanwhile were missed, and the store lets go of the
 * views of games it does not follow). When the group plays again, the page follows them.
 */
export function useSpectatedGame(screen: SpectatorScreen): {
  gamecode: string;
  view: GameView | null;
  refusal: Refusal | null;
} {
  const gamecode = normalizeGamecode(useParams().gamecode ?? '');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const online = useAppSelector((s) => s.game.connection === 'online');
  const held = useAppSelector((s) => s.game.views[gamecode] ?? null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // A TV or a watching phone is looked at, not touched: it stays awake while it shows the game.
  useWakeLock();
  // Shown while a reconnection asks for the view again, instead of a spinner.
  const last = useRef<GameView | null>(null);
  if (held) last.current = held;
  const view = held ?? (last.current?.gamecode === gamecode ? last.current : null);
  showTeamNames(view?.settings.teamNames);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again each time the connection comes back
  useEffect(() => {
    let current = true;
    void dispatch(spectateGame({ gamecode, screen })).then((result) => {
      if (!current) return;
      if (spectateGame.fulfilled.match(result)) {
        setRefusal(null);
        dispatch(viewReceived({ gamecode, view: result.payload.data }));
      } else if (result.payload && !isPassingFailure(result.payload, result.meta.errorRef))
        setRefusal({ text: result.payload, ...(result.meta.errorRef ? { ref: result.meta.errorRef } : {}) });
    });
    return () => {
      current = false;
    };
  }, [dispatch, gamecode, screen, online]);

  // Leaving the page (the logo, the browser's Back) stops watching, so the count stays true.
  useEffect(
    () => () => {
      void dispatch(stopSpectating({ gamecode }));
    },
    [dispatch, gamecode],
  );

  const next = view?.nextGamecode;
  useEffect(() => {
    if (next) navigate(`/${screen === 'tv' ? 'tv' : 'watch'}/${next}`, { replace: true });
  }, [next, screen, navigate]);

  return { gamecode, view, refusal };
}

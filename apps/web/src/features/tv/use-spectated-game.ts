import { type GameView, normalizeGamecode, type SpectatorScreen } from '@unsayable/rules';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { spectateGame } from '../../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';

/**
 * The game this page watches without a seat, from its address: asked for when the page opens and
 * again after every reconnection (views sent meanwhile were missed). When the group plays again,
 * the page follows them to the next game.
 */
export function useSpectatedGame(screen: SpectatorScreen): {
  gamecode: string;
  view: GameView | null;
  refusal: string | null;
} {
  const gamecode = normalizeGamecode(useParams().gamecode ?? '');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const online = useAppSelector((s) => s.game.connection === 'online');
  const view = useAppSelector((s) => s.game.views[gamecode] ?? null);
  const refusal = useAppSelector((s) => (s.game.spectating === gamecode ? s.game.spectateRefusal : null));

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again each time the connection comes back
  useEffect(() => {
    void dispatch(spectateGame({ gamecode, screen }));
  }, [dispatch, gamecode, screen, online]);

  const next = view?.nextGamecode;
  useEffect(() => {
    if (next) navigate(`/${screen === 'tv' ? 'tv' : 'watch'}/${next}`, { replace: true });
  }, [next, screen, navigate]);

  return { gamecode, view, refusal };
}

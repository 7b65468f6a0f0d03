import { type GameView, normalizeGamecode } from '@unsayable/rules';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { followGame } from '../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../state/hooks.ts';
import { screenForStatus } from './game-paths.ts';
import { showTeamNames } from './labels.ts';
import { useWakeLock } from './use-wake-lock.ts';

/**
 * A game screen's data. The address is where the game code comes from: the store follows it
 * (the app then asks for this player's view and keeps the saved code in step), and the player
 * is moved to the screen the game's status belongs on, and to the next game's lobby after Play again.
 * The screen stays awake while it is open.
 */
export function useGame(): { gamecode: string; view: GameView | null } {
  const params = useParams();
  const gamecode = normalizeGamecode(params.gamecode ?? '');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const view = useAppSelector((s) => s.game.views[gamecode] ?? null);
  showTeamNames(view?.settings.teamNames);
  useWakeLock();

  useEffect(() => {
    dispatch(followGame(gamecode));
    return () => {
      dispatch(followGame(''));
    };
  }, [dispatch, gamecode]);

  useEffect(() => {
    if (!view) return;
    if (view.nextGamecode && view.you) {
      navigate(`/waiting/${view.nextGamecode}`, { replace: true });
      return;
    }
    const target = screenForStatus(view.status, gamecode);
    if (target !== location.pathname) navigate(target, { replace: true });
  }, [view, gamecode, navigate, location.pathname]);

  return { gamecode, view };
}

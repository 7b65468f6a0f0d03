import type { GameView } from '@unsayable/rules';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector, useConnection } from '../../app/hooks.ts';
import { screenForStatus } from '../../app/navigation-rules.ts';
import { saveSession } from '../../net/saved-session.ts';
import { followGame } from '../../state/game-slice.ts';

/**
 * A game screen's data: follows the game of the address (the server sends this player's own
 * views; after any reconnection the current one is asked for) and moves the player to the screen
 * the game's status belongs on, and to the next game's lobby after Play again.
 */
export function useGame(): { gamecode: string; view: GameView | null; playerId: string | null } {
  const params = useParams();
  const gamecode = (params.gamecode ?? '').toUpperCase();
  const dispatch = useAppDispatch();
  const connection = useConnection();
  const navigate = useNavigate();
  const location = useLocation();
  const view = useAppSelector((s) => (s.game.gamecode === gamecode ? s.game.view : null));
  const playerId = useAppSelector((s) => s.game.playerId);

  useEffect(() => {
    dispatch(followGame(gamecode));
    connection.follow(gamecode);
  }, [dispatch, connection, gamecode]);

  useEffect(() => {
    if (!view) return;
    if (view.you && view.status === 'new') saveSession({ gamecode });
    if (view.nextGamecode && view.you) {
      saveSession({ gamecode: view.nextGamecode });
      navigate(`/waiting/${view.nextGamecode}`, { replace: true });
      return;
    }
    const target = screenForStatus(view.status, gamecode);
    if (target !== location.pathname) navigate(target, { replace: true });
  }, [view, gamecode, navigate, location.pathname]);

  return { gamecode, view: view && view.gamecode === gamecode ? view : null, playerId };
}

import * as z from 'zod';
import { MAX_PLAYERS } from '../constants.ts';
import { wasRemoved } from '../departures.ts';
import { dropPlayer, returnToTeam } from '../game-flow.ts';
import { fixedMessages, ownMessages, skipReasons } from '../messages.ts';
import { sameName } from '../name-skeleton.ts';
import { change, refuse, unchanged } from '../outcome.ts';
import { gameRequest } from '../request-entry.ts';
import { findPlayer } from '../roles.ts';
import { gameField, nameSchema, playerIdSchema } from '../schemas.ts';
import { clockRunning, giverLeftConnection, giverReturned, pauseOf } from '../turn-clock.ts';
import type { GameState } from '../types.ts';

export function nameInUse(state: GameState, name: string, except?: string): boolean {
  return state.players.some((p) => p.playerId !== except && sameName(p.name, name));
}

/**
 * Join: the actor is the (new or reused) anonymous player id the server resolved. Someone who left
 * the game in play comes back to their team; someone the host removed stays out until let back in.
 */
export const joinGame = gameRequest({
  schema: z.object({ ...gameField, name: nameSchema }),
  fallback: 'addPlayer',
  decide: ({ state, request, actor, ctx }) => {
    if (state.status !== 'new' && state.status !== 'active') {
      return refuse(fixedMessages.notJoinable(state.gamecode, state.status));
    }
    if (findPlayer(state, actor)) return unchanged(skipReasons.alreadyInGame);
    if (wasRemoved(state, actor)) return refuse(ownMessages.removedByHost);
    if (state.players.length >= MAX_PLAYERS) return refuse(ownMessages.gameFull(state.gamecode, MAX_PLAYERS));
    if (nameInUse(state, request.name)) return refuse(ownMessages.nameTaken(request.name));
    return change(state, 'player joined', (draft) => {
      draft.players.push({
        playerId: actor,
        name: request.name,
        team: 'unassigned',
        host: draft.players.length === 0,
        online: true,
        lastSeen: ctx.now,
        joinedAt: ctx.now,
        pendingTeam: null,
      });
      draft.users.push(actor);
      if (draft.status === 'active') returnToTeam(draft, actor);
    });
  },
});

/**
 * A player's new name. No screen sends it (a name is chosen once, at Create or Join); kept because
 * it is one of the calls the game's protocol has always had ("update player"), so a client written
 * to that protocol still works.
 */
export const updatePlayer = gameRequest({
  schema: z.object({ ...gameField, name: nameSchema }),
  fallback: 'updatePlayer',
  decide: ({ state, request, actor }) => {
    const me = findPlayer(state, actor);
    if (me?.name === request.name) return unchanged(skipReasons.unchanged);
    if (nameInUse(state, request.name, actor)) return refuse(ownMessages.nameTaken(request.name));
    return change(state, 'player renamed', (draft) => {
      const player = findPlayer(draft, actor);
      if (player) player.name = request.name;
    });
  },
});

export const leaveGame = gameRequest({
  schema: z.object(gameField),
  fallback: 'updatePlayer',
  decide: ({ state, actor, ctx }) =>
    change(state, 'player left', (draft) => dropPlayer(draft, actor, ctx.now)),
});

/**
 * The giver's presence holds the turn's clock: their last connection lost, it stops for everyone
 * (and waits for them a while); back, it goes on with the time that was left.
 */
function followGiver(draft: GameState, playerId: string, online: boolean, now: number): void {
  if (draft.gameplay.giverId !== playerId) return;
  if (online) giverReturned(draft, now);
  else if (clockRunning(draft, now) || pauseOf(draft)) giverLeftConnection(draft, now);
}

export const setPresence = gameRequest({
  /**
   * `server restart`: a new process marks offline whoever has no connection to it yet. Those
   * connections were closed by the server, not lost by the players, so a giver's turn keeps its clock.
   */
  schema: z.object({
    ...gameField,
    playerId: playerIdSchema,
    online: z.boolean(),
    cause: z.enum(['connection', 'server restart']).default('connection'),
  }),
  fallback: 'default',
  by: 'server',
  decide: ({ state, request, ctx }) => {
    const player = findPlayer(state, request.playerId);
    if (!player) return refuse(ownMessages.playerNotInGame(state.gamecode));
    if (player.online === request.online) return unchanged(skipReasons.unchanged);
    return change(state, request.online ? 'player online' : 'player offline', (draft) => {
      const p = findPlayer(draft, request.playerId);
      if (p) {
        p.online = request.online;
        p.lastSeen = ctx.now;
      }
      if (request.cause === 'connection') followGiver(draft, request.playerId, request.online, ctx.now);
    });
  },
});

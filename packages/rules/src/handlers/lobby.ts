import * as z from 'zod';
import { GAME_STATUSES, MAX_GAME_CARDS } from '../constants.ts';
import { sources } from '../deck.ts';
import { forgetRemoval, rememberRemoval, wasRemoved } from '../departures.ts';
import { dropPlayer, endEarly, setTeam, startGame } from '../game-flow.ts';
import { ownMessages, skipReasons } from '../messages.ts';
import { change, refuse, unchanged } from '../outcome.ts';
import { gameRequest } from '../request-entry.ts';
import { findPlayer, isHost } from '../roles.ts';
import { cardInputSchema, gameField, playerIdSchema, teamSchema } from '../schemas.ts';
import { isPlayingTeam, playingTeams, teamCountOf } from '../team-count.ts';
import { shuffleIntoTeams, startProblems } from '../teams.ts';
import { sameWord } from '../text.ts';
import type { GameState, Team } from '../types.ts';

/** A team a player can be put in: unassigned, or one of the game's teams. */
function teamExists(state: GameState, team: Team): boolean {
  return team === 'unassigned' || isPlayingTeam(state.settings, team);
}

export const updateTeam = gameRequest({
  schema: z.object({ ...gameField, team: teamSchema }),
  fallback: 'updateTeam',
  decide: ({ state, request, actor }) => {
    const me = findPlayer(state, actor);
    if (state.status === 'finished') return refuse(ownMessages.gameFinished(state.gamecode));
    if (!teamExists(state, request.team)) return refuse(ownMessages.noSuchTeam(teamCountOf(state.settings)));
    if (me?.team === request.team && me.pendingTeam === null) return unchanged(skipReasons.unchanged);
    // The same pick again while an unassigned player's pick waits for the turn's end.
    if (me?.team === 'unassigned' && me.pendingTeam === request.team) return unchanged(skipReasons.unchanged);
    // During play only someone still unassigned picks a team; a switch would carry a secret across.
    if (state.status === 'active' && (me?.team !== 'unassigned' || request.team === 'unassigned')) {
      return refuse(ownMessages.teamLocked);
    }
    return change(state, 'team changed', (draft) => setTeam(draft, actor, request.team));
  },
});

export const movePlayer = gameRequest({
  schema: z.object({ ...gameField, playerId: playerIdSchema, team: teamSchema }),
  fallback: 'updateTeam',
  decide: ({ state, request, actor }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('move other players'));
    if (state.status === 'finished') return refuse(ownMessages.gameFinished(state.gamecode));
    const target = findPlayer(state, request.playerId);
    if (!target) return refuse(ownMessages.playerNotInGame(state.gamecode));
    if (!teamExists(state, request.team)) return refuse(ownMessages.noSuchTeam(teamCountOf(state.settings)));
    const effective = target.pendingTeam ?? target.team;
    if (effective === request.team) return unchanged(skipReasons.unchanged);
    return change(state, 'player moved', (draft) => setTeam(draft, request.playerId, request.team));
  },
});

export const removePlayer = gameRequest({
  schema: z.object({ ...gameField, playerId: playerIdSchema }),
  fallback: 'updateTeam',
  decide: ({ state, request, actor, ctx }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('remove players'));
    if (request.playerId === actor) return refuse(ownMessages.cannotRemoveSelf);
    if (state.status === 'finished') return refuse(ownMessages.gameFinished(state.gamecode));
    const target = findPlayer(state, request.playerId);
    if (!target) return refuse(ownMessages.playerNotInGame(state.gamecode));
    return change(state, 'player removed', (draft) => {
      rememberRemoval(draft, target);
      dropPlayer(draft, request.playerId, ctx.now);
    });
  },
});

/** The host lets a player they removed join the game again. */
export const readmitPlayer = gameRequest({
  schema: z.object({ ...gameField, playerId: playerIdSchema }),
  fallback: 'updateTeam',
  decide: ({ state, request, actor }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('let players back in'));
    if (state.status === 'finished') return refuse(ownMessages.gameFinished(state.gamecode));
    if (!wasRemoved(state, request.playerId)) return refuse(ownMessages.notRemoved);
    return change(state, 'player let back in', (draft) => forgetRemoval(draft, request.playerId));
  },
});

export const shuffleTeams = gameRequest({
  schema: z.object(gameField),
  fallback: 'updateTeam',
  decide: ({ state, actor, random }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('shuffle teams'));
    if (state.status !== 'new') return refuse(ownMessages.lobbyOnly('shuffle teams'));
    return change(state, 'teams shuffled', (draft) =>
      shuffleIntoTeams(draft.players, playingTeams(draft.settings), random),
    );
  },
});

export const addGameCard = gameRequest({
  schema: z.object({ ...gameField, card: cardInputSchema }),
  fallback: 'default',
  decide: ({ state, request, actor }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('add cards'));
    if (state.status !== 'new') return refuse(ownMessages.lobbyOnly('add cards'));
    if (state.gameCards.length >= MAX_GAME_CARDS) return refuse(ownMessages.tooManyGameCards(MAX_GAME_CARDS));
    const { word, forbidden } = request.card;
    if (state.gameCards.some((c) => sameWord(c.word, word)))
      return refuse(ownMessages.duplicateGameCard(word));
    return change(state, 'game card added', (draft) => {
      draft.gameCards.push({
        id: `game-${draft.nextGameCardId}`,
        word,
        forbidden,
        category: 'custom',
        difficulty: 'medium',
      });
      draft.nextGameCardId += 1;
    });
  },
});

export const removeGameCard = gameRequest({
  schema: z.object({ ...gameField, cardId: z.string().min(1).max(64) }),
  fallback: 'default',
  decide: ({ state, request, actor }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('remove cards'));
    if (state.status !== 'new') return refuse(ownMessages.lobbyOnly('remove cards'));
    if (!state.gameCards.some((c) => c.id === request.cardId)) return refuse(ownMessages.gameCardNotFound);
    return change(state, 'game card removed', (draft) => {
      draft.gameCards = draft.gameCards.filter((c) => c.id !== request.cardId);
    });
  },
});

/**
 * The host's alone, and only new → active (start, with valid teams and enough cards) or
 * active → finished (end early); the same value changes nothing. No other move is allowed:
 * anyone could otherwise end or reset someone else's game.
 */
export const updateGameStatus = gameRequest({
  schema: z.object({ ...gameField, status: z.enum(GAME_STATUSES, { error: 'Unknown game status' }) }),
  fallback: 'updateGameStatus',
  decide: ({ state, request, actor, ctx, random }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('change the game status'));
    if (request.status === state.status) return unchanged(skipReasons.unchanged);
    if (state.status === 'new' && request.status === 'active') {
      if (state.chosenDeck && ctx.deckCards === null) return refuse(ownMessages.deckUnavailable);
      const { builtIn, own, count } = sources(ctx.catalogue ?? [], state, ctx.deckCards);
      const problem = startProblems(state, count)[0];
      if (problem) return refuse(problem);
      return change(state, 'game started', (draft) => startGame(draft, builtIn, ctx.now, random, own));
    }
    if (state.status === 'active' && request.status === 'finished') {
      return change(state, 'game ended by host', (draft) => endEarly(draft, ctx.now));
    }
    return refuse(ownMessages.statusChangeNotAllowed(state.status, request.status));
  },
});

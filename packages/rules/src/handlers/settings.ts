import * as z from 'zod';
import { emptyGameplay } from '../create.ts';
import { sources } from '../deck.ts';
import { ownMessages, skipReasons } from '../messages.ts';
import { change, type DecideContext, refuse, unchanged } from '../outcome.ts';
import { gameRequest } from '../request-entry.ts';
import { isHost } from '../roles.ts';
import { gameField } from '../schemas.ts';
import { settingsChangeSchema } from '../settings-change.ts';
import { isPlayingTeam, playingTeams } from '../team-count.ts';
import {
  nameOfAnotherTeam,
  playingTeamSchema,
  teamEmojiSchema,
  teamNameOf,
  teamNameSchema,
} from '../team-names.ts';
import type { GameState, Settings } from '../types.ts';

/** Two settings alike in every value, whatever order their keys were stored in. */
function sameSettings(a: Settings, b: Settings): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Settings)[]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * The host's new settings, until Start. Players of a team the game no longer has go back to
 * Unassigned (the host then places them, or Shuffle teams does), and that team's name goes with
 * it. With a deck of its own the game keeps the deck's language: its cards are in it.
 */
export const updateSettings = gameRequest({
  /**
   * The host changes the game's settings in the lobby: the whole settings, as create takes them
   * (and, with a deck of its own, whether the built-in cards join it).
   */
  schema: z.object({
    ...gameField,
    settings: settingsChangeSchema,
    builtInToo: z.boolean({ error: 'Built-in cards too must be on or off' }).optional(),
  }),
  fallback: 'default',
  decide: ({ state, request, actor, ctx }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('change the settings'));
    if (state.status !== 'new') return refuse(ownMessages.lobbyOnly('change the settings'));
    const deck = state.chosenDeck;
    if (request.builtInToo !== undefined && !deck) return refuse(ownMessages.noChosenDeck);
    if (deck && request.settings.language !== deck.language) return refuse(ownMessages.deckSetsLanguage);
    const teams = playingTeams(request.settings);
    const teamNames = Object.fromEntries(
      teams.flatMap((team) => {
        const named = teamNameOf(state.settings, team);
        return named ? [[team, named]] : [];
      }),
    );
    const settings: Settings = {
      ...request.settings,
      ...(Object.keys(teamNames).length > 0 ? { teamNames } : {}),
    };
    const builtInToo = request.builtInToo ?? deck?.builtInToo;
    if (sameSettings(settings, state.settings) && builtInToo === deck?.builtInToo) {
      return unchanged(skipReasons.unchanged);
    }
    return change(state, 'settings changed', (draft) => {
      const teamsChanged = playingTeams(draft.settings).length !== teams.length;
      draft.settings = settings;
      if (draft.chosenDeck && builtInToo !== undefined) draft.chosenDeck.builtInToo = builtInToo;
      if (teamsChanged) {
        draft.gameplay = emptyGameplay(settings);
        for (const player of draft.players) {
          if (player.team !== 'unassigned' && !isPlayingTeam(settings, player.team))
            player.team = 'unassigned';
        }
      }
      recount(draft, ctx);
    });
  },
});

/** The lobby's count of cards the deck could draw on, for the settings now chosen. */
function recount(draft: GameState, ctx: DecideContext): void {
  const { catalogue, deckCards } = ctx;
  if (catalogue) draft.catalogueCardCount = sources(catalogue, draft, deckCards).count;
  // Without the catalogue the old count says nothing about the new choice: the start counts then.
  else delete draft.catalogueCardCount;
}

/** The host gives a team a name and an emoji, until Start; no two teams may read alike. */
export const renameTeam = gameRequest({
  schema: z.object({ ...gameField, team: playingTeamSchema, name: teamNameSchema, emoji: teamEmojiSchema }),
  fallback: 'updateTeam',
  decide: ({ state, request, actor }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('rename teams'));
    if (state.status !== 'new') return refuse(ownMessages.lobbyOnly('rename teams'));
    const teams = playingTeams(state.settings);
    if (!isPlayingTeam(state.settings, request.team)) return refuse(ownMessages.noSuchTeam(teams.length));
    if (nameOfAnotherTeam(state.settings, teams, request.team, request.name)) {
      return refuse(ownMessages.teamNameTaken(request.name));
    }
    const now = teamNameOf(state.settings, request.team);
    if (now?.name === request.name && now.emoji === request.emoji) return unchanged(skipReasons.unchanged);
    return change(state, 'team renamed', (draft) => {
      draft.settings.teamNames = {
        ...draft.settings.teamNames,
        [request.team]: { name: request.name, emoji: request.emoji },
      };
    });
  },
});

import * as z from 'zod';
import { LANGUAGE_CATEGORIES } from '../constants.ts';
import { emptyGameplay } from '../create.ts';
import { sources } from '../deck.ts';
import { type DeckChoice, deckChoiceSchema } from '../deck-link.ts';
import { ownMessages, skipReasons } from '../messages.ts';
import { change, type DecideContext, type Refusal, refuse, unchanged } from '../outcome.ts';
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
import type { Card, ChosenDeck, GameLanguage, GameState, Settings } from '../types.ts';

/** Two settings alike in every value, whatever order their keys were stored in. */
function sameSettings(a: Settings, b: Settings): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Settings)[]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** The deck the new settings deal from, and its cards when they are known (to count them). */
type DeckAfter =
  | { kind: 'kept'; deck: ChosenDeck | undefined }
  | { kind: 'chosen'; deck: ChosenDeck; cards: readonly Card[] }
  | { kind: 'dropped'; deck: undefined };

/**
 * The deck a lobby's settings name: the game's own kept, a player's deck the server read for the
 * rules (`ctx.requestedDeck`), or none (`deck: null`, the built-in cards alone).
 */
function deckAfter(state: GameState, request: { deck?: DeckChoice | null }, ctx: DecideContext) {
  if (request.deck === undefined) return { kind: 'kept', deck: state.chosenDeck } as const;
  if (request.deck === null) return { kind: 'dropped', deck: undefined } as const;
  const found = ctx.requestedDeck;
  if (!found) throw new Error('a new deck needs the deck the server read for it');
  if (!found.ok) return refuse(found.error);
  return { kind: 'chosen', deck: found.chosen, cards: found.cards } as const;
}

/**
 * The host's new settings, until Start. Players of a team the game no longer has go back to
 * Unassigned (the host then places them, or Shuffle teams does), and that team's name goes with
 * it. With a deck of its own the game keeps the deck's language: its cards are in it. A new deck
 * played alone makes the game its language, as at create; a new deck with the built-in cards
 * must be in the game's language (the server's `chooseDeck` refuses it otherwise).
 */
export const updateSettings = gameRequest({
  /**
   * The host changes the game's settings in the lobby: the whole settings, as create takes them
   * (and, with a deck of its own, whether the built-in cards join it). `deck` changes the deck:
   * a player's deck by its link or code, as create takes it (the server reads it from the store
   * for the rules), or null for the built-in cards alone; left out, the game keeps its deck.
   */
  schema: z
    .object({
      ...gameField,
      settings: settingsChangeSchema,
      builtInToo: z.boolean({ error: 'Built-in cards too must be on or off' }).optional(),
      deck: deckChoiceSchema.nullable().optional(),
    })
    .refine((change) => change.deck === undefined || change.builtInToo === undefined, {
      message: 'A new deck carries its own Built-in cards too',
      path: ['builtInToo'],
    }),
  fallback: 'default',
  decide: ({ state, request, actor, ctx }) => {
    if (!isHost(state, actor)) return refuse(ownMessages.hostOnly('change the settings'));
    if (state.status !== 'new') return refuse(ownMessages.lobbyOnly('change the settings'));
    const after: DeckAfter | Refusal = deckAfter(state, request, ctx);
    if (after.kind === 'refusal') return after;
    const kept = after.kind === 'kept' ? after.deck : undefined;
    if (request.builtInToo !== undefined && !kept) return refuse(ownMessages.noChosenDeck);
    if (kept && request.settings.language !== kept.language) return refuse(ownMessages.deckSetsLanguage);
    const language =
      after.kind === 'chosen' && !after.deck.builtInToo
        ? (after.deck.language as GameLanguage)
        : request.settings.language;
    const teams = playingTeams(request.settings);
    const teamNames = Object.fromEntries(
      teams.flatMap((team) => {
        const named = teamNameOf(state.settings, team);
        return named ? [[team, named]] : [];
      }),
    );
    const settings: Settings = {
      ...request.settings,
      language,
      // The deck's language has categories of its own: all of them, should Built-in cards too come on.
      ...(language !== request.settings.language ? { categories: [...LANGUAGE_CATEGORIES[language]] } : {}),
      ...(Object.keys(teamNames).length > 0 ? { teamNames } : {}),
    };
    const deck: ChosenDeck | undefined =
      after.deck && request.builtInToo !== undefined
        ? { ...after.deck, builtInToo: request.builtInToo }
        : after.deck;
    if (sameSettings(settings, state.settings) && sameDeck(deck, state.chosenDeck)) {
      return unchanged(skipReasons.unchanged);
    }
    const deckCards =
      after.kind === 'chosen' ? after.cards : after.kind === 'kept' ? ctx.deckCards : undefined;
    return change(state, 'settings changed', (draft) => {
      const teamsChanged = playingTeams(draft.settings).length !== teams.length;
      draft.settings = settings;
      if (!sameDeck(deck, state.chosenDeck)) {
        if (deck) draft.chosenDeck = { ...deck };
        else delete draft.chosenDeck;
      }
      if (teamsChanged) {
        draft.gameplay = emptyGameplay(settings);
        for (const player of draft.players) {
          if (player.team !== 'unassigned' && !isPlayingTeam(settings, player.team))
            player.team = 'unassigned';
        }
      }
      recount(draft, ctx.catalogue, deckCards);
    });
  },
});

/** Two choices of deck alike: the same deck, as big and as named, dealt the same way (or none). */
function sameDeck(a: ChosenDeck | undefined, b: ChosenDeck | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.cardCount === b.cardCount &&
    a.language === b.language &&
    a.builtInToo === b.builtInToo
  );
}

/** The lobby's count of cards the deck could draw on, for the settings now chosen. */
function recount(
  draft: GameState,
  catalogue: readonly Card[] | undefined,
  deckCards: readonly Card[] | null | undefined,
): void {
  if (catalogue) draft.catalogueCardCount = sources(catalogue, draft, deckCards).count;
  // Without the catalogue the old count says nothing about the new choice: the start counts then.
  else delete draft.catalogueCardCount;
}

/** The host gives a team a name and an emoji, until Start; no two teams may read alike. */
export const renameTeam = gameRequest({
  /** The host gives a team a name and an emoji in the lobby. */
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

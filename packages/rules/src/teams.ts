import { DECK_MIN, MIN_PLAYERS_PER_TEAM } from './constants.ts';
import { deckSize } from './deck.ts';
import { ownMessages } from './messages.ts';
import { shuffled } from './random.ts';
import { isPlayingTeam, playingTeams } from './team-count.ts';
import type { GameState, PlayerEntry, PlayingTeam } from './types.ts';

export function membersOf(state: GameState, team: PlayingTeam): PlayerEntry[] {
  return state.players.filter((p) => p.team === team);
}

/**
 * Why the game cannot start yet, most useful first; empty when it can. The lobby shows the first
 * reason beside the disabled Start game button, and the server refuses with the same text.
 * `catalogueCount` is how many catalogue cards the deck could draw on (at start the server counts
 * the live catalogue); unknown, the deck's size is not checked.
 */
export function startProblems(state: GameState, catalogueCount = state.catalogueCardCount): string[] {
  const problems: string[] = [];
  const teams = playingTeams(state.settings);
  const needed = MIN_PLAYERS_PER_TEAM * teams.length;
  if (state.players.length < needed) problems.push(ownMessages.notEnoughPlayers(needed));
  const unassigned = state.players.filter((p) => !isPlayingTeam(state.settings, p.team)).length;
  if (unassigned > 0) problems.push(ownMessages.playersUnassigned(unassigned));
  const sizes = teams.map((t) => membersOf(state, t).length);
  if (Math.max(...sizes) - Math.min(...sizes) > 1) problems.push(ownMessages.teamsUneven);
  if (catalogueCount !== undefined) {
    const cards = deckSize(catalogueCount, state.gameCards);
    const deck = state.chosenDeck;
    const from = deck && (deck.builtInToo ? 'The deck and the categories hold' : 'The deck holds');
    if (cards < DECK_MIN) problems.push(ownMessages.deckTooSmall(cards, DECK_MIN, from ?? undefined));
  }
  return problems;
}

/**
 * Everyone, the unassigned too, dealt in random order into the game's teams in turn, starting
 * from a random team, so team sizes differ by at most one.
 */
export function shuffleIntoTeams(
  players: PlayerEntry[],
  teams: readonly PlayingTeam[],
  random: () => number,
): void {
  const start = Math.floor(random() * teams.length);
  shuffled(players, random).forEach((p, i) => {
    p.team = teams[(i + start) % teams.length] ?? 'unassigned';
  });
}

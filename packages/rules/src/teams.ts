import { DECK_MIN, MIN_PLAYERS_TO_START, TEAMS } from './constants.ts';
import { deckSize } from './deck.ts';
import { ownMessages } from './messages.ts';
import { shuffled } from './random.ts';
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
  if (state.players.length < MIN_PLAYERS_TO_START)
    problems.push(ownMessages.notEnoughPlayers(MIN_PLAYERS_TO_START));
  const unassigned = state.players.filter((p) => p.team === 'unassigned').length;
  if (unassigned > 0) problems.push(ownMessages.playersUnassigned(unassigned));
  const [one, two] = TEAMS.map((t) => membersOf(state, t).length) as [number, number];
  if (Math.abs(one - two) > 1) problems.push(ownMessages.teamsUneven);
  if (catalogueCount !== undefined) {
    const cards = deckSize(catalogueCount, state.gameCards);
    const deck = state.chosenDeck;
    const from = deck && (deck.builtInToo ? 'The deck and the categories hold' : 'The deck holds');
    if (cards < DECK_MIN) problems.push(ownMessages.deckTooSmall(cards, DECK_MIN, from ?? undefined));
  }
  return problems;
}

/** Everyone, the unassigned too, dealt alternately into the two teams in random order. */
export function shuffleIntoTeams(players: PlayerEntry[], random: () => number): void {
  const start = random() < 0.5 ? 0 : 1;
  shuffled(players, random).forEach((p, i) => {
    p.team = TEAMS[(i + start) % 2] as PlayingTeam;
  });
}

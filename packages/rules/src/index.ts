export { EMAIL_MAX, LINK_CODE_PATTERN, normaliseEmail, PASSWORD_MAX, validEmail } from './account-fields.ts';
export {
  cardFamilies,
  compoundPart,
  knownWords,
  sameFamily,
  sameFamilyWords,
  textWords,
  wordsOf,
} from './card-families.ts';
export * from './constants.ts';
export * from './create.ts';
export {
  BUILT_IN_CARD_COUNTS,
  builtInCardCount,
  type DealCounts,
  dealCounts,
} from './deal-counts.ts';
export { decide, fallbackFor, operationOf } from './decide.ts';
export { buildDeck, deckEntry, eligibleCount, undrawnCards } from './deck.ts';
export type { DeckCard, DeckProblem } from './deck-content.ts';
export {
  DECK_ID_PATTERN,
  type DeckChoice,
  deckChoiceSchema,
  deckIdFrom,
  deckLinkMessages,
} from './deck-link.ts';
export * from './deck-messages.ts';
export { endReason, teamsShortOfTurns } from './end.ts';
export {
  type AwardedPlayer,
  type ClosestCall,
  type FastestGuess,
  type GameAwards,
  LAST_SECONDS_MS,
  type MostBuzzes,
  NARROW_MARGIN,
} from './game-awards.ts';
export type { BestTurn, GameHighlights, TeamFigures } from './game-highlights.ts';
export { gameRequests, systemRequests } from './game-requests.ts';
export { isGamecode, makeGamecode, normalizeGamecode } from './gamecode.ts';
export { STREAM_BURST, STREAM_BURST_MS, STREAM_PER_TURN } from './handlers/typed.ts';
export * from './http-routes.ts';
export * from './message-keys.ts';
export * from './messages.ts';
export { sameName, skeleton } from './name-skeleton.ts';
export {
  type DecideContext,
  errorEntry,
  type Outcome,
  type Referee,
  type RequestedDeck,
  SYSTEM,
} from './outcome.ts';
export * from './parse.ts';
export * from './protocol.ts';
export { randomFrom, shuffled } from './random.ts';
export { canReview, findPlayer, givingTeam, isHost, type Role, roleOf, watchingTeam } from './roles.ts';
export * from './schemas.ts';
export { formatScore, pointsFor, type ScoringSettings, scoreOfPlays } from './scoring.ts';
export { settingsChangeSchema } from './settings-change.ts';
export type { StreamLineView } from './stream-view.ts';
export { isPlayingTeam, playingTeams, teamCountOf } from './team-count.ts';
export {
  DEFAULT_TEAM_EMOJI,
  defaultTeamName,
  nameOfAnotherTeam,
  playingTeamSchema,
  TEAM_EMOJIS,
  teamEmojiSchema,
  teamNameMessages,
  teamNameOf,
  teamNameSchema,
} from './team-names.ts';
export { membersOf, startProblems } from './teams.ts';
export {
  cleanText,
  hasVisibleCharacter,
  mostMarksOnOneCharacter,
  sameWord,
  textLength,
  withinUnits,
  withoutInvisible,
} from './text.ts';
export { turnDeadline } from './turn-clock.ts';
export { type TurnTally, watchersPoints } from './turn-tally.ts';
export type * from './types.ts';
export * from './view.ts';
export * from './view-patch.ts';
export * from './view-patch-apply.ts';

/** The referee of silent play: typed clues held to the card, typed guesses to its word. */
export { CLUE_MAX, type ClueVerdict, checkClue, type RefereeCard } from './check-clue.ts';
export { GUESS_MAX, type GuessVerdict, matchGuess } from './match-guess.ts';

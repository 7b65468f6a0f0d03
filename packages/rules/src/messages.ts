/**
 * Every text a player can be shown by the rules. `fixedMessages` and `fallbackMessages` keep their
 * wording exactly (tools and players know them); `ownMessages` are this game's deliberate
 * refusals. Both kinds reach the player as written; only unexpected failures become a fallback.
 */

export const fixedMessages = {
  codeDoesNotExist: (code: string) => `Game code ${code} does not exist!`,
  notJoinable: (code: string, status: string) => `${code} is ${status} and can't be joined!`,
  missingCardParams: 'Missing required parameters for card update',
  creationNotFound: 'Game creation failed - not found in database',
  gameDoesNotExist: (code: string) => `Game ${code} does not exist`,
  gameNotActive: (code: string) => `Game ${code} is not active`,
  cardDoesNotExist: (index: number, code: string) => `Card ${index} in game ${code} does not exist`,
  roundStatusMismatch: 'Round status mismatch',
  emailAndPasswordRequired: 'Email and Password are required to create user',
} as const;

export const fallbackMessages = {
  createGame: 'There was a problem creating the game. Please try again.',
  verifyGame: 'There was a problem verifying this game. Please try again.',
  updateGameStatus: 'There was a problem updating the game status. Please try again.',
  addPlayer: 'There was an error adding you to the game. Please try again.',
  updateTeam: 'There was an error updating teams. Please try again.',
  updatePlayer: 'There was an error updating the player. Please try again.',
  roundStatus: 'There was an error updating the round. Please try again.',
  default: 'There was an error. Please try again.',
  // Later operations, worded like the fallbacks above.
  watchGame: 'There was a problem loading this game. Please try again.',
  fetchPlayedCards: 'There was a problem loading the played cards. Please try again.',
  submitCardIdea: 'There was a problem sending your card idea. Please try again.',
} as const;

export type FallbackOperation = keyof typeof fallbackMessages;

/**
 * Refusals that say nothing about the request itself, only that the server did not consider it
 * now: trying again in a moment may work (a browser keeps its screen and retries).
 */
export const transientMessages = {
  tooFast: 'Too many requests: slow down and try again in a moment',
  /** The store refused to take more (its disk is full): nothing was saved, so nothing changed. */
  storageFull:
    'The server cannot save anything right now (its disk is full), so nothing changed: try again in a few minutes',
  /** Too many requests are already waiting for the store: refused at once, before any work. */
  serverBusy: 'The server is busy, so nothing changed: try again in a moment',
} as const;

export const ownMessages = {
  notInGame: (code: string) => `You are not a player in game ${code}`,
  playerNotInGame: (code: string) => `That player is not in game ${code}`,
  gameFull: (code: string, max: number) => `Game ${code} is full (${max} players)`,
  nameTaken: (name: string) => `The name "${name}" is already taken in this game`,
  hostOnly: (what: string) => `Only the host can ${what}`,
  gameFinished: (code: string) => `Game ${code} is finished`,
  lobbyOnly: (what: string) => `You can only ${what} before the game starts`,
  teamLocked: 'Players on a team cannot switch during play; ask the host to move you',
  statusChangeNotAllowed: (from: string, to: string) => `A game can't go from ${from} to ${to}`,
  notEnoughPlayers: (min: number) => `At least ${min} players are needed to start`,
  playersUnassigned: (n: number) =>
    n === 1 ? '1 player has not picked a team yet' : `${n} players have not picked a team yet`,
  teamsUneven: 'Team sizes may differ by at most one',
  noSuchTeam: (teamCount: number) => `This game has only ${teamCount} teams`,
  /** `from`: where the cards come from, with its verb ("The deck holds"). */
  deckTooSmall: (have: number, min: number, from = 'The chosen categories hold') =>
    `${from} only ${have} cards; at least ${min} are needed`,
  deckUnavailable: 'This deck is no longer available.',
  tooManyGameCards: (max: number) => `A game can hold at most ${max} added cards`,
  gameCardNotFound: 'That card is not in this game',
  duplicateGameCard: (word: string) => `"${word}" is already in this game's cards`,
  notPreround: 'The turn has already started',
  notInProgress: 'No turn is in progress',
  turnPaused: 'The turn is paused; wait for it to resume',
  timeIsUp: "The turn's time is up",
  nothingToUndo: 'There is no card to undo',
  undoLastOnly: 'Only your last Correct or Skip can be undone',
  undoTooLate: 'Too late to undo: a card can be taken back within 3 seconds',
  giverAwayCannotResume: 'The clue giver is offline; the turn goes on when they are back',
  notPostround: 'Scores can only be confirmed after the turn',
  giverOnly: (what: string) => `Only the clue giver can ${what}`,
  watchersOnly: 'Only the watching team can buzz',
  watchersOnlyMark: 'Only the watching team can mark the word that was said',
  markDuringTurnOnly: 'The word said can be marked only during the turn or its review',
  markBuzzedCardsOnly: 'Only a card buzzed in this turn can have its word marked',
  markNotOnCard: 'That word is not one of the card’s forbidden words',
  markAlreadyMade: 'Thanks! Another watcher already marked the word for this card',
  reviewersOnly: 'Only the watcher (or, if they are offline, their team or the host) can review cards',
  giverCannotReview: 'The clue giver cannot review or confirm their own turn',
  giverOnline: 'The clue giver is online; only an absent giver’s turn can be skipped',
  contestGiversOnly: 'Only the clue giver’s team can contest a card',
  contestInReviewOnly: 'A card can be contested only while the turn is reviewed',
  reviewCountdownOnly: 'The review’s countdown can be stopped only while the turn is reviewed',
  cannotRemoveSelf: 'Use Leave to leave the game yourself',
  removedByHost: 'The host removed you from this game: ask them to let you back in',
  notRemoved: 'That player was not removed from this game',
  roundStatusNotAllowed: (from: string, to: string) => `The round can't go from ${from} to ${to}`,
  cardNotPlayedThisTurn: (index: number) => `Card ${index} was not played in this turn`,
  notFinished: 'Play again is possible once the game has finished',
  alreadyPlayedAgain: (code: string) => `This group already continues in game ${code}`,
  invalidRequest: (detail: string) => `Invalid request: ${detail}`,
  systemOnly: 'Only the server can do that',
  cluesOutLoud: 'Clues are given out loud in this game',
  guessesOutLoud: 'Guesses are said out loud in this game',
  cluesGiverOnly: 'Clues come from the clue giver alone',
  guessersOnly: 'Only the clue giver’s teammates can send guesses',
  streamTooFast: 'Slow down: wait a moment before sending more',
  streamFull: 'You have sent all you can in this turn',
  clueCardChanged: 'The card changed before your clue arrived: check it and send it again',
  teamNameTaken: (name: string) => `Another team is already called "${name}"`,
  deckSetsLanguage: 'A game with a deck of its own keeps the deck’s language',
  noChosenDeck: 'This game deals no deck of its own',
} as const;

/** The server's refusals of requests that reach no game: sessions, card ideas, new games. */
export const requestMessages = {
  needsSession: 'Create or join a game first',
  ideaExists: (word: string) => `"${word}" is already a card`,
  ideasTooFast: 'Thanks for all the ideas! Please wait a minute before sending another.',
  tooManyGames: 'Too many new games from your network: try again later',
  /** Look-ups of games that do not exist, past the address's limit: a script trying codes. */
  tooManyCodes: 'Too many game codes tried from your network: wait a minute',
  /** Games started to watch without a seat, past the address's limit: a script toggling Watch. */
  tooManyWatching: 'Too many requests to watch games from your network: wait a minute',
  /** A browser's error reports past its address's (or its game's) share: left out, not stored. */
  tooManyReports: 'Too many error reports from your network: try again later',
  spectatorHasNoSeat: (code: string) =>
    `You are watching game ${code} without a seat: leave, then join the game to play`,
  /** A flag names a card the player has not seen (or no card at all): the same words for both. */
  flagUnseen: 'You can flag only a card you have seen in this game',
  /** The host's own cards of one game belong to no deck and no catalogue: nobody would read the flag. */
  flagHostCard: 'The host wrote this card for this game: tell them in person',
  tooManyFlags: 'Too many flagged cards from you or your network: try again later',
  /**
   * Why a new game may not deal from the deck it names (the server's `chooseDeck`): with their
   * keys, so the create form shows them in each language. Languages are named in themselves.
   */
  /** A deck link or code that names no deck's id (the create form checks it first). */
  deckLinkMalformed: 'This is not a deck link or code.',
  deckMissing: 'No deck has this link: check it with whoever shared it.',
  deckOtherLanguage: (deck: string, game: string) =>
    `This deck is in ${deck} and the game's cards are in ${game}: choose ${deck} as the game language, or turn off Built-in cards too to play the deck alone.`,
  deckTooFewAlone: (have: number, min: number) =>
    `This deck has ${have} cards; a game needs at least ${min}. Turn on Built-in cards too, or add cards to the deck.`,
} as const;

/** The server's refusals of a connection or of a request's envelope, before any request is read. */
export const transportMessages = {
  tooLarge: (kb: number) => `Request too large (at most ${kb} KB)`,
  malformed: 'Malformed request: expected { id, type, payload }',
  unknownEvent: (name: string) => `Unknown event "${name}": send requests as "request"`,
  otherSite: 'Requests from other sites are not accepted: open the game at its own address',
  tooManyConnections: (max: number) =>
    `Too many connections from your network (at most ${max}): close a tab or try again later`,
} as const;

/**
 * Typed text that its length lets through but that would not read as text: a name or a card's
 * word stacking marks on one letter (drawn over the lines around it), a name with nothing to
 * read. The schemas' own messages, with keys: the browser checks the same schemas before it sends.
 */
export const textMessages = {
  nameMarks: (max: number) => `Your name can have at most ${max} accents or marks on one letter`,
  nameNotVisible: 'Your name needs a letter, a digit or an emoji',
  wordMarks: (max: number) => `The word can have at most ${max} accents or marks on one letter`,
  forbiddenMarks: (max: number) => `A forbidden word can have at most ${max} accents or marks on one letter`,
  typedMarks: (max: number) => `What you type can have at most ${max} accents or marks on one letter`,
  teamNameMarks: (max: number) => `A team name can have at most ${max} accents or marks on one letter`,
  teamNameNotVisible: 'A team name needs a letter, a digit or an emoji',
} as const;

/** Reasons for requests that change nothing on purpose (not errors). */
export const skipReasons = {
  roundStatusMismatch: fixedMessages.roundStatusMismatch,
  roundStatusNotForCards: (status: string) => `Cards can't be updated while the round is ${status}`,
  cardNoLongerInPlay: (index: number) => `Card ${index} is no longer in play`,
  timeIsUp: 'Time is up',
  turnNotOver: 'The turn has not ended yet',
  unchanged: 'Nothing to change',
  alreadyInGame: 'You are already in this game',
  alreadyPaused: 'The turn is already paused',
  notPaused: 'The turn is not paused',
  waitingForGiver: 'The turn is paused, waiting for the clue giver',
  alreadyConfirmed: 'The scores of this turn are already confirmed',
  reviewNotOver: 'The review’s countdown has not run out',
  revealOver: 'This turn’s reveal is over',
} as const;

/**
 * Optional accounts: the refusals and answers of `/api/account/*`, and what an older
 * device is told when the same player opens a game on another one. A missing email or
 * password is the seed's `fixedMessages.emailAndPasswordRequired`; the five after `weakPassword`
 * (with it) are the seed's outcomes of a reset code, in this project's words.
 */
export const accountMessages = {
  weakPassword: 'The password is not strong enough: use at least 10 characters, not a common password',
  codeExpired: 'The code has expired: ask for a new one',
  codeInvalid: 'The code is not valid: it may have been used already',
  disabled: 'This account has been disabled',
  userNotFound: 'There is no account for this code',
  badEmail: 'Enter a valid email address',
  wrongPassword: 'Wrong email or password',
  passwordTooLong: 'The password is too long: use at most 256 characters',
  tooManyAttempts: 'Too many attempts for this account: try again in 15 minutes',
  tooManyFromNetwork: 'Too many account requests from your network: try again later',
  notSignedIn: 'Sign in to your account first',
  currentPasswordWrong: 'The current password is not right',
  checkEmailSignUp: 'Check your email to finish signing up',
  checkEmailLink: 'Check your email for a sign-in link',
  checkEmailReset: 'Check your email for a reset code',
  unavailable: 'Accounts are not available on this server: it cannot send mail. Play on without one.',
  providerFailed: 'Sign-in with the provider did not finish: try again',
  providerMissing: 'Sign-in with a provider is not set up on this server',
  otherDevice: 'You opened this game on another device',
  /** An open connection whose device was signed out meanwhile (disabled, deleted, or signed out elsewhere). */
  sessionEnded: 'This device is no longer signed in: reload the page to play on',
  /** A mailed link used on a device other than the one that asked, without the page's question answered. */
  linkFromAnotherDevice:
    'This link was asked for on another device: reload this page to choose what happens here',
} as const;

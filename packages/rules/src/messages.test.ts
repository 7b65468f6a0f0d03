import { describe, expect, it } from 'vitest';
import { decide, fallbackFor, operationOf } from './decide.ts';
import { fallbackMessages, fixedMessages, ownMessages, skipReasons } from './messages.ts';
import { errorEntry } from './outcome.ts';
import { requestSchemas } from './protocol.ts';
import { Driver } from './testing/driver.ts';

describe('the fixed messages, word for word', () => {
  it('are kept exactly', () => {
    expect(fixedMessages.codeDoesNotExist('ABC234')).toBe('Game code ABC234 does not exist!');
    expect(fixedMessages.notJoinable('ABC234', 'finished')).toBe("ABC234 is finished and can't be joined!");
    expect(fixedMessages.missingCardParams).toBe('Missing required parameters for card update');
    expect(fixedMessages.creationNotFound).toBe('Game creation failed - not found in database');
    expect(fixedMessages.gameDoesNotExist('ABC234')).toBe('Game ABC234 does not exist');
    expect(fixedMessages.gameNotActive('ABC234')).toBe('Game ABC234 is not active');
    expect(fixedMessages.cardDoesNotExist(7, 'ABC234')).toBe('Card 7 in game ABC234 does not exist');
    expect(fixedMessages.roundStatusMismatch).toBe('Round status mismatch');
    expect(skipReasons.roundStatusMismatch).toBe('Round status mismatch');
  });

  it('keeps the accounts message (a later feature) as its exact text', () => {
    expect(fixedMessages.emailAndPasswordRequired).toBe('Email and Password are required to create user');
  });
});

describe('fallback messages, one per operation', () => {
  it('are kept word for word', () => {
    expect(fallbackMessages).toEqual({
      createGame: 'There was a problem creating the game. Please try again.',
      verifyGame: 'There was a problem verifying this game. Please try again.',
      updateGameStatus: 'There was a problem updating the game status. Please try again.',
      addPlayer: 'There was an error adding you to the game. Please try again.',
      updateTeam: 'There was an error updating teams. Please try again.',
      updatePlayer: 'There was an error updating the player. Please try again.',
      roundStatus: 'There was an error updating the round. Please try again.',
      default: 'There was an error. Please try again.',
      watchGame: 'There was a problem loading this game. Please try again.',
      fetchPlayedCards: 'There was a problem loading the played cards. Please try again.',
      submitCardIdea: 'There was a problem sending your card idea. Please try again.',
    });
  });

  it.each([
    ['createGame', 'There was a problem creating the game. Please try again.'],
    ['verifyGame', 'There was a problem verifying this game. Please try again.'],
    ['updateGameStatus', 'There was a problem updating the game status. Please try again.'],
    ['joinGame', 'There was an error adding you to the game. Please try again.'],
    ['updateTeam', 'There was an error updating teams. Please try again.'],
    ['movePlayer', 'There was an error updating teams. Please try again.'],
    ['shuffleTeams', 'There was an error updating teams. Please try again.'],
    ['removePlayer', 'There was an error updating teams. Please try again.'],
    ['readmitPlayer', 'There was an error updating teams. Please try again.'],
    ['updatePlayer', 'There was an error updating the player. Please try again.'],
    ['leaveGame', 'There was an error updating the player. Please try again.'],
    ['updateRoundStatus', 'There was an error updating the round. Please try again.'],
    ['startTurn', 'There was an error updating the round. Please try again.'],
    ['confirmScores', 'There was an error updating the round. Please try again.'],
    ['skipTurn', 'There was an error updating the round. Please try again.'],
    ['expireTurn', 'There was an error updating the round. Please try again.'],
    ['updateCardStatus', 'There was an error. Please try again.'],
    ['undoCardStatus', 'There was an error. Please try again.'],
    ['pauseTurn', 'There was an error updating the round. Please try again.'],
    ['resumeTurn', 'There was an error updating the round. Please try again.'],
    ['addGameCard', 'There was an error. Please try again.'],
    ['removeGameCard', 'There was an error. Please try again.'],
    ['updateSettings', 'There was an error. Please try again.'],
    ['renameTeam', 'There was an error updating teams. Please try again.'],
    ['playAgain', 'There was an error. Please try again.'],
    ['setPresence', 'There was an error. Please try again.'],
    ['setAudience', 'There was an error. Please try again.'],
    ['spectateGame', 'There was a problem loading this game. Please try again.'],
    ['stopSpectating', 'There was an error. Please try again.'],
    ['watchGame', 'There was a problem loading this game. Please try again.'],
    ['fetchPlayedCards', 'There was a problem loading the played cards. Please try again.'],
    ['submitCardIdea', 'There was a problem sending your card idea. Please try again.'],
    ['reportError', 'There was an error. Please try again.'],
    ['flagCard', 'There was an error. Please try again.'],
  ] as const)('fallbackFor(%s)', (type, message) => {
    expect(fallbackFor(type)).toBe(message);
  });

  it('every request type has a fallback', () => {
    expect(Object.keys(operationOf)).toHaveLength(40);
    expect(Object.keys(operationOf).sort()).toEqual(
      [...Object.keys(requestSchemas), 'setPresence', 'expireTurn', 'setAudience'].sort(),
    );
  });
});

describe('the game’s own refusals and skip reasons', () => {
  it('read as sentences a player can act on', () => {
    expect(ownMessages.notInGame('ABC234')).toBe('You are not a player in game ABC234');
    expect(ownMessages.playerNotInGame('ABC234')).toBe('That player is not in game ABC234');
    expect(ownMessages.gameFull('ABC234', 20)).toBe('Game ABC234 is full (20 players)');
    expect(ownMessages.nameTaken('Ana')).toBe('The name "Ana" is already taken in this game');
    expect(ownMessages.hostOnly('shuffle teams')).toBe('Only the host can shuffle teams');
    expect(ownMessages.gameFinished('ABC234')).toBe('Game ABC234 is finished');
    expect(ownMessages.lobbyOnly('add cards')).toBe('You can only add cards before the game starts');
    expect(ownMessages.teamLocked).toBe(
      'Players on a team cannot switch during play; ask the host to move you',
    );
    expect(ownMessages.statusChangeNotAllowed('new', 'finished')).toBe(
      "A game can't go from new to finished",
    );
    expect(ownMessages.notEnoughPlayers(4)).toBe('At least 4 players are needed to start');
    expect(ownMessages.playersUnassigned(1)).toBe('1 player has not picked a team yet');
    expect(ownMessages.playersUnassigned(3)).toBe('3 players have not picked a team yet');
    expect(ownMessages.teamsUneven).toBe('Team sizes may differ by at most one');
    expect(ownMessages.deckTooSmall(12, 20)).toBe(
      'The chosen categories hold only 12 cards; at least 20 are needed',
    );
    expect(ownMessages.tooManyGameCards(100)).toBe('A game can hold at most 100 added cards');
    expect(ownMessages.gameCardNotFound).toBe('That card is not in this game');
    expect(ownMessages.duplicateGameCard('Kettle')).toBe('"Kettle" is already in this game\'s cards');
    expect(ownMessages.notPreround).toBe('The turn has already started');
    expect(ownMessages.notInProgress).toBe('No turn is in progress');
    expect(ownMessages.notPostround).toBe('Scores can only be confirmed after the turn');
    expect(ownMessages.giverOnly('start the turn')).toBe('Only the clue giver can start the turn');
    expect(ownMessages.watchersOnly).toBe('Only the watching team can buzz');
    expect(ownMessages.reviewersOnly).toBe(
      'Only the watcher (or, if they are offline, their team or the host) can review cards',
    );
    expect(ownMessages.giverOnline).toBe(
      'The clue giver is online; only an absent giver’s turn can be skipped',
    );
    expect(ownMessages.cannotRemoveSelf).toBe('Use Leave to leave the game yourself');
    expect(ownMessages.roundStatusNotAllowed('preround', 'postround')).toBe(
      "The round can't go from preround to postround",
    );
    expect(ownMessages.cardNotPlayedThisTurn(4)).toBe('Card 4 was not played in this turn');
    expect(ownMessages.notFinished).toBe('Play again is possible once the game has finished');
    expect(ownMessages.alreadyPlayedAgain('ABC234')).toBe('This group already continues in game ABC234');
    expect(ownMessages.invalidRequest('index')).toBe('Invalid request: index');
    expect(ownMessages.systemOnly).toBe('Only the server can do that');
    expect(skipReasons.roundStatusNotForCards('preround')).toBe(
      "Cards can't be updated while the round is preround",
    );
    expect(skipReasons.cardNoLongerInPlay(3)).toBe('Card 3 is no longer in play');
    expect(skipReasons.timeIsUp).toBe('Time is up');
    expect(skipReasons.turnNotOver).toBe('The turn has not ended yet');
    expect(skipReasons.unchanged).toBe('Nothing to change');
    expect(skipReasons.alreadyInGame).toBe('You are already in this game');
  });
});

describe('the error log entry of a refusal (errors/{gamecode})', () => {
  it('records the message, the request type and the time, with the log’s name for our errors', () => {
    const game = new Driver().addPlayers(2);
    game.now += 42;
    const outcome = game.send('p2', 'shuffleTeams');
    expect(outcome.kind).toBe('refused');
    if (outcome.kind !== 'refused') return;
    expect(outcome.message).toBe('Only the host can shuffle teams');
    expect(outcome.error).toEqual({
      message: 'Only the host can shuffle teams',
      name: 'GameError',
      source: 'shuffleTeams',
      date: game.now,
      additionalInfo: JSON.stringify({ actor: 'p2', request: { gamecode: 'ABCDEF', type: 'shuffleTeams' } }),
    });
  });

  it('a refusal for a missing game is logged the same way', () => {
    const outcome = decide(undefined, { type: 'startTurn', gamecode: 'QRST23' }, 'p1', { now: 9, seed: 1 });
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'Game QRST23 does not exist',
      error: {
        message: 'Game QRST23 does not exist',
        name: 'GameError',
        source: 'startTurn',
        date: 9,
        additionalInfo: JSON.stringify({ actor: 'p1', request: { type: 'startTurn', gamecode: 'QRST23' } }),
      },
    });
  });

  it('fills in the log’s defaults for anything not given', () => {
    expect(errorEntry({ message: 'boom', date: 5 })).toEqual({
      message: 'boom',
      name: 'No name provided',
      source: 'Function name not available',
      date: 5,
      additionalInfo: 'none',
    });
    expect(errorEntry({ message: 'boom', date: 5, name: '', source: '', additionalInfo: '' })).toMatchObject({
      name: 'No name provided',
      source: 'Function name not available',
      additionalInfo: 'none',
    });
  });
});

describe('accepted, unchanged and refused leave the given state alone', () => {
  it('decide never mutates its input', () => {
    const game = new Driver().addPlayers(4).start();
    const before = game.state;
    const snapshot = JSON.parse(JSON.stringify(before));
    const outcome = decide(before, { type: 'startTurn', gamecode: 'ABCDEF' }, 'p1', game.ctx());
    expect(outcome.kind).toBe('accepted');
    expect(before).toEqual(snapshot);
    if (outcome.kind === 'accepted') expect(outcome.state.version).toBe(before.version + 1);
  });
});

import { describe, expect, it } from 'vitest';
import { GameConnections, type NamedConnection, namedGame, type ProcessLink } from './game-connections.ts';

/** The other processes of a cluster as this one sees them: what it told them, and a way to hear them. */
function cluster() {
  const told: string[] = [];
  let hear: (gamecode: unknown) => void = () => {};
  const link: ProcessLink = {
    serverSideEmit: (_event, gamecode) => told.push(gamecode),
    on: (_event, listener) => {
      hear = listener;
    },
  };
  return { told, link, hear: (gamecode: unknown) => hear(gamecode) };
}

/** A connection opened with `query` in its address, which counts the times it was asked to move. */
function connection(query: Record<string, unknown>) {
  let close = () => {};
  const asked: string[] = [];
  const opened: NamedConnection = {
    handshake: { query },
    once: (_event, listener) => {
      close = listener;
    },
    emit: (event) => asked.push(event),
  };
  return { opened, asked, close: () => close() };
}

describe('a game’s connections kept on one process of a cluster', () => {
  it('a connection naming a game is told to the other processes, unless it was opened because it was asked', () => {
    const { told, link } = cluster();
    const games = new GameConnections(link);
    games.opened(connection({ game: 'ABC234' }).opened);
    games.opened(connection({ game: 'DEF567', moved: '1' }).opened);
    games.opened(connection({}).opened);
    games.opened(connection({ game: 'abc234' }).opened);
    games.opened(connection({ game: ['ABC234', 'DEF567'] }).opened);
    expect(told).toEqual(['ABC234']);
  });

  it('when another process takes a connection of a game, this one’s connections of that game are asked to move', () => {
    const { link, hear } = cluster();
    const games = new GameConnections(link);
    const first = connection({ game: 'ABC234' });
    const moved = connection({ game: 'ABC234', moved: '1' });
    const other = connection({ game: 'DEF567' });
    const closed = connection({ game: 'ABC234' });
    for (const c of [first, moved, other, closed]) games.opened(c.opened);
    closed.close();
    hear('ABC234');
    expect([first.asked, moved.asked, other.asked, closed.asked]).toEqual([
      ['replaceConnection'],
      ['replaceConnection'],
      [],
      [],
    ]);
    hear({ not: 'a code' });
    hear('GHJ892');
    expect(first.asked).toHaveLength(1);
  });

  it('names a game only by a code’s length and letters', () => {
    expect(namedGame({ game: 'ABC234' })).toBe('ABC234');
    expect(namedGame({ game: 'X'.repeat(100_000) })).toBeNull();
    expect(namedGame({ game: 'ABC23' })).toBeNull();
    expect(namedGame({ game: 'ABC2!4' })).toBeNull();
    expect(namedGame({ game: undefined })).toBeNull();
  });
});

// The payload the bare Socket.IO server of the load benchmark sends (bench/server-load-bare.ts): a
// view-like object whose `view` message is as long as the real server's mean message in the same
// run, so that both servers encode and write the same bytes. The real server's mean (some 830
// bytes) is mostly patches, shorter than a whole view's players alone: the object is built up in
// the order a view holds its parts (the game, its players, the card, this turn's cards) for as long
// as the next part fits, and the rest is made up by a note of the missing length.

/** What a view message holds around its view, as the generator measures it (`JSON.stringify`). */
interface BareMessage {
  gamecode: string;
  view: Record<string, unknown>;
  serverTime: number;
}

/** A message like the bare server's, for measuring: a game code, version and time of typical length. */
const sample = (view: Record<string, unknown>): BareMessage => ({
  gamecode: 'BARE100',
  view: { ...view, version: 1000 },
  serverTime: 1_800_000_000_000,
});

const messageLength = (view: Record<string, unknown>) => JSON.stringify(sample(view)).length;

const player = (i: number) => ({
  playerId: `00000000-0000-4000-8000-00000000000${i}`,
  name: `Player ${i + 1}`,
  team: i % 2 === 0 ? 'team 1' : 'team 2',
  host: i === 0,
  online: true,
  pendingTeam: null,
});

const card = (index: number) => ({
  index,
  word: `word number ${index}`,
  forbidden: ['first taboo', 'second taboo', 'third taboo', 'fourth taboo', 'fifth taboo'],
  category: 'everyday life',
  status: 'correct',
});

/**
 * The view (without its version, which the server adds to each message) whose message is
 * `messageBytes` long, give or take the digits of the game code, version and time; never shorter
 * than the smallest view (a game code and a status, no players and no cards).
 */
export function bareView(messageBytes: number): Record<string, unknown> {
  const gameplay: { roundStatus: string; card?: unknown; turnCards: unknown[] } = {
    roundStatus: 'in progress',
    turnCards: [],
  };
  const players: unknown[] = [];
  const view: Record<string, unknown> = { gamecode: 'BARE100', status: 'active', players, gameplay };
  /** Adds a part if the message still fits; false (and nothing added) when it would not. */
  const fits = (add: () => void, undo: () => void) => {
    add();
    if (messageLength(view) <= messageBytes) return true;
    undo();
    return false;
  };
  while (
    players.length < 8 &&
    fits(
      () => players.push(player(players.length)),
      () => players.pop(),
    )
  );
  if (
    fits(
      () => {
        gameplay.card = card(0);
      },
      () => {
        delete gameplay.card;
      },
    )
  )
    while (
      fits(
        () => gameplay.turnCards.push(card(gameplay.turnCards.length + 1)),
        () => gameplay.turnCards.pop(),
      )
    );
  const noteOverhead = messageLength({ ...view, note: '' }) - messageLength(view);
  const missing = messageBytes - messageLength(view) - noteOverhead;
  if (missing > 0) view.note = 'x'.repeat(missing);
  return view;
}

/**
 * What must hold of every game state, whatever requests made it: checked after every step of the
 * property tests and of every stored game after the server's protocol fuzzing. Each check returns
 * the problems it finds as text (none: the state is sound).
 */
import { HALVES, MAX_REMEMBERED_LEAVERS, SKIP_PENALTIES, TEAMS } from '../constants.ts';
import { drawnFromPile, undrawnCards } from '../deck.ts';
import type { GameState, Half, PlayingTeam } from '../types.ts';
import { playedCardsFor, viewFor } from '../view.ts';

/** Written out here rather than taken from the rules, so the rules are checked against it. */
const givingOf = (half: Half): PlayingTeam => TEAMS[HALVES.indexOf(half)] ?? 'team 1';
const watchingOf = (half: Half, teamCount: number): PlayingTeam =>
  TEAMS[(HALVES.indexOf(half) + 1) % teamCount] ?? 'team 1';

/** The state alone: score, deck passes, pile, players, host, result, turn history, the turn in play. */
export function stateProblems(s: GameState): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  const gp = s.gameplay;
  const active = s.status === 'active';

  // The running score is the sum over the confirmed plays, computed here afresh.
  const penalty = SKIP_PENALTIES[s.settings.skipPenalty];
  const teamCount = s.settings.teamCount ?? 2;
  const teams = TEAMS.slice(0, teamCount);
  const expected: Partial<Record<PlayingTeam, number>> = Object.fromEntries(teams.map((t) => [t, 0]));
  for (const play of gp.plays) {
    if (play.givingTeam !== givingOf(play.half)) fail('a play of the wrong giving team');
    if (play.status === 'correct') expected[play.givingTeam] = (expected[play.givingTeam] ?? 0) + 1;
    const watching = watchingOf(play.half, teamCount);
    if (play.status === 'skipped') expected[watching] = (expected[watching] ?? 0) + penalty;
    if (play.status === 'buzzed' && s.settings.buzzedCardsScoreForWatchers)
      expected[watching] = (expected[watching] ?? 0) + 1;
  }
  if (JSON.stringify(gp.score) !== JSON.stringify(expected))
    fail(`score ${JSON.stringify(gp.score)}, plays sum to ${JSON.stringify(expected)}`);
  if (s.result && JSON.stringify(s.result.score) !== JSON.stringify(gp.score))
    fail('the result has another score');

  // No card twice in one pass through the deck; the card in play and this turn's cards are never
  // in the pile.
  const perPass = new Set<string>();
  for (const [index, pass] of [
    ...gp.plays.map((p) => [p.index, p.pass] as const),
    ...gp.turnCards.map((t) => [t.index, t.pass] as const),
  ]) {
    const key = `${pass}:${index}`;
    if (perPass.has(key)) fail(`card ${index} played twice in pass ${pass}`);
    perPass.add(key);
    if (pass > gp.pass) fail(`card ${index} played in pass ${pass}, not reached yet`);
  }
  const drawn = drawnFromPile(gp);
  if (!Number.isInteger(drawn) || drawn < 0 || drawn > gp.pile.length)
    fail(`${drawn} cards drawn of a pile of ${gp.pile.length}`);
  const undrawn = undrawnCards(gp);
  const pile = new Set(undrawn);
  if (new Set(gp.pile).size !== gp.pile.length) fail('a card twice in the pile');
  if (gp.cardIndex !== null && pile.has(gp.cardIndex)) fail('the card in play is in the pile');
  for (const t of gp.turnCards) {
    if (pile.has(t.index)) fail(`card ${t.index} of this turn is in the pile`);
    if (t.index === gp.cardIndex) fail(`card ${t.index} is on screen and already played`);
    if (!s.deck[t.index]?.status) fail(`card ${t.index} of this turn has no status`);
  }
  for (const index of [...undrawn, ...(gp.cardIndex === null ? [] : [gp.cardIndex])])
    if (!s.deck[index]) fail(`card ${index} is not in the deck`);
  if (active) {
    s.deck.forEach((entry, index) => {
      if (entry.status === null && !pile.has(index) && index !== gp.cardIndex)
        fail(`card ${index} was lost from the pile`);
    });
  }

  // Players, the host and the user list.
  const ids = s.players.map((p) => p.playerId);
  if (new Set(ids).size !== ids.length) fail('a player twice');
  const names = s.players.map((p) => p.name.toLocaleLowerCase());
  if (new Set(names).size !== names.length) fail('two players share a name');
  if (JSON.stringify(s.users) !== JSON.stringify(ids)) fail('users differ from players');
  if (s.players.length > 0 && s.players.filter((p) => p.host).length !== 1) fail('not exactly one host');
  if ((s.status === 'finished') !== (s.result !== null)) fail('result without a finished game');
  // Who the game remembers as gone is gone, and it remembers only so many.
  for (const { playerId } of [...(s.departed ?? []), ...(s.removed ?? [])])
    if (ids.includes(playerId)) fail(`${playerId} is remembered as gone yet plays`);
  if ((s.departed?.length ?? 0) > MAX_REMEMBERED_LEAVERS || (s.removed?.length ?? 0) > MAX_REMEMBERED_LEAVERS)
    fail('too many leavers remembered');

  // The turn history goes through the teams in order, round by round, and every play belongs to a turn.
  gp.turns.forEach((turn, i) => {
    if (turn.half !== HALVES[i % teamCount] || turn.round !== Math.floor(i / teamCount) + 1)
      fail(`turn ${i} is ${turn.round}-${turn.half}`);
    if (turn.givingTeam !== givingOf(turn.half)) fail(`turn ${i} given by the wrong team`);
  });
  for (const play of gp.plays) {
    const turn = gp.turns[(play.round - 1) * teamCount + HALVES.indexOf(play.half)];
    if (!turn || turn.giverId !== play.giverId) fail(`a play of card ${play.index} without its turn`);
  }

  if (!active) return problems;
  // While playing: the round follows the turns; the turn order holds exactly each team.
  if (
    gp.round !== Math.floor(gp.turns.length / teamCount) + 1 ||
    gp.half !== HALVES[gp.turns.length % teamCount]
  )
    fail(`round ${gp.round}-${gp.half} after ${gp.turns.length} turns`);
  for (const team of TEAMS) {
    const members = s.players.filter((p) => p.team === team).map((p) => p.playerId);
    const order = gp.order[team];
    if (!order) {
      if (members.length > 0 || teams.includes(team)) fail(`${team} has no order`);
      continue;
    }
    if (JSON.stringify([...order].sort()) !== JSON.stringify([...members].sort()))
      fail(`${team} order ${order.join(',')} is not its members ${members.join(',')}`);
  }
  const giving = givingOf(gp.half);
  if (gp.roundStatus === 'preround') {
    // The giver is the giving team's player at its pointer; the watcher likewise.
    if (gp.giverId === null || gp.order[giving]?.[gp.turnIndex[giving] ?? 0] !== gp.giverId)
      fail(`giver ${gp.giverId} is not next in ${giving}'s order`);
    const watching = watchingOf(gp.half, teamCount);
    if (gp.watcherId === null || gp.order[watching]?.[gp.turnIndex[watching] ?? 0] !== gp.watcherId)
      fail(`watcher ${gp.watcherId} is not next in ${watching}'s order`);
    if (gp.turnCards.length > 0) fail('cards played before the turn');
  }
  const paused = (gp.pause ?? null) !== null;
  if (paused && gp.roundStatus !== 'in progress') fail('paused out of turn');
  if ((gp.roundStatus === 'in progress' && !paused) !== (gp.turnEndsAt !== null))
    fail('deadline out of turn');
  if ((gp.roundStatus === 'in progress') !== (gp.cardIndex !== null)) fail('card on screen out of turn');
  return problems;
}

/**
 * Secrecy, by card index rather than by word (so it holds for any catalogue): no view or list of
 * played cards shows a card of the pile; during a turn no guesser, waiting team (neither giving
 * nor watching, with three or four teams), unassigned or lobby player, nor an outsider, sees the
 * card on screen or a card of the turn.
 */
export function secrecyProblems(s: GameState): string[] {
  const problems: string[] = [];
  const gp = s.gameplay;
  const pile = new Set(undrawnCards(gp));
  const inProgress = s.status === 'active' && gp.roundStatus === 'in progress';
  const turn = new Set([
    ...(gp.cardIndex === null ? [] : [gp.cardIndex]),
    ...gp.turnCards.map((t) => t.index),
  ]);
  for (const playerId of [...s.players.map((p) => p.playerId), 'stranger']) {
    const view = viewFor(s, playerId);
    const role = view.you?.role ?? 'none';
    const secret = inProgress && ['guesser', 'waiting team', 'unassigned', 'lobby', 'none'].includes(role);
    const shown = [
      ...(view.gameplay.card ? [view.gameplay.card.index] : []),
      ...(view.gameplay.turnCards ?? []).map((t) => t.index),
      ...playedCardsFor(s, playerId).map((c) => c.index),
    ];
    for (const index of shown) {
      if (pile.has(index)) problems.push(`${playerId} (${role}) sees card ${index} of the pile`);
      if (secret && turn.has(index)) problems.push(`${playerId} (${role}) sees card ${index} of the turn`);
    }
  }
  return problems;
}

import type { StreamLine } from './types.ts';

/** A line of a typed turn's stream as one role may see it. */
export interface StreamLineView {
  kind: 'clue' | 'guess';
  playerId: string;
  /**
   * As sent; null where the viewer may not read it while the turn runs: a clue the referee
   * refused, and a guess that scored (it is the word), for everyone who does not see the card.
   */
  text: string | null;
  at: number;
  /** The card it was sent on (deck index): for those who see the card, and everyone in review. */
  index?: number;
  /** A clue the referee refused: the card was buzzed (everyone may know that). */
  refused?: true;
  /** What the refused clue used and what said it: for those who see the card, and in review. */
  tripped?: { word: string; as: string };
  /** `correct`: it scored the card; `close`: a near miss, told to its sender alone. */
  verdict?: 'correct' | 'close';
  /** It scored, and the giver took the Correct back. */
  undone?: true;
}

/** The stream for those who see the card (and for everyone in review), near misses aside. */
export function openStream(stream: readonly StreamLine[]): StreamLineView[] {
  return stream.map((line) => {
    const view: StreamLineView = {
      kind: line.kind,
      playerId: line.playerId,
      text: line.text,
      at: line.at,
      index: line.index,
    };
    if (line.tripped) {
      view.refused = true;
      view.tripped = { word: line.tripped.word, as: line.tripped.as };
    }
    if (line.verdict === 'correct') view.verdict = 'correct';
    if (line.undone) view.undone = true;
    return view;
  });
}

/**
 * The stream for guessers and spectators while the turn runs: what was said in the open, and that
 * a clue was refused or a guess scored, never their words, nor which card a line was on.
 */
export function guessersStream(stream: readonly StreamLine[]): StreamLineView[] {
  return stream.map((line) => {
    const hidden = line.tripped !== undefined || line.verdict === 'correct';
    const view: StreamLineView = {
      kind: line.kind,
      playerId: line.playerId,
      text: hidden ? null : line.text,
      at: line.at,
    };
    if (line.tripped) view.refused = true;
    if (line.verdict === 'correct') view.verdict = 'correct';
    if (line.undone) view.undone = true;
    return view;
  });
}

/** A player's own near misses marked on the stream they see (lines one to one with the state's). */
export function withOwnCloseGuesses(
  lines: readonly StreamLineView[],
  stream: readonly StreamLine[],
  playerId: string,
): StreamLineView[] | null {
  if (!stream.some((l) => l.verdict === 'close' && l.playerId === playerId)) return null;
  return lines.map((view, i) => {
    const line = stream[i];
    return line?.verdict === 'close' && line.playerId === playerId ? { ...view, verdict: 'close' } : view;
  });
}

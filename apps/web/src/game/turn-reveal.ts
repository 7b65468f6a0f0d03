import {
  type CardStatus,
  type GameView,
  type Half,
  type PerTeam,
  type PlayedCardView,
  type PlayingTeam,
  pointsFor,
  teamCountOf,
} from '@unsayable/rules';

/** A confirmed turn as every screen shows it once: its cards, what each earned, the scores before and after. */
export interface TurnReveal {
  gamecode: string;
  round: number;
  half: Half;
  team: PlayingTeam;
  cards: readonly { card: PlayedCardView; points: PerTeam<number> }[];
  scoreBefore: PerTeam<number>;
  scoreAfter: PerTeam<number>;
  /** Who gives next, and for which team: the view after the confirmation says. */
  nextGiverId: string | null;
  nextTeam: PlayingTeam;
}

/** A turn under review, as the view showed it to everyone: what its reveal is made from. */
export interface ReviewedTurn {
  gamecode: string;
  round: number;
  half: Half;
  team: PlayingTeam;
  cards: readonly PlayedCardView[];
  score: PerTeam<number>;
}

/** The turn a view shows under review, if it does (during the review, every screen holds its cards). */
export function reviewedTurn(view: GameView): ReviewedTurn | null {
  const gp = view.gameplay;
  if (view.status !== 'active' || gp.roundStatus !== 'postround' || !gp.turnCards) return null;
  return {
    gamecode: view.gamecode,
    round: gp.round,
    half: gp.half,
    team: gp.givingTeam,
    cards: gp.turnCards,
    score: gp.score,
  };
}

/**
 * The reveal of a reviewed turn once the next view shows it confirmed: the game goes on to the next
 * turn's start. Null while the turn is still reviewed, when it went back to play (a card taken
 * back), or for another game. Nothing here comes from the server that the review had not shown.
 */
export function revealAfter(reviewed: ReviewedTurn, view: GameView): TurnReveal | null {
  const gp = view.gameplay;
  if (view.gamecode !== reviewed.gamecode || view.status !== 'active' || gp.roundStatus !== 'preround')
    return null;
  const teamCount = teamCountOf(view.settings);
  const points = (status: CardStatus) => pointsFor(status, reviewed.half, view.settings, teamCount);
  return {
    gamecode: reviewed.gamecode,
    round: reviewed.round,
    half: reviewed.half,
    team: reviewed.team,
    cards: reviewed.cards.map((card) => ({ card, points: points(card.status) })),
    scoreBefore: reviewed.score,
    scoreAfter: gp.score,
    nextGiverId: gp.giverId,
    nextTeam: gp.givingTeam,
  };
}

/** Whether the view says the host closed this reveal on every screen. */
export function closedForEveryone(reveal: Pick<TurnReveal, 'round' | 'half'>, view: GameView): boolean {
  const closed = view.gameplay.revealClosed;
  return closed !== null && closed.round === reveal.round && closed.half === reveal.half;
}

/** How long a reveal stays when nobody closes it: a moment for the scores, and a beat per card. */
export function revealDurationMs(cards: number): number {
  return Math.min(5_000 + 1_000 * cards, 12_000);
}

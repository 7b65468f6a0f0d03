import {
  type CardStatus,
  type GameView,
  type PlayedCardView,
  pointsFor,
  TEAMS,
  teamCountOf,
} from '@unsayable/rules';
import { useId } from 'react';
import { updateCardStatus } from '../../state/cards-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { confirmScores } from '../../state/round-slice.ts';
import { ContestCard, ReviewCountdown } from './review-extras.tsx';
import './review.css';
import '../../game/buzzed-word.css';
import { isOnline, nameOf, teamLabel } from '../../game/labels.ts';
import { CardMarks } from '../../game/review-marks.tsx';
import { formatNumber, type MessageKey, useText } from '../../i18n/i18n.ts';
import { FlagCard, type Flags, flaggable, useFlags } from './flag-card.tsx';

/** The three lists, in order. */
const LISTS: { status: CardStatus; label: MessageKey }[] = [
  { status: 'correct', label: 'play.list.correct' },
  { status: 'skipped', label: 'play.list.skipped' },
  { status: 'buzzed', label: 'play.list.buzzed' },
];

function CardList({
  view,
  status,
  label,
  cards,
  flags,
}: {
  view: GameView;
  status: CardStatus;
  label: MessageKey;
  cards: PlayedCardView[];
  flags: Flags;
}) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.cards.pending || s.round.pending);
  const headingId = useId();
  const { t } = useText();
  const canReview = view.you?.canReview === true;
  const move = (index: number, to: CardStatus) =>
    void dispatch(updateCardStatus({ gamecode: view.gamecode, index, status: to, roundStatus: 'postround' }));

  return (
    <section className={`review-list review-${status}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(label)}</h2>
      {cards.length === 0 ? (
        <p className="hint">{t('play.list.none')}</p>
      ) : (
        <ul>
          {cards.map((card) => (
            <li key={card.index}>
              <span className="review-word">
                {card.word}
                {card.buzzedWord !== undefined && (
                  <span className="buzzed-word-said">{t('buzz.marked', { word: card.buzzedWord })}</span>
                )}
                <CardClues view={view} index={card.index} />
                <CardMarks view={view} card={card} />
              </span>
              <ContestCard view={view} card={card} />
              {canReview && (
                <span className="review-moves">
                  {LISTS.filter((l) => l.status !== status).map((l) => (
                    <button
                      key={l.status}
                      type="button"
                      className="button compact"
                      disabled={pending}
                      onClick={() => move(card.index, l.status)}
                    >
                      <span className="visually-hidden">{t('play.review.move', { word: card.word })} </span>
                      {t('play.review.to', { list: t(l.label) })}
                    </button>
                  ))}
                </span>
              )}
              {flaggable(view, card) && (
                <FlagCard
                  gamecode={view.gamecode}
                  index={card.index}
                  word={card.word}
                  flagged={flags.reasons[card.index]}
                  onFlagged={(reason, said) => flags.flagged(card.index, reason, said)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The clues typed for one card of a typed turn, in the order they came (a refused one too). */
function CardClues({ view, index }: { view: GameView; index: number }) {
  const { t } = useText();
  const clues = (view.gameplay.stream ?? []).filter((l) => l.kind === 'clue' && l.index === index);
  if (clues.length === 0) return null;
  return (
    <span className="review-clues">
      {t('typed.cardClues', { clues: clues.map((l) => l.text).join(' · ') })}
    </span>
  );
}

/** What this turn earns the two teams that can score in it: the giving and the watching team. */
function turnPoints(view: GameView): string {
  const gp = view.gameplay;
  const cards = gp.turnCards ?? [];
  const teamCount = teamCountOf(view.settings);
  const scoring = TEAMS.filter((t) => t === gp.givingTeam || t === gp.watchingTeam);
  const total = new Map(scoring.map((t) => [t, 0]));
  for (const card of cards) {
    const points = pointsFor(card.status, gp.half, view.settings, teamCount);
    for (const team of scoring) total.set(team, (total.get(team) ?? 0) + (points[team] ?? 0));
  }
  return scoring.map((t) => `${teamLabel(t)} +${formatNumber(total.get(t) ?? 0)}`).join(' · ');
}

/** After the turn: the cards under Correct, Skipped and Buzzed; reviewers fix them and confirm. */
export function Review({ view }: { view: GameView }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => s.cards.pending || s.round.pending);
  const gp = view.gameplay;
  const cards = gp.turnCards ?? [];
  const watcher = nameOf(view, gp.watcherId);
  // A host who gave the clues does not confirm their own turn.
  const hostGives = view.players.some((p) => p.host && p.playerId === gp.giverId);
  const { t } = useText();
  const flags = useFlags();

  return (
    <section className="panel phase review" aria-label={t('play.review')}>
      <p className="phase-lead">{t('play.review.lead')}</p>
      {cards.length === 0 && <p className="hint">{t('play.review.noCards')}</p>}
      <div className="review-lists">
        {LISTS.map((l) => (
          <CardList
            key={l.status}
            view={view}
            {...l}
            cards={cards.filter((c) => c.status === l.status)}
            flags={flags}
          />
        ))}
      </div>
      <p className="flag-said" role="status">
        {flags.said}
      </p>
      <p className="turn-points">{t('play.review.points', { points: turnPoints(view) })}</p>
      {/* Held at the bottom of the screen while the cards scroll by: Confirm is always in reach. */}
      <div className="review-actions">
        <ReviewCountdown view={view} />
        {view.you?.canReview ? (
          <button
            type="button"
            className="button primary big block"
            disabled={pending}
            onClick={() =>
              void dispatch(confirmScores({ gamecode: view.gamecode, round: gp.round, half: gp.half }))
            }
          >
            {t('play.review.confirm')}
          </button>
        ) : (
          <p className="waiting" role="status">
            {isOnline(view, gp.watcherId)
              ? t('play.review.waitingFor', { who: watcher })
              : t(hostGives ? 'play.review.waitingForTeam' : 'play.review.waitingForTeamOrHost', {
                  team: teamLabel(gp.watchingTeam),
                })}
          </p>
        )}
      </div>
    </section>
  );
}

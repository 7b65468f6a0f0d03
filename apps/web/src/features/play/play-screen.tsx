import type { GameView } from '@unsayable/rules';
import { GameLoading, NotMember } from '../../game/game-gate.tsx';
import { teamLabel } from '../../game/labels.ts';
import { PlayHere, useDisplaced } from '../../game/play-here.tsx';
import { useGame } from '../../game/use-game.ts';
import { EndGameNow } from './end-game-now.tsx';
import { InProgress } from './in-progress.tsx';
import './play.css';
import { BuzzedWordFlash } from '../../game/buzzed-word-flash.tsx';
import { Scores } from '../../game/scores.tsx';
import { TimeUpFlash } from '../../game/time-up-flash.tsx';
import { TurnRevealView } from '../../game/turn-reveal-view.tsx';
import { useSoundBoard } from '../../game/use-sound-board.ts';
import { useTurnClock } from '../../game/use-turn-clock.ts';
import { useTurnReveal } from '../../game/use-turn-reveal.ts';
import { useText } from '../../i18n/i18n.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { closeReveal } from '../../state/round-slice.ts';
import { BuzzedWordPicker } from './buzzed-word-picker.tsx';
import { FlagCard, flaggable, useFlags } from './flag-card.tsx';
import { PlayersPanel } from './players-panel.tsx';
import { Preround } from './preround.tsx';
import { Review } from './review.tsx';
import { TurnBar } from './turn-bar.tsx';
import { PauseControls } from './turn-pause.tsx';
import { TurnSummary } from './turn-summary.tsx';

/** The game (/play/{gamecode}): scores, whose turn, and the phase of the turn. */
export default function PlayScreen() {
  const { gamecode, view } = useGame();
  const displaced = useDisplaced(gamecode);
  if (displaced) return <PlayHere gamecode={gamecode} />;
  if (!view) return <GameLoading gamecode={gamecode} />;
  if (!view.you) return <NotMember gamecode={gamecode} />;
  return <Playing view={view} you={view.you} gamecode={gamecode} />;
}

type You = NonNullable<GameView['you']>;

/** A player's screen of a game in play, with its sounds and the time-up moment. */
function Playing({ view, you, gamecode }: { view: GameView; you: You; gamecode: string }) {
  const play = useSoundBoard();
  const gp = view.gameplay;
  const offline = useAppSelector((s) => s.game.connection === 'offline');
  // Everyone else sees the turn paused while the giver is away; the giver, cut off, cannot hear
  // it, so their own screen stops the clock too.
  const away = offline && you.role === 'giver' && gp.roundStatus === 'in progress' && gp.pause === null;
  const { seconds, timeUp } = useTurnClock(gp, play, away);
  const yourTeam = you.team === 'unassigned' ? null : you.team;
  const { reveal, close, keep } = useTurnReveal(view);
  const dispatch = useAppDispatch();
  // The host's close is everyone's: the view then closes the reveal on every phone and the TV.
  const closeForEveryone = () => {
    close();
    if (reveal)
      void dispatch(closeReveal({ gamecode: view.gamecode, round: reveal.round, half: reveal.half }));
  };
  const revealFlags = useFlags();
  const { t } = useText();

  return (
    <div className={`play phase-${gp.roundStatus.replace(' ', '-')}`}>
      {gp.roundStatus === 'in progress' ? (
        <>
          <div className="turn-stage">
            <TurnBar view={view} away={away} />
            <InProgress view={view} seconds={seconds} yourTeam={yourTeam} away={away} />
          </div>
          <PauseControls view={view} />
          <TurnSummary view={view} showRole={false} />
        </>
      ) : (
        <>
          <h1>{t('play.heading', { round: gp.round, team: teamLabel(gp.givingTeam) })}</h1>
          <Scores score={gp.score} highlight={gp.givingTeam} yourTeam={yourTeam} />
          <TurnSummary view={view} />
          {gp.roundStatus === 'preround' && <Preround view={view} />}
          {gp.roundStatus === 'postround' && <Review view={view} />}
        </>
      )}
      <PlayersPanel view={view} />
      {you.host && <EndGameNow gamecode={gamecode} />}
      {timeUp && <TimeUpFlash />}
      <BuzzedWordPicker view={view} />
      <BuzzedWordFlash view={view} />
      {reveal && (
        <TurnRevealView
          reveal={reveal}
          view={view}
          onClose={you.host ? closeForEveryone : close}
          forEveryone={you.host}
          cardAction={(card) =>
            flaggable(view, card) && (
              <FlagCard
                gamecode={view.gamecode}
                index={card.index}
                word={card.word}
                flagged={revealFlags.reasons[card.index]}
                onFlagged={(reason, said) => revealFlags.flagged(card.index, reason, said)}
                onOpen={keep}
              />
            )
          }
          note={
            <p className="flag-said" role="status">
              {revealFlags.said}
            </p>
          }
        />
      )}
    </div>
  );
}

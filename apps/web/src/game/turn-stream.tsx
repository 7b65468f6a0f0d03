import type { GameView, StreamLineView } from '@unsayable/rules';
import { useEffect, useRef } from 'react';
import { useText } from '../i18n/i18n.ts';
import { nameOf } from './labels.ts';
import './turn-stream.css';

/** One line: a clue as the giver's, a guess by its sender's name, each as far as this view may read it. */
function StreamLine({ view, line }: { view: GameView; line: StreamLineView }) {
  const { t } = useText();
  const mine = line.playerId === view.you?.playerId;
  if (line.kind === 'clue') {
    if (line.refused)
      return (
        <li className="stream-line stream-refused">
          <span className="stream-note">{t('typed.refused')}</span>
          {line.text !== null && <s className="stream-text">{line.text}</s>}
          {line.tripped && (
            <span className="stream-tripped">
              {t('typed.tripped', { as: line.tripped.as, word: line.tripped.word })}
            </span>
          )}
        </li>
      );
    return (
      <li className="stream-line stream-clue">
        <span className="stream-who">{t('typed.clue')}</span> <span className="stream-text">{line.text}</span>
      </li>
    );
  }
  const name = mine ? null : nameOf(view, line.playerId);
  if (line.verdict === 'correct')
    return (
      <li className={`stream-line stream-guess stream-correct${line.undone ? ' stream-undone' : ''}`}>
        <span className="stream-note">
          {mine ? t('typed.youGotIt') : t('typed.gotIt', { name: name ?? '' })}
        </span>
        {line.text !== null && <span className="stream-text">{line.text}</span>}
        {line.undone && <span className="stream-tag">{t('typed.undone')}</span>}
      </li>
    );
  return (
    <li className={`stream-line stream-guess${mine ? ' stream-mine' : ''}`}>
      {name !== null && (
        <>
          <span className="stream-who">{name}</span>{' '}
        </>
      )}
      <span className="stream-text">{line.text}</span>
      {line.verdict === 'close' && (
        <>
          {' '}
          <span className="stream-tag stream-close">{t('typed.close')}</span>
        </>
      )}
    </li>
  );
}

/**
 * A typed turn's clues and guesses as they come, newest last (nearest the thumb and the field
 * below), kept scrolled to the newest. A log region: a screen reader reads each new line once.
 * `lines` narrows it (the review lists a card's own); `big` is the TV's.
 */
export function TurnStream({
  view,
  lines = view.gameplay.stream ?? [],
  big = false,
}: {
  view: GameView;
  lines?: readonly StreamLineView[];
  big?: boolean;
}) {
  const { t } = useText();
  const list = useRef<HTMLOListElement>(null);
  const count = lines.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new line is the event
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);
  // A box made smaller (a phone turned, a keyboard opened) keeps the newest line in sight.
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <ol
      ref={list}
      className={`turn-stream${big ? ' turn-stream-big' : ''}`}
      role="log"
      aria-label={t('typed.stream')}
    >
      {count === 0 ? (
        <li className="stream-empty">{t('typed.empty')}</li>
      ) : (
        lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a turn's stream only grows at its end: a line's place is its identity
          <StreamLine key={i} view={view} line={line} />
        ))
      )}
    </ol>
  );
}

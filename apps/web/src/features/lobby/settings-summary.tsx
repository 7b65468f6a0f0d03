import {
  type GameLanguage,
  type GameView,
  LANGUAGE_NAMES,
  type Settings,
  teamCountOf,
} from '@unsayable/rules';
import { Fragment, useEffect, useRef, useState } from 'react';
import { dealSummary } from '../../game/deal-summary.ts';
import { type MessageKey, useText } from '../../i18n/i18n.ts';

const PENALTY = {
  none: 'lobby.settings.penaltyNone',
  half: 'lobby.settings.penaltyHalf',
  full: 'lobby.settings.penaltyFull',
} as const satisfies Record<Settings['skipPenalty'], MessageKey>;

const CLUE_MODE = {
  typed: 'lobby.settings.typed',
  'typed guesses': 'lobby.settings.typedGuesses',
} as const satisfies Record<Exclude<NonNullable<Settings['clueMode']>, 'out loud'>, MessageKey>;

const END = {
  turns: 'lobby.settings.turns',
  time: 'lobby.settings.time',
  score: 'lobby.settings.score',
} as const satisfies Record<Settings['endGameMethod'], MessageKey>;

/**
 * A game language named inside a sentence of the interface's language, as that language writes it
 * there: "cards in Spanish", "tarjetas en español" (lower case), not the language's own name.
 */
export function languageInSentence(game: GameLanguage, interfaceLanguage: string): string {
  return new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(game) ?? LANGUAGE_NAMES[game];
}

/** How long a changed part of the summary stays marked. */
const CHANGE_MARK_MS = 4000;

/**
 * The parts of the summary that just changed (the host saved new settings), marked for a few
 * seconds, and the words a screen reader says about them. A first view marks nothing.
 */
function useChangedParts(parts: readonly (readonly [string, string])[]): {
  changed: ReadonlySet<string>;
  said: string;
} {
  const before = useRef<Map<string, string> | null>(null);
  const [marked, setMarked] = useState<{ changed: ReadonlySet<string>; said: string }>({
    changed: new Set(),
    said: '',
  });
  const { t } = useText();
  const signature = parts.map(([key, text]) => `${key}=${text}`).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the parts
  useEffect(() => {
    const now = new Map(parts);
    const last = before.current;
    before.current = now;
    if (!last) return;
    const changed = [...now].filter(([key, text]) => last.get(key) !== text);
    if (changed.length === 0) return;
    setMarked({
      changed: new Set(changed.map(([key]) => key)),
      said: t('lobby.settings.changed', { what: changed.map(([, text]) => text).join(', ') }),
    });
    const timer = setTimeout(() => setMarked((m) => ({ changed: new Set(), said: m.said })), CHANGE_MARK_MS);
    return () => clearTimeout(timer);
  }, [signature]);
  return marked;
}

/**
 * The game's settings in one line, so everyone knows what they signed up for. When the host
 * changes them, what changed is marked for a moment and said aloud (a polite live region).
 */
export function SettingsSummary({
  settings,
  deck,
  hostCards = 0,
}: {
  settings: Settings;
  deck?: GameView['chosenDeck'];
  /** How many cards the host wrote in the lobby: they are dealt too. */
  hostCards?: number;
}) {
  const { t, language } = useText();
  const teams = teamCountOf(settings);
  const parts: (readonly [string, string])[] = [
    ...(teams > 2 ? [['teams', t('lobby.settings.teams', { n: teams })] as const] : []),
    ['end', t(END[settings.endGameMethod], { n: settings.endValue })],
    ['seconds', t('lobby.settings.seconds', { n: settings.turnSeconds })],
    ['penalty', t(PENALTY[settings.skipPenalty])],
    ...(settings.buzzedCardsScoreForWatchers
      ? [['buzzed', t('lobby.settings.buzzedCardsScore')] as const]
      : []),
    ...(settings.clueMode && settings.clueMode !== 'out loud'
      ? [['clues', t(CLUE_MODE[settings.clueMode])] as const]
      : []),
    ...(settings.reviewSeconds
      ? [['review', t('lobby.settings.reviewSeconds', { n: settings.reviewSeconds })] as const]
      : []),
    ['language', `${t('lobby.settings.cardsIn')} ${languageInSentence(settings.language, language)}`],
  ];
  const deal = dealSummary({
    language: settings.language,
    categories: !deck || deck.builtInToo ? settings.categories : null,
    ...(deck ? { deck } : {}),
    hostCards,
  });
  const { changed, said } = useChangedParts([...parts, ['deal', deal]]);
  const mark = (key: string) => (changed.has(key) ? 'changed' : undefined);
  return (
    <>
      <p className="hint settings-summary">
        {parts.map(([key, text], i) => (
          <Fragment key={key}>
            {i > 0 && ' · '}
            <span className={mark(key)}>{text}</span>
          </Fragment>
        ))}
        . {/* In the same paragraph: on a phone a lobby of twelve must fit two screens. */}
        <span className={mark('deal') ? 'deal-summary changed' : 'deal-summary'}>{deal}</span>
      </p>
      {deck ? <ChosenDeckLine deck={deck} /> : null}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}

/** The deck's name and size, never its link: guessers are not handed the list of cards. */
function ChosenDeckLine({ deck }: { deck: NonNullable<GameView['chosenDeck']> }) {
  const { t } = useText();
  return (
    <p className="hint settings-summary">
      {t('lobby.deck.label')} <span className="deck-name">{deck.name}</span> ·{' '}
      {t('lobby.deck.cards', { n: deck.cardCount })} ·{' '}
      {deck.builtInToo ? t('lobby.deck.withBuiltIn') : t('lobby.deck.alone')}
    </p>
  );
}

import {
  type GameLanguage,
  type GameView,
  LANGUAGE_NAMES,
  type Settings,
  teamCountOf,
} from '@unsayable/rules';
import { dealSummary } from '../../game/deal-summary.ts';
import { type MessageKey, useText } from '../../i18n/i18n.ts';

const PENALTY = {
  none: 'lobby.settings.penaltyNone',
  half: 'lobby.settings.penaltyHalf',
  full: 'lobby.settings.penaltyFull',
} as const satisfies Record<Settings['skipPenalty'], MessageKey>;

/** A game's clues given otherwise than out loud, as the summary names it (out loud goes unsaid). */
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

/** The game's settings in one line, so everyone knows what they signed up for. */
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
  return (
    <>
      <p className="hint settings-summary">
        {teams > 2 && `${t('lobby.settings.teams', { n: teams })} · `}
        {t(END[settings.endGameMethod], { n: settings.endValue })} ·{' '}
        {t('lobby.settings.seconds', { n: settings.turnSeconds })} · {t(PENALTY[settings.skipPenalty])} ·{' '}
        {settings.buzzedCardsScoreForWatchers && `${t('lobby.settings.buzzedCardsScore')} · `}
        {settings.clueMode && settings.clueMode !== 'out loud' && `${t(CLUE_MODE[settings.clueMode])} · `}
        {t('lobby.settings.cardsIn')} {languageInSentence(settings.language, language)}.{' '}
        {/* In the same paragraph: on a phone a lobby of twelve must fit two screens. */}
        <span className="deal-summary">
          {dealSummary({
            language: settings.language,
            categories: !deck || deck.builtInToo ? settings.categories : null,
            ...(deck ? { deck } : {}),
            hostCards,
          })}
        </span>
      </p>
      {deck ? <ChosenDeckLine deck={deck} /> : null}
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

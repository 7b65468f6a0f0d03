import { type GameView, LANGUAGE_NAMES, type Settings, teamCountOf } from '@unsayable/rules';

const PENALTY = { none: 'no skip penalty', half: 'skips give ½ point away', full: 'skips give 1 point away' };

function endText({ endGameMethod, endValue }: Settings): string {
  if (endGameMethod === 'turns') return `${endValue} ${endValue === 1 ? 'turn' : 'turns'} per player`;
  if (endGameMethod === 'time') return `${endValue} minutes of play`;
  return `first to ${endValue} points`;
}

/** The game's settings in one line, so everyone knows what they signed up for. */
export function SettingsSummary({ settings, deck }: { settings: Settings; deck?: GameView['chosenDeck'] }) {
  return (
    <>
      <p className="hint settings-summary">
        {teamCountOf(settings) > 2 && `${teamCountOf(settings)} teams · `}
        {endText(settings)} · {settings.turnSeconds} s per turn · {PENALTY[settings.skipPenalty]} · cards in{' '}
        <span lang={settings.language}>{LANGUAGE_NAMES[settings.language]}</span>
      </p>
      {deck ? <ChosenDeckLine deck={deck} /> : null}
    </>
  );
}

/** The deck's name and size, never its link: guessers are not handed the list of cards. */
function ChosenDeckLine({ deck }: { deck: NonNullable<GameView['chosenDeck']> }) {
  const cards = `${deck.cardCount} ${deck.cardCount === 1 ? 'card' : 'cards'}`;
  return (
    <p className="hint settings-summary">
      Deck: <span className="deck-name">{deck.name}</span> · {cards}
      {deck.builtInToo ? ' · with the built-in cards' : ' · its cards alone'}
    </p>
  );
}

import type { GameLanguage } from '@unsayable/rules';
import { isGameLanguage } from '../../game/language-select.tsx';

export { isGameLanguage, LanguageSelect } from '../../game/language-select.tsx';

/**
 * The first of the browser's preferred languages that games can be played in ("es-MX" is
 * Spanish), else English: a Spanish speaker's phone offers Spanish cards without a choice.
 */
export function browserGameLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): GameLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (isGameLanguage(base)) return base;
  }
  return 'en';
}

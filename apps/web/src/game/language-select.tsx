import { GAME_LANGUAGES, type GameLanguage, LANGUAGE_NAMES } from '@unsayable/rules';
import { Field } from '../ui/form-field.tsx';

/** Whether a select's value is a language games can be played in. */
export function isGameLanguage(value: string): value is GameLanguage {
  return GAME_LANGUAGES.some((language) => language === value);
}

/** A select of the languages games can be played in, each by its own name. */
export function LanguageSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: GameLanguage;
  onChange: (language: GameLanguage) => void;
}) {
  return (
    <Field id={id} label={label} error={undefined}>
      <select
        id={id}
        name="language"
        value={value}
        onChange={(e) => {
          const language = e.target.value;
          if (isGameLanguage(language)) onChange(language);
        }}
      >
        {GAME_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </Field>
  );
}

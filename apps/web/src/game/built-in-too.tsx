import { useText } from '../i18n/i18n.ts';

/** "Built-in cards too": whether a game with a deck of its own deals the built-in cards as well. */
export function BuiltInTooBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useText();
  return (
    <label className="check-all">
      <input
        type="checkbox"
        name="builtInToo"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {t('create.builtInToo')}
    </label>
  );
}

import type { GameView, Settings } from '@unsayable/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SettingsFields } from '../../game/settings-fields.tsx';
import {
  checkSettings,
  type SettingsErrors,
  type SettingsForm,
  settingsFormOf,
} from '../../game/settings-form.ts';
import { useText } from '../../i18n/i18n.ts';
import { updateSettings } from '../../state/game-slice.ts';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { TeamNamesEditor } from './team-names-editor.tsx';

/**
 * The host's Change settings, until Start: the create form's own settings fields, filled with the
 * game's, and the teams' names. Opened by the button beside the lobby's title (closed at first, so
 * a full lobby still fits a phone in two screens). Settings changed meanwhile (from the host's
 * other tab) show here unless the host is editing.
 */
export function SettingsEditor({ view }: { view: GameView }) {
  const { t } = useText();
  const dispatch = useAppDispatch();
  const saving = useAppSelector((s) => s.game.pending);
  const deck = view.chosenDeck;
  const [form, setForm] = useState<SettingsForm>(() => settingsFormOf(view.settings));
  const [builtInToo, setBuiltInToo] = useState(deck?.builtInToo ?? true);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const editing = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (editing.current) return;
    setForm(settingsFormOf(view.settings));
    setBuiltInToo(deck?.builtInToo ?? true);
  }, [view.settings, deck?.builtInToo]);

  const builtIn = !deck || builtInToo;
  const update = (change: Partial<SettingsForm>) => {
    editing.current = true;
    const next = { ...form, ...change };
    setForm(next);
    if (Object.keys(errors).length > 0) {
      const checked = checkSettings(next, builtIn);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSettings(form, builtIn);
    if (!checked.ok) {
      setErrors(checked.errors);
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    const settings: Settings = checked.settings;
    const sent = await dispatch(
      updateSettings({
        gamecode: view.gamecode,
        settings,
        ...(deck && builtInToo !== deck.builtInToo ? { builtInToo } : {}),
      }),
    );
    // Refused: the toast says why and the form keeps the host's choice to fix it.
    if (updateSettings.fulfilled.match(sent)) editing.current = false;
  };

  return (
    <section id="settings-editor" className="panel settings-editor" aria-label={t('lobby.host.settings')}>
      <form ref={formRef} noValidate onSubmit={(e) => void save(e)}>
        <SettingsFields
          idPrefix="lobby"
          form={form}
          errors={errors}
          update={update}
          language={!deck}
          builtIn={builtIn}
          teamCountHint={t('lobby.host.fewerTeams')}
          deck={
            deck ? (
              <label className="check-all">
                <input
                  type="checkbox"
                  name="builtInToo"
                  checked={builtInToo}
                  onChange={(e) => {
                    editing.current = true;
                    setBuiltInToo(e.target.checked);
                  }}
                />
                {t('create.builtInToo')}
              </label>
            ) : null
          }
        />
        <button type="submit" className="button primary block" disabled={saving} aria-busy={saving}>
          {t('lobby.host.saveSettings')}
        </button>
      </form>
      <TeamNamesEditor view={view} />
    </section>
  );
}

import type { GameView, Settings } from '@unsayable/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { dealSummary } from '../../game/deal-summary.ts';
import { useDeckSize } from '../../game/deck-size.ts';
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
import { type DeckForm, dealsBuiltIn, deckChangeOf, deckFormOf } from './deck-choice.ts';
import { DeckFields } from './deck-fields.tsx';
import { TeamNamesEditor } from './team-names-editor.tsx';

/**
 * The host's Change settings, until Start: the create form's own settings fields, filled with the
 * game's, the game's cards (the built-in cards alone, its deck, or a player's deck by its link or
 * code), and the teams' names. Opened by the button beside the lobby's title (closed at first, so
 * a full lobby still fits a phone in two screens). Settings changed meanwhile (from the host's
 * other tab) show here unless the host is editing.
 */
export function SettingsEditor({ view }: { view: GameView }) {
  const { t } = useText();
  const dispatch = useAppDispatch();
  const saving = useAppSelector((s) => s.game.pending);
  const deck = view.chosenDeck;
  const [form, setForm] = useState<SettingsForm>(() => settingsFormOf(view.settings));
  const [deckForm, setDeckForm] = useState<DeckForm>(() => deckFormOf(deck));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [deckError, setDeckError] = useState<string | undefined>();
  /** Counts saves the server took: the form then shows the game as it now is. */
  const [saved, setSaved] = useState(0);
  const editing = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const deckSize = useDeckSize(deckForm.source === 'link' ? deckForm.link : '');

  const deckSignature = JSON.stringify(deck);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the deck; a save re-reads both
  useEffect(() => {
    if (editing.current) return;
    setForm(settingsFormOf(view.settings));
    setDeckForm(deckFormOf(deck));
  }, [view.settings, deckSignature, saved]);

  const builtIn = dealsBuiltIn(deckForm);
  const update = (change: Partial<SettingsForm>) => {
    editing.current = true;
    const next = { ...form, ...change };
    setForm(next);
    if (Object.keys(errors).length > 0) {
      const checked = checkSettings(next, builtIn);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };
  const updateDeck = (change: Partial<DeckForm>) => {
    editing.current = true;
    setDeckForm((now) => ({ ...now, ...change }));
    setDeckError(undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSettings(form, builtIn);
    const deckChange = deckChangeOf(deckForm, deck);
    if (!checked.ok || !deckChange.ok) {
      setErrors(checked.ok ? {} : checked.errors);
      setDeckError(deckChange.ok ? undefined : deckChange.error);
      // After the render that marks them: focus goes to the first field with a message.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    const settings: Settings = checked.settings;
    const sent = await dispatch(updateSettings({ gamecode: view.gamecode, settings, ...deckChange.change }));
    // Refused: the toast says why and the form keeps the host's choice to fix it.
    if (updateSettings.fulfilled.match(sent)) {
      editing.current = false;
      setSaved((n) => n + 1);
    }
  };

  const shownDeck =
    deckForm.source === 'kept' && deck ? deck : deckForm.source === 'link' ? (deckSize ?? {}) : undefined;
  return (
    <section id="settings-editor" className="panel settings-editor" aria-label={t('lobby.host.settings')}>
      <form ref={formRef} noValidate onSubmit={(e) => void save(e)}>
        <SettingsFields
          idPrefix="lobby"
          form={form}
          errors={errors}
          update={update}
          language={deckForm.source === 'builtIn' || (deckForm.source === 'link' && deckForm.builtInToo)}
          builtIn={builtIn}
          teamCountHint={t('lobby.host.fewerTeams')}
          deck={
            <DeckFields deck={deck} form={deckForm} error={deckError} found={deckSize} update={updateDeck} />
          }
        />
        <p className="hint deal-summary" aria-live="polite">
          {dealSummary({
            language: form.language,
            categories: builtIn ? form.categories : null,
            ...(shownDeck ? { deck: shownDeck } : {}),
            hostCards: view.gameCards?.length ?? 0,
          })}
        </p>
        <button type="submit" className="button primary block" disabled={saving} aria-busy={saving}>
          {t('lobby.host.saveSettings')}
        </button>
      </form>
      <TeamNamesEditor view={view} />
    </section>
  );
}

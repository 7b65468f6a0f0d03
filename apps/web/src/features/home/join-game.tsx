import './home.css';
import { CODE_LENGTH, gamecodeSchema, nameSchema } from '@unsayable/rules';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useText } from '../../i18n/i18n.ts';
import { loadSession } from '../../net/saved-session.ts';
import { joinGame } from '../../state/game-slice.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { enterGame, useCheckedForm } from './enter-game.ts';
import { describedProps, Field, useRefusalFocus } from './form-field.tsx';
import { useWarmConnection } from './warm-connection.ts';

interface JoinForm {
  name: string;
  gamecode: string;
}
type JoinErrors = Partial<Record<keyof JoinForm, string>>;

/** The server's own checks: a name of 1–25 characters, a code of the game alphabet, any case. */
function validateJoin(form: JoinForm): { ok: true; value: JoinForm } | { ok: false; errors: JoinErrors } {
  const name = nameSchema.safeParse(form.name);
  const gamecode = gamecodeSchema.safeParse(form.gamecode);
  if (name.success && gamecode.success)
    return { ok: true, value: { name: name.data, gamecode: gamecode.data } };
  return {
    ok: false,
    errors: {
      ...(name.success ? {} : { name: name.error.issues[0]?.message ?? 'Check your name' }),
      ...(gamecode.success ? {} : { gamecode: gamecode.error.issues[0]?.message ?? 'Check the game code' }),
    },
  };
}

/** What the address offers as a code: input like any other, so only a short, upper-cased start of it. */
function codeFromAddress(raw: string | null): string {
  return (raw ?? '').trim().toUpperCase().slice(0, 12);
}

export default function JoinGame() {
  useWarmConnection();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { formRef, refused } = useRefusalFocus();
  const { form, errors, pending, update, submit } = useCheckedForm<JoinForm, { value: JoinForm }, JoinErrors>(
    () => ({ name: loadSession().playerName ?? '', gamecode: codeFromAddress(params.get('code')) }),
    validateJoin,
    refused,
  );

  const { t } = useText();
  // Watch needs the game code only: a spectator is counted, never named, so no name is asked for.
  const [watchError, setWatchError] = useState<string | undefined>();
  const watch = () => {
    const gamecode = gamecodeSchema.safeParse(form.gamecode);
    if (!gamecode.success) {
      setWatchError(gamecode.error.issues[0]?.message ?? 'Check the game code');
      refused();
      return;
    }
    setWatchError(undefined);
    // A page load of its own: the watching page's connection is nobody's, not this player's.
    window.location.assign(`/watch/${gamecode.data}`);
  };
  const codeError = errors.gamecode ?? watchError;

  const join = submit(({ value: { name, gamecode } }) =>
    enterGame(dispatch, navigate, name, 'joinGame', async () => {
      await dispatch(joinGame({ gamecode, name })).unwrap();
      return gamecode;
    }),
  );

  return (
    <section className="panel home-screen" aria-labelledby="join-title">
      <h1 id="join-title">{t('shell.home.join')}</h1>
      <form ref={formRef} className="home-form" noValidate onSubmit={join}>
        <Field id="join-name" label={t('form.yourName')} error={errors.name}>
          <input
            {...describedProps('join-name', errors.name)}
            name="name"
            type="text"
            autoComplete="nickname"
            value={form.name}
            onChange={(e) => update({ name: e.target.value })}
          />
        </Field>
        <Field
          id="join-code"
          label={t('lobby.invite.code')}
          error={codeError}
          hint={t('join.codeHint', { n: CODE_LENGTH })}
        >
          <input
            {...describedProps('join-code', codeError, true)}
            className="code-input"
            name="gamecode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={12}
            value={form.gamecode}
            onChange={(e) => {
              setWatchError(undefined);
              update({ gamecode: e.target.value.toUpperCase() });
            }}
          />
        </Field>
        <button type="submit" className="button primary block" disabled={pending} aria-busy={pending}>
          {t('shell.home.join')}
        </button>
        <button type="button" className="button block" onClick={watch}>
          {t('join.watch')}
        </button>
        <p className="hint">{t('join.watchHint')}</p>
      </form>
    </section>
  );
}

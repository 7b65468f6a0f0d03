import { type FormEvent, useState } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { Field } from '../../ui/form-field.tsx';
import { changePassword } from './account-api.ts';
import { ActionMessages } from './action-messages.tsx';
import { useAccountAction } from './use-account-action.ts';

/** The form `Change password`: the current one first, so a borrowed unlocked phone cannot. */
export function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const action = useAccountAction();
  const { t } = useText();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.busy) return;
    const done = await action.run(() => changePassword(current, next));
    if (!done) return;
    setCurrent('');
    setNext('');
    action.setNotice(t('account.passwordChanged'));
  };

  return (
    <form className="panel account-form" aria-labelledby="change-password-title" noValidate onSubmit={submit}>
      <h2 id="change-password-title" className="account-subtitle">
        {t('account.changePassword')}
      </h2>
      <Field id="current-password" label={t('account.currentPassword')}>
        <input
          id="current-password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </Field>
      <Field id="new-password" label={t('account.newPassword')}>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
      </Field>
      <ActionMessages refusal={action.refusal} notice={action.notice} alertRef={action.alertRef} />
      <button type="submit" className="button" disabled={action.busy} aria-busy={action.busy}>
        {t('account.changePassword')}
      </button>
    </form>
  );
}

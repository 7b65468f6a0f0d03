import { type FormEvent, useState } from 'react';
import { useText } from '../../i18n/i18n.ts';
import { Field } from '../../ui/form-field.tsx';
import { renameAccount } from './account-api.ts';
import { ActionMessages } from './action-messages.tsx';
import { useAccountAction } from './use-account-action.ts';

/** The form `Display name`: the name the account joins games with from now on (games played keep theirs). */
export function DisplayName({ name }: { name: string }) {
  const [value, setValue] = useState(name);
  const action = useAccountAction();
  const { t } = useText();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.busy) return;
    const done = await action.run(() => renameAccount(value.trim()));
    if (!done) return;
    setValue(done.name);
    action.setNotice(t('account.nameSaved'));
  };

  return (
    <form className="panel account-form" aria-labelledby="display-name-title" noValidate onSubmit={submit}>
      <h2 id="display-name-title" className="account-subtitle">
        {t('account.nameTitle')}
      </h2>
      <Field id="display-name" label={t('account.displayName')}>
        <input
          id="display-name"
          type="text"
          autoComplete="nickname"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <ActionMessages refusal={action.refusal} notice={action.notice} alertRef={action.alertRef} />
      <button type="submit" className="button" disabled={action.busy} aria-busy={action.busy}>
        {t('account.saveName')}
      </button>
    </form>
  );
}

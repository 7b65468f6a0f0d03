import { normaliseEmail } from '@unsayable/rules';
import type { Store } from '../store/store.ts';
import type { Io } from './cards-tool.ts';

export const accountsUsage = `usage: npm run accounts -- <command>
  disable EMAIL   disable an account: signs it out on every device; sign-in answers that it is disabled
  enable EMAIL    enable a disabled account again (its player signs in afresh)
  show EMAIL      print whether the account exists and is disabled`;

/** `npm run accounts -- …`: the operator's account tool. Returns the exit code. */
export async function runAccountsTool(args: string[], store: Store, io: Io): Promise<number> {
  const [command, given] = args;
  if (command !== 'disable' && command !== 'enable' && command !== 'show') {
    io.err(command ? `unknown command "${command}"` : 'no command given');
    io.err(accountsUsage);
    return 2;
  }
  if (!given) {
    io.err(`${command} needs the account's email`);
    return 2;
  }
  const email = normaliseEmail(given);
  const account = await store.accounts.accountByEmail(email);
  if (!account) {
    io.err(`no account with email ${JSON.stringify(email)}`);
    return 1;
  }
  if (command === 'show') {
    io.out(`${email}  ${account.disabled ? 'disabled' : 'enabled'}  player ${account.id}`);
    return 0;
  }
  await store.accounts.setDisabled(account.id, command === 'disable');
  io.out(
    command === 'disable'
      ? `disabled ${email}: signed out on every device; sign-in now answers that the account is disabled`
      : `enabled ${email}: it may sign in again`,
  );
  return 0;
}

import * as z from 'zod';
import { CATEGORIES } from './constants.ts';
import { settingsSchema } from './schemas.ts';

/** More keys than settings there are, with room for settings to come; past it, no settings at all. */
const SETTINGS_KEYS_MAX = 24;

const tooBig = 'Settings must be an object of the game’s settings';

/**
 * A lobby's new settings, checked as create checks them (`settingsSchema`), after a look at their
 * raw size alone: an object of a few keys, whose list of categories is no longer than the
 * catalogue's. Anything bigger is refused before a field of it is read.
 */
export const settingsChangeSchema = z
  .unknown()
  .check((ctx) => {
    const raw = ctx.value;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      ctx.issues.push({ code: 'custom', message: tooBig, input: raw, abort: true });
      return;
    }
    const categories = (raw as { categories?: unknown }).categories;
    if (
      Object.keys(raw).length > SETTINGS_KEYS_MAX ||
      (Array.isArray(categories) && categories.length > CATEGORIES.length)
    ) {
      ctx.issues.push({ code: 'custom', message: tooBig, input: raw, abort: true });
    }
  })
  .pipe(settingsSchema);

import type { ReactNode } from 'react';

/**
 * A translated sentence with words in bold, marked `<b>…</b>` in the catalogue (the translator
 * moves the marks with the words): the text between them is shown in <strong>.
 */
export function richText(text: string): ReactNode[] {
  return text.split(/<b>(.*?)<\/b>/s).map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
    i % 2 === 1 ? <strong key={i}>{part}</strong> : part,
  );
}

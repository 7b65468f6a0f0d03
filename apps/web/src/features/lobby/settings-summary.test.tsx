// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { defaultSettings } from '@unsayable/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsSummary } from './settings-summary.tsx';

afterEach(cleanup);

describe('the settings summary', () => {
  it("names the game's language by its own name, marked as that language", () => {
    const { container } = render(<SettingsSummary settings={{ ...defaultSettings, language: 'es' }} />);
    expect(container.textContent).toBe(
      '2 turns per player · 60 s per turn · no skip penalty · cards in Español',
    );
    expect(container.querySelector('[lang="es"]')?.textContent).toBe('Español');
  });
});

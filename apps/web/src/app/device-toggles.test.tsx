// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../i18n/i18n.ts';
import { applyTheme, soundOn } from '../preferences/device-preferences.ts';
import { DeviceToggles } from './device-toggles.tsx';

function systemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  systemDark(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sound = () => screen.getByRole('switch', { name: 'Sound' });
const dark = () => screen.getByRole('button', { name: 'Dark mode' });

describe('the Sound switch', () => {
  it('is on until this device turns it off, and stays off after a reload', () => {
    render(<DeviceToggles />);
    expect(sound().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(sound());
    expect(sound().getAttribute('aria-checked')).toBe('false');
    expect(soundOn()).toBe(false);
    cleanup();
    render(<DeviceToggles />);
    expect(sound().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(sound());
    expect(soundOn()).toBe(true);
  });
});

describe('Dark mode', () => {
  it('follows the system until chosen, and the choice sticks', () => {
    systemDark(true);
    render(<DeviceToggles />);
    expect(dark().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(dark());
    expect(dark().getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.dataset.theme).toBe('light');
    cleanup();
    delete document.documentElement.dataset.theme;
    applyTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('choosing what the system has goes back to following it', () => {
    render(<DeviceToggles />);
    fireEvent.click(dark());
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.click(dark());
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(dark().getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the Language select', () => {
  it('shows each language in itself and switches the interface, remembered on this device', async () => {
    render(<DeviceToggles />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    const names = [...select.options].map((o) => o.textContent);
    expect(names).toEqual(Object.values(LANGUAGES));
    expect(names).toEqual(expect.arrayContaining(['English', 'Español', 'Français', 'Italiano']));
    expect([...select.options].map((o) => o.lang)).toEqual(Object.keys(LANGUAGES));
    expect(select.value).toBe('en');
    await act(async () => {
      fireEvent.change(select, { target: { value: 'es' } });
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy());
    expect(screen.getByRole('switch', { name: 'Sonido' })).toBeTruthy();
    expect(localStorage.getItem('unsayable.language')).toBe('es');
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy());
    expect(localStorage.getItem('unsayable.language')).toBe('en');
  });
});

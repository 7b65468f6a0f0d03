// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConnection, refused } from '../../testing/fake-connection.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { notify } from '../../ui/notify.ts';
import SubmitCard from './submit-card.tsx';

vi.mock('../../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function renderForm(connection = fakeConnection()) {
  return renderScreen(<SubmitCard />, { path: '/home/submit', route: '/home/submit', connection });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send card idea' }));

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});
afterEach(cleanup);

describe('the card idea form', () => {
  it('needs the word, and no session or socket warm-up', () => {
    const { connection } = renderForm();
    send();
    expect(input('Word to guess').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The word is required')).toBeTruthy();
    expect(connection.request).not.toHaveBeenCalled();
    expect(connection.warm).not.toHaveBeenCalled();
    expect(connection.ensureSession).not.toHaveBeenCalled();
  });

  it('refuses a forbidden word over 35 characters, next to that box', () => {
    const { connection } = renderForm();
    type('Word to guess', 'Beach');
    type('Forbidden word 3', 'x'.repeat(36));
    send();
    expect(input('Forbidden word 3').getAttribute('aria-invalid')).toBe('true');
    expect(input('Forbidden word 1').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('A forbidden word can be at most 35 characters')).toBeTruthy();
    expect(connection.request).not.toHaveBeenCalled();
  });

  it('sends the idea without blank boxes, thanks the player and clears the form', async () => {
    const { connection } = renderForm();
    type('Word to guess', ' Beach ');
    type('Forbidden word 1', 'Sand');
    type('Forbidden word 4', 'Sea');
    send();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Thanks! Your card idea was sent.'));
    expect(connection.request).toHaveBeenCalledWith('submitCardIdea', {
      card: { word: 'Beach', forbidden: ['Sand', 'Sea'] },
      language: 'en',
    });
    expect(input('Word to guess').value).toBe('');
    expect(input('Forbidden word 1').value).toBe('');
    expect(input('Forbidden word 4').value).toBe('');
  });

  it('sends an idea in the language chosen, and keeps the language for the next', async () => {
    const { connection } = renderForm();
    expect(input('Card language').value).toBe('en');
    fireEvent.change(input('Card language'), { target: { value: 'es' } });
    type('Word to guess', 'Ajolote');
    send();
    await waitFor(() => expect(connection.request).toHaveBeenCalled());
    expect(connection.request).toHaveBeenCalledWith('submitCardIdea', {
      card: { word: 'Ajolote', forbidden: [] },
      language: 'es',
    });
    await waitFor(() => expect(input('Word to guess').value).toBe(''));
    expect(input('Card language').value).toBe('es');
  });

  it('keeps the entries when the server refuses', async () => {
    renderForm(fakeConnection(() => refused('"Beach" is already a card')));
    type('Word to guess', 'Beach');
    send();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('"Beach" is already a card'));
    expect(notify.success).not.toHaveBeenCalled();
    expect(input('Word to guess').value).toBe('Beach');
  });
});

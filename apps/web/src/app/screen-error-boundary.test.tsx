// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionContext } from '../net/connection-context.ts';
import { fakeConnection } from '../testing/fake-connection.ts';
import { ScreenLoadError } from './lazy-screen.ts';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new ScreenLoadError('lobby', 'timeout');
}

describe('a screen that fails', () => {
  it('says why, offers a way on, and reports the failure', () => {
    const connection = fakeConnection();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ConnectionContext.Provider value={connection}>
        <MemoryRouter>
          <ScreenErrorBoundary>
            <Broken />
          </ScreenErrorBoundary>
        </MemoryRouter>
      </ConnectionContext.Provider>,
    );
    quiet.mockRestore();
    expect(screen.getByRole('alert').textContent).toContain(
      'The lobby screen could not be loaded (timeout).',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(connection.report).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'The lobby screen could not be loaded (timeout).',
        name: 'ScreenLoadError',
        source: 'screen',
      }),
    );
  });
});

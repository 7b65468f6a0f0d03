// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render-screen.tsx';
import NotFound from './not-found.tsx';

afterEach(cleanup);

describe('page not found', () => {
  it('says so and offers a way home', () => {
    renderScreen(<NotFound />, { path: '/nowhere', route: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
  });
});

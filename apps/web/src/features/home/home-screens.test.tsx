// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen.tsx';
import HomeMenu from './home-menu.tsx';
import HowToPlay from './how-to-play.tsx';

afterEach(cleanup);

describe('the start screen', () => {
  it('has one heading and the four ways in', () => {
    renderScreen(<HomeMenu />, { path: '/home', route: '/home' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const links = {
      'Create game': '/home/create',
      'Join game': '/home/join',
      'How to play': '/home/rules',
      'Suggest a card': '/home/submit',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('goes to the create form', () => {
    renderScreen(<HomeMenu />, { path: '/home', route: '/home' });
    fireEvent.click(screen.getByRole('link', { name: 'Create game' }));
    expect(screen.getByTestId('landed').textContent).toBe('/home/create');
  });
});

describe('how to play', () => {
  it('shows an example card: the word as a heading and its five forbidden words as a list', () => {
    renderScreen(<HowToPlay />, { path: '/home/rules', route: '/home/rules' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const card = screen.getByRole('figure', { name: 'Beach' });
    expect(card.querySelector('h3')?.textContent).toBe('Beach');
    expect(screen.getByRole('list', { name: 'Forbidden words' }).querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Create a game' }).getAttribute('href')).toBe('/home/create');
  });

  it('says exactly when the teams may not have had equal turns, instead of promising it always', () => {
    renderScreen(<HowToPlay />, { path: '/home/rules', route: '/home/rules' });
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('Both teams always get the same number of turns');
    expect(text).toContain(
      'leaving the teams before one turn ahead: a team has no players left, no cards are left to play',
    );
    expect(text).toContain('the team after the giving team watches');
    expect(text).toContain('someone who joined late too');
  });
});

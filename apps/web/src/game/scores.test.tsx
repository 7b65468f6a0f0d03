// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scores } from './scores.tsx';

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: reduce, addEventListener() {}, removeEventListener() {} })),
  );
}

const shown = () =>
  within(screen.getByRole('region', { name: 'Scores' }))
    .getAllByRole('definition')
    .map((d) => d.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the scores', () => {
  it('tick up a point at a time when a team scores', () => {
    reducedMotion(false);
    const { rerender } = render(<Scores score={{ 'team 1': 1, 'team 2': 0 }} />);
    expect(shown()).toEqual(['1', '0']);
    rerender(<Scores score={{ 'team 1': 4, 'team 2': 0.5 }} />);
    expect(shown()).toEqual(['1', '0']);
    act(() => void vi.advanceTimersByTime(110));
    expect(shown()).toEqual(['2', '0.5']);
    act(() => void vi.advanceTimersByTime(220));
    expect(shown()).toEqual(['4', '0.5']);
  });

  it('jump straight to the new score under reduced motion', () => {
    reducedMotion(true);
    const { rerender } = render(<Scores score={{ 'team 1': 1, 'team 2': 0 }} />);
    rerender(<Scores score={{ 'team 1': 4, 'team 2': 0 }} />);
    expect(shown()).toEqual(['4', '0']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { errorReporter } from './error-report.ts';

describe('the error reporter', () => {
  it('sends a burst, then one more per refill period', () => {
    let now = 0;
    const send = vi.fn();
    const report = errorReporter(send, { burst: 3, refillMs: 1000, now: () => now });
    for (let i = 0; i < 10; i++) report({ message: `failure ${i}` });
    expect(send.mock.calls.map(([failure]) => failure.message)).toEqual([
      'failure 0',
      'failure 1',
      'failure 2',
    ]);
    now = 999;
    report({ message: 'too soon' });
    expect(send).toHaveBeenCalledTimes(3);
    now = 2000;
    report({ message: 'later' });
    expect(send).toHaveBeenLastCalledWith({ message: 'later' });
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('never holds more than a burst, however long the page was quiet', () => {
    let now = 0;
    const send = vi.fn();
    const report = errorReporter(send, { burst: 2, refillMs: 1000, now: () => now });
    now = 1_000_000;
    for (let i = 0; i < 5; i++) report({ message: 'again' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("cuts texts to the server's limits, so a long stack does not get the report refused", () => {
    const send = vi.fn();
    errorReporter(send)({
      message: 'm'.repeat(3000),
      name: 'n'.repeat(300),
      source: 's'.repeat(300),
      additionalInfo: 'a'.repeat(5000),
      gamecode: 'ABCDEF',
    });
    expect(send).toHaveBeenCalledWith({
      message: 'm'.repeat(2000),
      name: 'n'.repeat(200),
      source: 's'.repeat(200),
      additionalInfo: 'a'.repeat(4000),
      gamecode: 'ABCDEF',
    });
  });
});

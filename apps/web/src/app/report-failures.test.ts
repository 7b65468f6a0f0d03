// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { pageOf, reportUncaughtFailures } from './report-failures.ts';

describe('the page of a failure', () => {
  it("names the game of a game page, so the report joins that game's error log", () => {
    expect(pageOf('/play/abcdef')).toEqual({ gamecode: 'ABCDEF', additionalInfo: 'on /play/abcdef' });
    expect(pageOf('/waiting/ABC10O')).toEqual({ additionalInfo: 'on /waiting/ABC10O' });
    expect(pageOf('/home/join')).toEqual({ additionalInfo: 'on /home/join' });
  });
});

describe('uncaught failures', () => {
  it('go to the error log: errors and unhandled rejections, until stopped', () => {
    const connection = { report: vi.fn() };
    const stop = reportUncaughtFailures(window, connection);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('x is undefined'),
        filename: 'app.js',
        lineno: 3,
        colno: 7,
      }),
    );
    expect(connection.report).toHaveBeenLastCalledWith({
      message: 'x is undefined',
      name: 'TypeError',
      source: 'uncaught error',
      additionalInfo: `app.js:3:7 on ${location.pathname}`,
    });
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: 'offline' });
    window.dispatchEvent(rejection);
    expect(connection.report).toHaveBeenLastCalledWith({
      message: 'offline',
      name: 'string',
      source: 'unhandled rejection',
      additionalInfo: `on ${location.pathname}`,
    });
    stop();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    expect(connection.report).toHaveBeenCalledTimes(2);
  });
});

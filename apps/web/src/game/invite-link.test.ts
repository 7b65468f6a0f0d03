// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { inviteLink, joinOrigin, tvLink, typedJoinAddress, typedTvAddress } from './invite-link.ts';

function pageSays(origin: string) {
  const meta = document.createElement('meta');
  meta.name = 'join-origin';
  meta.content = origin;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="join-origin"]')) meta.remove();
});

describe('a game’s addresses for other devices', () => {
  it('are the page’s own when the server wrote no join origin', () => {
    expect(inviteLink('ABC234')).toBe(`${location.origin}/home/join?code=ABC234`);
    expect(typedJoinAddress('ABC234')).toBe(`${location.host}/ABC234`);
    expect(typedTvAddress('ABC234')).toBe(`${location.host}/tv/ABC234`);
  });

  it('use the origin the server wrote in the page (opened as localhost, phones get the network address)', () => {
    pageSays('http://192.168.1.23:3000');
    expect(inviteLink('ABC234')).toBe('http://192.168.1.23:3000/home/join?code=ABC234');
    expect(typedJoinAddress('ABC234')).toBe('192.168.1.23:3000/ABC234');
    expect(typedTvAddress('ABC234')).toBe('192.168.1.23:3000/tv/ABC234');
    // The tab to cast stays on this device's own address, where its player is signed in.
    expect(tvLink('ABC234')).toBe(`${location.origin}/tv/ABC234`);
  });

  it('ignore a tag that is not an origin', () => {
    for (const bad of ['javascript:alert(1)', 'http://a.example/path', '//a.example', 'http://a b', ''])
      pageSays(bad);
    expect(joinOrigin()).toBe(location.origin);
  });
});

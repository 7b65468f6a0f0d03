// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen.tsx';
import { notify } from '../../ui/notify.ts';
import { Invite } from './invite.tsx';

vi.mock('../../ui/notify.ts', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderInvite = () => renderScreen(<Invite gamecode="ABCDEF" />, { path: '/', route: '/' });

describe('the invite', () => {
  it('copies the invite link and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Copy invite link' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Invite link copied'));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/home/join?code=ABCDEF`);
    expect(screen.getByTitle('QR code of the invite link to game ABCDEF')).toBeTruthy();
  });

  it('without a clipboard, selects the link for the player to copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    renderInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Copy invite link' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Copy the selected link to share it'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Invite link' }));
  });

  it('with a share sheet, Share invite opens it with the title, a line and the link', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Share invite' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Join game ABCDEF on Unsayable',
      text: 'Join my game of Unsayable: the code is ABCDEF.',
      url: `${location.origin}/home/join?code=ABCDEF`,
    });
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeTruthy();
  });

  it('a share sheet closed without sharing says nothing', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    vi.stubGlobal('navigator', { ...navigator, share });
    renderInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Share invite' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(notify.info).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a share sheet that fails leaves the link selected to copy', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: async () => {
        throw new DOMException('Not allowed', 'NotAllowedError');
      },
    });
    renderInvite();
    fireEvent.click(screen.getByRole('button', { name: 'Share invite' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Copy the selected link to share it'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Invite link' }));
  });

  it('without a share sheet there is no Share invite, only Copy invite link', () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderInvite();
    expect(screen.queryByRole('button', { name: 'Share invite' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeTruthy();
  });
});

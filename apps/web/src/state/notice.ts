import { createAction } from '@reduxjs/toolkit';

type NoticeLevel = 'success' | 'info' | 'warning' | 'error';

/** A short message for the player (a toast): raised by a screen, shown by the app. */
export const noticeRaised = createAction<{ level: NoticeLevel; message: string }>('notice/raised');

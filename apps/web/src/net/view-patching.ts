/** Applying view patches: loaded once a game's first view has arrived, not with the home screen. */
export { patchedView } from '@unsayable/rules';

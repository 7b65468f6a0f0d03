/** Applying view patches (and the JSON Patch library under it): loaded once a game's first view has arrived, not with the home screen. */
export { patchedView } from '@unsayable/rules';

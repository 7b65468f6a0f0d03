import { isGamecode, normalizeGamecode } from '@unsayable/rules';
import { Navigate, useParams } from 'react-router';
import NotFound from './not-found.tsx';

/**
 * `/{gamecode}`: the address a TV shows to type on a phone, as short as it can be. A code opens the
 * join form with it filled in; any other word is a page not found.
 */
export default function ShortJoin() {
  const code = normalizeGamecode(useParams().gamecode ?? '');
  if (!isGamecode(code)) return <NotFound />;
  return <Navigate replace to={`/home/join?code=${encodeURIComponent(code)}`} />;
}

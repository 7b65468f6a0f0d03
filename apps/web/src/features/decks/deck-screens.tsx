import { Route, Routes } from 'react-router';
import DeckEditor from './deck-editor.tsx';
import DeckPage from './deck-page.tsx';
import DeckPrint from './deck-print.tsx';

/** Everything under `/decks/`, one chunk: the home bundle carries only the route to it. */
export default function DeckScreens() {
  return (
    <Routes>
      <Route path="new" element={<DeckEditor />} />
      <Route path=":deckId" element={<DeckPage />} />
      <Route path=":deckId/edit" element={<DeckEditor />} />
      <Route path=":deckId/print" element={<DeckPrint />} />
    </Routes>
  );
}

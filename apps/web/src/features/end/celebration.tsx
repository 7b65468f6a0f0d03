/** Confetti over the winner's headline: a picture only, left out under reduced motion (end.css). */
export function Confetti() {
  return (
    <div className="confetti" aria-hidden="true">
      {Array.from({ length: 28 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of identical pieces
        <span key={i} />
      ))}
    </div>
  );
}

export function Trophy() {
  return (
    <svg className="trophy" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M18 8h28v14a14 14 0 0 1-28 0z" fill="currentColor" />
      <path
        d="M18 12H9v5a9 9 0 0 0 10 9M46 12h9v5a9 9 0 0 1-10 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path d="M28 35h8v9h-8zM20 46h24v8H20z" fill="currentColor" />
    </svg>
  );
}

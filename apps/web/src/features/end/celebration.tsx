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

/**
 * Preloaded into a child server (`node --import tsx --import ./clock-offset.ts ...`) by the
 * crash tests: the server's clock reads UNSAYABLE_TEST_CLOCK_OFFSET_MS ahead of real time, as if
 * that long had passed while it was down. Timers still run in real time.
 */
const offset = Number(process.env.UNSAYABLE_TEST_CLOCK_OFFSET_MS ?? 0);
if (Number.isFinite(offset) && offset !== 0) {
  const realNow = Date.now.bind(Date);
  Date.now = () => realNow() + offset;
}

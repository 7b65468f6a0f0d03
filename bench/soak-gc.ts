// Preloaded into the soak's server (`node --expose-gc --import tsx --import bench/soak-gc.ts
// apps/server/src/main.ts`); the server's own code is unchanged. SIGHUP runs a full garbage
// collection, so that memory read just after it is what the server keeps, not garbage waiting to
// be collected: a leak shows as growth of that figure.
process.on('SIGHUP', () => {
  (globalThis as { gc?: () => void }).gc?.();
});

// Loaded into the specs' server (`node --import`): its stdin is a pipe held by serve.mjs, which
// closes when serve.mjs is gone, even killed by SIGKILL (no handler of its own then runs). The
// server then stops as on SIGTERM, so an interrupted run never leaves it holding the port.
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();

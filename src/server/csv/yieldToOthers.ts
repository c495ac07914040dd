/**
 * Lets the event loop serve others before going on. PGlite runs in this thread and answers
 * through promises only, so a long import that only awaited its queries would starve every timer
 * and socket — other requests would not even be read — however short its transactions.
 */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

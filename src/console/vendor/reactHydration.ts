/**
 * Whether React has taken this element over: hydration puts its fiber on it under a `__reactFiber$`
 * key. Not a public API, but the only sign there is (src/console/app/heldClicks.ts holds clicks on
 * parts React has not hydrated yet); react-dom is pinned with `~` (package.json) and
 * tests/console/app/heldClicks.test.tsx checks the key against the installed react-dom.
 */
export const isTakenOver = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

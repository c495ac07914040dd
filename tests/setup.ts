// Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock; this file stays environment-neutral.
export {};

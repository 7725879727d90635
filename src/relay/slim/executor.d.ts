// Types of executor.js, which the browser entry loads with the actor system (src/main.tsx): Relay's own modules.
export declare const execute: unknown;
export declare const normalizeResponse: unknown;

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Relay's createMockEnvironment calls the global `jest` (facebook/relay #4228).
(globalThis as unknown as { jest: typeof vi }).jest = vi;

afterEach(() => {
  cleanup();
});

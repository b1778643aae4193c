import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';

// A claims file renders its components once and asserts many claims on them; unmount them when the file is done, since
// Vitest has no globals here for Testing Library's own per-test cleanup.
afterAll(cleanup);

import { afterEach } from 'vitest';
import { resetTestClock } from './clock';

// Every test file runs on the test clock (imported above), and each test starts at the same instant.
afterEach(() => resetTestClock());

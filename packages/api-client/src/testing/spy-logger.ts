import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type { Logger } from '../logger';

export function createSpyLogger(): { warn: Mock<Logger['warn']>; error: Mock<Logger['error']> } {
  return { warn: vi.fn<Logger['warn']>(), error: vi.fn<Logger['error']>() };
}

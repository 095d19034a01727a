import { expect, it } from 'vitest';
import { ROOT_STORAGE_KEY } from './index';

it('persists under one root key', () => {
  expect(ROOT_STORAGE_KEY).toBe('firm-shop');
});

import { describe, expect, it } from 'vitest';
import { detailSlugs } from './index';

describe('detailSlugs', () => {
  it('lists the six practice areas of the spec', () => {
    expect(detailSlugs.practice).toHaveLength(6);
  });
});

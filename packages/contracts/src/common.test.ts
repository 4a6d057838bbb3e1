import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, paginationQuerySchema } from './common';

describe('paginationQuerySchema', () => {
  it('defaults to the first page of 20', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('coerces query strings', () => {
    expect(paginationQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it.each([{ page: '0' }, { pageSize: String(MAX_PAGE_SIZE + 1) }, { page: '1.5' }, { sort: 'name' }])(
    'refuses %o',
    (query) => {
      expect(paginationQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

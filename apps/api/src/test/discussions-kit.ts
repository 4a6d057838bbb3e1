import type { DiscussionDoc, DiscussionPost, DiscussionThread } from '@scola/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from './auth-helpers';
import type { useCatalogueApp } from './catalogue';

type Ctx = ReturnType<typeof useCatalogueApp>;

/** A document of one paragraph, optionally with an inline formula and mentions. */
export function doc(
  text: string,
  options: { latex?: string; mention?: { id: string; label: string }[] } = {},
) {
  const content: unknown[] = [{ type: 'text', text }];
  if (options.latex) content.push({ type: 'mathInline', attrs: { latex: options.latex } });
  for (const m of options.mention ?? []) content.push({ type: 'mention', attrs: m });
  return { type: 'doc', content: [{ type: 'paragraph', content: content }] } as DiscussionDoc;
}

/** Calls the class's discussion API as `token` (a visitor without). */
export function discussionApi(ctx: Ctx, classId: string) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    token?: string,
    payload?: unknown,
  ) =>
    ctx.app.inject({
      method,
      url: `/api/ruang-kelas/${classId}/diskusi${path}`,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export const notificationsOf = (ctx: Ctx, userId: string) =>
  queryRows(
    ctx.database,
    sql`select kind, params from notifications where user_id = ${userId} order by created_at`,
  ) as Promise<{ kind: string; params: Record<string, unknown> }[]>;

/** Answers of the thread and replies routes, typed for the tests' reads. */
export type One = { data: DiscussionThread };
export type Many = { data: DiscussionPost[] };

/** The TanStack Query keys of the user's calendar feed link: the one place they are spelt. */
export const calendarFeedKeys = {
  status: (userId: string) => ['account', 'calendar-feed', userId] as const,
};

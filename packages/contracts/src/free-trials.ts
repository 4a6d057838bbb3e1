import { z } from 'zod';

/** Days of the week a student can take a free trial class, Monday first. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const weekdaySchema = z.enum(weekdays);
export type Weekday = z.infer<typeof weekdaySchema>;

/** Parts of the day (WIB): morning 06–11, midday 11–15, afternoon 15–18, evening 18–21. */
export const dayParts = ['morning', 'midday', 'afternoon', 'evening'] as const;
export const dayPartSchema = z.enum(dayParts);
export type DayPart = z.infer<typeof dayPartSchema>;

export const freeTrialStatuses = ['new', 'contacted', 'scheduled', 'closed'] as const;
export const freeTrialStatusSchema = z.enum(freeTrialStatuses);
export type FreeTrialStatus = z.infer<typeof freeTrialStatusSchema>;

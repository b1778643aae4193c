import dayjs, { type Dayjs } from 'dayjs';

/**
 * The "today" of every date demo: pickers open on this month and demos compute relative dates from it,
 * so a demo renders the same on every day and in every test. Pass it as `referenceDate` when there is no value.
 */
export const DEMO_TODAY: Dayjs = dayjs('2024-10-17T09:30');

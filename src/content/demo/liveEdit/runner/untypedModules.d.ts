// Moment's locales, which demos import for their side effect, ship no types; the runner's map imports them too.
declare module 'moment/locale/*';

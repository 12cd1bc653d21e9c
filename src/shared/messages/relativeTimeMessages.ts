// Spec media-and-reporting §9: relative time texts ('just now' at 0 s, 'about N seconds ago' under 60 s).
export const RELATIVE_TIME_MESSAGES = {
  justNow: 'just now',
  secondsAgo: (n: number): string => `about ${n} seconds ago`,
} as const;

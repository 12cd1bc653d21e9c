// Spec media-and-reporting §5: a video embed that is not an iframe or object (or is absent) shows this.
export const VIDEO_MESSAGES = { invalidEmbed: 'Invalid video embed.' } as const;

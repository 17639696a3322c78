export const NOTICES_KEY = ['notices'] as const;

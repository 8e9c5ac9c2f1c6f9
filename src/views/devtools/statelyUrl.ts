export const STATELY_INSPECT_URL = 'https://stately.ai/inspect';

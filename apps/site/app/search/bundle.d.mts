export const SEARCH_BUNDLE_PATH: string;

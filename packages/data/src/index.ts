/**
 * Placeholder slug lists so the site can prerender every detail route.
 * The content issue replaces this file with validated fixtures; the exported
 * names stay the same.
 */
export interface DetailSlugs {
  readonly practice: readonly string[];
  readonly case: readonly string[];
  readonly attorney: readonly string[];
  readonly post: readonly string[];
  readonly product: readonly string[];
}

export const detailSlugs: DetailSlugs = {
  practice: [
    'Family-Law',
    'Personal-Injury',
    'Criminal-Law',
    'Education-Law',
    'Real-Estate-Law',
    'Business-Law',
  ],
  case: ['Criminal-Law', 'Family-Law', 'Real-Estate', 'Business-Law', 'Criminal-Laws'],
  attorney: ['Robert-William'],
  post: ['Why-Industry-Are-Looking-For-Experienced-Attorneys'],
  product: ['Ninja-Hoodi'],
};

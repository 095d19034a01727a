/**
 * The slides whose pictures a carousel loads ahead: a view's worth on each side of the view that
 * starts at `first` and holds `perView` of `count` slides, wrapping round (Previous from the first
 * view goes to the last, in a carousel that loops or rewinds alike). Next and Previous move one
 * slide at a time, so a view's worth reaches as far as a visitor can page in either direction
 * before the pictures they meet have had the time of a whole view to load. Never the view's own
 * slides, and each slide once.
 */
export function comingSlides(first: number, perView: number, count: number): number[] {
  const coming = new Set<number>();
  for (let step = 0; step < perView; step += 1) {
    coming.add((first + perView + step) % count);
    coming.add((((first - 1 - step) % count) + count) % count);
  }
  for (let offset = 0; offset < perView; offset += 1) coming.delete((first + offset) % count);
  return [...coming].sort((a, b) => a - b);
}

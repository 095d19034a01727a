/**
 * What the slider loads after hydration, in one chunk of its own: keen-slider, and the slider's
 * own keen-slider plugin. Nothing here is in a page's first load.
 */
import KeenSlider, { type KeenSliderInstance, type KeenSliderPlugin } from 'keen-slider';

export { KeenSlider };

/**
 * The slides whose pictures a carousel loads ahead: a view's worth on each side of the view that
 * starts at `first` and holds `perView` of `count` slides, wrapping round (Previous from the first
 * view goes to the last, whether the carousel loops or rewinds). Next and Previous move one slide
 * at a time, so a visitor paging either way meets pictures that had a whole view's time to load.
 * Never the view's own slides, and each slide once.
 */
export function comingSlides(first: number, perView: number, count: number): Set<number> {
  const coming = new Set<number>();
  for (let step = 0; step < perView; step += 1) {
    coming.add((first + perView + step) % count);
    coming.add((((first - 1 - step) % count) + count) % count);
  }
  for (let offset = 0; offset < perView; offset += 1) coming.delete((first + offset) % count);
  return coming;
}

/**
 * Starts loading the pictures of the slides beside the view. A `loading="lazy"` picture loads only
 * once it is near the viewport, and the track clips the slides beside the view (`overflow:
 * clip`), which hides them from the browser's look-ahead: their pictures would only start loading
 * as their slide moved in, and it would arrive with an empty frame. React never sets `loading`
 * again after the first render (the prop does not change).
 */
function loadComingPictures(slider: KeenSliderInstance) {
  const details = slider.track.details;
  if (!details) return;
  // How many slides the view holds: the portions in view add up to that, even halfway through a
  // move. `rel` is the view's first slide.
  const perView = Math.round(details.slides.reduce((sum, { portion }) => sum + portion, 0));
  for (const index of comingSlides(details.rel, Math.max(1, perView), slider.slides.length)) {
    const lazy = slider.slides[index]?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]');
    for (const picture of lazy ?? []) picture.loading = 'eager';
  }
}

/**
 * keen-slider plugin: the pictures beside the view load ahead, as the view moves, once a picture
 * of the track has loaded. With lazy pictures that is the browser's own sign that the carousel is
 * near the viewport, so a carousel far down the page loads nothing more with the page.
 */
export const comingPictures: KeenSliderPlugin = (slider) => {
  const listening = new AbortController();
  // Whether a picture of the track has loaded (or failed to): it was near the viewport.
  let near = false;
  const loadIfNear = () => {
    if (near) loadComingPictures(slider);
  };
  slider.on('created', () => {
    near = Array.from(slider.container.querySelectorAll('img')).some((picture) => picture.complete);
    loadIfNear();
    // `load` does not bubble: caught on its way down to each picture of the track.
    const onLoad = () => {
      near = true;
      loadComingPictures(slider);
    };
    slider.container.addEventListener('load', onLoad, { capture: true, signal: listening.signal });
  });
  slider.on('slideChanged', loadIfNear);
  slider.on('destroyed', () => listening.abort());
};

/**
 * Every image in the package, for a designer's contact sheet (the site's gallery route) and for
 * the tests that check each file.
 */
import {
  attorneys,
  awards,
  blogPosts,
  cardTypes,
  caseStudies,
  heroSlides,
  homePracticeStrip,
  partners,
  practiceAreas,
  products,
  testimonials,
} from './collections.js';
import type { ImageAsset } from './schemas/common.js';

export interface GalleryEntry {
  /** The exported collection the image belongs to, e.g. 'practiceAreas'. */
  readonly collection: string;
  readonly image: ImageAsset;
}

/** Every image, grouped by collection in export order; an image used twice is listed once. */
export function allImages(): GalleryEntry[] {
  const groups: [string, (ImageAsset | undefined)[]][] = [
    ['heroSlides', heroSlides.map((slide) => slide.image)],
    ['practiceAreas', practiceAreas.flatMap((area) => [area.sIcon, area.icon, area.sImg])],
    ['homePracticeStrip', homePracticeStrip.map((item) => item.icon)],
    ['caseStudies', caseStudies.map((study) => study.cImg)],
    ['attorneys', attorneys.map((attorney) => attorney.AtImg)],
    ['testimonials', testimonials.map((testimonial) => testimonial.tsImg)],
    ['partners', partners.map((partner) => partner.logo)],
    ['blogPosts', blogPosts.flatMap((post) => [post.screens, post.blogSingleImg])],
    ['products', products.map((product) => product.proImg)],
    ['awards', awards.map((award) => award.image)],
    ['cardTypes', cardTypes.map((cardType) => cardType.logo)],
  ];
  const seen = new Set<string>();
  const entries: GalleryEntry[] = [];
  for (const [collection, images] of groups) {
    for (const image of images) {
      if (image === undefined || seen.has(image.src)) continue;
      seen.add(image.src);
      entries.push({ collection, image });
    }
  }
  return entries;
}

import type * as v from 'valibot';
import artOfAdvocacyImg from '../assets/products/art-of-advocacy.svg';
import barristerPulloverHoodieImg from '../assets/products/barrister-pullover-hoodie.svg';
import closingTheDealImg from '../assets/products/closing-the-deal.svg';
import contractsPlainEnglishImg from '../assets/products/contracts-plain-english.svg';
import counselZipHoodieImg from '../assets/products/counsel-zip-hoodie.svg';
import educationLawPrimerImg from '../assets/products/education-law-primer.svg';
import evidenceProcedureImg from '../assets/products/evidence-procedure.svg';
import familyLawHandbookImg from '../assets/products/family-law-handbook.svg';
import gavelCrewTshirtImg from '../assets/products/gavel-crew-tshirt.svg';
import heritageWoolHoodieImg from '../assets/products/heritage-wool-hoodie.svg';
import justiceCroppedHoodieImg from '../assets/products/justice-cropped-hoodie.svg';
import knowYourRightsImg from '../assets/products/know-your-rights.svg';
import ninjaHoodieImg from '../assets/products/ninja-hoodie.svg';
import startupLegalGuideImg from '../assets/products/startup-legal-guide.svg';
import type { ProductContent, ProductReviewSchema } from '../schemas/products.js';
import { PRODUCT_PHOTO } from './sizes.js';

const APPAREL_BRAND = 'Lexington & Hale Apparel';
const BOOK_BRAND = 'Hale Press';

/**
 * The shop. The first six are the spec's apparel samples (65 to 548); fourteen in all, so the
 * shop's "first 12" limit visibly leaves two books out.
 */
export const productContent: readonly ProductContent[] = [
  {
    id: 1,
    proImg: {
      src: ninjaHoodieImg,
      alt: 'Black pullover hoodie with a gold throwing-star print on the chest',
      ...PRODUCT_PHOTO,
    },
    title: 'Ninja Hoodie',
    slug: 'Ninja-Hoodi',
    price: '65',
    delPrice: '85',
    brand: APPAREL_BRAND,
    size: 'L',
    category: 'Hoodie',
  },
  {
    id: 2,
    proImg: {
      src: counselZipHoodieImg,
      alt: 'Navy zip-up hoodie with a gold zip and two front pockets',
      ...PRODUCT_PHOTO,
    },
    title: 'Counsel Zip Hoodie',
    slug: 'Counsel-Zip-Hoodie',
    price: '120',
    delPrice: '150',
    brand: APPAREL_BRAND,
    size: 'M',
    category: 'Hoodie',
  },
  {
    id: 3,
    proImg: {
      src: gavelCrewTshirtImg,
      alt: 'White crew-neck T-shirt with a small navy gavel print',
      ...PRODUCT_PHOTO,
    },
    title: 'Gavel Crew T-Shirt',
    slug: 'Gavel-Crew-T-Shirt',
    price: '90',
    delPrice: '110',
    brand: APPAREL_BRAND,
    size: 'M',
    category: 'T-Shirt',
  },
  {
    id: 4,
    proImg: {
      src: barristerPulloverHoodieImg,
      alt: 'Burgundy pullover hoodie with “L&H” printed in gold',
      ...PRODUCT_PHOTO,
    },
    title: 'Barrister Pullover Hoodie',
    slug: 'Barrister-Pullover-Hoodie',
    price: '210',
    delPrice: '260',
    brand: APPAREL_BRAND,
    size: 'XL',
    category: 'Hoodie',
  },
  {
    id: 5,
    proImg: {
      src: justiceCroppedHoodieImg,
      alt: 'Sage-green cropped hoodie with a small cream gavel print',
      ...PRODUCT_PHOTO,
    },
    title: 'Justice Cropped Hoodie',
    slug: 'Justice-Cropped-Hoodie',
    price: '320',
    delPrice: '380',
    brand: APPAREL_BRAND,
    size: 'S',
    category: 'Hoodie',
  },
  {
    id: 6,
    proImg: {
      src: heritageWoolHoodieImg,
      alt: 'Oatmeal wool hoodie with a navy-lined hood and a small courthouse emblem',
      ...PRODUCT_PHOTO,
    },
    title: 'Heritage Wool Hoodie',
    slug: 'Heritage-Wool-Hoodie',
    price: '548',
    delPrice: '620',
    brand: APPAREL_BRAND,
    size: 'L',
    category: 'Hoodie',
  },
  {
    id: 7,
    proImg: {
      src: artOfAdvocacyImg,
      alt: 'Navy book cover titled “The Art of Advocacy” with a gold gavel',
      ...PRODUCT_PHOTO,
    },
    title: 'The Art of Advocacy',
    slug: 'The-Art-Of-Advocacy',
    price: '24.50',
    delPrice: '30',
    brand: BOOK_BRAND,
    size: 'Hardcover',
    category: 'Book',
  },
  {
    id: 8,
    proImg: {
      src: contractsPlainEnglishImg,
      alt: 'Cream book cover titled “Contracts in Plain English” with a briefcase',
      ...PRODUCT_PHOTO,
    },
    title: 'Contracts in Plain English',
    slug: 'Contracts-In-Plain-English',
    price: '19',
    delPrice: '25',
    brand: BOOK_BRAND,
    size: 'Paperback',
    category: 'Book',
  },
  {
    id: 9,
    proImg: {
      src: familyLawHandbookImg,
      alt: 'Dark green book cover titled “The Family Law Handbook” with a family of three',
      ...PRODUCT_PHOTO,
    },
    title: 'The Family Law Handbook',
    slug: 'The-Family-Law-Handbook',
    price: '32',
    delPrice: '40',
    brand: BOOK_BRAND,
    size: 'Hardcover',
    category: 'Book',
  },
  {
    id: 10,
    proImg: {
      src: evidenceProcedureImg,
      alt: 'Burgundy book cover titled “Evidence & Procedure” with handcuffs',
      ...PRODUCT_PHOTO,
    },
    title: 'Evidence & Procedure',
    slug: 'Evidence-And-Procedure',
    price: '45',
    delPrice: '55',
    brand: BOOK_BRAND,
    size: 'Hardcover',
    category: 'Book',
  },
  {
    id: 11,
    proImg: {
      src: closingTheDealImg,
      alt: 'Slate-blue book cover titled “Closing the Deal” with a house',
      ...PRODUCT_PHOTO,
    },
    title: 'Closing the Deal',
    slug: 'Closing-The-Deal',
    price: '28',
    delPrice: '35',
    brand: BOOK_BRAND,
    size: 'Paperback',
    category: 'Book',
  },
  {
    id: 12,
    proImg: {
      src: startupLegalGuideImg,
      alt: 'Charcoal book cover titled “The Startup Legal Guide” with office towers',
      ...PRODUCT_PHOTO,
    },
    title: 'The Startup Legal Guide',
    slug: 'The-Startup-Legal-Guide',
    price: '22.99',
    delPrice: '29',
    brand: BOOK_BRAND,
    size: 'Paperback',
    category: 'Book',
  },
  {
    id: 13,
    proImg: {
      src: knowYourRightsImg,
      alt: 'White book cover titled “Know Your Rights” with a red-crossed shield',
      ...PRODUCT_PHOTO,
    },
    title: 'Know Your Rights',
    slug: 'Know-Your-Rights',
    price: '15',
    delPrice: '20',
    brand: BOOK_BRAND,
    size: 'Paperback',
    category: 'Book',
  },
  {
    id: 14,
    proImg: {
      src: educationLawPrimerImg,
      alt: 'Teal book cover titled “Education Law Primer” with a graduation cap',
      ...PRODUCT_PHOTO,
    },
    title: 'Education Law Primer',
    slug: 'Education-Law-Primer',
    price: '26',
    delPrice: '32',
    brand: BOOK_BRAND,
    size: 'Paperback',
    category: 'Book',
  },
];

/** The two fixed sample reviews on every product page's Review tab. */
export const productReviewContent: v.InferInput<typeof ProductReviewSchema>[] = [
  {
    id: '1',
    name: 'Laura Mitchell',
    date: '12 JUL,23',
    rating: 5,
    text: 'Excellent quality and it arrived quickly. The fabric is heavier than I expected and has held up well after many washes.',
  },
  {
    id: '2',
    name: 'James Carter',
    date: '03 AUG,23',
    rating: 4,
    text: 'Good fit and a smart design. I would have liked one more colour option, but I would happily order again.',
  },
];

/**
 * The product page's fixed copy (spec §2 Product detail): the same placeholder text, rating,
 * category and tags on every product, as the spec shows them.
 */
export const productCopy = {
  /** The fixed rating display: four stars filled, one empty. */
  rating: 4,
  summary:
    'Made for the people who keep our practice running, and for everyone who likes a little law ' +
    'in their wardrobe or on their bookshelf. Every item is chosen by our team and shipped from ' +
    'our office.',
  highlights: [
    'Carefully made from durable, quality materials',
    'Dispatched within two working days',
  ],
  description: [
    'Each piece in our shop is something our own attorneys and staff use and enjoy. Apparel is ' +
      'cut for comfort on long days in chambers and on weekends alike; our books explain the law ' +
      'in plain language, written by practitioners for readers without a legal background.',
    'All proceeds support the firm’s pro bono programme, which offers free legal advice to ' +
      'families and small businesses in our community.',
  ],
  categories: ['Book'],
  tags: ['law', 'events', 'consult'],
} as const;

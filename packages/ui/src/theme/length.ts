/** A CSS length in the units the kit's helpers take: `'2.75rem'`, `'120px'`, `'100%'`. */
export type CssLength = `${number}${'rem' | 'em' | 'px' | '%' | 'vw' | 'ch'}`;

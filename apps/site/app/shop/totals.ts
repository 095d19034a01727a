import { formatPrice } from '@firm/data';
import type { Cart, CartTotals } from '@firm/shop-state';
import type { TotalsRow } from './TotalsList';

/**
 * The summary rows under a cart or an order: 'Total product' (the number of lines), 'Sub Price'
 * and 'Total Price'; with `charges`, the cart's fixed Vat, Eco Tax and Delivery Charge between
 * them (all $0, spec §9).
 */
export function summaryRows(totals: CartTotals, { charges = false } = {}): TotalsRow[] {
  return [
    { label: 'Total product', value: totals.lineCount },
    { label: 'Sub Price', value: formatPrice(totals.subCents) },
    ...(charges
      ? [
          { label: 'Vat', value: formatPrice(totals.vatCents) },
          { label: 'Eco Tax', value: formatPrice(totals.ecoTaxCents) },
          { label: 'Delivery Charge', value: formatPrice(totals.deliveryCents) },
        ]
      : []),
    { label: 'Total Price', value: formatPrice(totals.totalCents), isTotal: true },
  ];
}

/** One row per cart or order line: title, 'price x quantity', line total. */
export function lineRows(lines: Cart): TotalsRow[] {
  return lines.map((line) => ({
    label: line.title,
    detail: `${formatPrice(line.priceCents)} x ${line.quantity}`,
    value: formatPrice(line.sumCents),
  }));
}

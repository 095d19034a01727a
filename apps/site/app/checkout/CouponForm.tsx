import { Button, Inline, TextField } from '@firm/ui';
import { NoScriptNotice } from '../forms/NoScriptNotice';
import * as styles from './CouponForm.css';

/** The Coupon card: a code field and 'Apply', which does nothing (spec §2: no coupon rules). */
export function CouponForm() {
  return (
    <Inline space="sm" alignY="end">
      <NoScriptNotice />
      <TextField label="Coupon code" name="cupon_key" autoComplete="off" className={styles.field} />
      <Button type="button" tone="secondary">
        Apply
      </Button>
    </Inline>
  );
}

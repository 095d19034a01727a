import { Select, TextField } from '@firm/ui';
import { visuallyHidden } from '@firm/ui/theme';
import * as styles from './AddressFields.css';

/** Which address the fields are: billing, or shipping (field names suffixed 2, spec §3). */
export type AddressKind = 'billing' | 'shipping';

/** The country select's placeholder options, as the spec shows them. */
const countryOptions = [
  { value: '10', label: 'Ten' },
  { value: '20', label: 'Twenty' },
  { value: '30', label: 'Thirty' },
] as const;

/**
 * One address: first and last name, country, district, address, post code, email and phone,
 * each labelled and with the autofill token of its kind ('billing given-name', 'shipping
 * postal-code' …). No rules are checked (spec §5: checkout address fields are not validated).
 */
export function AddressFields({ kind }: { kind: AddressKind }) {
  const suffix = kind === 'shipping' ? '2' : '';
  const field = (name: string, token: string) => ({
    name: `${name}${suffix}`,
    autoComplete: `${kind} ${token}`,
  });
  return (
    <fieldset className={styles.fieldset}>
      {/* The Billing Address card's heading already says what the billing fields are. */}
      <legend className={kind === 'billing' ? visuallyHidden : styles.legend}>
        {kind === 'billing' ? 'Billing address' : 'Shipping address'}
      </legend>
      <TextField label="First Name" {...field('fname', 'given-name')} />
      <TextField label="Last Name" {...field('lname', 'family-name')} />
      <Select
        label="Country"
        placeholder="Select a country"
        options={countryOptions}
        {...field('country', 'country-name')}
      />
      <TextField label="District" {...field('dristrict', 'address-level2')} />
      <TextField label="Address" {...field('address', 'address-line1')} className={styles.wide} />
      <TextField label="Post Code" {...field('post_code', 'postal-code')} />
      <TextField label="Email Address" type="email" {...field('email', 'email')} />
      <TextField label="Phone" type="tel" {...field('phone', 'tel')} />
    </fieldset>
  );
}
